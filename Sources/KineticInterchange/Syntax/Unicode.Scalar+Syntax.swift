/// The character classes every tokenizer rule, comment blanker and form reader shares.
extension Unicode.Scalar {
  /// A space, tab or line break: what separates tokens (line breaks may also be tokens, see
  /// ``Tokenizer/Dialect/lineBreaksAreTokens``).
  var isSyntaxSpace: Bool {
    self == " " || self == "\t" || self == "\n" || self == "\r"
  }

  /// An ASCII decimal digit.
  var isDigit: Bool { ("0"..."9").contains(self) }

  /// A character that starts a word: an ASCII letter or `_`.
  var isWordStart: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
  }

  /// A character that continues a word: an ASCII letter, digit or `_`.
  var isWordPart: Bool { isWordStart || isDigit }

  /// The character as an error message shows it: control characters by their code, so that
  /// the one-line error stays one line.
  var printable: String {
    value < 0x20 || value == 0x7F
      ? "U+" + String(value, radix: 16, uppercase: true) : String(Character(self))
  }
}
