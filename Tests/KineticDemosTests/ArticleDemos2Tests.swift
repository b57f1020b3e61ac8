import Kinetic
import KineticScene
import KineticTestSupport
import Testing

@testable import KineticDemos

/// The horizontal-list, neumorphism, spinner and coordinator demos as the CLI runs them:
/// options, CSV columns that agree with the models, scenes that hold what the models say, and
/// well-formed SVG in every variant.
@Suite struct ArticleDemos2Tests {
  static let names = ["horizontal-list", "neumorphism", "spinner", "coordinator"]

  @Test func theFourDemosAreRegistered() {
    for name in Self.names { #expect(DemoRegistry.names.contains(name), "\(name)") }
  }

  @Test func spinnerOptionsReachTheModel() throws {
    let demo = try SpinnerDemo(options: [
      "--replicates": "12", "--delay": "0.05", "--from-opacity": "0.2", "--to-opacity": "0.9",
      "--shape": "triangle",
    ])
    #expect(demo.spinner.instanceCount == 12 && demo.spinner.instanceDelay == 0.05)
    #expect(demo.spinner.fromOpacity == 0.2 && demo.spinner.toOpacity == 0.9)
    #expect(demo.spinner.shape == .triangle)
    #expect(demo.csvHeader.count == 13 && demo.csvHeader[12] == "opacity11")
    #expect(throws: DemoError.self) { try SpinnerDemo(options: ["--shape": "hexagon"]) }
    #expect(throws: DemoError.self) { try SpinnerDemo(options: ["--replicates": "0"]) }
    #expect(throws: DemoError.self) { try SpinnerDemo(options: ["--to-opacity": "1.5"]) }
    #expect(throws: DemoError.self) { try SpinnerDemo(options: ["--radius": "3"]) }
  }

  @Test(arguments: SpinnerShape.allCases)
  func spinnerCSVIsInstanceZeroDelayed(shape: SpinnerShape) throws {
    let demo = try SpinnerDemo(options: ["shape": shape.rawValue])
    for t in try demo.frameTimes(fps: 30) {
      let row = demo.csvRow(at: t)
      for i in 0..<20 {
        #expect(row[i + 1] == demo.spinner.baseOpacity(atLocalTime: t - Double(i) * 0.04))
      }
      // The scene draws each instance with its opacity, and one chart bar per instance.
      let frame = demo.frame(at: t)
      for i in [0, 7, 19] {
        #expect(frame.items(id: "instance-\(i)").first?.opacity == row[i + 1])
        let bar = try #require(frame.bounds(of: "bar-\(i)"))
        #expect(abs(bar.height - 90 * (row[i + 1] ?? 0)) <= 1e-9)
      }
    }
  }

  @Test func listOptionsReachTheModelAndTheCSVHasTheIssueColumns() throws {
    let demo = try HorizontalListDemo(options: ["--items": "50", "--fling-velocity": "-700"])
    #expect(demo.scroll.list.itemCount == 50)
    #expect(demo.scroll.gestures.first?.velocity == -700)
    #expect(Array(demo.csvHeader.prefix(4)) == ["time", "offset", "firstVisible", "lastVisible"])
    #expect(throws: DemoError.self) { try HorizontalListDemo(options: ["--items": "-1"]) }
    #expect(throws: DemoError.self) {
      try HorizontalListDemo(options: ["--fling-velocity": "fast"])
    }
  }

  @Test(arguments: ["0", "1", "3", "1000"])
  func theSceneHoldsOnlyTheBuiltCards(items: String) throws {
    let demo = try HorizontalListDemo(options: ["items": items, "fling-velocity": "9000"])
    for t in try demo.frameTimes(fps: 30) {
      let state = demo.scroll.frame(at: t)
      let row = demo.csvRow(at: t)
      #expect(row[1] == state.offset && row[4] == Double(state.built))
      let frame = demo.frame(at: t)
      let cards = frame.items.filter { $0.id?.hasPrefix("card-") == true }
      #expect(cards.count == state.built, "t = \(t)")
      #expect(state.built <= state.visible.count + 1)
      // Inside the content, or past an edge only through the iOS rubber band (< a viewport).
      let list = demo.scroll.list
      #expect(abs(state.offset - list.clampedOffset(state.offset)) < list.viewportWidth)
      // Each built card sits where the model says.
      for card in state.cards {
        let bounds = try #require(frame.bounds(of: "card-\(card.index)"))
        #expect(abs(bounds.minX - (20 + card.minX)) <= 1e-9)
      }
    }
  }

