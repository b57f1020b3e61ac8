import Kinetic
import Testing

@testable import KineticScene

@Suite struct TextAndShadowTests {
  @Test func textHasFixedMonospacedMetrics() throws {
    let root = Node.hStack([Node.text("Push", size: 20).id("title"), Node.spacer()])
    let frame = SceneFrame(time: 0, size: Size(width: 200, height: 100), root: root)
    // 4 characters × 0.6 × 20 = 48 wide, 1.2 × 20 = 24 tall, vertically centred.
    #expect(frame.bounds(of: "title") == Rect(x: 0, y: 38, width: 48, height: 24))
    #expect(frame.hitTest(Point(x: 10, y: 50)) == "title")
    #expect(frame.hitTest(Point(x: 60, y: 50)) == nil)
  }

  @Test func textIsStampedIntoASCIIAndWrittenToSVG() throws {
    let root = Node.zStack([
      Rectangle().fill(Color(white: 0.9)),
      Node.text("Hello & <bye>", size: 10).fill(.blue).rotationEffect(degrees: 10),
    ])
    let frame = SceneFrame(time: 0, size: Size(width: 80, height: 20), root: root)
    // About one column per 0.6 × 10 = 6 pt character advance.
    let ascii = try frame.ascii(width: 14, height: 3)
    #expect(ascii.contains("H") && ascii.contains("&") && ascii.contains(">"))
    let svg = frame.svg()
    #expect(sceneXMLError(svg) == nil)
    #expect(svg.contains(">Hello &amp; &lt;bye&gt;</text>"))
    #expect(svg.contains("textLength=\"78\""))
  }

  @Test func stackedShadowsAllDraw() throws {
    let root = Circle().fill(.gray).frame(width: 40, height: 40)
      .shadow(color: .black, radius: 4, x: 5, y: 5)
      .shadow(color: .white, radius: 4, x: -5, y: -5)
    let frame = SceneFrame(time: 0, size: Size(width: 100, height: 100), root: root)
    let item = try #require(frame.items.first)
    #expect(item.shadows.map(\.x) == [-5, 5])
    let svg = frame.svg()
    #expect(sceneXMLError(svg) == nil)
    #expect(svg.components(separatedBy: "feGaussianBlur").count - 1 == 2)
  }
}
