import Testing

@testable import Kinetic

@Suite("CSS easing functions")
struct CSSEasingFunctionTests {
  typealias F = CSSEasingFunction

  @Test func keywords() throws {
    #expect(F.ease == (try F.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    #expect(F.easeIn == (try F.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)))
    #expect(F.easeOut == (try F.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)))
    #expect(F.easeInOut == (try F.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
    #expect(F.stepStart == (try F.steps(1, .start)))
    #expect(F.stepEnd == (try F.steps(1, .end)))
    #expect(F.linear.value(at: -0.5) == -0.5 && F.linear.value(at: 1.5) == 1.5)
  }

  struct StepCase: Sendable {
    var count: Int
    var position: F.StepPosition
    var inputs: [Double]
    var outputs: [Double]
  }

  static let stepCases: [StepCase] = [
    StepCase(
      count: 4, position: .jumpEnd, inputs: [0, 0.1, 0.25, 0.5, 0.74, 0.75, 0.99, 1],
      outputs: [0, 0, 0.25, 0.5, 0.5, 0.75, 0.75, 1]),
    StepCase(count: 4, position: .end, inputs: [0, 0.25, 0.99, 1], outputs: [0, 0.25, 0.75, 1]),
    StepCase(
      count: 4, position: .jumpStart, inputs: [0, 0.1, 0.25, 0.5, 0.99, 1],
      outputs: [0.25, 0.25, 0.5, 0.75, 1, 1]),
    StepCase(count: 4, position: .start, inputs: [0, 0.25, 1], outputs: [0.25, 0.5, 1]),
    StepCase(
      count: 5, position: .jumpNone, inputs: [0, 0.19, 0.2, 0.5, 0.8, 0.99, 1],
      outputs: [0, 0, 0.25, 0.5, 1, 1, 1]),
    StepCase(
      count: 3, position: .jumpBoth, inputs: [0, 0.3, 1.0 / 3, 0.5, 0.99, 1],
      outputs: [0.25, 0.25, 0.5, 0.5, 0.75, 1]),
    StepCase(count: 1, position: .jumpEnd, inputs: [0, 0.5, 1], outputs: [0, 0, 1]),
  ]

  /// The specification's step examples and tables (CSS Easing Level 1, §3.1).
  @Test(arguments: stepCases.indices)
  func stepsTable(_ index: Int) throws {
    let c = Self.stepCases[index]
    let f = try F.steps(c.count, c.position)
    for (x, y) in zip(c.inputs, c.outputs) {
      #expect(f.value(at: x) == y, "steps(\(c.count), \(c.position)) at \(x)")
    }
  }

  @Test func stepsOutsideUnitIntervalAndVelocity() throws {
    let f = try F.steps(4, .jumpEnd)
    #expect(f.value(at: -0.5) == -0.5)  // no clamp below 0: current step stays −2
    #expect(f.value(at: 1.5) == 1.5)  // no clamp above 1 either: floor(6)/4
    #expect(f.velocity(at: 0.3) == 0)
    #expect(f.velocity(at: 0.25) == .infinity)
    #expect(F.stepStart.value(at: 0) == 1)
    #expect(F.stepEnd.value(at: 0.999) == 0 && F.stepEnd.value(at: 1) == 1)
    let none = try F.steps(2, .jumpNone)
    #expect(none.velocity(at: 0) == 0 && none.velocity(at: 0.5) == .infinity)
  }