  @Test(arguments: ["dark", "colourful"])
  func neumorphismFlagsTheWeakControlsInRed(palette: String) throws {
    let demo = try NeumorphismDemo(options: ["palette": palette])
    #expect(demo.palette.name == palette)
    let frame = demo.frame(at: 0)
    // At rest: Skip's caption colour fails contrast and the info button is too small.
    #expect(frame.bounds(of: "skip-flag") != nil && frame.bounds(of: "info-flag") != nil)
    #expect(frame.bounds(of: "play-flag") == nil)
    // Held down, the Play button is scaled by 0.96 about its centre and its contrast column
    // agrees with the checks on its pressed look.
    let held = demo.frame(at: 0.7)
    let play = try #require(held.bounds(of: "play"))
    #expect(abs(play.width - 160 * 0.96) <= 1e-6 && abs(play.height - 56 * 0.96) <= 1e-6)
    let pressed = NeumorphicAppearance.of(
      NeumorphicControl.demoControls[0], in: .pressed, palette: demo.palette)
    let contrast = try #require(value(demo, "playContrast", at: 0.7))
    #expect(contrast == ContrastCheck(foreground: pressed.label, background: pressed.surface).ratio)
    #expect(value(demo, "toggleProgress", at: 2.9) == 1)
    #expect(throws: DemoError.self) { try NeumorphismDemo(options: ["palette": "pastel"]) }
  }

  @Test func coordinatorCSVFollowsTheScript() throws {
    let demo = try CoordinatorDemo(options: [:])
    let steps = demo.timeline.steps
    // Depth after each step of the demo script and whether a modal is up.
    let expected: [(Double, Double)] = [
      (2, 0), (3, 0), (3, 1), (3, 0), (4, 0), (3, 0), (1, 0), (2, 0), (0, 0),
    ]
    for (step, (depth, modal)) in zip(steps, expected) {
      #expect(value(demo, "depth", at: step.time) == depth, "\(step.action)")
      #expect(value(demo, "modal", at: step.time) == modal, "\(step.action)")
    }
    // A pushed screen starts off the trailing edge, the modal below the bottom edge.
    #expect(value(demo, "topX", at: steps[0].time) == 240)
    #expect(value(demo, "modalY", at: steps[2].time) == 400)
    #expect(value(demo, "modalY", at: steps[2].time + 0.35) == 0)
    #expect(value(demo, "layers", at: demo.duration) == 0)
  }

  @Test func coveredScreensAreClippedAway() throws {
    let demo = try CoordinatorDemo(options: [:])
    let steps = demo.timeline.steps
    // Halfway through the first push, Home shows only left of List's leading edge.
    let t = steps[0].time + 0.175
    let frame = demo.frame(at: t)
    let listX = try #require(value(demo, "topX", at: t))
    let home = frame.items(id: "screen-0-header")
    #expect(!home.isEmpty)
    for item in home {
      #expect(item.clips.allSatisfy { abs($0.boundingRect.maxX - listX) <= 1e-9 })
    }
    // At rest after the push, nothing of Home is drawn.
    let rest = demo.frame(at: steps[0].time + 0.4)
    #expect(!rest.items.contains { item in item.ids.contains { $0.hasPrefix("screen-0") } })
    #expect(rest.items.contains { item in item.ids.contains { $0.hasPrefix("screen-1") } })
  }

  @Test(arguments: names)
  func everyVariantRendersWellFormedSVG(name: String) throws {
    let variants: [[String: String]] =
      switch name {
      case "spinner": SpinnerShape.allCases.map { ["shape": $0.rawValue] } + [["replicates": "1"]]
      case "neumorphism": [["palette": "dark"], ["palette": "colourful"]]
      case "horizontal-list": [["items": "0"], ["items": "2"], ["fling-velocity": "-5000"]]
      default: [["curve": "linear", "duration": "0.1"]]
      }
    for options in variants {
      let demo = try DemoRegistry.make(name, options: options)
      for t in try demo.frameTimes(fps: 8) {
        #expect(svgWellFormednessError(demo.renderSVG(at: t)) == nil, "\(name) \(options) at \(t)")
      }
      #expect(svgWellFormednessError(try demo.animatedSVG(fps: 8)) == nil)
      let ascii = try demo.renderASCII(at: demo.duration / 2, width: 60, height: 20)
      #expect(ascii.split(separator: "\n").count == 20)
      let csv = try demo.csv(fps: 8)
      #expect(csv.hasPrefix(demo.csvHeader.joined(separator: ",") + "\n"))
    }
  }
}

/// The column `name` of `demo`'s CSV row at `time`, or `nil` when it is empty or missing.
private func value(_ demo: some Demo, _ name: String, at time: Double) -> Double? {
  guard let index = demo.csvHeader.firstIndex(of: name) else { return nil }
  return demo.csvRow(at: time)[index]
}
