import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`. The frames expected are worked
/// out by hand from the layout (a top-leading z-stack in a 400 × 300 top-leading frame; the grid
/// card 50 × 50 at (10, 10), the detail card 200 × 150 at (100, 100)) and Apple's rule: the
/// members of a group take the source's frame, and a view inserted while another of its group
/// leaves moves from that one's frame as if it were one view. Tolerance 1e-9 pt: sums and
/// products of a few exact numbers.
@Suite struct MatchedGeometryTests {
  static let ns = Namespace.ID("cards")
  static let grid = Rect(x: 10, y: 10, width: 50, height: 50)
  static let detail = Rect(x: 100, y: 100, width: 200, height: 150)

  static func card(
    _ id: String, properties: MatchedGeometryProperties = .frame, isSource: Bool = true
  )
    -> Node
  {
    Rectangle().fill(.blue)
      .matchedGeometryEffect(id: "card", in: ns, properties: properties, isSource: isSource)
  }

  /// The grid card or the detail card, one at a time.
  static func scene() -> SceneModel<Bool> {
    SceneModel(size: Size(width: 400, height: 300), state: false) { showsDetail in
      Node.zStack(
        alignment: .topLeading,
        [
          showsDetail
            ? card("detail").frame(width: 200, height: 150).padding(100).id("detail")
            : card("grid").frame(width: 50, height: 50).padding(10).id("grid")
        ]
      ).frame(width: 400, height: 300, alignment: .topLeading)
    }
  }

  static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Rect(
      x: m(a.minX, b.minX), y: m(a.minY, b.minY), width: m(a.size.width, b.size.width),
      height: m(a.size.height, b.size.height))
  }

  static func isClose(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return [
      a.minX - b.minX, a.minY - b.minY, a.size.width - b.size.width, a.size.height - b.size.height,
    ]
    .allSatisfy { abs($0) <= 1e-9 }
  }

  @Test func aLoneSourceKeepsItsOwnFrame() {
    let scene = Self.scene()
    #expect(Self.isClose(scene.frame(at: 0).bounds(of: "grid"), Self.grid))
  }

  /// Grid → detail on a linear 1 s change: the inserted detail card starts at the grid card's
  /// frame and moves to its own; the leaving grid card follows the same frame while it fades.
  @Test func aCardMovesBetweenGridAndDetail() {
    var scene = Self.scene()
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    for t in [0.0, 0.25, 0.5, 0.75] {
      let want = Self.mix(Self.grid, Self.detail, t)
      let frame = scene.frame(at: t)
      #expect(Self.isClose(frame.bounds(of: "detail"), want), "detail at \(t)")
      #expect(Self.isClose(frame.bounds(of: "grid"), want), "grid at \(t)")
    }
    #expect(Self.isClose(scene.frame(at: 1).bounds(of: "detail"), Self.detail))
    #expect(scene.frame(at: 1).bounds(of: "grid") == nil)
    #expect(scene.isAnimating(at: 0.9) && !scene.isAnimating(at: 1))
  }

  /// Sent back mid-flight: at 0.5 s the card is half-way; the grid card, inserted again, starts
  /// from the frame on screen and reaches the grid a second later.
  @Test func aCardSentBackMidFlightStartsFromTheFrameOnScreen() {
    var scene = Self.scene()
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    scene.withAnimation(.linear(duration: 1), at: 0.5) { $0 = false }
    let mid = Self.mix(Self.grid, Self.detail, 0.5)
    for t in [0.5, 0.75, 1.0, 1.25] {
      let want = Self.mix(mid, Self.grid, t - 0.5)
      let frame = scene.frame(at: t)
      #expect(Self.isClose(frame.bounds(of: "grid"), want), "grid at \(t)")
      #expect(Self.isClose(frame.bounds(of: "detail"), want), "detail at \(t)")
    }
    #expect(Self.isClose(scene.frame(at: 1.5).bounds(of: "grid"), Self.grid))
    #expect(scene.frame(at: 1.5).bounds(of: "detail") == nil)
  }

  /// A non-source member takes the source's frame (`.frame`), or only the position of its
  /// anchor (`.position`: its own 200 × 150 size, centred on the source's centre (35, 35)).
  @Test func nonSourceMembersTakeTheSourcesGeometry() {
    func scene(_ properties: MatchedGeometryProperties) -> SceneModel<Int> {
      SceneModel(size: Size(width: 400, height: 300), state: 0) { _ in
        Node.zStack(
          alignment: .topLeading,
          [
            Self.card("a").frame(width: 50, height: 50).padding(10).id("source"),
            Self.card("b", properties: properties, isSource: false)
              .frame(width: 200, height: 150).padding(100).id("follower"),
          ]
        ).frame(width: 400, height: 300, alignment: .topLeading)
      }
    }
    #expect(Self.isClose(scene(.frame).frame(at: 0).bounds(of: "follower"), Self.grid))
    #expect(
      Self.isClose(
        scene(.position).frame(at: 0).bounds(of: "follower"),
        Rect(x: 35 - 100, y: 35 - 75, width: 200, height: 150)))
    #expect(Self.isClose(scene(.frame).frame(at: 0).bounds(of: "source"), Self.grid))
  }

  /// Sent back mid-flight on a spring: the grid card, inserted again, leaves the frame on
  /// screen with the group's velocity (as a merged spring would), so the frame is C1 at the
  /// change: one-sided difference quotients (h = 1e-6 s) agree to their O(h) error.
  @Test func aCardSentBackOnASpringKeepsItsVelocity() {
    var scene = Self.scene()
    let spring = Animation.spring(duration: 0.5, bounce: 0.2)
    scene.withAnimation(spring, at: 0) { $0 = true }
    scene.withAnimation(spring, at: 0.2) { $0 = false }
    func x(_ t: Double) -> Double { scene.frame(at: t).bounds(of: "grid")?.minX ?? .nan }
    func width(_ t: Double) -> Double { scene.frame(at: t).bounds(of: "grid")?.size.width ?? .nan }
    let h = 1e-6
    for f in [x, width] {
      let before = (f(0.2) - f(0.2 - h)) / h
      let after = (f(0.2 + h) - f(0.2)) / h
      #expect(abs(before) > 50, "moving at the change")
      #expect(abs(before - after) < 0.05, "\(before) vs \(after)")
    }
    #expect(Self.isClose(scene.frame(at: 3).bounds(of: "grid"), Self.grid))
  }
}
