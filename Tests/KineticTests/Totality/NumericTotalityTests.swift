import KineticTestSupport
import Testing

@testable import Kinetic

/// Totality of the numeric core over random finite parameters (seeded): every public
/// evaluation returns finite values, monotone curves give monotone output, springs settle.
/// The libFuzzer target `Scripts/fuzz.sh … numeric` checks the same contract on adversarial
/// inputs (raw bit patterns, subnormals, extremes); these tests pin it on the ranges users meet.
@Suite("Totality of the numeric core")
struct NumericTotalityTests {
  /// Progress values spread over the unit interval, its ends and beyond.
  static func progresses(_ random: inout SeededGenerator, count: Int = 48) -> [Double] {
    var values = [0, 1, -0.5, 1.5, 0.5, .ulpOfOne, 1 - .ulpOfOne]
    for _ in 0..<count { values.append(random.uniform(-0.5...1.5)) }
    return values.sorted()
  }

  @Test func bezierCurvesAreFiniteAndMonotoneWhereTheyShouldBe() {
    var random = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<300 {
      // x on the closed unit interval, the ends themselves one time in four each.
      func x() -> Double {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return 0
        case 1: return 1
        default: return random.uniform(0...1)
        }
      }
      let (x1, x2) = (x(), x())
      let monotone = Bool.random(using: &random)
      let (y1, y2) =
        monotone
        ? (random.uniform(0...1), random.uniform(0...1))
        : (random.uniform(-2...3), random.uniform(-2...3))
      let curve = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
      var previous = -Double.infinity
      for p in Self.progresses(&random) {
        let value = curve.value(at: p)
        let velocity = curve.velocity(at: p)
        #expect(value.isFinite, "bezier(\(x1), \(y1), \(x2), \(y2)) value at \(p)")
        #expect(!velocity.isNaN, "bezier(\(x1), \(y1), \(x2), \(y2)) velocity at \(p)")
        if monotone {
          #expect(value >= previous, "bezier(\(x1), \(y1), \(x2), \(y2)) decreases at \(p)")
          #expect((0...1).contains(value))
          previous = value
        }
      }
      #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }
  }

  @Test(arguments: [
    UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
    .circularEaseInOut,
  ])
  func namedCurvesAreFiniteAndMonotone(curve: UnitCurve) {
    var random = SeededGenerator(seed: 0x5EED_0002)
    var previous = -Double.infinity
    for p in Self.progresses(&random, count: 400) {
      let value = curve.value(at: p)
      #expect(value.isFinite && value >= previous, "\(curve) at \(p)")
      let velocity = curve.velocity(at: p)
      #expect(!velocity.isNaN && velocity >= 0, "\(curve) velocity at \(p)")
      previous = value
    }
  }

  @Test func cssEasingFunctionsAreTotal() throws {
    var random = SeededGenerator(seed: 0x5EED_0003)
    for _ in 0..<200 {
      let bezier = try CSSEasingFunction.cubicBezier(
        x1: random.uniform(0.01...0.99), y1: random.uniform(-2...3),
        x2: random.uniform(0.01...0.99), y2: random.uniform(-2...3))
      let position = CSSEasingFunction.StepPosition.allCases.randomElement(using: &random)!
      let steps = try CSSEasingFunction.steps(Int.random(in: 2...60, using: &random), position)
      var stops: [CSSEasingFunction.LinearStop] = []
      var at = -20.0
      for _ in 0..<Int.random(in: 2...7, using: &random) {
        at += random.uniform(0...60)
        let output = random.uniform(-1...2)
        stops.append(Bool.random(using: &random) ? .init(output, at) : .init(output))
      }
      let linear = try CSSEasingFunction.linear(stops: stops)
      var previousStep = -Double.infinity
      for p in Self.progresses(&random).map({ $0 * 3 - 1 }) {
        for function in [bezier, steps, linear] {
          #expect(function.value(at: p).isFinite, "\(function) at \(p)")
          #expect(!function.velocity(at: p).isNaN, "\(function) velocity at \(p)")
        }
        let step = steps.value(at: p)
        #expect(step >= previousStep, "\(steps) decreases at \(p)")
        previousStep = step
      }
    }
  }

