import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

@Suite struct RenderingTests {
  func sampleFrame() -> SceneFrame {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let root = Node.hStack(
      spacing: 10,
      [
        Rectangle().fill(.black).frame(width: 100, height: 100).id("solid"),
        RoundedRectangle(cornerRadius: 8).fill(gradient).frame(width: 80, height: 60).shadow(
          radius: 4, x: 2, y: 2
        )
        .rotationEffect(degrees: 30).id("card"),
        Capsule().stroke(.green, lineWidth: 3).frame(width: 60, height: 30).clipShape(Circle())
          .opacity(0.5)
          .id("pill & <co>"),
      ])
    return SceneFrame(time: 0, size: Size(width: 300, height: 100), root: root)
  }

  @Test func asciiHasTheRequestedShapeAndShadesCoverage() throws {
    let text = try sampleFrame().ascii(width: 60, height: 20)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { $0.count == 60 })
    // The stack is 100 + 10 + 80 + 10 + 60 = 260 pt wide, centred: the solid square spans
    // x 20…120, i.e. columns 4..<24 at 5 pt a column, fully covered: the darkest character.
    #expect(lines[10].prefix(4).allSatisfy { $0 == " " })
    #expect(lines[10].dropFirst(4).prefix(20).allSatisfy { $0 == "@" })
    #expect(!text.contains("\u{1B}"))
  }

  @Test func colourIsEmittedOnlyWhenAsked() throws {
    let text = try sampleFrame().ascii(width: 30, height: 10, colour: true)
    #expect(text.contains("\u{1B}[38;2;0;0;0m"))  // the black square
    #expect(text.contains("\u{1B}[0m"))
  }

  @Test func asciiRejectsBadSizes() {
    #expect(throws: SceneError.self) { _ = try sampleFrame().ascii(width: 0, height: 10) }
    #expect(throws: SceneError.self) { _ = try sampleFrame().ascii(width: 10, height: 20_000) }
  }

  @Test func svgIsWellFormedAndCarriesEveryFeature() {
    let svg = sampleFrame().svg(title: "a < b & c")
    #expect(svgWellFormednessError(svg) == nil)
    #expect(svg.contains("<linearGradient"))
    #expect(svg.contains("<clipPath"))
    #expect(svg.contains("feGaussianBlur"))
    #expect(svg.contains("stroke-width=\"3\""))
    #expect(svg.contains("data-id=\"pill &amp; &lt;co&gt;\""))
  }

  @Test func animatedSVGIsAWellFormedFlipBook() {
    var scene = SceneModel(size: Size(width: 100, height: 100), state: 0.0) { x in
      Circle().fill(.blue).frame(width: 20, height: 20).offset(x: x)
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 40 }
    let frames = (0..<5).map { scene.frame(at: Double($0) / 4) }
    let svg = SceneFrame.animatedSVG(frames, fps: 4)
    #expect(svgWellFormednessError(svg) == nil)
    #expect(svg.components(separatedBy: "<animate ").count - 1 == 5)
    #expect(svg.contains("keyTimes=\"0;0.2;0.4\""))
    #expect(svg.contains("dur=\"1.25s\""))
    #expect(svgWellFormednessError(SceneFrame.animatedSVG([], fps: 4)) == nil)
  }

  @Test func degenerateGeometryStillRendersValidOutput() throws {
    let root = Circle().scaleEffect(0).frame(width: Double.nan, height: 10)
    let frame = SceneFrame(time: 0, size: Size(width: 50, height: 50), root: root)
    #expect(svgWellFormednessError(frame.svg()) == nil)
    _ = try frame.ascii(width: 10, height: 5)
  }

  @Test func paintDataPadsShorterOperandsWithZeros() {
    let a = PaintData([1, 2])
    let b = PaintData([1, 2, 3])
    #expect((b - a).values == [0, 0, 3])
    #expect(a + .zero == a)
    #expect(PaintData([1, 0]) == PaintData([1]))
    #expect(PaintData([3, 4]).magnitudeSquared == 25)
  }
}

@Suite struct RenderingRobustnessTests {
  @Test func hugeAndNonFiniteCoordinatesNeverTrap() throws {
    let root = Node.zStack([
      Rectangle().frame(width: 1e300, height: 1e20).offset(x: -1e300),
      Node.text("far", size: 12).offset(x: Double.nan),
      Node.text("big", size: 1e200),
      Circle().frame(width: Double.infinity, height: 10),
    ])
    let frame = SceneFrame(time: 0, size: Size(width: 50, height: 50), root: root)
    #expect(svgWellFormednessError(frame.svg()) == nil)
    _ = try frame.ascii(width: 12, height: 6, colour: true)
    _ = frame.hitTest(Point(x: 25, y: 25))
  }

