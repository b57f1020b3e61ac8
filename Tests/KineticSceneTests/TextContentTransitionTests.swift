import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// Text nodes in a scene draw their content transitions. The expected frames are worked out
/// by hand from the scene's fixed text metrics (advance 0.6 × size, line 1.2 × size) and
/// Apple's documentation of each transition:
///
/// - `ContentTransition`: "Content transitions only take effect within the context of an
///   `Animation` block";
/// - `identity`: "content changes shouldn't animate", and it serves "to selectively disable
///   animations that would otherwise be applied by a `withAnimation(_:_:)` block" (so the
///   default animates: Kinetic crossfades);
/// - `opacity`: the old content fades out and the new in; `interpolate`: "Any changes that
///   can't show an interpolated animation use an opacity animation instead", while matching
///   glyphs "animate changes to their … size";
/// - `numericText(countsDown:)` / `numericText(value:)`: numbers that count up or down, the
///   direction decided by "the difference between the old and new values".
///
/// The animations are `linear(duration: 1)`, so the progress at t is t.
@Suite struct TextContentTransitionTests {
  /// A 200 × 100 canvas with one text of `size` points centred in it.
  static func scene(_ transition: ContentTransition?, size: Double = 20, first: String)
    -> SceneModel<String>
  {
    SceneModel(size: Size(width: 200, height: 100), state: first) { string in
      let text = Node.text(string, size: size)
      return (transition.map { text.contentTransition($0) } ?? text).id("label")
    }
  }

  /// The drawn text items: string, x and y of the top-leading corner, opacity.
  static func drawn(_ scene: SceneModel<String>, at time: Double) -> [(
    string: String, x: Double, y: Double, opacity: Double
  )] {
    scene.frame(at: time).items(id: "label").compactMap { item in
      guard let text = item.text else { return nil }
      let origin = Point.zero.applying(item.transform)
      return (text.string, origin.x, origin.y, item.opacity)
    }
  }

  /// Absolute, in points and opacity: sums of a few short decimals.
  static let tolerance = 1e-12

