import Foundation
import Testing

@testable import KineticInterchange

/// The quick test for a form with nothing around it (``SnippetReducer/isPlainForm(_:)``), which
/// lets a parse skip the snippet search: whatever it calls plain, the search itself hands back
/// as it stands, and the forms the studio rewrites on every slider move are plain.
@Suite("Plain forms skip the snippet search")
struct SnippetPlainFormTests {
  /// Forms as the studio's rows and sliders write them.
  static let plain = [
    "spring(duration: 0.5, bounce: 0.3)", "cubic-bezier(0.25, 0.1, 0.25, 1)",
    "spring(dampingRatio = 0.5f, stiffness = 200f)",
    "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }", "easeInOut", "  bouncy ",
    ".spring(response: 0.5, dampingFraction: 0.8).delay(0.2)", "Curves.easeOutCubic",
    "Animation.easeIn(duration: 0.3).repeatCount(3, autoreverses: true)",
    "tween(durationMillis = 300, easing = FastOutSlowInEasing)", "{ tension: 170, friction: 26 }",
    "steps(4, jump-end)", "linear(0, 0.25 40%, 1)",
    "CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)",
  ]

  /// Snippets with surroundings, or forms the quick test leaves to the search.
  static let notPlain = [
    "withAnimation(.spring(duration: 0.4)) { flag.toggle() }", "val spec = tween(300)",
    "transition: transform 0.2s ease-out", ".animation(.easeInOut(duration: 0.3), value: flag)",
    "spring(duration: 0.5),", "spring(duration: 0.5);", "// fast\nspring(duration: 0.5)",
    "{ config: config.wobbly }", "{ transition: { type: \"spring\" } }", "curve: Curves.easeIn",
    "animationSpec = tween(300)", "animateFloatAsState(1f, tween(300))", "default",
    "spring(duration: 0.5)\n.delay(0.2)", "spring<Float>(stiffness = 200f)", "ease-in 300ms",
    "useSpring({ config: { tension: 170 } })", "spring(a: \"(\")", "",
  ]

  @Test(arguments: plain) func plainFormsAreRecognised(spec: String) throws {
    #expect(SnippetReducer.isPlainForm(spec))
    #expect(try SnippetReducer.searched(in: spec) == nil, "the search also leaves \(spec) as it is")
  }

  @Test(arguments: notPlain) func snippetsGoToTheSearch(spec: String) {
    #expect(!SnippetReducer.isPlainForm(spec))
  }

  /// Every spec of the gallery and of the real-snippet corpus, alone and with what a paste or a
  /// slider adds around it: where the quick test says plain, the search finds nothing to peel
  /// (and refuses nothing), so the two give the same snippet.
  @Test func quickTestAgreesWithTheSearch() throws {
    var sources = Self.plain + Self.notPlain + SpecGallery.groups.flatMap(\.specs)
    sources += RealSnippetCorpusTests.rows.map(\.snippet)
    let wrappers: [(String) -> String] = [
      { $0 }, { " \($0) " }, { ".\($0)" }, { "\($0).delay(0.2)" }, { "\($0)," },
      { "let a = \($0)" }, { "\($0).animation(.default)" }, { "withAnimation(\($0))" },
      { "{ config: \($0) }" }, { "\($0)(0.5)" }, { "Animation.\($0)" },
    ]
    var plainCount = 0
    for source in sources {
      for wrap in wrappers {
        let text = wrap(source)
        guard SnippetReducer.isPlainForm(text) else { continue }
        plainCount += 1
        let searched: [SnippetReducer.Found]?
        do {
          searched = try SnippetReducer.searched(in: text)
        } catch {
          Issue.record("the search refuses '\(text)', which the quick test calls plain: \(error)")
          continue
        }
        #expect(searched == nil, "the search peels '\(text)', which the quick test calls plain")
      }
    }
    // Most gallery entries are plain forms, so the agreement is not vacuous.
    #expect(plainCount > 200, "\(plainCount) plain sources")
  }
}
