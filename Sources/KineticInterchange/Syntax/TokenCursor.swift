/// A position in the ``Token``s of one source text, with the steps recursive-descent parsers
/// take: look at the current and next token, skip line breaks, consume expected punctuation
/// and numbers, and report an unexpected token at its column.
struct TokenCursor: Sendable {
  /// The text the tokens were made from, which errors quote.
  let source: String
  /// The tokens, ending with ``Token/Kind/end``.
  let tokens: [Token]
  /// The index of ``current`` in ``tokens``; it never passes the end token.
  private(set) var position = 0

  /// Tokenizes `source` in `dialect`, its columns counted from `columnOffset` + 1 (see
  /// ``Tokenizer/tokens(_:columnOffset:)``).
  ///
  /// - Throws: the ``Tokenizer``'s ``SpecError``.
  init(_ source: String, dialect: Tokenizer.Dialect, columnOffset: Int = 0) throws(SpecError) {
    self.source = source
    self.tokens = try Tokenizer(dialect).tokens(source, columnOffset: columnOffset)
  }

  var current: Token { tokens[min(position, tokens.count - 1)] }
  /// The token after ``current`` (the end token at the end).
  var next: Token { tokens[min(position + 1, tokens.count - 1)] }

  mutating func advance() { position = min(position + 1, tokens.count - 1) }

  /// Skips line breaks (and `;` separators when `semicolons`).
  mutating func skipSeparators(semicolons: Bool = false) {
    while current.kind == .newline || semicolons && current.isPunctuation(";") {
      advance()
    }
  }

  /// `unexpected <token>, expected <expected>` at the token's column (the current one's by
  /// default).
  func unexpected(_ token: Token? = nil, expected: String) -> SpecError {
    let token = token ?? current
    return SpecError(
      "unexpected \(token.quoted), expected \(expected)", column: token.column, source: source)
  }

  /// The items of a list whose opening bracket has been read, up to and with `close`:
  /// `item, item, … close`, each item read by `item`; an empty list when `close` comes first and
  /// `allowsEmpty`.
  mutating func items<Item>(
    upTo close: String, allowsEmpty: Bool,
    _ item: (inout TokenCursor) throws(SpecError) -> Item
  ) throws(SpecError) -> [Item] {
    if allowsEmpty && accept(close) { return [] }
    var items: [Item] = []
    repeat { items.append(try item(&self)) } while accept(",")
    try expect(close)
    return items
  }

  /// A number (``number(_:suffixes:)``) with the column it starts at, for errors about it later.
  mutating func numberWithColumn(_ what: String) throws(SpecError) -> (value: Double, column: Int) {
    let (value, token) = try number(what)
    return (value, token.column)
  }

  /// A number greater than 0 (``number(_:suffixes:)``), or `message` at its column.
  mutating func positiveNumber(_ what: String, else message: String) throws(SpecError) -> Double {
    let (value, token) = try number(what)
    guard value > 0 else { throw SpecError(message, column: token.column, source: source) }
    return value
  }

  /// What `read` reads after line breaks, with the column it starts at.
  mutating func withColumn<Value>(_ read: (inout TokenCursor) throws(SpecError) -> Value)
    throws(SpecError) -> (value: Value, column: Int)
  {
    skipSeparators()
    let column = current.column
    return (try read(&self), column)
  }

  /// Consumes the current token when it is a word and returns it, or throws `unexpected …,
  /// expected <expected>`.
  mutating func word(_ expected: String) throws(SpecError) -> Token {
    let token = current
    guard token.kind == .word else { throw unexpected(expected: expected) }
    advance()
    return token
  }

  /// Consumes a dotted name, `ObjectAnimator.ofFloat`, from the current token (a word) on: its
  /// words in order.
  mutating func dottedName() -> [String] {
    var parts = [current.text]
    advance()
    while current.isPunctuation("."), next.kind == .word {
      advance()
      parts.append(current.text)
      advance()
    }
    return parts
  }

  /// Consumes punctuation `text` (after line breaks) or throws.
  mutating func expect(_ text: String) throws(SpecError) {
    skipSeparators()
    guard current.isPunctuation(text) else {
      throw unexpected(expected: "'\(text)'")
    }
    advance()
  }

  /// Whether the current token (after line breaks) is punctuation `text`; consumes it if so.
  mutating func accept(_ text: String) -> Bool {
    let saved = position
    skipSeparators()
    if current.isPunctuation(text) {
      advance()
      return true
    }
    position = saved
    return false
  }

  /// Consumes a number (after line breaks, with an optional `-` token before it), with one of
  /// `suffixes`, or throws; the token returned is the `-` when there is one.
  mutating func number(_ what: String, suffixes: Set<String> = [""]) throws(SpecError) -> (
    value: Double, token: Token
  ) {
    skipSeparators()
    var negative = false
    let start = current
    if current.isPunctuation("-") {
      negative = true
      advance()
    }
    guard case .number(let value) = current.kind, suffixes.contains(current.suffix) else {
      throw unexpected(expected: what)
    }
    let token = current
    advance()
    return (negative ? -value : value, negative ? start : token)
  }
}
