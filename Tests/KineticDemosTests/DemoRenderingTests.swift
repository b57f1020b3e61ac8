import Kinetic
import KineticScene
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
      #expect(demoXMLError(svg) == nil, "\(name) at \(t)")
    }
    let animated = try demo.animatedSVG(fps: 10)
    #expect(demoXMLError(animated) == nil)
    #expect(animated.contains("<animate ") && animated.contains("keyTimes="))
  }

  @Test func everyFrameOfEveryDemoHasAValidSVG() throws {
    for name in Self.names {
      let demo = try DemoRegistry.make(name)
      for frame in try demo.frames(fps: 10) {
        #expect(demoXMLError(frame.svg()) == nil, "\(name) at \(frame.time)")
      }
    }
  }
}
