import Kinetic
import Testing

@testable import KineticScene

@Suite struct HitTestingTests {
  let size = Size(width: 200, height: 200)

  @Test func theTopmostItemUnderThePointWins() {
    let root = Node.zStack([
      Rectangle().fill(.red).frame(width: 200, height: 200).id("background"),
      Circle().fill(.blue).frame(width: 100, height: 100).id("button"),
    ])
    let frame = SceneFrame(time: 0, size: size, root: root)
    #expect(frame.hitTest(Point(x: 100, y: 100)) == "button")
    // Outside the circle but inside its frame.
    #expect(frame.hitTest(Point(x: 55, y: 55)) == "background")
    #expect(frame.hitTest(Point(x: 5, y: 5)) == "background")
    #expect(frame.hitTest(Point(x: 250, y: 5)) == nil)
  }

  @Test func transparentAndClippedPartsAreNotHit() {
    let root = Node.zStack([
      Rectangle().fill(.red).id("under"),
      Rectangle().fill(.blue).opacity(0).id("invisible"),
      Rectangle().fill(.green).frame(width: 300, height: 40).id("wide").frame(
        width: 100, height: 40
      ).clipped(),
    ])
    let frame = SceneFrame(time: 0, size: size, root: root)
    #expect(frame.hitTest(Point(x: 100, y: 100)) == "wide")
    // The wide bar is clipped here.
    #expect(frame.hitTest(Point(x: 20, y: 100)) == "under")
    // The invisible layer lets taps through.
    #expect(frame.hitTest(Point(x: 100, y: 10)) == "under")
  }

  @Test func hitTestingFollowsAnimatedGeometry() throws {
    var scene = SceneModel(size: size, state: 0.0) { x in
      Rectangle().fill(.blue).frame(width: 20, height: 20).offset(x: x).id("dot")
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 80 }
    // The dot starts at x 90…110 and moves 40 pt by t = 0.5.
    #expect(scene.frame(at: 0.5).hitTest(Point(x: 140, y: 100)) == "dot")
    #expect(scene.frame(at: 0.5).hitTest(Point(x: 95, y: 100)) == nil)
    #expect(scene.frame(at: 0).hitTest(Point(x: 95, y: 100)) == "dot")
  }

  @Test func strokesAreHitOnTheirOutline() {
    let root = Circle().stroke(.black, lineWidth: 6).frame(width: 100, height: 100).id("ring")
    let frame = SceneFrame(time: 0, size: size, root: root)
    #expect(frame.hitTest(Point(x: 150, y: 100)) == "ring")
    #expect(frame.hitTest(Point(x: 100, y: 100)) == nil)  // an outline has no interior
  }

  @Test func theInnermostIdIsReported() {
    let root = Node.hStack([Rectangle().fill(.red).id("inner")]).id("outer")
    #expect(SceneFrame(time: 0, size: size, root: root).hitTest(Point(x: 100, y: 100)) == "inner")
  }
}
