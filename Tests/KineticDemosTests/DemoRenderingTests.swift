import Kinetic
import KineticScene
import KineticTestSupport
import Testing

@testable import KineticDemos

@Suite struct DemoRenderingTests {
  static let names = DemoRegistry.names

  @Test(arguments: names)
  func everyDemoRendersInEveryFormat(_ name: String) throws {
    let demo = try DemoRegistry.make(name)
    // csv: a header with `time` first and one row of the same width per frame.
    let csv = try demo.csv(fps: 20)
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let expectedFrames = try demo.frameTimes(fps: 20).count
    #expect(lines.count - 2 == expectedFrames)
    #expect(demo.csvHeader.first == "time")
    #expect(lines[0] == Substring(demo.csvHeader.joined(separator: ",")))
    for line in lines.dropFirst().dropLast() {
      #expect(
        line.split(separator: ",", omittingEmptySubsequences: false).count == demo.csvHeader.count)
    }
    for t in try demo.frameTimes(fps: 20) {
      let row = demo.csvRow(at: t)
      #expect(row.count == demo.csvHeader.count)
      #expect(row.first! == t)
      // The HTML page's one build per frame: the row read off a frame built beforehand, and
      // that frame's SVG, are bit for bit the stand-alone ones.
      let frame = demo.frame(at: t)
      let bits = { (row: [Double?]) in row.map { $0?.bitPattern } }
      #expect(bits(demo.csvRow(at: t, in: frame)) == bits(row), "\(name) at \(t)")
      #expect(demo.renderSVG(frame, at: t) == demo.renderSVG(at: t), "\(name) at \(t)")
    }
    // ascii, with and without colour.
    let ascii = try demo.renderASCII(at: demo.duration / 2, width: 72, height: 18)
    #expect(ascii.split(separator: "\n").count == 18)
    #expect(ascii.contains("@"))
    #expect(
      try demo.renderASCII(at: 0, width: 40, height: 10, colour: true).contains("\u{1B}[38;2;"))
    // svg per frame and animated.
    for t in [0, demo.duration / 3, demo.duration] {
      let svg = demo.renderSVG(at: t)
      #expect(svgWellFormednessError(svg) == nil, "\(name) at \(t)")
    }
    let animated = try demo.animatedSVG(fps: 10)
    #expect(svgWellFormednessError(animated) == nil)
    #expect(animated.contains("<animate ") && animated.contains("keyTimes="))
  }

  @Test func everyFrameOfEveryDemoHasAValidSVG() throws {
    for name in Self.names {
      let demo = try DemoRegistry.make(name)
      for frame in try demo.frames(fps: 10) {
        #expect(svgWellFormednessError(frame.svg()) == nil, "\(name) at \(frame.time)")
      }
    }
  }

  /// Issue 15: `demo spinner --replicates 1000 --format svg-animated --frames 400` held every
  /// frame (1.7 GB). Written piece by piece, each frame is drawn only once the previous one has
  /// been handed over, and the pieces make the same document as the whole.
  @Test func theAnimatedSVGIsWrittenOneFrameAtATime() throws {
    let frames = try (0..<5).map { i in
      try DemoRegistry.make("circle").frame(at: Double(i) * 0.25)
    }
    var pieces: [String] = []
    var asked: [Int] = []
    SceneFrame.writeAnimatedSVG(
      frameCount: frames.count, fps: 4, title: "circle",
      frame: { index in
        // Every earlier frame's group has been written before this one is drawn.
        #expect(pieces.count == (index == 0 ? 0 : index + 1))
        asked.append(index)
        return frames[index]
      }
    ) { pieces.append($0) }
    #expect(asked == [0, 1, 2, 3, 4])
    #expect(pieces.count == frames.count + 2)
    #expect(pieces.joined() == SceneFrame.animatedSVG(frames, fps: 4, title: "circle"))
    let demo = try DemoRegistry.make("spinner")
    let times = try demo.frameTimes(fps: 10)
    var streamed = ""
    demo.writeAnimatedSVG(times: times, fps: 10) { streamed += $0 }
    #expect(streamed == (try demo.animatedSVG(fps: 10)))
  }
}
