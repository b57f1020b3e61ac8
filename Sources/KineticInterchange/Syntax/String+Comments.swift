/// Which comments ``Swift/String/blankingComments(_:)`` removes.
enum CommentScope: Sendable {
  /// `//` and `/* */` comments anywhere outside string literals (`"`, `'`, `` ` ``); their line
  /// breaks stay, so statements stay on their lines.
  case everywhere
  /// Only the `//` comment lines the text starts with, their line breaks included — the header
  /// `kinetic export` writes above an approximation — so that a form starts at its first word.
  case leadingLines
}

extension String {
  /// The text with comments replaced by spaces, so that every other character keeps its column.
  ///
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  func blankingComments(_ scope: CommentScope = .everywhere) -> String {
    var scalars = Array(unicodeScalars)
    var i = 0
    var quote: Unicode.Scalar?
    while i < scalars.count {
      let c = scalars[i]
      if let q = quote {
        if c == q || c == "\n" { quote = nil }
        i += 1
        continue
      }
      let next = i + 1 < scalars.count ? scalars[i + 1] : nil
      if scope == .leadingLines, !c.isSyntaxSpace, !(c == "/" && next == "/") { break }
      if c == "\"" || c == "'" || c == "`" {
        quote = c
        i += 1
        continue
      }
      if c == "/", next == "/" {
        while i < scalars.count, scalars[i] != "\n" {
          scalars[i] = " "
          i += 1
        }
        if scope == .leadingLines, i < scalars.count {
          scalars[i] = " "
          i += 1
        }
        continue
      }
      if c == "/", next == "*" {
        while i < scalars.count {
          let closes = scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/"
          if scalars[i] != "\n" { scalars[i] = " " }
          if closes {
            scalars[i + 1] = " "
            i += 2
            break
          }
          i += 1
        }
        continue
      }
      i += 1
    }
    return String(scalars: scalars)
  }
}
