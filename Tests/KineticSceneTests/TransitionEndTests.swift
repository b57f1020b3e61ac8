import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// A leaving view is drawn exactly while the scene says something moves: at the time its
/// removal transition ends (`completionTime(ofChangeAt:criteria: .removed)`) it is gone and
/// `isAnimating` is false, whatever the rounding of the time since the change: in binary
/// floating point (0.3 + 0.4) − 0.3 is below 0.4, so a removal decided on the time since the
/// change would still draw the view there.
@Suite struct TransitionEndTests {
  @Test func aLeavingViewIsGoneWhenItsRemovalEnds() throws {
    var scene = SceneModel(size: Size(width: 100, height: 100), state: true) { shown in
      Node.zStack(
        shown ? [Rectangle().frame(width: 20, height: 20).id("box").transition(.opacity)] : [])
    }
    scene.withAnimation(.linear(duration: 0.4), at: 0.3) { $0 = false }
    let end = try #require(scene.completionTime(ofChangeAt: 0.3, criteria: .removed))
    #expect(end == 0.3 + 0.4)
    #expect(end - 0.3 < 0.4)
    #expect(scene.frame(at: end).bounds(of: "box") == nil)
    #expect(!scene.isAnimating(at: end))
    #expect(scene.frame(at: end.nextDown).bounds(of: "box") != nil)
    #expect(scene.isAnimating(at: end.nextDown))
  }
}
