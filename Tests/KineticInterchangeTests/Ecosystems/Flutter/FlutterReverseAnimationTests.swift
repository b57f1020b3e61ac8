import Testing

@testable import Kinetic
@testable import KineticInterchange

/// Flutter's `ReverseAnimation(parent)` runs its parent backwards (its value is 1 − the
/// parent's: animation/animations.dart). A pasted one is refused where it stands, with what to
/// paste instead; before, the search found the `curve:` inside it and read that curve as if it
/// ran forwards.
@Suite("snippets: Flutter's ReverseAnimation is refused, not read from inside")
struct FlutterReverseAnimationTests {
  static let inner = "CurvedAnimation(parent: controller, curve: Curves.easeIn)"

  @Test(
    "refused at the wrapper's column",
    arguments: [
      ("ReverseAnimation(\(inner))", 1),
      ("final animation = ReverseAnimation(\(inner));", 19),
      ("FadeTransition(opacity: ReverseAnimation(\(inner)), child: child)", 25),
    ])
  func refused(snippet: String, column: Int) {
    expectSnippetRefused(
      snippet, at: column,
      mentioning: ["runs its parent backwards", "paste the animation inside it"])
  }

  @Test("the animation inside it, pasted alone, reads as Flutter's curve")
  func innerAlone() throws {
    let snippet = try SpecSnippet(Self.inner)
    #expect(snippet.spec == "Curves.easeIn")
    let curve = try AnimationSpec.parse(snippet.spec).animation
    // Curves.easeIn is Cubic(0.42, 0, 1, 1) over the 1 s a pasted curve lasts.
    let bezier = try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    #expect(curve.value(from: 0.0, to: 1.0, at: 0.3) == bezier.value(at: 0.3))
  }
}