  /// "1284" → "1317" counting up, a quarter of the way: the shared "1" stays; "284" has moved
  /// up a quarter of a line and lost a quarter of its opacity; "317" comes from three quarters
  /// of a line below at a quarter opacity. The 4-character text is 48 × 24 pt, centred at
  /// (76, 38); a character is 12 pt wide, a line 24 pt tall.
  @Test func numericTextRollsTheChangedDigitsUp() throws {
    var scene = Self.scene(.numericText(), first: "1284")
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = "1317" }
    // numericText(value:) reads the new value: rebuild with it, as `Text("\(v)")
    // .contentTransition(.numericText(value: v))` does.
    var counter = SceneModel(size: Size(width: 200, height: 100), state: 1284.0) { value in
      Node.text(String(Int(value)), size: 20).contentTransition(.numericText(value: value))
        .id("label")
    }
    counter.withAnimation(.linear(duration: 1), at: 0) { $0 = 1317 }
    let items = counter.frame(at: 0.25).items(id: "label").compactMap { item in
      item.text.map { ($0.string, Point.zero.applying(item.transform), item.opacity) }
    }
    try #require(items.count == 3)
    #expect(items[0].0 == "1" && isClose(items[0].1, Point(x: 76, y: 38)) && items[0].2 == 1)
    #expect(items[1].0 == "284" && isClose(items[1].1, Point(x: 88, y: 38 - 6)))
    #expect(isClose(items[1].2, 0.75, Self.tolerance))
    #expect(items[2].0 == "317" && isClose(items[2].1, Point(x: 88, y: 38 + 18)))
    #expect(isClose(items[2].2, 0.25, Self.tolerance))
    // numericText() (countsDown: false) rolls up whatever the strings.
    let up = Self.drawn(scene, at: 0.25)
    #expect(up.map(\.string) == ["1", "284", "317"])
    #expect(isClose(up[2].y, 38 + 18, Self.tolerance))
  }

  /// The value falls: numericText(value:) counts down, so the new digits come from above.
  @Test func aFallingValueRollsDown() throws {
    var counter = SceneModel(size: Size(width: 200, height: 100), state: 1317.0) { value in
      Node.text(String(Int(value)), size: 20).contentTransition(.numericText(value: value))
        .id("label")
    }
    counter.withAnimation(.linear(duration: 1), at: 0) { $0 = 1296 }
    let items = counter.frame(at: 0.25).items(id: "label").compactMap { item in
      item.text.map { ($0.string, Point.zero.applying(item.transform).y) }
    }
    #expect(items.map(\.0) == ["1", "317", "296"])
    #expect(isClose(items[1].1, 38 + 6, Self.tolerance))
    #expect(isClose(items[2].1, 38 - 18, Self.tolerance))
  }

  /// Opacity, interpolate between different strings, and no modifier: a crossfade.
  @Test(arguments: [ContentTransition.opacity, .interpolate, nil])
  func differentStringsCrossfade(transition: ContentTransition?) throws {
    var scene = Self.scene(transition, first: "Hello")
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = "World" }
    let items = Self.drawn(scene, at: 0.4)
    #expect(items.map(\.string) == ["Hello", "World"])
    #expect(isClose(items[0].opacity, 0.6, Self.tolerance))
    #expect(isClose(items[1].opacity, 0.4, Self.tolerance))
    #expect(
      items.allSatisfy { isClose($0.x, 70, Self.tolerance) && isClose($0.y, 38, Self.tolerance) })
    #expect(scene.isAnimating(at: 0.4))
    // The change ends with the animation: the new string alone, nothing moving.
    #expect(Self.drawn(scene, at: 1).map(\.string) == ["World"])
    #expect(!scene.isAnimating(at: 1))
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .removed) == 1)
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .logicallyComplete) == 1)
  }

  /// Identity, and any transition without an animation: the new string at once.
  @Test func identityAndUnanimatedChangesJump() {
    var identity = Self.scene(.identity, first: "Hello")
    identity.withAnimation(.linear(duration: 1), at: 0) { $0 = "World" }
    #expect(Self.drawn(identity, at: 0.4).map(\.string) == ["World"])
    #expect(!identity.isAnimating(at: 0.4))
    var immediate = Self.scene(.numericText(), first: "12")
    immediate.withAnimation(nil, at: 0) { $0 = "13" }
    #expect(Self.drawn(immediate, at: 0.4).map(\.string) == ["13"])
    var disabled = Self.scene(.opacity, first: "Hello")
    var transaction = Transaction(animation: .linear(duration: 1))
    transaction.disablesAnimations = true
    disabled.withTransaction(transaction, at: 0) { $0 = "World" }
    // disablesAnimations keeps modifiers from replacing the animation; the transaction's own
    // still applies (Apple), so the text still crossfades.
    #expect(Self.drawn(disabled, at: 0.4).map(\.string) == ["Hello", "World"])
  }

  /// Equal strings under interpolate: the glyphs stay and their size animates (20 → 30 pt,
  /// 25 pt half-way: the 2-character text is 2 × 0.6 × 25 = 30 pt wide).
  @Test func interpolateAnimatesTheSizeOfEqualStrings() throws {
    var scene = SceneModel(size: Size(width: 200, height: 100), state: 20.0) { size in
      Node.text("Go", size: size).contentTransition(.interpolate).id("label")
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 30 }
    let half = try #require(scene.frame(at: 0.5).items(id: "label").first?.text)
    #expect(half.string == "Go" && isClose(half.fontSize, 25, Self.tolerance))
    #expect(try #require(scene.frame(at: 0.5).bounds(of: "label")).size.width == 30)
    #expect(scene.frame(at: 1).items(id: "label").first?.text?.fontSize == 30)
  }

  /// A change made while another runs: what was drawn fades out as the newest string comes
  /// in. "A" → "B" at 0, "C" at 0.5; at 0.75 the first change is at 0.75 (A 0.25, B 0.75),
  /// the second at 0.25, so A and B are drawn at 0.75 of that and C at 0.25.
  @Test func anInterruptedChangeFadesOutWhatIsDrawn() throws {
    var scene = Self.scene(.opacity, first: "A")
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = "B" }
    scene.withAnimation(.linear(duration: 1), at: 0.5) { $0 = "C" }
    let items = Self.drawn(scene, at: 0.75)
    #expect(items.map(\.string) == ["A", "B", "C"])
    for (item, want) in zip(items, [0.25 * 0.75, 0.75 * 0.75, 0.25]) {
      #expect(isClose(item.opacity, want, Self.tolerance), "\(item.string)")
    }
    // Just before and just after the interruption the same picture: continuous.
    let before = Self.drawn(scene, at: 0.5 - 1e-9).map(\.opacity)
    let after = Self.drawn(scene, at: 0.5).filter { $0.opacity > 0 }.map(\.opacity)
    #expect(zip(before, after).allSatisfy { isClose($0, $1, 1e-8) })
    #expect(scene.completionTime(ofChangeAt: 0.5, criteria: .removed) == 1.5)
  }

  /// A spring's change ends at its removal over a unit progress (the scene's transitions
  /// measure theirs the same way), and the frame at exactly that time is at rest, whatever the
  /// rounding of the time since the change (0.3 + removal − 0.3 is not always the removal).
  @Test func aSpringChangeIsRemovedAtItsRemovalTime() throws {
    var scene = Self.scene(.numericText(), first: "1")
    scene.withAnimation(.snappy, at: 0) { $0 = "2" }
    scene.withAnimation(.snappy, at: 0.3) { $0 = "3" }
    let removal = try #require(Animation.snappy.sampler(change: 1.0).removalTime)
    let end = try #require(scene.completionTime(ofChangeAt: 0.3, criteria: .removed))
    #expect(end == 0.3 + removal)
    #expect(!scene.isAnimating(at: end) && scene.isAnimating(at: end.nextDown))
    #expect(Self.drawn(scene, at: end).map(\.string) == ["3"])
    // Logically complete after the spring's response (0.5 s for snappy; SwiftUI's rule).
    #expect(scene.completionTime(ofChangeAt: 0.3, criteria: .logicallyComplete) == 0.3 + 0.5)
  }
}
