/// The reducer's view of ranges of tokens: statements and values split at separators outside
/// brackets, a call's arguments, and the text of a range with its source columns.
extension SnippetReducer {
  // MARK: Ranges

  /// Whether `found` is the whole source but for spaces (nothing peeled off but spaces; a
  /// program's trailing `;` and line breaks are its own).
  func isWhole(_ found: Found) -> Bool {
    let blanked = Array(source.blankingComments().unicodeScalars)
    let lower = (found.columns.first ?? 1) - 1
    let upper = (found.columns.last ?? 1) - 1
    let isProgram = statements(0..<(tokens.count - 1)).count > 1
    for index in blanked.indices where index < lower || index >= upper {
      guard blanked[index] == scalars[index] else { return false }
      if blanked[index].isSyntaxSpace || blanked[index] == "\n" || blanked[index] == "\r" {
        continue
      }
      guard isProgram, blanked[index] == ";" else { return false }
    }
    return true
  }

  /// `range` without line breaks at its ends and trailing `;` or `,`.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    while lower < upper, tokens[lower].kind == .newline || tokens[lower].isPunctuation(";") {
      lower += 1
    }
    while upper > lower,
      tokens[upper - 1].kind == .newline || tokens[upper - 1].isPunctuation(";")
        || tokens[upper - 1].isPunctuation(",")
    {
      upper -= 1
    }
    return lower..<upper
  }

  /// The dotted name starting at `index` (`motion.div`).
  func elementName(_ index: Int) -> String {
    var parts = [at(index).text]
    var i = index
    while at(i + 1).isPunctuation("."), at(i + 2).kind == .word {
      parts.append(at(i + 2).text)
      i += 2
    }
    return parts.joined(separator: ".")
  }

  /// The index after the bracket group or token at `index`.
  func after(_ index: Int) -> Int {
    (closing[index] ?? index) + 1
  }

  /// `range` split at line breaks and `;` outside brackets.
  func statements(_ range: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      let token = tokens[i]
      var next = i + 1
      while at(next).kind == .newline { next += 1 }
      let continues = token.kind == .newline && at(next).isPunctuation(".")
      if (token.kind == .newline && !continues) || token.isPunctuation(";") {
        if start < i { result.append(start..<i) }
        start = i + 1
        i += 1
        continue
      }
      i = after(i)
    }
    if start < range.upperBound { result.append(start..<range.upperBound) }
    return result.map(trimmed).filter { !$0.isEmpty }
  }

  /// The value starting at `start`: up to a `,`, `;` or line break outside brackets, or the
  /// end of `limit`; a bracket group followed by a word and `=` (the next JSX prop) ends there.
  func value(from start: Int, within limit: Int, stopsAtComma: Bool = true) -> Range<Int> {
    // A bracket group is the whole value unless a member chain follows it (`{ … }.x`).
    if closing[start] != nil, !at(after(start)).isPunctuation(".") {
      return start..<min(after(start), limit)
    }
    var i = start
    while i < limit {
      let token = tokens[i]
      if token.kind == .newline && i > start || token.isPunctuation(";") || token.isPunctuation("}")
        || token.isPunctuation(")") || token.isPunctuation("]")
        || stopsAtComma && token.isPunctuation(",")
      {
        break
      }
      let end = after(i)
      if closing[i] != nil, end < limit, tokens[end].kind == .word,
        at(end + 1).isPunctuation("=")
      {
        return start..<end
      }
      i = end
    }
    return start..<i
  }

  /// The arguments of the bracket group opening at `open`, split at its top-level commas.
  func arguments(_ open: Int) -> [Range<Int>] {
    guard let close = closing[open] else { return [] }
    var result: [Range<Int>] = []
    var start = open + 1
    var i = open + 1
    while i < close {
      if tokens[i].isPunctuation(",") {
        result.append(start..<i)
        start = i + 1
        i += 1
        continue
      }
      i = after(i)
    }
    result.append(start..<close)
    return result.map(trimmed).filter { !$0.isEmpty }
  }

  /// The one argument of `name(argument)` or `a.b(argument)` when `range` is such a call.
  func soleArgument(_ range: Range<Int>) -> Range<Int>? {
    var i = range.lowerBound
    while at(i).kind == .word, at(i + 1).isPunctuation("."), at(i + 2).kind == .word { i += 2 }
    guard at(i).kind == .word, at(i + 1).isPunctuation("("), after(i + 1) == range.upperBound
    else { return nil }
    let all = arguments(i + 1)
    guard all.count == 1, !isLabelled(all[0]) else { return nil }
    return all[0]
  }

  /// Whether `range` is a spread, `...` and at least one token after it.
  func isSpread(_ range: Range<Int>) -> Bool {
    range.count > 3 && tokens[range.lowerBound].isPunctuation(".")
      && tokens[range.lowerBound + 1].isPunctuation(".")
      && tokens[range.lowerBound + 2].isPunctuation(".")
  }

  /// Whether `range` starts with a label (`name:` or `name =`), so it is a named argument.
  func isLabelled(_ range: Range<Int>) -> Bool {
    range.count > 1 && (tokens[range.lowerBound].kind == .word)
      && (at(range.lowerBound + 1).isPunctuation(":")
        || at(range.lowerBound + 1).isPunctuation("="))
  }

  /// The text of `range` from the source (comments inside it kept), with its columns.
  func found(_ range: Range<Int>) -> Found {
    let first = tokens[range.lowerBound]
    let last = tokens[range.upperBound - 1]
    let end = last.column - 1 + last.text.unicodeScalars.count + (last.kind == .string ? 2 : 0)
    let lower = first.column - 1
    return Found(
      text: String(scalars: scalars[lower..<end]),
      columns: Array((lower + 1)...(end + 1)))
  }

  /// Text written by the reducer (SwiftUI's `default`, a CSS shorthand from its longhands),
  /// every scalar attributed to `column`.
  func written(_ pieces: [(text: String, column: Int)]) -> Found {
    var found = Found(text: "", columns: [])
    for piece in pieces {
      found.text += piece.text
      found.columns += Array(repeating: piece.column, count: piece.text.unicodeScalars.count)
    }
    found.columns.append(pieces.last?.column ?? 1)
    return found
  }

  func refusal(_ message: String, _ column: Int) -> Outcome {
    .refusal(SpecError(message, column: column, source: source))
  }
}
