import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// Compose's decays against androidx's own tests
/// (compose/animation/animation-core/src/commonTest/.../DecayAnimationTest.kt, epsilon 1e-5,
/// and compose/animation/animation/src/androidHostTest/.../AndroidFlingSplineTest.kt) and
/// against closed forms derived separately.
@Suite("Compose decays")
struct ComposeDecayTests {
  // DecayAnimationTest.testExponentialDecay: threshold 2, from 200 at −800.
  @Test func exponentialDecayEndsAtItsThreshold() throws {
    let model = try ExponentialDecay(absVelocityThreshold: 2)
    let end = model.restTime(from: 200, velocity: -800)
    let finish = model.targetValue(from: 200, velocity: -800)
    for ms in stride(from: 0, through: 4000, by: 200) {
      let t = Double(ms) / 1000
      let v = model.velocity(from: 200, velocity: -800, time: t)
      if t < end {
        #expect(abs(v) >= 2)
      } else {
        #expect(abs(-800 * exp(model.friction * t)) < 2)
        #expect(isClose(model.value(from: 200, velocity: -800, time: t), finish, 1e-5))
      }
    }
  }

  // DecayAnimationTest.testDecayThreshold.
  @Test func decayThreshold() throws {
    let stopping = try ExponentialDecay(absVelocityThreshold: 500)
    let full = try ExponentialDecay(absVelocityThreshold: 1e-7)
    let finish = full.targetValue(from: 2000, velocity: 800)
    let finish1 = stopping.targetValue(from: 2000, velocity: 800)
    let finishVelocity1 = stopping.velocity(from: 2000, velocity: 800, time: .infinity)
    #expect(isClose(finishVelocity1, 500, 1e-5))
    let finish2 = full.targetValue(from: finish1, velocity: finishVelocity1)
    #expect(isClose(finish2, finish, 2))
  }

  /// x(t) = x₀ + v₀(1 − e^{−4.2μt})/(4.2μ), derived separately, at 1e-12 relative.
  @Test(arguments: [0.5, 1.0, 3.0])
  func exponentialClosedForm(multiplier: Double) throws {
    let model = try ExponentialDecay(frictionMultiplier: multiplier, absVelocityThreshold: 0.1)
    let k = 4.2 * multiplier
    let end = model.restTime(from: -5, velocity: 1500)
    #expect(isClose(end, log(1500 / 0.1) / k, 1e-12 * end))
    for t in stride(from: 0.0, through: end, by: end / 50) {
      let x = -5 + 1500 * (1 - exp(-k * t)) / k
      #expect(isClose(model.value(from: -5, velocity: 1500, time: t), x, 1e-12 * 1500))
      #expect(
        isClose(model.velocity(from: -5, velocity: 1500, time: t), 1500 * exp(-k * t), 1e-12 * 1500)
      )
    }
  }

  // AndroidFlingSplineTest.testClampedOutOfRangePosition.
  @Test func splineClampsOutOfRange() {
    let spline = AndroidFlingSpline.shared
    let start = spline.position(at: 0)
    let end = spline.position(at: 1)
    for t in [-10.0, -1, -0.06] { #expect(spline.position(at: t) == start) }
    for t in [1.5, 10.0] { #expect(spline.position(at: t) == end) }
    // Android's bisection stops within 1e-5 of α = 0, so its first sample is not exactly 0.
    #expect(start.distance >= 0 && start.distance < 1e-4 && end == (1, 0))
    // Monotone table from 0 to 1.
    #expect(zip(spline.positions, spline.positions.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// Android's fling distance, c·e^{l·D/(D−1)}, equals v₀·T_flutter/D with Flutter's
  /// ClampingScrollSimulation duration (Flutter says it "travels the same total distance as
  /// the Android scroll physics"): two formulas derived separately, at 1e-12 relative.
  @Test(arguments: [120.0, 1000, 4000, -2500])
  func splineDistanceMatchesFlutterClamping(velocity: Double) throws {
    let android = try SplineBasedDecay(density: 1)
    let flutter = try ClampingScrollSimulation()
    let distance = android.value(from: 0, velocity: velocity, time: 100)
    let reference = flutter.value(from: 0, velocity: velocity, time: 100)
    #expect(isClose(distance, reference, 1e-12 * abs(reference)))
    // Android's duration is Flutter's / (D·0.35).
    let ratio = flutter.duration(velocity: velocity) / android.duration(velocity: velocity)
    #expect(isClose(ratio, ClampingScrollSimulation.decelerationRate * 0.35, 1e-12))
  }

  /// The spline decay is continuous, starts near its release velocity (the table's first
  /// slope) and its velocity is the slope of its position.
  @Test func splineDecayShape() throws {
    let model = try SplineBasedDecay(density: 3)
    let s = try model.trajectory(from: 100, velocity: 2000)
    let T = s.restTime
    #expect(T > 0)
    #expect(isClose(s.value(at: 0), 100, 1e-4 * model.distance(velocity: 2000)))
    #expect(isClose(s.velocity(at: 0) / 2000, 1, 0.1))
    var previous = s.value(at: 0)
    for i in 1...1000 {
      let t = T * Double(i) / 1000
      let x = s.value(at: t)
      #expect(x >= previous)
      previous = x
    }
    #expect(s.velocity(at: T) == 0)
    #expect(throws: ParameterError.self) { try SplineBasedDecay(density: 0) }
    #expect(throws: ParameterError.self) { try ExponentialDecay(frictionMultiplier: -1) }
  }
}
