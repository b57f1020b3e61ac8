import Kinetic
import KineticScene
import Testing

@testable import KineticInterchange

/// `AnyTransition(parsing:)`: the transition grammar of the one spec parser, and the table of
/// SwiftUI's transition members.
@Suite("Transition expressions")
struct TransitionParsingTests {
  /// Every spelling the table promises parses.
  @Test(arguments: [
    ".identity", ".opacity", ".scale", ".scale(0.5)", ".scale(0.5, anchor: .topLeading)",
    ".scale(scale: 0.5)", ".scale(scale: 2, anchor: UnitPoint(x: 0.2, y: 0.8))",
    ".move(edge: .leading)", ".move(edge: Edge.bottom)", ".offset(x: 10, y: 20)",
    ".offset(x: -1e1)", ".offset(CGSize(width: 1, height: 2))", ".offset(.zero)", ".slide",
    ".push(from: .trailing)", ".blurReplace", ".blurReplace()", ".blurReplace(.upUp)",
    ".blurReplace(BlurReplaceTransition.Configuration.downUp)", "AnyTransition.opacity",
    "AnyTransition(.blurReplace)", ".asymmetric(insertion: .opacity, removal: .scale)",
    ".opacity.combined(with: .scale)",
    "AnyTransition.asymmetric(insertion: AnyTransition.opacity.combined(with: .slide), removal: .identity)",
    "  .opacity . combined ( with : .scale )  ",
  ])
  func parses(_ source: String) throws {
    _ = try AnyTransition(parsing: source)
  }

  /// The syntax tree of a chain inside an argument: the call and its members.
  @Test func chainInArgument() throws {
    let syntax = try SpecParser.parse(
      ".asymmetric(insertion: .opacity.combined(with: .scale), removal: .slide)",
      grammar: .transition)
    #expect(syntax.base.name == "asymmetric")
    guard case .chain(let chain) = syntax.base.arguments?[0].value else {
      Issue.record("expected a chain")
      return
    }
    #expect(chain.base.name == "opacity")
    #expect(chain.modifiers.map(\.name) == ["combined"])
  }

  /// The animation grammar is unchanged: no chains in arguments, no `AnyTransition.` prefix.
  @Test func animationGrammarUnchanged() {
    #expect(throws: SpecError.self) { _ = try SpecParser.parse("spring(.bouncy.speed(2))") }
    #expect(throws: (any Error).self) { _ = try Animation(parsing: "AnyTransition.opacity") }
    #expect(throws: SpecError.self) {
      _ = try SpecParser.parse(".opacity 300ms", grammar: .transition)
    }
  }

  /// Errors: the message and the column of the offending token.
  @Test(arguments: [
    (".fade", "unknown transition '.fade'", 2),
    (".opacty", "did you mean 'opacity'?", 2),
    (".move(edge: .leadin)", "unknown Edge '.leadin'", 13),
    (".move", "'.move' needs arguments; expected move(edge:)", 2),
    (".opacity()", "'.opacity' is a property", 2),
    (".scale(anchor: .top)", "label 'anchor:' is out of order", 8),
    (".scale(0.5, anchor: .middle)", "unknown UnitPoint '.middle'", 21),
    (".blurReplace(.upDown)", "unknown BlurReplaceTransition.Configuration '.upDown'", 14),
    (".push(from: 3)", "'from:' of push takes an Edge such as '.leading', got '3'", 13),
    (".offset(.opacity)", "expected a CGSize", 9),
    (".opacity.animation(.easeIn)", "unknown transition modifier '.animation'", 10),
    (".opacity.combined(with: .scale", "expected ',' or ')'", 31),
    ("AnyTransition.", "expected a name", 15),
    (".offset(x: 1e999)", "not finite", 12),
    (".move(edge: .top.combined(with: .opacity))", "expected an Edge", 13),
  ])
  func errors(_ source: String, message: String, column: Int) {
    #expect {
      _ = try AnyTransition(parsing: source)
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.message.contains(message) && error.column == column && error.source == source
    }
  }
}
