import CKineticMath
import Testing

@testable import Kinetic

/// Spring animations against the closed form of the damped oscillator, written out here
/// independently of `Spring`: with α = ζω₀, ω_d = ω₀√(1 − ζ²), change Δ and initial velocity v₀,
///
///     x(t)  = Δ + e^{−αt}·(−Δ·cos ω_d t + (v₀ − αΔ)/ω_d · sin ω_d t)
///     x′(t) = e^{−αt}·(v₀·cos ω_d t + (ω₀²Δ − αv₀)/ω_d · sin ω_d t)
@Suite struct SpringAnimationTests {
  func reference(
    omega w: Double, zeta z: Double, change: Double, velocity v0: Double, time t: Double
  )
    -> (value: Double, velocity: Double)
  {
    let alpha = z * w
    let wd = w * (1 - z * z).squareRoot()
    let e = exp(-alpha * t)
    let value = change + e * (-change * cos(wd * t) + (v0 - alpha * change) / wd * sin(wd * t))
    let velocity = e * (v0 * cos(wd * t) + (w * w * change - alpha * v0) / wd * sin(wd * t))
    return (value, velocity)
  }

  @Test(arguments: [0.1, 0.37, 0.8, 1.05])
  func springFollowsTheClosedForm(time: Double) throws {
    // response 0.5 → ω₀ = 4π; damping fraction 0.5. Removed after ≈ 1.1 s (see below).
    let animation = Animation.spring(response: 0.5, dampingFraction: 0.5)
    let removal = try #require(animation.duration(for: 10.0))
    #expect(time < removal)
    let expected = reference(omega: 4 * .pi, zeta: 0.5, change: 10, velocity: 0, time: time)
    #expect(abs(animation.value(from: 0.0, to: 10, at: time) - expected.value) <= 1e-11)
    #expect(abs(animation.velocity(from: 0.0, to: 10, at: time) - expected.velocity) <= 1e-9)
    // After removal the value is the target exactly, and it was already within 1e-3 of the change.
    let late = reference(omega: 4 * .pi, zeta: 0.5, change: 10, velocity: 0, time: removal + time)
    #expect(animation.value(from: 0.0, to: 10, at: removal + time) == 10)
    #expect(abs(late.value - 10) <= 1e-3 * 10)
  }

  @Test func interpolatingSpringInitialVelocityIsScaledByTheChange() {
    // k = 100, c = 10, m = 1: ω₀ = 10, ζ = 0.5. initialVelocity 2 with a change of 100 → 200/s.
    let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
    #expect(abs(animation.velocity(from: 0.0, to: 100, at: 0) - 200) <= 1e-12)
    #expect(abs(animation.velocity(from: 50.0, to: 60, at: 0) - 20) <= 1e-12)
    for time in [0.05, 0.2, 0.6] {
      let expected = reference(omega: 10, zeta: 0.5, change: 100, velocity: 200, time: time)
      #expect(abs(animation.value(from: 0.0, to: 100, at: time) - expected.value) <= 1e-10)
    }
  }