  @Test func svgNumbersAreShortAndValid() {
    #expect(SceneFrame.svgNumber(12.5) == "12.5")
    #expect(SceneFrame.svgNumber(-1.0 / 3) == "-0.333")
    #expect(SceneFrame.svgNumber(2.0000001) == "2")
    #expect(SceneFrame.svgNumber(1e20) == "1e+20")
    #expect(SceneFrame.svgNumber(.nan) == "0")
    #expect(SceneFrame.svgNumber(-0.0004) == "0")
  }

  /// Issue 14: the scene's escaper kept C0 control characters, so a title or label holding
  /// one gave an ill-formed document. Every C0 control but tab, LF and CR, in the title, a
  /// text item and a node id, still gives well-formed SVG (checked by a real XML parser).
  @Test func controlCharactersInTextGiveWellFormedSVG() {
    for code in UInt32(0)..<0x20 {
      let control = String(UnicodeScalar(code)!)
      let label = "a\(control)b & <c>"
      let root = Node.zStack([Node.text(label).id("id\(control)")])
      let frame = SceneFrame(time: 0, size: Size(width: 40, height: 20), root: root)
      let svg = frame.svg(title: "t\(control)")
      #expect(svgWellFormednessError(svg) == nil, "U+\(String(code, radix: 16))")
    }
  }
}

@Suite struct CoverageRasterTests {
  /// A random scene of shapes with fills, gradients, strokes, shadows, clips and transforms.
  func randomScene(_ rng: inout SeededGenerator) -> SceneFrame {
    var children: [Node] = []
    for k in 0..<6 {
      let shape: Node
      switch k % 4 {
      case 0: shape = Circle().node
      case 1: shape = RoundedRectangle(cornerRadius: rng.uniform(0...20)).node
      case 2: shape = Capsule().node
      default:
        shape =
          Path { p in
            p.move(to: Point(x: 0, y: 0))
            p.addCurve(
              to: Point(x: 60, y: 40), control1: Point(x: rng.uniform(-40...100), y: 0),
              control2: Point(x: 0, y: rng.uniform(-40...100)))
            p.addLine(to: Point(x: 10, y: 50))
            p.closeSubpath()
          }.node
      }
      var node = shape
      if rng.uniform(0...1) < 0.5 {
        node = node.fill(
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottomTrailing))
      } else {
        node = node.fill(
          Color(
            red: rng.uniform(0...1), green: rng.uniform(0...1), blue: 0.5,
            opacity: rng.uniform(0.2...1)))
      }
      if rng.uniform(0...1) < 0.4 { node = node.stroke(.black, lineWidth: rng.uniform(0.5...6)) }
      if rng.uniform(0...1) < 0.3 {
        node = node.shadow(radius: 3, x: rng.uniform(-8...8), y: rng.uniform(-8...8))
      }
      node = node.frame(width: rng.uniform(10...120), height: rng.uniform(10...90))
        .rotationEffect(degrees: rng.uniform(-180...180))
        .offset(x: rng.uniform(-60...60), y: rng.uniform(-40...40))
        .opacity(rng.uniform(0.3...1))
      if rng.uniform(0...1) < 0.3 { node = node.clipShape(Circle()) }
      children.append(node)
    }
    return SceneFrame(time: 0, size: Size(width: 240, height: 160), root: Node.zStack(children))
  }

  @Test func theRasterMatchesPointSamplingEverywhereButOnEdges() {
    var rng = SeededGenerator(seed: 0xA5C11)
    for _ in 0..<12 {
      let frame = randomScene(&rng)
      let minimumHalfWidth = 0.5
      var raster = CoverageRaster(columns: 120, rows: 80, size: frame.size)
      for item in frame.items { raster.draw(item, minimumHalfWidth: minimumHalfWidth) }
      var mismatches = 0
      for j in 0..<raster.rows {
        for i in 0..<raster.columns {
          let reference = frame.compositeSample(
            at: raster.point(i, j), minimumHalfWidth: minimumHalfWidth)
          let index = j * raster.columns + i
          if abs(reference.alpha - raster.alpha[index]) > 1e-9
            || abs(reference.color.x - raster.color[index].x) > 1e-9
          {
            mismatches += 1
          }
        }
      }
      // Samples exactly on an edge may be classified differently by the two crossing formulas
      // (a rounding difference); anything more is a bug.
      #expect(mismatches <= raster.rows * raster.columns / 1000, "\(mismatches) mismatches")
    }
  }
}
