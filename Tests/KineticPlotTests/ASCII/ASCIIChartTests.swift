import Foundation
import Testing

@testable import KineticPlot

@Suite("ASCIIChart")
struct ASCIIChartTests {
  static let linear = try! Series(label: "line", times: [0, 0.5, 1], values: [0, 0.5, 1])

  /// A damped oscillation that overshoots to about 1.3 and undershoots to about -0.2.
  static func wobble(label: String = "wobble", samples: Int = 120) -> Series {
    let times = (0..<samples).map { Double($0) / Double(samples - 1) }
    let values = times.map { t in t < 0.1 ? -2 * t : 1 + 0.3 * sin(12 * t) * (1 - t) }
    return try! Series(label: label, times: times, values: values)
  }

  @Test("Golden: a three-sample line on a 20×8 chart")
  func golden() throws {
    // Hand-checked: value axis 0…1 with ticks 0, 0.5, 1 on rows 4, 2, 0 of 5; label width 3
    // leaves 15 columns, x ticks 0 and 1 at columns 0 and 14; samples at columns 0, 7, 14 are
    // joined by Bresenham lines: (0,4)→(7,2) sets row 4: 0–1, row 3: 2–5, row 2: 6–7, and
    // (7,2)→(14,0) sets row 2: 7–8, row 1: 9–12, row 0: 13–14.
    let chart = Chart(xLabel: "", yLabel: "", series: [Self.linear])
    let expected = """
        1 +             **
          |         ****
      0.5 +      ***
          |  ****
        0 +**
          ++-------------+
           0             1
      * line

      """
    #expect(try ASCIIChart(width: 20, height: 8).render(chart) == expected)
  }

  @Test("Overshoot above 1 and undershoot below 0 are drawn outside the 0…1 ticks")
  func overshootVisible() throws {
    let text = try ASCIIChart(width: 60, height: 24).render(Chart(series: [Self.wobble()]))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let oneRow = try #require(lines.firstIndex { $0.drop { $0 == " " }.hasPrefix("1 +") })
    let zeroRow = try #require(lines.firstIndex { $0.drop { $0 == " " }.hasPrefix("0 +") })
    let above = lines[..<oneRow].filter { $0.contains("*") }
    let below = lines[(zeroRow + 1)...].prefix { !$0.contains("--") }.filter { $0.contains("*") }
    #expect(!above.isEmpty, "no glyph above the 1 tick:\n\(text)")
    #expect(!below.isEmpty, "no glyph below the 0 tick:\n\(text)")
  }