  @Test func carriedVelocityStartsTheMotion() {
    let animation = Animation.spring(response: 0.4, dampingFraction: 0.7)
    #expect(animation.velocity(from: 0.0, to: 10, initialVelocity: 30, at: 0) == 30)
    let expected = reference(omega: 2 * .pi / 0.4, zeta: 0.7, change: 10, velocity: 30, time: 0.1)
    #expect(
      abs(animation.value(from: 0.0, to: 10, initialVelocity: 30, at: 0.1) - expected.value)
        <= 1e-11)
    // Speed hands the base the velocity in its own time units, so the start velocity is kept.
    let faster = animation.speed(2)
    #expect(abs(faster.velocity(from: 0.0, to: 10, initialVelocity: 30, at: 0) - 30) <= 1e-12)
  }

  @Test func criticalRemovalTimeIsTheExactSettlingTime() {
    // For ζ = 1 from rest the bound e^{−ω₀t}(1 + ω₀t) is the motion itself, so removal happens
    // exactly when it falls to 1e-3. Solve e^{−x}(1 + x) = 1e-3 by bisection here.
    var low = 0.0
    var high = 50.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if exp(-mid) * (1 + mid) > 1e-3 { low = mid } else { high = mid }
    }
    let expected = low / (4 * .pi)
    // Kinetic's scale-free rule (SwiftUI's, the default, is tested in SpringSwiftUICompletionTests).
    let duration = Animation.smooth.completionRule(.kinetic).duration(for: 1.0)!
    #expect(abs(duration - expected) <= 1e-9)
  }

  /// The removal time is a bound built from the envelope, so it is never earlier than the exact
  /// last time |x − target| ≥ 1e-3 (``Spring/exactSettlingDuration(target:initialVelocity:epsilon:)``,
  /// the springs' own oracle), and not much later: within 1.6× plus one period of the
  /// oscillation (the envelope touches the motion only near its extrema).
  @Test(arguments: [
    (0.5, 0.0, 0.0), (0.5, 0.15, 0.0), (0.5, 0.3, 0.0), (0.8, 0.6, 0.0), (0.4, -0.5, 0.0),
    (0.5, 0.3, 2.5), (0.5, 0.0, -3.0), (0.3, 0.8, 1.0),
  ])
  func removalIsNeverBeforeTheExactSettlingTime(
    duration: Double, bounce: Double, velocityRatio: Double
  ) throws {
    let spring = Spring(duration: duration, bounce: bounce)
    let animation = Animation.interpolatingSpring(spring, initialVelocity: velocityRatio)
    let removal = try #require(animation.duration(for: 1.0))
    let size = max(1, abs(velocityRatio) / spring.angularFrequency)
    let exact = spring.exactSettlingDuration(
      target: 1, initialVelocity: velocityRatio, epsilon: 1e-3 * size)
    #expect(removal >= exact * (1 - 1e-9))
    let period = 2 * Double.pi / spring.angularFrequency
    #expect(removal <= 1.6 * exact + period, "removal \(removal) exact \(exact)")
  }

  @Test(arguments: [0.0, 0.15, 0.3, 0.7, -0.5])
  func completionBoundsHold(bounce: Double) throws {
    // Kinetic's bounds: within 1 % once logically complete, 0.1 % before removal.
    let animation = Animation.spring(duration: 0.6, bounce: bounce).completionRule(.kinetic)
    let change = 40.0
    let removal = try #require(animation.duration(for: change))
    var sawLogical = false
    for step in 0...400 {
      let time = removal * Double(step) / 400
      let value = animation.value(from: 0.0, to: change, at: time)
      if animation.isLogicallyComplete(from: 0.0, to: change, at: time) {
        sawLogical = true
        #expect(abs(value - change) <= 1e-2 * change, "t = \(time)")
      }
    }
    #expect(sawLogical)
    #expect(animation.value(from: 0.0, to: change, at: removal) == change)
    #expect(animation.velocity(from: 0.0, to: change, at: removal) == 0)
    // Just before removal the spring is within the removal tolerance.
    let before = animation.value(from: 0.0, to: change, at: removal * (1 - 1e-9))
    #expect(abs(before - change) <= 1.001e-3 * change)
  }

  @Test func presetsMatchDesign() throws {
    func springAnimation(_ animation: Animation) throws -> SpringAnimation {
      guard case .spring(let spring) = animation.kind else {
        Issue.record("\(animation) is not a spring")
        throw CancellationError()
      }
      return spring
    }
    func spring(_ animation: Animation) throws -> Spring { try springAnimation(animation).spring }
    for (animation, bounce) in [(Animation.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
      let s = try spring(animation)
      #expect(abs(s.bounce - bounce) <= 1e-12)
      #expect(abs(s.duration - 0.5) <= 1e-12)
    }
    let extra = try spring(.snappy(duration: 0.8, extraBounce: 0.1))
    #expect(abs(extra.bounce - 0.25) <= 1e-12)
    #expect(abs(extra.duration - 0.8) <= 1e-12)
    #expect(
      try springAnimation(.interpolatingSpring(stiffness: 10, damping: 1)).merges == false)
    #expect(try springAnimation(.spring).merges)
  }

  /// `velocity(value:time:context:)` answers where SwiftUI's does: springs and `default`
  /// (OpenSwiftUI `FluidSpringAnimation.swift`, `SpringAnimation.swift`,
  /// `DefaultAnimation.swift`); `nil` for timing curves (`BezierAnimation.swift` has no
  /// velocity) and modified animations (`CustomAnimationModifier.swift`'s default, kept by
  /// `DelayAnimation`, `SpeedAnimation`, `RepeatAnimation`). `exactVelocity` answers for
  /// every one.
  @Test func velocityIsReportedWhereSwiftUIReportsIt() {
    let reporting: [Animation] = [
      .spring, .smooth, .snappy, .bouncy, .interactiveSpring(),
      .interpolatingSpring(stiffness: 170, damping: 15), .default,
    ]
    let silent: [Animation] = [
      .linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0.8, 0.3, 1.2, duration: 0.4),
      .easeIn.delay(0.1), .spring.speed(3), .easeOut.repeatCount(3), .bouncy.repeatForever(),
      .spring.delay(0.2), .snappy.logicallyComplete(after: 0.1),
    ]
    for animation in reporting + silent {
      for time in [0.0, 0.05, 0.3, 0.9, 5.0] {
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: time, context: &context)
        let velocity = animation.velocity(value: 1.0, time: time, context: context)
        #expect((velocity != nil) == reporting.contains(animation), "\(animation) at \(time)")
        let exact = animation.exactVelocity(value: 1.0, time: time, context: context)
        #expect(exact?.isFinite == true, "\(animation) at \(time)")
        if let velocity { #expect(velocity == exact) }
      }
    }
  }

  /// What SwiftUI's nil means for a merge: a spring started while a timing curve runs merges
  /// into it (springs merge into anything) from the value on screen, and inherits no velocity
  /// from it (OpenSwiftUI `FluidSpringAnimation.swift`: `previous.velocity(…)`, nil for a
  /// `BezierAnimation`, falling back to the spring's own state, at rest for a spring that was
  /// not running): the value is continuous, the velocity drops from 100 pt/s to 0.
  @Test func aSpringAfterATimingCurveStartsWithoutItsVelocity() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .linear(duration: 1), at: 0)
    #expect(abs(animator.velocity(at: 0.4999) - 100) <= 1e-9)
    animator.animate(to: 0, with: .spring(duration: 0.5, bounce: 0), at: 0.5)
    #expect(abs(animator.value(at: 0.5) - 50) <= 1e-9)
    #expect(abs(animator.velocity(at: 0.5)) <= 1e-9)
  }
}
