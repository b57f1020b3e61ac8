import CKineticMath
import Testing

@testable import Kinetic

@Suite("Decay")
struct DecayTests {
  @Test func presetsAreUIKitRates() {
    #expect(abs(Decay.normal.decelerationRate - 0.998) < 1e-15)
    #expect(abs(Decay.fast.decelerationRate - 0.99) < 1e-15)
    #expect(springRelativeError(Decay.normal.friction, -1000 * log(0.998)) < 1e-15)
  }

  /// The closed forms against UIKit's formulas written directly:
  /// v = v₀·d^(1000t), x = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d).
  @Test(arguments: [0.998, 0.99, 0.9, 0.5])
  func matchesUIKitFormulas(rate: Double) {
    let decay = Decay(decelerationRate: rate)
    for t in stride(from: 0.0, through: 3, by: 0.01) {
      let v = 1200 * pow(rate, 1000 * t)
      let x = 40 + 1200 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
      #expect(
        springRelativeError(decay.velocity(initialVelocity: 1200.0, time: t), v) < 1e-12
          || v < 1e-300)
      #expect(abs(decay.value(from: 40.0, initialVelocity: 1200, time: t) - x) < 1e-11 * 1200)
    }
    let destination = decay.destination(from: 40.0, initialVelocity: 1200)
    #expect(abs(destination - (40 - 1200 / (1000 * log(rate)))) < 1e-11 * 1200)
    #expect(abs(decay.value(from: 40.0, initialVelocity: 1200, time: 1e4) - destination) < 1e-9)
  }

  @Test func timeToRest() {
    let decay = Decay.normal
    let t = decay.timeToRest(initialVelocity: 1000.0, threshold: 0.5)
    #expect(abs(decay.velocity(initialVelocity: 1000.0, time: t) - 0.5) < 1e-12)
    #expect(decay.timeToRest(initialVelocity: 0.2, threshold: 0.5) == 0)
    #expect(Decay(friction: 0).timeToRest(initialVelocity: 1.0) == .infinity)
    // Vectors use the speed ‖v‖.
    let tv = decay.timeToRest(initialVelocity: SIMD2(600.0, 800.0), threshold: 0.5)
    #expect(abs(tv - t) < 1e-12)
  }

  /// d → 1 (k → 0) keeps full accuracy and tends to linear motion; k = 0 is exactly linear.
  @Test func frictionlessLimit() {
    let none = Decay(friction: 0)
    #expect(none.value(from: 1.0, initialVelocity: 2, time: 3) == 7)
    #expect(none.destination(from: 1.0, initialVelocity: 2) == .infinity)
    #expect(none.destination(from: 1.0, initialVelocity: 0) == 1)
    let tiny = Decay(friction: 1e-12)
    #expect(
      springRelativeError(tiny.value(from: 0.0, initialVelocity: 1, time: 2), 2 * (1 - 1e-12))
        < 1e-15)
  }

  @Test func aimingAtADestination() {
    let decay = Decay.fast
    let v = decay.initialVelocity(from: 10.0, to: 250)
    #expect(abs(decay.destination(from: 10.0, initialVelocity: v) - 250) < 1e-12)
  }

  @Test func invalidInput() {
    #expect(throws: ParameterError.self) { try Decay(validatingDecelerationRate: 0) }
    #expect(throws: ParameterError.self) { try Decay(validatingDecelerationRate: 1.1) }
    #expect(throws: ParameterError.self) { try Decay(validatingFriction: -1) }
    #expect(throws: ParameterError.self) { try Decay(validatingFriction: .nan) }
    #expect(Decay(friction: .nan).friction == 0)
    #expect(Decay(friction: -3).friction == 0)
    #expect(Decay(decelerationRate: 2).friction == 0)
    #expect(Decay(decelerationRate: -1).friction.isFinite)
    #expect(Decay(friction: .infinity).value(from: 0.0, initialVelocity: 5, time: 1).isFinite)
  }
}

extension DecayTests {
  /// Issue 15: the validating initialisers accepted values the plain ones then clamped.
  @Test func validatingInitialisersRejectWhatTheOthersClamp() throws {
    #expect(throws: ParameterError.self) { try Decay(validatingFriction: 1e300) }
    #expect(throws: ParameterError.self) { try Decay(validatingFriction: 1e9.nextUp) }
    #expect(throws: ParameterError.self) { try Decay(validatingDecelerationRate: 1e-301) }
    #expect(try Decay(validatingFriction: 1e9).friction == 1e9)
    #expect(try Decay(validatingFriction: 0).friction == 0)
    #expect(try Decay(validatingDecelerationRate: 1e-300) == Decay(decelerationRate: 1e-300))
  }

  /// Issue 15: `timeToRest` squared the velocity, so 1e155 read as infinitely fast and 1e-170
  /// as at rest. ln(‖v₀‖/threshold)/k, with ‖v₀‖ computed without overflow; the reference
  /// takes the logarithm of each factor separately (ln 1e200 = 200 ln 10).
  @Test func timeToRestOfExtremeVelocities() {
    let decay = Decay(friction: 2)
    let fast = decay.timeToRest(initialVelocity: SIMD2(3e200, 4e200), threshold: 0.5)
    let expected = (log(5) + 200 * log(10.0) - log(0.5)) / 2
    #expect(abs(fast - expected) / expected <= 4e-16, "\(fast) vs \(expected)")
    let slow = decay.timeToRest(initialVelocity: SIMD2(3e-170, 4e-170), threshold: 1e-171)
    let expectedSlow = (log(5) - 170 * log(10.0) + 171 * log(10.0)) / 2
    #expect(abs(slow - expectedSlow) / expectedSlow <= 1e-14, "\(slow) vs \(expectedSlow)")
    #expect(decay.timeToRest(initialVelocity: 1e155, threshold: 1e160) == 0)
  }
}
