import Kinetic
import Testing

@testable import KineticScene

@Suite struct LayoutTests {
  let canvas = Size(width: 300, height: 100)

  @Test func hStackGivesFixedChildrenTheirWidthAndSharesTheRest() throws {
    let root = Node.hStack(
      spacing: 10,
      [
        Rectangle().fill(.red).frame(width: 50).id("fixed"),
        Rectangle().fill(.green).id("a"),
        Rectangle().fill(.blue).id("b"),
      ])
    let frame = SceneFrame(time: 0, size: canvas, root: root)
    // 300 − 2·10 spacing − 50 fixed = 230, shared equally by the two flexible rectangles.
    #expect(frame.bounds(of: "fixed") == Rect(x: 0, y: 0, width: 50, height: 100))
    #expect(frame.bounds(of: "a") == Rect(x: 60, y: 0, width: 115, height: 100))
    #expect(frame.bounds(of: "b") == Rect(x: 185, y: 0, width: 115, height: 100))
  }

  @Test func vStackAlignsNarrowChildrenAndTheRootIsCentred() {
    let root = Node.vStack(
      alignment: .leading, spacing: 4,
      [
        Rectangle().frame(width: 40, height: 20).id("wide"),
        Rectangle().frame(width: 10, height: 20).id("narrow"),
      ])
    let frame = SceneFrame(time: 0, size: canvas, root: root)
    // Stack is 40 × 44, centred: origin (130, 28).
    #expect(frame.bounds(of: "wide") == Rect(x: 130, y: 28, width: 40, height: 20))
    #expect(frame.bounds(of: "narrow") == Rect(x: 130, y: 52, width: 10, height: 20))
  }

  @Test func frameAlignmentPaddingAndSpacer() {
    let root = Node.hStack([
      Rectangle().frame(width: 20, height: 20).id("dot").frame(
        width: 100, height: 100, alignment: .bottomTrailing),
      Node.spacer(),
      Circle().padding(10).frame(width: 60, height: 60).id("padded"),
    ])
    let frame = SceneFrame(time: 0, size: canvas, root: root)
    #expect(frame.bounds(of: "dot") == Rect(x: 80, y: 80, width: 20, height: 20))
    // The spacer takes 300 − 100 − 60 = 140, pushing the padded circle to the trailing edge.
    #expect(frame.bounds(of: "padded") == Rect(x: 250, y: 30, width: 40, height: 40))
  }

  @Test func zStackLayersChildrenInOrder() {
    let root = Node.zStack([
      Rectangle().fill(.red).id("back"),
      Circle().fill(.blue).frame(width: 20, height: 20).id("front"),
    ])
    let frame = SceneFrame(time: 0, size: canvas, root: root)
    #expect(frame.items.map(\.id) == ["back", "front"])
  }

  @Test func offsetAndEffectsDoNotChangeLayout() {
    let root = Node.hStack([
      Rectangle().frame(width: 50, height: 50).offset(x: 30, y: -5).id("moved"),
      Rectangle().frame(width: 50, height: 50).id("next"),
    ])
    let frame = SceneFrame(time: 0, size: canvas, root: root)
    #expect(frame.bounds(of: "moved") == Rect(x: 130, y: 20, width: 50, height: 50))
    #expect(frame.bounds(of: "next") == Rect(x: 150, y: 25, width: 50, height: 50))
  }
}
