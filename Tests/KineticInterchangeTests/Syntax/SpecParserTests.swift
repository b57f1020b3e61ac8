import Kinetic
import Testing

@testable import KineticInterchange

@Suite("Spec language: lexer and parser")
struct SpecParserTests {
  /// Every form the CLI issue lists, plus the prefixes; all must parse.
  static let acceptedSyntax = [
    "easeInOut", "easeInOut(duration: 0.5)", "linear", "easeIn", "easeOut",
    "timingCurve(0.25, 0.1, 0.25, 1, duration: 1)", "cubic-bezier(0.25, 0.1, 0.25, 1)", "ease",
    "ease-in",
    "ease-out", "ease-in-out", "step-start", "step-end", "steps(4, jump-end)",
    "linear(0, 0.25 75%, 1)",
    "linear(0, 0.5 25% 75%, 1)", "spring", "spring()",
    "spring(response: 0.5, dampingFraction: 0.8)",
    "spring(duration: 0.5, bounce: 0.3)",
    "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)",
    "interactiveSpring", "smooth", "snappy(duration: 0.4, extraBounce: 0.1)", "bouncy", "default",
    "easeInOut.delay(0.2).speed(2).repeatCount(3, autoreverses: true)",
    "spring.repeatForever(autoreverses: false)",
    ".easeInOut", "Animation.easeInOut(duration: 0.5)", "  spring ( response : 0.5 )  ",
  ]

  @Test(arguments: acceptedSyntax)
  func parsesEveryListedForm(_ spec: String) throws {
    _ = try SpecParser.parse(spec)
  }

  @Test func syntaxTreeCarriesColumns() throws {
    let tree = try SpecParser.parse("Animation.spring(duration: 0.5).delay(0.2)")
    #expect(tree.base.name == "spring")
    #expect(tree.base.column == 11)
    #expect(tree.base.arguments?.first?.label == "duration")
    #expect(tree.base.arguments?.first?.column == 18)
    #expect(tree.base.arguments?.first?.valueColumn == 28)
    #expect(tree.modifiers.map(\.name) == ["delay"])
    #expect(tree.modifiers.first?.column == 33)
  }

  @Test func linearStopsKeepPercentages() throws {
    let tree = try SpecParser.parse("linear(0, 0.25 75%, 1)")
    let values = tree.base.arguments?.map(\.value)
    let stop = NumberSyntax(value: 0.25, text: "0.25", isPercentage: false, column: 11)
    let percent = NumberSyntax(value: 75, text: "75", isPercentage: true, column: 16)
    #expect(values?[1] == .numbers([stop, percent]))
  }

  @Test(arguments: [
    ("1e3", 1000.0), ("-0.5", -0.5), ("+2", 2.0), (".5", 0.5), ("5.", 5.0), ("2.5E-1", 0.25),
    ("1e-400", 0.0),
    ("0", 0.0),
  ])
  func numbersInTheDecimalGrammar(_ text: String, _ value: Double) throws {
    let tokens = try Tokenizer(.spec).tokens(text)
    #expect(tokens.first?.kind == .number(value))
    #expect(tokens.count == 2)
  }

  @Test(arguments: ["nan", "inf", "0x10", "1e", "--1", "1e999", "", " 1", "1,5"])
  func optionNumbersOutsideTheGrammarAreRejected(_ text: String) {
    guard case .failure = DecimalLiteral.parse(text) else {
      Issue.record("'\(text)' should be rejected")
      return
    }
  }

  @Test func cssKeywordsAreSingleTokens() throws {
    let tokens = try Tokenizer(.spec).tokens("steps(4,jump-end) ease-in-out")
    #expect(tokens.map(\.text) == ["steps", "(", "4", ",", "jump-end", ")", "ease-in-out", ""])
    #expect(tokens.map(\.column) == [1, 6, 7, 8, 9, 17, 19, 30])
  }

  /// (spec, text the message must name, column)
  static let syntaxErrors: [(String, String, Int)] = [
    ("spring(response: )", "')'", 18),
    ("easeInOut(duration: 1e999)", "'1e999'", 21),
    ("easeInOut(duration: 0.5", "end of input", 24),
    ("spring(response: 0.5,, )", "','", 22),
    ("easeInOut #", "'#'", 11),
    ("", "empty spec", 1),
    ("easeInOut easeIn", "'easeIn'", 11),
    ("(0.5)", "'('", 1),
    ("spring(response 0.5)", "'0.5'", 17),
    ("easeInOut.", "end of input", 11),
    ("spring(-)", "'-'", 8),
  ]

  @Test(arguments: syntaxErrors)
  func syntaxErrorsNameTokenAndColumn(_ spec: String, _ token: String, _ column: Int) {
    do {
      _ = try SpecParser.parse(spec)
      Issue.record("'\(spec)' should not parse")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.description.contains(token), "\(error)")
      #expect(error.description.contains("at column \(column)"), "\(error)")
      #expect(!error.description.contains("\n"))
      let caret = error.caretDiagram.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(caret.count == 2)
      #expect(caret.last == Substring(String(repeating: " ", count: 4 + column - 1) + "^"))
    }
  }
}
