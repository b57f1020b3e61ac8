import Testing

@testable import KineticInterchange

/// The one tokenizer: the rules both dialects share, the rules that tell them apart, columns,
/// and the number forms of the languages the foreign forms read.
@Suite("Tokenizer")
struct TokenizerTests {
  /// `(text, column)` of every token, the end token included.
  static func lexed(_ source: String, _ dialect: Tokenizer.Dialect) throws -> [String] {
    try Tokenizer(dialect).tokens(source).map { "\($0.text)@\($0.column)" }
  }

  static func error(_ source: String, _ dialect: Tokenizer.Dialect) -> SpecError? {
    do {
      _ = try Tokenizer(dialect).tokens(source)
      return nil
    } catch {
      return error
    }
  }

  // MARK: Rules both dialects share

  @Test(arguments: [Tokenizer.Dialect.spec, .code])
  func wordsNumbersAndMemberDots(_ dialect: Tokenizer.Dialect) throws {
    #expect(
      try Self.lexed("spring(duration: 0.5).delay(.2)", dialect) == [
        "spring@1", "(@7", "duration@8", ":@16", "0.5@18", ")@21", ".@22", "delay@23", "(@28",
        ".2@29", ")@31", "@32",
      ])
  }

  @Test(arguments: [Tokenizer.Dialect.spec, .code])
  func cssKeywordsAreOneWord(_ dialect: Tokenizer.Dialect) throws {
    #expect(
      try Self.lexed("steps(4,jump-end) ease-in-out", dialect) == [
        "steps@1", "(@6", "4@7", ",@8", "jump-end@9", ")@17", "ease-in-out@19", "@30",
      ])
  }

  @Test(arguments: [Tokenizer.Dialect.spec, .code])
  func overflowingNumberIsReportedAtItsColumn(_ dialect: Tokenizer.Dialect) {
    let error = Self.error("ease(duration: 1e999)", dialect)
    #expect(error?.message == "number '1e999' is not finite (overflow)")
    #expect(error?.column == 16)
  }

  @Test(arguments: [Tokenizer.Dialect.spec, .code])
  func danglingExponentIsAWord(_ dialect: Tokenizer.Dialect) throws {
    #expect(try Self.lexed("1e", dialect) == ["1@1", "e@2", "@3"])
  }

  /// Columns count Unicode scalars, not bytes or grapheme clusters.
  @Test func columnsAreUnicodeScalarOffsets() throws {
    #expect(
      try Self.lexed("\u{1F600} e\u{301} a", .code) == [
        "\u{1F600}@1", "e@3", "\u{301}@4", "a@6", "@7",
      ])
  }

  @Test(arguments: [Tokenizer.Dialect.spec, .code])
  func emptyTextIsTheEndAtColumnOne(_ dialect: Tokenizer.Dialect) throws {
    #expect(try Self.lexed("", dialect) == ["@1"])
    #expect(try Self.lexed(" \t ", dialect) == ["@4"])
  }

  // MARK: The spec dialect

  @Test func specHyphenJoinsOnlyBeforeALetter() throws {
    #expect(try Self.lexed("a-1 b-c d-_e", .spec) == ["a@1", "-1@2", "b-c@5", "d-_e@9", "@13"])
  }

  @Test func specTimesAndPercentagesAreSeparateTokens() throws {
    let tokens = try Tokenizer(.spec).tokens("ease 300ms linear(0, 0.25 75%)")
    #expect(
      tokens.map(\.text) == [
        "ease", "300", "ms", "linear", "(", "0", ",", "0.25", "75", "%", ")", "",
      ])
    #expect(tokens[1].kind == .number(300))
    #expect(tokens[1].suffix == "")
    #expect(tokens[2].kind == .word)
    #expect(tokens[9].kind == .punctuation)
  }

  @Test func specLineBreaksAreSpaces() throws {
    #expect(
      try Self.lexed("ease\n.delay(\r\n1)", .spec) == [
        "ease@1", ".@6", "delay@7", "(@12", "1@15", ")@16", "@17",
      ])
  }

  /// (text, message, column): quotes, braces and prefixes are no part of the spec language.
  static let specCharacterErrors: [(String, String, Int)] = [
    ("easeInOut #", "unexpected character '#'", 11),
    ("ease(\"x\")", "unexpected character '\"'", 6),
    ("@keyframes", "unexpected character '@'", 1),
    ("spring(-)", "unexpected character '-'", 8),
    ("a\u{1B}b", "unexpected character 'U+1B'", 2),
    ("a\u{7F}", "unexpected character 'U+7F'", 2),
    ("{", "unexpected character '{'", 1),
  ]

  @Test(arguments: specCharacterErrors)
  func specRejectsOtherCharacters(_ source: String, _ message: String, _ column: Int) {
    let error = Self.error(source, .spec)
    #expect(error?.message == message)
    #expect(error?.column == column)
  }

  // MARK: The code dialect

  @Test func codeHyphenJoinsBeforeADigitToo() throws {
    #expect(try Self.lexed("a-1 b-c", .code) == ["a-1@1", "b-c@5", "@8"])
  }

  @Test func codePrefixedWords() throws {
    #expect(
      try Self.lexed("@keyframes --size -webkit-transform - x", .code) == [
        "@keyframes@1", "--size@12", "-webkit-transform@19", "-@37", "x@39", "@40",
      ])
  }

  @Test func codeLineBreaksAreTokens() throws {
    let tokens = try Tokenizer(.code).tokens("a\nb\r\nc")
    #expect(tokens.map(\.kind) == [.word, .newline, .word, .newline, .newline, .word, .end])
    #expect(tokens.map(\.column) == [1, 2, 3, 4, 5, 6, 7])
    #expect(tokens[1].quoted == "line break")
  }

  @Test func codeStrings() throws {
    let tokens = try Tokenizer(.code).tokens(#"ease: "easeIn", 'linear'"#)
    #expect(tokens.map(\.kind) == [.word, .punctuation, .string, .punctuation, .string, .end])
    #expect(tokens.map(\.text) == ["ease", ":", "easeIn", ",", "linear", ""])
    #expect(tokens.map(\.column) == [1, 5, 7, 15, 17, 25])
    #expect(tokens[2].quoted == #"'"easeIn"'"#)
  }

  @Test(arguments: [#"a "b"#, "'b\n'", #"x: "y'"#])
  func codeUnterminatedString(_ source: String) {
    let error = Self.error(source, .code)
    #expect(error?.message == "unterminated string")
    #expect(
      error?.column
        == source.unicodeScalars.firstIndex { $0 == "\"" || $0 == "'" }
        .map { source.unicodeScalars.distance(from: source.unicodeScalars.startIndex, to: $0) + 1 })
  }

  @Test func codeTakesAnyCharacterAsPunctuation() throws {
    #expect(
      try Self.lexed("{ x = [1] } # \\", .code) == [
        "{@1", "x@3", "=@5", "[@7", "1@8", "]@9", "}@11", "#@13", "\\@15", "@16",
      ])
  }

  // MARK: Numbers with suffixes, in the languages the foreign forms read

  /// (code, value, text, suffix)
  static let codeNumbers: [(String, Double, String, String)] = [
    // Kotlin
    ("0.5f", 0.5, "0.5f", "f"), ("300", 300, "300", ""), ("1e3f", 1000, "1e3f", "f"),
    ("-1.5f", -1.5, "-1.5f", "f"),
    // Dart
    ("1.0", 1, "1.0", ""), (".5", 0.5, ".5", ""), ("2.", 2, "2.", ""),
    // JavaScript and CSS
    ("-.25", -0.25, "-.25", ""), ("1e-3", 0.001, "1e-3", ""), ("300ms", 300, "300ms", "ms"),
    ("0.3s", 0.3, "0.3s", "s"), ("20%", 20, "20%", "%"), ("+2E+2", 200, "+2E+2", ""),
  ]

  @Test(arguments: codeNumbers)
  func codeNumbersKeepTheirSuffix(
    _ source: String, _ value: Double, _ text: String, _ suffix: String
  )
    throws
  {
    let tokens = try Tokenizer(.code).tokens(source)
    #expect(tokens.count == 2)
    #expect(tokens[0].kind == .number(value))
    #expect(tokens[0].text == text)
    #expect(tokens[0].suffix == suffix)
  }

  /// A suffix followed by a letter, digit or `_` is not a suffix: the number ends before it.
  @Test func suffixNeedsAWordBoundary() throws {
    #expect(
      try Self.lexed("2sx 5ms_ 3f2 4%a", .code) == [
        "2@1", "sx@2", "5@5", "ms_@6", "3@10", "f2@11", "4@14", "%@15", "a@16", "@17",
      ])
    let tokens = try Tokenizer(.code).tokens("4%)")
    #expect(tokens[0].suffix == "%")
    #expect(tokens[1].text == ")")
  }

  /// Kotlin's `L` and JavaScript's `n` are not units the forms read: the number ends before them.
  @Test func otherLiteralSuffixesAreWords() throws {
    #expect(try Self.lexed("100L 7n", .code) == ["100@1", "L@4", "7@6", "n@7", "@8"])
  }

  // MARK: The cursor

  @Test func cursorReadsSignedNumbersAndPunctuation() throws {
    var cursor = try TokenCursor("(\n- 0.5f, 2)", dialect: .code)
    try cursor.expect("(")
    let first = try cursor.number("a number", suffixes: ["", "f"])
    #expect(first.value == -0.5)
    #expect(first.token.column == 3)
    let comma = cursor.accept(",")
    let secondComma = cursor.accept(",")
    #expect(comma)
    #expect(!secondComma)
    let second = try cursor.number("a number")
    #expect(second.value == 2)
    do {
      try cursor.expect("]")
      Issue.record("']' should not be accepted")
    } catch {
      #expect(error.message == "unexpected ')', expected ']'")
      #expect(error.column == 12)
    }
  }

  @Test func cursorStopsAtTheEnd() throws {
    var cursor = try TokenCursor("a", dialect: .spec)
    cursor.advance()
    cursor.advance()
    #expect(cursor.current.kind == .end)
    #expect(cursor.next.kind == .end)
    #expect(
      cursor.unexpected(expected: "a name").description
        == "unexpected end of input, expected a name at column 2 in 'a'")
  }
}
