/// Code that `kinetic export` writes around numbers, kept once for writing it and for reading
/// it back: literal text with named holes (`⟪name⟫`). ``filled(_:)`` writes the code;
/// ``read(_:form:)`` matches pasted code against the literal text — whitespace, line breaks and
/// `//` comments are ignored, so re-indented or re-wrapped code still reads — and returns the
/// text of each hole with its column.
///
/// A hole holds numbers only (digits, `.`, `e`, signs, commas, brackets and spaces), so the
/// match of each hole is linear in the source and ends at the first character that is not part
/// of a number list.
struct CodeTemplate: Sendable {
  /// A piece of the template.
  enum Part: Sendable, Equatable {
    case text(String)
    case hole(String)
  }

  /// The pieces, in order; two holes are never adjacent.
  let parts: [Part]
  /// The template's first line up to its first hole, the words that tell the form apart, as
  /// scalars: ``recognises(_:)`` matches them on every parse.
  private let headScalars: [Unicode.Scalar]

  /// The template written with `⟪name⟫` for each hole.
  init(_ text: String) {
    var parts: [Part] = []
    var rest = Substring(text)
    // (Characters, not Foundation's range(of:), which the WebAssembly build does not have.)
    while let open = rest.firstIndex(of: "⟪") {
      let name = rest[rest.index(after: open)...]
      let close = name.firstIndex(of: "⟫")!
      if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
      parts.append(.hole(String(name[..<close])))
      rest = name[name.index(after: close)...]
    }
    if !rest.isEmpty { parts.append(.text(String(rest))) }
    self.parts = parts
    if case .text(let text)? = parts.first {
      headScalars = Array(text.unicodeScalars.prefix { $0 != "\n" })
    } else {
      headScalars = []
    }
  }

  /// The code with each hole replaced by `values[name]`.
  func filled(_ values: [String: String]) -> String {
    parts.map {
      switch $0 {
      case .text(let text): return text
      case .hole(let name): return values[name]!
      }
    }.joined()
  }

  /// Whether `scalars`, a source's Unicode scalars, start (after leading `//` comment lines)
  /// with the template's first line up to its first hole, whitespace ignored.
  func recognises(_ scalars: [Unicode.Scalar]) -> Bool {
    var i = Self.skippingSpace(scalars, 0)
    return Self.matching(headScalars, in: scalars, at: &i) == nil
  }

  /// The text and 1-based column (in Unicode scalars) of each hole of `source`, which must be
  /// this template with numbers in its holes (after leading `//` comment lines, such as the
  /// approximation's header).
  ///
  /// - Throws: ``SpecError`` naming `form` and the first text that differs, at its column.
  func read(_ source: String, form: String) throws(SpecError) -> [String: (
    text: String, column: Int
  )] {
    let (holes, rest) = try readPrefix(source, form: form)
    guard rest.unicodeScalars.allSatisfy({ $0.isSyntaxSpace }) else {
      throw SpecError(
        "in \(form) (as kinetic export writes it): unexpected text after the code",
        column: source.unicodeScalars.count - rest.unicodeScalars.count + 1, source: source)
    }
    return holes
  }

  /// The holes of the template at the start of `source` (as ``read(_:form:)`` reads them) and
  /// the text after it, from its first character that is not whitespace or a `//` comment.
  ///
  /// - Throws: ``SpecError`` naming `form` and the first text that differs, at its column.
  func readPrefix(_ source: String, form: String) throws(SpecError) -> (
    holes: [String: (text: String, column: Int)], rest: String
  ) {
    let scalars = Array(source.unicodeScalars)
    var i = Self.skippingSpace(scalars, 0)
    var holes: [String: (text: String, column: Int)] = [:]
    for (index, part) in parts.enumerated() {
      switch part {
      case .text(let text):
        if let failure = Self.matching(Array(text.unicodeScalars), in: scalars, at: &i) {
          throw SpecError(
            "in \(form) (as kinetic export writes it): expected '\(failure.expected)'",
            column: failure.column, source: source)
        }
      case .hole(let name):
        i = Self.skippingSpace(scalars, i)
        let start = i
        // The hole ends where the literal after it starts.
        // (its first line, so that a difference later in it is reported there, not here).
        var next: [Unicode.Scalar] = []
        if index + 1 < parts.count, case .text(let text) = parts[index + 1] {
          next = Array(text.unicodeScalars.prefix { $0 != "\n" })
        }
        while i < scalars.count, Self.isNumberListPart(scalars[i]) {
          var probe = i
          if !next.isEmpty, scalars[i] == next.first(where: { !$0.isSyntaxSpace }),
            Self.matching(next, in: scalars, at: &probe) == nil
          {
            break
          }
          i += 1
        }
        let text = String(scalars: scalars[start..<i])
        holes[name] = (text.trimmingSpace, start + 1)
      }
    }
    let end = Self.skippingSpace(scalars, i)
    return (holes, String(scalars: scalars[end...]))
  }

  /// Matches `literal` at `i` ignoring whitespace on both sides, advancing `i`; on a mismatch,
  /// the rest of the literal's line expected and the column where it differs.
  private static func matching(
    _ literal: [Unicode.Scalar], in scalars: [Unicode.Scalar], at i: inout Int
  ) -> (expected: String, column: Int)? {
    var j = 0
    while true {
      j = skippingSpace(literal, j)
      guard j < literal.count else { return nil }
      i = skippingSpace(scalars, i)
      guard i < scalars.count, scalars[i] == literal[j] else {
        let expected = literal[j...].prefix { $0 != "\n" }
        return (String(String.UnicodeScalarView(expected)), i + 1)
      }
      i += 1
      j += 1
    }
  }

  /// The index after whitespace and `//` comments from `start`.
  private static func skippingSpace(_ scalars: [Unicode.Scalar], _ start: Int) -> Int {
    var i = start
    while i < scalars.count {
      if scalars[i].isSyntaxSpace {
        i += 1
      } else if scalars[i] == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
        while i < scalars.count, scalars[i] != "\n" { i += 1 }
      } else {
        break
      }
    }
    return i
  }

  /// Characters a hole's number list may hold.
  static func isNumberListPart(_ c: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(c) || ".eE+-,[] \t\r\n".unicodeScalars.contains(c)
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  fileprivate var trimmingSpace: String {
    let scalars = unicodeScalars
    let start = scalars.firstIndex { !$0.isSyntaxSpace } ?? scalars.endIndex
    let end = scalars.lastIndex { !$0.isSyntaxSpace }.map(scalars.index(after:))
    return end.map { String(scalars[start..<$0]) } ?? ""
  }
}
