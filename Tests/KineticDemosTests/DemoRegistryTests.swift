import Kinetic
import KineticScene
import Testing

@testable import KineticDemos

@Suite struct DemoRegistryTests {
  @Test func theRegistryListsTheFirstFourDemosWithUniqueNames() {
    let names = DemoRegistry.names
    #expect(Array(names.prefix(4)) == ["circle", "border", "two-parameter-border", "transition"])
    #expect(Set(names).count == names.count)
    for type in DemoRegistry.all {
      #expect(!type.summary.isEmpty && !type.summary.contains("\n"), "\(type.name)")
      #expect(type.name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(type.name)")
    }
  }

  @Test func unknownDemosAndOptionsAreTypedErrors() {
    #expect(throws: DemoError.unknownDemo("circel", known: DemoRegistry.names)) {
      _ = try DemoRegistry.make("circel")
    }
    #expect(
      throws: DemoError.unknownOption(
        demo: "circle", option: "radius", known: ["from", "to", "duration", "curve"])
    ) {
      _ = try DemoRegistry.make("circle", options: ["radius": "3"])
    }
  }

  @Test(arguments: ["nan", "inf", "-1", "abc", "", "1e999", "5000"])
  func invalidNumbersAreRejectedWithTheirName(_ value: String) {
    do {
      _ = try DemoRegistry.make("circle", options: ["from": value])
      Issue.record("accepted \(value)")
    } catch {
      guard case .invalidValue(let demo, let option, let given, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(demo == "circle" && option == "from" && given == value)
      #expect(error.description.contains("--from"))
    }
  }

  @Test func choicesAndDashedKeysAreAccepted() throws {
    let demo = try DemoRegistry.make("border", options: ["--curve": "linear", "--duration": " 2 "])
    // The timeline runs until the bar, sent back at 0.5 s, is home: 0.5 + 2 s.
    #expect(demo.duration == 2.5)
    #expect(throws: DemoError.self) {
      _ = try DemoRegistry.make("border", options: ["curve": "bouncy"])
    }
    #expect(throws: DemoError.self) { _ = try DemoRegistry.make("border", options: ["bar": "400"]) }
    // The box width is `box-width`, so it never meets the CLI's raster `--width`.
    #expect(try BorderDemo(options: ["box-width": "120"]).boxWidth == 120)
    #expect(throws: DemoError.self) { _ = try BorderDemo(options: ["width": "120"]) }
  }

  @Test func helpListsEveryOptionWithItsDefault() {
    for type in DemoRegistry.all {
      let help = type.help
      #expect(help.hasPrefix(type.name + ": " + type.summary))
      for p in type.parameters {
        #expect(help.contains("--\(p.name) <\(p.valueDescription)>"), "\(type.name) --\(p.name)")
        #expect(help.contains("(default \(p.defaultValue))"))
      }
    }
    #expect(
      CircleDemo.help.contains(
        "--from <a number in 1...1000>  Starting radius, in points. (default 100)"))
  }

  @Test func everyParameterDefaultParses() throws {
    for type in DemoRegistry.all {
      // An expression's default describes what the demo does without one (`the article's six
      // lanes`); it is absent unless given.
      let defaults = Dictionary(
        uniqueKeysWithValues: type.parameters.filter {
          if case .expression = $0.kind { false } else { true }
        }.map { ($0.name, $0.defaultValue) })
      _ = try type.init(options: defaults)
      #expect(type.parameters.allSatisfy { !$0.summary.isEmpty && !$0.valueDescription.isEmpty })
    }
  }

  @Test func frameTimesFollowTheClockAndRejectBadRates() throws {
    let demo = try CircleDemo(options: [:])
    let times = try demo.frameTimes(fps: 4)
    #expect(times == [0, 0.25, 0.5, 0.75, 1])
    #expect(try demo.frameTimes(fps: 10, frameCount: 3) == [0, 0.1, 0.2])
    #expect(throws: DemoError.self) { _ = try demo.frameTimes(fps: 0) }
    #expect(throws: DemoError.self) { _ = try demo.frameTimes(fps: 60, frameCount: 0) }
    #expect(throws: DemoError.self) { _ = try demo.renderASCII(at: 0, width: 0, height: 3) }
  }

  /// Every demo's CSV is RFC 4180 with the header first and one row of the header's width
  /// per frame, its numbers reading back as numbers and a missing value as an empty field.
  @Test(arguments: DemoRegistry.names)
  func csvIsRectangularWithNumericCells(name: String) throws {
    let demo = try DemoRegistry.make(name)
    let csv = try demo.csv(fps: 10)
    #expect(csv.hasSuffix("\n"))
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let width = try #require(lines.first).split(separator: ",").count
    for line in lines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      #expect(cells.count == width, "\(name): \(line)")
      for cell in cells where !cell.isEmpty {
        #expect(Double(String(cell))?.isFinite == true, "\(name): \(cell)")
      }
    }
  }

  /// Every demo names a unit for each CSV column (seconds for `time`), so its HTML page draws
  /// each unit on its own axis; the transition demo's lanes split into its four units.
  @Test(arguments: DemoRegistry.names)
  func everyColumnHasAUnit(name: String) throws {
    let demo = try DemoRegistry.make(name)
    #expect(demo.csvUnits.count == demo.csvHeader.count, "\(name)")
    #expect(demo.csvUnits.first == "s", "\(name)")
    #expect(!demo.csvUnits.contains(""), "\(name): \(demo.csvUnits)")
    if name == "transition" {
      let units = Dictionary(uniqueKeysWithValues: zip(demo.csvHeader, demo.csvUnits))
      #expect(units["combinedOutOpacity"] == "opacity" && units["combinedInScale"] == "scale")
      #expect(units["moveInX"] == "points" && units["spinOutDegrees"] == "degrees")
    }
  }
}

@Suite struct DemoGoldenTests {
  @Test func circleCSVAtFourFramesPerSecond() throws {
    let csv = try DemoRegistry.make("circle").csv(fps: 4)
    #expect(
      csv == """
        time,frameRadius,animatableDataRadius,referenceRadius
        0,100,100,100
        0.25,87.5,87.5,87.5
        0.5,75,75,75
        0.75,62.5,62.5,62.5
        1,50,50,50

        """)
  }

  @Test func transitionCSVLeavesRemovedViewsEmpty() throws {
    let demo = try DemoRegistry.make("transition")
    let last = try #require(try demo.csv(fps: 2).split(separator: "\n").last)
    #expect(last == "1,1,,1,,0,,0,,1,1,,,0,")
  }
}