  @Test func stepErrors() {
    #expect(throws: TimingCurveError.invalidStepCount(count: 0, position: .jumpEnd)) {
      try F.steps(0, .jumpEnd)
    }
    #expect(throws: TimingCurveError.invalidStepCount(count: 1, position: .jumpNone)) {
      try F.steps(1, .jumpNone)
    }
    #expect(throws: TimingCurveError.invalidStepCount(count: -3, position: .start)) {
      try F.steps(-3, .start)
    }
    #expect((try? F.steps(2, .jumpNone)) != nil)
    #expect((try? F.steps(Int.max, .jumpBoth))?.value(at: 0.5).isFinite == true)
  }

  @Test func linearWithPercentages() throws {
    let f = try F.linear(stops: [.init(0), .init(0.25, 75), .init(1)])
    #expect(f.value(at: 0.375) == 0.125)
    #expect(f.value(at: 0.75) == 0.25)
    #expect(f.value(at: 0.875) == 0.625)
    #expect(abs(f.value(at: -0.75) + 0.25) <= 1e-16)  // first segment extended
    #expect(f.value(at: 1.5) == 2.5)  // last segment extended
    #expect(f.velocity(at: 0.875) == 3)
    #expect(f.description == "linear(0, 0.25 75%, 1)")
  }

  @Test func linearCanonicalisation() throws {
    // Missing positions spread evenly: 0.25 lands at 25% between 0% and 50%.
    let spread = try F.linear(stops: [.init(0), .init(0.25), .init(0.5, 50), .init(1)])
    #expect(spread.value(at: 0.25) == 0.25 && spread.value(at: 0.125) == 0.125)
    // Positions are raised to the largest before them: 25% after 50% becomes 50%.
    let clamped = try F.linear(stops: [.init(0, 50), .init(0.5, 25), .init(1)])
    #expect(clamped.value(at: 0.2) == 0.5)  // zero-width first segment: its end's output
    #expect(clamped.value(at: 0.75) == 0.75)
    // Two positions make a flat segment.
    let flat = try F.linear(stops: [.init(0), .init(0.5, 25, 75), .init(1)])
    #expect(flat.value(at: 0.5) == 0.5 && flat.velocity(at: 0.5) == 0)
    #expect(flat.value(at: 0.125) == 0.25)
    #expect(flat.description == "linear(0, 0.5 25% 75%, 1)")
    // Plain linear(0, 1) is the identity, also outside 0...1.
    let identity = try F.linear(stops: [.init(0), .init(1)])
    for x in [-1.0, 0, 0.3, 1, 2] { #expect(identity.value(at: x) == x) }
  }

  @Test func linearErrors() {
    #expect(throws: TimingCurveError.tooFewLinearStops(count: 1)) {
      try F.linear(stops: [.init(0.5)])
    }
    #expect(throws: TimingCurveError.nonFiniteLinearStop(stop: 1, value: .nan)) {
      try F.linear(stops: [.init(0), .init(.nan), .init(1)])
    }
    #expect(throws: TimingCurveError.tooManyLinearStopPositions(stop: 0, count: 3)) {
      try F.linear(stops: [.init(0, 0, 10, 20), .init(1)])
    }
  }

  /// Outside 0...1 cubic-bezier continues along the end tangents; when a control point sits on
  /// the endpoint, the other one defines the tangent; when both do, the output is flat.
  @Test func tangentExtension() throws {
    #expect(abs(F.ease.value(at: -1) + 0.4) <= 1e-16)  // slope y1/x1 = 0.4
    #expect(F.ease.value(at: 2) == 1)  // slope (y2 − 1)/(x2 − 1) = 0
    #expect(abs(F.easeOut.value(at: -1) + 1 / 0.58) <= 1e-15)  // x1 = 0: through P2
    #expect(abs(F.easeIn.value(at: 2) - (1 + 1 / 0.58)) <= 1e-15)  // x2 = 1: through P1
    let vertical = try F.cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1)
    #expect(vertical.value(at: -5) == 0 && vertical.velocity(at: -5) == 0)
    let back = try F.cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    #expect(abs(back.value(at: -0.5) - (-0.55 / 0.68) * -0.5) <= 1e-16)
    #expect(abs(back.velocity(at: 1.5) - (1.55 - 1) / (0.265 - 1)) <= 1e-15)
    // Continuity at the ends.
    #expect(abs(back.value(at: -1e-12)) <= 1e-11 && abs(back.value(at: 1 + 1e-12) - 1) <= 1e-11)
  }

  @Test func descriptionsRoundTrip() throws {
    #expect(F.ease.description == "ease")
    #expect(F.easeInOut.description == "ease-in-out")
    #expect(F.stepStart.description == "step-start")
    #expect(try F.steps(4, .jumpNone).description == "steps(4, jump-none)")
    let back = try F.cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    #expect(back.description == "cubic-bezier(0.68, -0.55, 0.265, 1.55)")
    var random = CurvesRandom(seed: 7)
    for _ in 0..<100 {
      let numbers = (0..<4).map { k in
        k % 2 == 0
          ? Double.random(in: 0...1, using: &random) : Double.random(in: -5...5, using: &random)
      }
      let f = try F.cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
      let text = f.description.dropFirst("cubic-bezier(".count).dropLast()
      let parsed = text.split(separator: ",").map { Double($0.filter { $0 != " " })! }
      #expect(parsed == numbers)
    }
  }

  @Test func cubicBezierErrors() {
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "x1", value: 1.5)) {
      try F.cubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
    }
  }
}