  /// A spring from one of SwiftUI's parameterisations, within the documented ranges.
  static func randomSpring(_ random: inout SeededGenerator) -> Spring {
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      return Spring(duration: random.logUniform(-2...1), bounce: random.uniform(-0.9...0.95))
    case 1:
      return Spring(response: random.logUniform(-2...1), dampingRatio: random.uniform(0.02...3))
    case 2:
      return Spring(
        mass: random.logUniform(-2...2), stiffness: random.logUniform(0...4),
        damping: random.uniform(0.5...100), allowOverDamping: Bool.random(using: &random))
    case 3:
      return Spring(
        settlingDuration: random.uniform(0.05...5), dampingRatio: random.uniform(0.05...2))
    default:
      return Spring.bouncy(
        duration: random.logUniform(-1...0.5), extraBounce: random.uniform(-0.3...0.3))
    }
  }

  @Test func springsAreFiniteEverywhereAfterRelease() {
    var random = SeededGenerator(seed: 0x5EED_0004)
    for _ in 0..<200 {
      let spring = Self.randomSpring(&random)
      let parameters = [
        spring.mass, spring.stiffness, spring.damping, spring.response, spring.dampingRatio,
        spring.duration, spring.bounce, spring.overshoot, spring.settlingDuration,
      ]
      #expect(parameters.allSatisfy { $0.isFinite }, "\(spring)")
      let target = random.logUniform(-3...3, signed: true)
      let velocity = random.logUniform(-3...3, signed: true)
      for time in [0, 1e-9, spring.response / 7, spring.response, 10, 1e3, 1e9, 1e300] {
        let value = spring.value(target: target, initialVelocity: velocity, time: time)
        let speed = spring.velocity(target: target, initialVelocity: velocity, time: time)
        #expect(value.isFinite && speed.isFinite, "\(spring) at t = \(time)")
      }
      // The fully decayed limit is exact, not NaN (the phase βt overflows at t = 1e300).
      #expect(spring.value(target: target, time: 1e300) == target)
    }
  }

  @Test func springsSettleAfterTheirExactSettlingDuration() {
    var random = SeededGenerator(seed: 0x5EED_0005)
    for _ in 0..<150 {
      let spring = Self.randomSpring(&random)
      let target = random.logUniform(-1...2, signed: true)
      let velocity = Bool.random(using: &random) ? 0 : random.logUniform(-1...2, signed: true)
      let epsilon = abs(target) * random.logUniform(-4...(-1))
      let settle = spring.exactSettlingDuration(
        target: target, initialVelocity: velocity, epsilon: epsilon)
      #expect(settle.isFinite && settle >= 0, "\(spring)")
      let rate = spring.dampingRatio * spring.angularFrequency
      let offset = { (t: Double) in
        abs(spring.value(target: target, initialVelocity: velocity, time: t) - target)
      }
      // The last time at least ε away …
      if settle > 0 { #expect(offset(settle) >= epsilon * (1 - 1e-9), "\(spring)") }
      // … and within ε for ever after (checked over many decay times).
      for k in 1...40 {
        let t = settle * (1 + 1e-12) + Double(k) * 0.37 / max(rate, 1e-3) / 4 + 1e-12
        #expect(offset(t) <= epsilon * (1 + 1e-9), "\(spring) at t = \(t), settle \(settle)")
      }
      let estimate = spring.settlingDuration(
        target: target, initialVelocity: velocity, epsilon: epsilon)
      #expect(!estimate.isNaN && estimate >= 0)
    }
  }

  @Test func decayIsTotalAndComesToRest() {
    var random = SeededGenerator(seed: 0x5EED_0006)
    for _ in 0..<200 {
      let decay =
        Bool.random(using: &random)
        ? Decay(friction: random.logUniform(-3...3))
        : Decay(decelerationRate: random.uniform(0.9...0.99999))
      let start = random.logUniform(-2...3, signed: true)
      let velocity = random.logUniform(-2...4, signed: true)
      let destination = decay.destination(from: start, initialVelocity: velocity)
      #expect(destination.isFinite)
      var previousSpeed = Double.infinity
      for time in [0, 0.01, 0.1, 1, 10, 100, 1e4] {
        let value = decay.value(from: start, initialVelocity: velocity, time: time)
        let speed = abs(decay.velocity(initialVelocity: velocity, time: time))
        #expect(value.isFinite && speed <= previousSpeed, "\(decay) at \(time)")
        previousSpeed = speed
      }
      let rest = decay.timeToRest(initialVelocity: velocity)
      #expect(rest.isFinite && rest >= 0)
      let late = decay.value(from: start, initialVelocity: velocity, time: 60 / decay.friction)
      #expect(abs(late - destination) <= 1e-12 * max(abs(destination), abs(velocity), 1) * 1e3)
    }
  }

  @Test func rubberBandIsBoundedOddAndMonotone() {
    var random = SeededGenerator(seed: 0x5EED_0007)
    for _ in 0..<100 {
      let band = RubberBand(
        dimension: random.logUniform(0...3), coefficient: random.uniform(0.1...2))
      var previous = -Double.infinity
      for offset in (0..<64).map({ _ in random.logUniform(-3...6, signed: true) }).sorted() {
        let value = band.value(offset)
        #expect(value.isFinite && abs(value) <= band.dimension && value >= previous)
        #expect(band.value(-offset) == -value)
        previous = value
      }
    }
  }

  @Test func contrastRatiosOfColoursInGamutLieBetween1And21() {
    var random = SeededGenerator(seed: 0x5EED_0008)
    for _ in 0..<300 {
      let a = Color(
        red: random.uniform(0...1), green: random.uniform(0...1), blue: random.uniform(0...1))
      let b = Color(white: random.uniform(0...1))
      let ratio = a.contrastRatio(with: b)
      #expect(ratio >= 1 && ratio <= 21 && ratio == b.contrastRatio(with: a))
    }
  }

  @Test func animatableVectorOperationsAreTotal() {
    var random = SeededGenerator(seed: 0x5EED_0009)
    for _ in 0..<300 {
      func vector() -> AnimatableVector {
        AnimatableVector(
          (0..<Int.random(in: 0...6, using: &random)).map { _ in
            random.logUniform(-3...3, signed: true)
          })
      }
      let (a, b) = (vector(), vector())
      let amount = random.uniform(-1...2)
      let results = [
        a + b, a - b, a.scaled(by: amount), a.interpolated(towards: b, amount: amount),
      ]
      #expect(results[0].count == max(a.count, b.count) && results[1].count == results[0].count)
      #expect(results.allSatisfy { $0.scalars.allSatisfy(\.isFinite) })
      #expect(a.magnitudeSquared.isFinite && a.magnitudeSquared >= 0)
      #expect(a.interpolated(towards: b, amount: 1) == b)
      #expect(a.interpolated(towards: b, amount: 0) == a)
    }
  }
}