  @Test("A two-sample step is drawn as a continuous stroke through every row")
  func steepSegmentsAreContinuous() throws {
    let step = try Series(label: "step", times: [0, 0.5, 0.5001, 1], values: [0, 0, 1, 1])
    let text = try ASCIIChart(width: 40, height: 16).render(
      Chart(xLabel: "", yLabel: "", series: [step]))
    let rows = text.split(separator: "\n").filter {
      $0.contains("|") || $0.contains(" +") && !$0.contains("--")
    }
    #expect(rows.count == 16 - 3)
    for row in rows { #expect(row.contains("*"), "gap in row: \(row)") }
  }

  @Test("The legend lists every label with its glyph")
  func legend() throws {
    let a = Self.wobble(label: "spring(duration: 0.5, bounce: 0.3)")
    let b = Self.wobble(label: "easeInOut")
    let c = Self.wobble(label: "linear")
    let text = try ASCIIChart(width: 50, height: 20).render(Chart(series: [a, b, c]))
    #expect(text.contains("* spring(duration: 0.5, bounce: 0.3)"))
    #expect(text.contains("+ easeInOut"))
    #expect(text.contains("o linear"))
    for line in text.split(separator: "\n") { #expect(line.count <= 50, "too wide: \(line)") }
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }

  @Test("No escape sequences without colour, even from labels; colour codes when asked")
  func color() throws {
    let chart = Chart(title: "t\u{1B}[31m", series: [Self.wobble(label: "red\u{1B}[31m")])
    for charset in ASCIIChart.Charset.allCases {
      let plain = try ASCIIChart(width: 60, height: 20, charset: charset).render(chart)
      #expect(!plain.contains("\u{1B}"))
      let colored = try ASCIIChart(width: 60, height: 20, charset: charset, usesColor: true).render(
        chart)
      #expect(colored.contains("\u{1B}[34m"))
      // Every escape is an SGR sequence: ESC [ digits/semicolons m.
      for piece in colored.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
      {
        let body = piece.dropFirst().prefix { $0.isNumber || $0 == ";" }
        #expect(piece.first == "[" && piece.dropFirst(1 + body.count).first == "m")
      }
    }
  }

  @Test("Braille: the plot area holds only U+2800–U+28FF, with dots set, and series markers")
  func braille() throws {
    let chart = Chart(title: "Braille", series: [Self.wobble(), Self.wobble(label: "b")])
    let text = try ASCIIChart(width: 64, height: 20, charset: .unicode).render(chart)
    var plotCells = 0
    var dotted = 0
    var markers: Set<Character> = []
    for line in text.split(separator: "\n") {
      guard let axis = line.firstIndex(where: { $0 == "│" || $0 == "┤" }) else { continue }
      for scalar in line[line.index(after: axis)...].unicodeScalars {
        if SeriesStyle.brailleMarkers.contains(Character(scalar)) {
          markers.insert(Character(scalar))
          continue
        }
        #expect(
          (0x2800...0x28FF).contains(scalar.value),
          "U+\(String(scalar.value, radix: 16)) in \(line)")
        plotCells += 1
        if scalar.value != 0x2800 { dotted += 1 }
      }
    }
    #expect(plotCells > 0 && dotted > 20)
    // Braille dots look alike: each series shows its own marker, on the curve and in the legend.
    #expect(markers == ["●", "■"])
    #expect(text.contains("● Braille") || text.contains("● "))
    #expect(text.contains("■ b"))
  }

  @Test("Velocity goes on a right-hand axis with its own ticks and legend entry")
  func velocity() throws {
    let times = (0..<50).map { Double($0) / 49 }
    let s = try Series(
      label: "quad", times: times, values: times.map { $0 * $0 }, velocities: times.map { 2 * $0 })
    let text = try ASCIIChart(width: 60, height: 20).render(Chart(series: [s], showsVelocity: true))
    #expect(text.contains("velocity"))
    #expect(text.contains(". quad velocity"))
    #expect(text.split(separator: "\n").contains { $0.hasSuffix("+ 2") })
  }

  @Test("Sizes too small to draw are refused with a typed error")
  func tooSmall() {
    let chart = Chart(series: [Self.linear])
    #expect(throws: PlotError.self) { try ASCIIChart(width: 10, height: 20).render(chart) }
    #expect(throws: PlotError.self) { try ASCIIChart(width: 80, height: 3).render(chart) }
    #expect(throws: PlotError.self) {
      try ASCIIChart(width: 20, height: 6).render(Chart(title: "t", series: [Self.linear]))
    }
    #expect(throws: PlotError.noData) { try ASCIIChart().render(Chart(series: [])) }
    #expect(
      throws: PlotError.sizeTooLarge(
        width: .max, height: 24, maximumWidth: 2_000, maximumHeight: 1_000)
    ) {
      try ASCIIChart(width: .max, height: 24).render(chart)
    }
    #expect(throws: PlotError.self) { try ASCIIChart(width: -5, height: .min).render(chart) }
    #expect(throws: PlotError.nonFinite(series: "", column: "reference", index: 1)) {
      try ASCIIChart().render(Chart(series: [Self.linear], referenceValues: [0, .nan]))
    }
  }

  @Test(
    "Extreme but finite data renders without trapping",
    arguments: [1e-300, 1, 1e300, Double.greatestFiniteMagnitude])
  func extremes(scale: Double) throws {
    let s = try Series(label: "x", times: [0, scale, -scale], values: [-scale, scale, 0])
    for charset in ASCIIChart.Charset.allCases {
      let text = try ASCIIChart(width: 40, height: 12, charset: charset).render(Chart(series: [s]))
      #expect(text.split(separator: "\n").count == 12)
    }
    _ = try SVGChart().render(Chart(series: [s], showsVelocity: true))
  }

  /// Eleven samples of a line with velocity 2, infinite (a vertical tangent) at t = 0.5 and
  /// −∞ at t = 0.8.
  static let tangent = try! Series(
    label: "tangent", times: (0...10).map { Double($0) / 10 },
    values: (0...10).map { Double($0) / 10 },
    velocities: [2, 2, 2, 2, 2, .infinity, 2, 2, -.infinity, 2, 2])

  @Test("Infinite velocities break the velocity line and do not stretch its axis")
  func infiniteVelocities() throws {
    for charset in ASCIIChart.Charset.allCases {
      let text = try ASCIIChart(width: 60, height: 16, charset: charset).render(
        Chart(series: [Self.tangent], showsVelocity: true))
      let lines = text.split(separator: "\n").map(String.init)
      // The right axis spans the finite velocities and 0: its top tick is 2.
      let top = try #require(lines.first { $0.hasSuffix("+ 2") || $0.hasSuffix("├ 2") }, "\(text)")
      #expect(!text.contains("inf") && !text.contains("e+"), "\(text)")
      // The plot area between the axes: the velocity line at 2 runs along it in three pieces.
      let leftAxis = try #require(top.firstIndex { "+|┤│".contains($0) })
      let plot = top[top.index(after: leftAxis)...].dropLast(3)  // the right axis: "+ 2"
      let blank: Character = charset == .ascii ? " " : "\u{2800}"
      let pieces = plot.split(separator: blank)
      #expect(pieces.count == 3, "velocity row '\(plot)' in\n\(text)")
    }
  }

  @Test("A chart without velocity ignores the velocity column, infinite or not")
  func velocitiesNotShown() throws {
    let finite = try Series(
      label: "tangent", times: Self.tangent.times, values: Self.tangent.values)
    for charset in ASCIIChart.Charset.allCases {
      let chart = ASCIIChart(width: 60, height: 16, charset: charset)
      #expect(
        try chart.render(Chart(series: [Self.tangent]))
          == (try chart.render(Chart(series: [finite]))))
    }
  }
}
