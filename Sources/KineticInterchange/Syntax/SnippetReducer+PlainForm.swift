/// A quick test, on the source's bytes, for a form with nothing around it: the studio page
/// parses a spec again on every slider move, and its specs are nearly always such forms, which
/// the search for an animation inside surrounding code (``SnippetReducer/searched(in:)``)
/// tokenizes and walks only to hand back as they stand.
extension SnippetReducer {
  /// Whether `source` is a form as it stands, known from its bytes alone: one line of
  ///
  /// - a call chain, `.`? *word* (`.` *word* | `(` … `)`)*, whose first word is a form's head
  ///   (``isKnownHead(_:)``) and not a declaration's keyword or modifier, with no call site
  ///   (``callSites``, `animate…AsState`, `animate(`) or `.animation`/`.animateTo` in it; or
  /// - an object `{ … }` in which neither `config` nor `transition` is written;
  ///
  /// with spaces around it, ASCII letters, digits and `_ . , : = - + % ( ) [ ] { }` in it, and
  /// strings (`"…"`, `'…'`) of letters, digits, spaces and `_ . -` only inside brackets. The
  /// search comes to the same answer for every such source: it reads one statement with such a
  /// head, or such an object, as a form (``reduce(_:depth:)``, ``isKnownForm(_:)``), whole
  /// (``isWhole(_:)``: nothing but spaces around it, no comment in it). `false` says nothing:
  /// the search decides.
  ///
  /// - Complexity: O(*n*) in the source's bytes.
  static func isPlainForm(_ source: String) -> Bool {
    var text = source
    return text.withUTF8 { isPlainForm($0) }
      && !(source.utf8.first(where: { $0 != 0x20 }) == UInt8(ascii: "{")
        && (source.containsUTF8("config") || source.containsUTF8("transition")))
  }

  /// ``isPlainForm(_:)`` but for the words an object must not hold.
  private static func isPlainForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    func skipSpaces() { while i < bytes.count, bytes[i] == 0x20 { i += 1 } }
    skipSpaces()
    guard i < bytes.count else { return false }
    if bytes[i] == UInt8(ascii: "{") {
      guard let end = groupEnd(bytes, from: i) else { return false }
      i = end
      skipSpaces()
      return i == bytes.count
    }
    var afterDot = false
    if bytes[i] == UInt8(ascii: ".") {
      afterDot = true
      i += 1
      skipSpaces()
    }
    var first = true
    while true {
      // A word: the tokenizer's (a letter or `_`, then letters, digits, `_` and inner `-`).
      let start = i
      guard i < bytes.count, isWordStart(bytes[i]) else { return false }
      i += 1
      while i < bytes.count {
        if isWordPart(bytes[i]) {
          i += 1
        } else if bytes[i] == UInt8(ascii: "-"), i + 1 < bytes.count, isWordPart(bytes[i + 1]) {
          i += 2
        } else {
          break
        }
      }
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      if callSites.contains(word) || word.hasPrefix("animate") && word.hasSuffix("AsState")
        || afterDot && (word == "animation" || word == "animateTo")
      {
        return false
      }
      if first {
        guard isKnownHead(word), word != "animate", !declarationKeywords.contains(word),
          !declarationModifiers.contains(word)
        else { return false }
        first = false
      }
      skipSpaces()
      if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
        guard let end = groupEnd(bytes, from: i) else { return false }
        i = end
        skipSpaces()
      }
      if i == bytes.count { return true }
      guard bytes[i] == UInt8(ascii: ".") else { return false }
      afterDot = true
      i += 1
      skipSpaces()
    }
  }

  /// The index after the bracket group opening at `open`, when it closes (nested brackets
  /// matched, strings as ``isPlainForm(_:)`` allows them) and holds only what it allows.
  private static func groupEnd(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int) -> Int? {
    var openers: [UInt8] = []
    var i = open
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        openers.append(c)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let opener: UInt8 =
          c == UInt8(ascii: ")")
          ? UInt8(ascii: "(") : c == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        guard openers.last == opener else { return nil }
        openers.removeLast()
        if openers.isEmpty { return i + 1 }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        i += 1
        while i < bytes.count, bytes[i] != c {
          let s = bytes[i]
          guard isWordPart(s) || s == 0x20 || s == UInt8(ascii: ".") || s == UInt8(ascii: "-")
          else { return nil }
          i += 1
        }
        guard i < bytes.count else { return nil }
      default:
        guard isWordPart(c) || c == 0x20 || plainPunctuation.contains(c) else { return nil }
      }
      i += 1
    }
    return nil
  }

  /// Punctuation a plain form may hold inside its brackets: none starts a comment, a string,
  /// a line or a statement.
  private static let plainPunctuation: [UInt8] = Array(".,:=-+%".utf8)

  /// The tokenizer's character classes, for a byte.
  private static func isWordStart(_ c: UInt8) -> Bool { Unicode.Scalar(c).isWordStart }
  private static func isWordPart(_ c: UInt8) -> Bool { Unicode.Scalar(c).isWordPart }
}
