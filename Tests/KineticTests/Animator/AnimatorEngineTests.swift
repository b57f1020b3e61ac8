import Testing

@testable import Kinetic

/// The `Animator`'s spring engine choice (issue 20: "an explicit engine choice, library and
/// CLI"): SwiftUI's fixed-step integrator as OpenSwiftUI's `FluidSpringAnimation.swift` runs
/// it, checked against ``SwiftUISpringIntegrator`` driven by hand, and the gap to the exact
/// engine against the figures `kinetic verify` prints (DocC `SwiftUIFidelity`).
@Suite("Animator: spring engine")
struct AnimatorEngineTests {
  /// One motion from rest: every frame is the integrator's state after the last 1/300 s step
  /// that reaches it, bit for bit, and the animator is logically complete after `response`
  /// seconds and removed at the integrator's removal time (SwiftUI's absolute 0.06 thresholds
  /// and 1 % rule).
  @Test(arguments: [(Spring.bouncy, 100.0), (.smooth, 1.0), (.snappy, 1000.0)])
  func swiftUIEngineRunsTheIntegrator(spring: Spring, change: Double) throws {
    let integrator = SwiftUISpringIntegrator(spring)
    // Started at 0 so that a frame time is the motion's time exactly (frames at multiples of
    // 1/60 s fall on step times, where one rounding would pick the neighbouring step).
    var animator = Animator(value: 10.0)
    animator.animate(to: 10 + change, with: .spring(spring), at: 0, engine: .swiftui)
    for frame in 0...180 {
      let t = Double(frame) / 60
      let expected = integrator.sample(change: change, initialVelocity: 0.0, time: t)
      if expected.isRemoved {
        #expect(animator.value(at: t) == 10 + change)
      } else {
        #expect(animator.value(at: t) == 10 + expected.offset)
        #expect(animator.velocity(at: t) == expected.velocity)
      }
    }
    // A sample shows the state after the step that reaches it: removed from the step before
    // the removal step on.
    let removal = integrator.removalTime(change: change)
    let h = SwiftUISpringIntegrator.step
    #expect(!animator.isComplete(at: removal - 1.5 * h))
    #expect(animator.isComplete(at: removal - 0.5 * h))
    let logical = try #require(
      animator.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete))
    #expect(abs(logical - spring.response) < 1e-12)
  }

  /// The exact engine stays the default: an animator given no engine and one given `.exact`
  /// agree with the closed form, and differ from the SwiftUI engine.
  @Test func exactIsTheDefault() {
    var byDefault = Animator(value: 0.0)
    var exact = Animator(value: 0.0)
    var swiftUI = Animator(value: 0.0)
    byDefault.animate(to: 100, with: .bouncy, at: 0)
    exact.animate(to: 100, with: .bouncy, at: 0, engine: .exact)
    swiftUI.animate(to: 100, with: .bouncy, at: 0, engine: .swiftui)
    for t in stride(from: 0.0, through: 0.5, by: 0.05) {
      #expect(byDefault.value(at: t) == exact.value(at: t))
      #expect(abs(exact.value(at: t) - Spring.bouncy.value(target: 100.0, time: t)) < 1e-9)
    }
    #expect(swiftUI.value(at: 0.3) != exact.value(at: 0.3))
  }

  /// The gap between the engines, as an animator shows it, is the gap `kinetic verify`
  /// reports (DocC `SwiftUIFidelity`, table "The SwiftUI spring engine"): max |Δ| / change
  /// 5.23e-3 for `bouncy` over 100 points, 3.84e-3 for `smooth`, 4.43e-3 for `snappy`
  /// (compared on the integrator's steps, three significant digits), and the removal times
  /// 1.132 s (exact) and 1.133 s (SwiftUI) for `bouncy` over 100 points.
  @Test(arguments: [(Spring.bouncy, 5.23e-3), (.smooth, 3.84e-3), (.snappy, 4.43e-3)])
  func engineGapMatchesTheDocumentedFigures(spring: Spring, gap: Double) {
    var exact = Animator(value: 0.0)
    var swiftUI = Animator(value: 0.0)
    exact.animate(to: 100, with: .spring(spring), at: 0)
    swiftUI.animate(to: 100, with: .spring(spring), at: 0, engine: .swiftui)
    // The state after step n, sampled mid-step before it, against the closed form at n·h.
    let h = SwiftUISpringIntegrator.step
    var worst = 0.0
    for n in 1...600 {
      let emulated = swiftUI.value(at: (Double(n) - 0.5) * h)
      worst = max(worst, abs(emulated - exact.value(at: Double(n) * h)) / 100)
    }
    #expect(abs(worst - gap) / gap < 5e-3, "measured \(worst)")
    if spring == .bouncy {
      let exactEnd = exact.completionTime(ofAnimationStartedAt: 0, criteria: .removed) ?? .nan
      let swiftUIEnd = swiftUI.completionTime(ofAnimationStartedAt: 0, criteria: .removed) ?? .nan
      // Both engines remove by SwiftUI's rule: the exact motion at 1.132 s, the integrator's
      // at 1.133 s (Kinetic's scale-free rule removed the exact motion at 0.824 s).
      #expect(abs(exactEnd - 1.132) < 5e-4 && abs(swiftUIEnd - 1.133) < 5e-4)
    }
  }

  /// A spring merging into a running spring under the SwiftUI engine follows SwiftUI's rule
  /// (OpenSwiftUI `FluidSpringAnimation.swift`, `shouldMerge`): it starts from the value on
  /// screen with the integrator's own state velocity (`previous.velocity(…)`), and integrates
  /// from there on a fresh step grid: the merged motion is the integrator run from that value
  /// and velocity towards the new target.
  @Test func mergeCarriesTheIntegratorsVelocity() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .bouncy, at: 0, engine: .swiftui)
    let first = SwiftUISpringIntegrator(.bouncy).sample(
      change: 100.0, initialVelocity: 0, time: 0.2)
    animator.animate(to: -40, with: .snappy, at: 0.2, engine: .swiftui)
    #expect(animator.value(at: 0.2) == first.offset)
    #expect(animator.velocity(at: 0.2) == first.velocity)
    let merged = SwiftUISpringIntegrator(.snappy)
    for frame in 1...60 {
      let t = Double(frame) / 60
      let expected = merged.sample(
        change: -40 - first.offset, initialVelocity: first.velocity, time: t)
      guard !expected.isRemoved else { break }
      #expect(animator.value(at: 0.2 + t) == first.offset + expected.offset)
    }
  }

  /// Blending (`blendDuration`) runs inside the SwiftUI engine too: a spring of another
  /// response with a blend merges into the integrator that blends its response.
  @Test func mergeBlendsUnderTheSwiftUIEngine() {
    var animator = Animator(value: 0.0)
    animator.animate(
      to: 100, with: .spring(response: 0.8, dampingFraction: 0.7), at: 0, engine: .swiftui)
    let first = SwiftUISpringIntegrator(response: 0.8, dampingFraction: 0.7).sample(
      change: 100.0, initialVelocity: 0, time: 0.1)
    animator.animate(
      to: 50, with: .spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.5), at: 0.1,
      engine: .swiftui)
    let blended = SwiftUISpringIntegrator(
      response: 0.3, dampingFraction: 0.7, blendingFrom: 0.8, blendDuration: 0.5)
    let unblended = SwiftUISpringIntegrator(response: 0.3, dampingFraction: 0.7)
    let change = 50 - first.offset
    let expected = blended.sample(change: change, initialVelocity: first.velocity, time: 0.25)
    let other = unblended.sample(change: change, initialVelocity: first.velocity, time: 0.25)
    #expect(animator.value(at: 0.35) == first.offset + expected.offset)
    #expect(expected.offset != other.offset)
  }

  /// Timing curves and `interpolatingSpring` are unaffected by the engine (SwiftUI evaluates
  /// them in closed form too), and they still add to a running SwiftUI-engine spring.
  @Test func timingCurvesAndInterpolatingSpringsIgnoreTheEngine() {
    for animation in [Animation.easeInOut(duration: 0.4), .interpolatingSpring(.bouncy)] {
      var a = Animator(value: 0.0)
      var b = Animator(value: 0.0)
      a.animate(to: 100, with: animation, at: 0)
      b.animate(to: 100, with: animation, at: 0, engine: .swiftui)
      for t in stride(from: 0.0, through: 1, by: 0.1) { #expect(a.value(at: t) == b.value(at: t)) }
    }
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .bouncy, at: 0, engine: .swiftui)
    animator.animate(to: 150, with: .linear(duration: 0.5), at: 0.1, engine: .swiftui)
    let spring = SwiftUISpringIntegrator(.bouncy).sample(change: 100.0, time: 0.3)
    #expect(abs(animator.value(at: 0.3) - (spring.offset + 50 * 0.4)) < 1e-9)
  }
}
