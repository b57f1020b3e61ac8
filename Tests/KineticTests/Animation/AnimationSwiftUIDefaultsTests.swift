import Testing

@testable import Kinetic

/// SwiftUI's documented defaults and overload resolution, pinned to their sources.
@Suite("Animation: SwiftUI defaults and names")
struct AnimationSwiftUIDefaultsTests {
  /// Apple, `Animation.default`: "The default animation is spring(response:dampingFraction:
  /// blendDuration:) with response equal to 0.55, dampingFraction equal to 1.0, blendDuration
  /// equal to 0.0" (iOS 17, macOS 14 and later). `default` stands for that spring.
  @Test func defaultIsTheDocumentedSpring() {
    #expect(
      Animation.defaultBase == .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0))
    guard case .spring(let spring) = Animation.default.resolved.kind,
      case .spring = Animation.default.innermost.kind
    else {
      Issue.record("default does not resolve to a spring")
      return
    }
    #expect(abs(spring.spring.response - 0.55) < 1e-15 && spring.spring.dampingRatio == 1)
    #expect(spring.blendDuration == 0 && spring.merges)
    #expect(!Animation.default.isModified)
  }

  /// Apple, `Animation.default`: "A default animation instance is only equal to other default
  /// animation instances (using ==), and not equal to other animation instances even when the
  /// animations are identical."
  @Test func defaultIsEqualOnlyToItself() {
    #expect(Animation.default == .default)
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0))
    #expect(Animation.default != Animation.defaultBase)
    #expect(Animation.default.delay(1) == Animation.default.delay(1))
    #expect(Set([Animation.default, .default, .defaultBase]).count == 2)
  }

  /// OpenSwiftUI `AnimationCompatibilityTests.description` (run against SwiftUI):
  /// `Animation.default.description == "DefaultAnimation()"`. Modifiers keep Kinetic's text.
  @Test func defaultDescribesItselfAsSwiftUIDoes() {
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.default.speed(2).description == "DefaultAnimation().speed(2.0)")
    #expect(Animation.defaultBase.description != "DefaultAnimation()")
  }

  /// OpenSwiftUI `DefaultAnimation.swift`: `animate`, `velocity` and `shouldMerge` forward to
  /// the base, so `default` samples and completes exactly as the spring, with or without a
  /// carried velocity and under modifiers.
  @Test(arguments: [(1.0, 0.0), (100.0, -40.0), (-3.5, 12.0)])
  func defaultSamplesAsItsSpring(change: Double, velocity: Double) {
    for (a, b) in [
      (Animation.default, Animation.defaultBase),
      (Animation.default.delay(0.1).speed(2), Animation.defaultBase.delay(0.1).speed(2)),
      (Animation.default.repeatCount(3), Animation.defaultBase.repeatCount(3)),
    ] {
      let x = a.sampler(change: change, initialVelocity: velocity)
      let y = b.sampler(change: change, initialVelocity: velocity)
      #expect(x.removalTime == y.removalTime)
      #expect(x.completionTimes == y.completionTimes)
      for time in stride(from: 0.0, through: 2.0, by: 0.05) {
        #expect(x.sample(at: time).offset == y.sample(at: time).offset)
        #expect(x.sample(at: time).velocity == y.sample(at: time).velocity)
      }
    }
    var context = AnimationContext<Double>()
    #expect(
      Animation.default.shouldMerge(
        previous: .easeIn, value: change, time: 0.1, context: &context))
    #expect(
      Animation.default.delay(1).shouldMerge(
        previous: .default.delay(1), value: change, time: 0.1, context: &context))
  }

  /// The one-shot entry points (`value(from:to:at:)` and its twins), which read a kernel straight
  /// from the description instead of building a sampler, sample `default` bit for bit as its
  /// spring and as its own sampler, with and without a carried velocity.
  @Test(arguments: [(0.0, 1.0, 0.0), (-1.5, 2.0, 0.0), (10.0, -30.0, 45.0)])
  func defaultOneShotSamplesAsItsSpring(from: Double, to: Double, velocity: Double) {
    let sampler = Animation.default.sampler(change: to - from, initialVelocity: velocity)
    for time in stride(from: -0.05, through: 2.0, by: 0.01) {
      let value = Animation.default.value(from: from, to: to, initialVelocity: velocity, at: time)
      let base = Animation.defaultBase.value(
        from: from, to: to, initialVelocity: velocity, at: time)
      #expect(value.bitPattern == base.bitPattern, "value at \(time)")
      let sample = sampler.sample(at: time)
      if time >= 0 {
        let expected = sample.isFinished ? to : from + sample.offset
        #expect(value.bitPattern == expected.bitPattern, "sampler value at \(time)")
      }
      let speed = Animation.default.velocity(
        from: from, to: to, initialVelocity: velocity, at: time)
      #expect(
        speed.bitPattern
          == Animation.defaultBase.velocity(
            from: from, to: to, initialVelocity: velocity, at: time
          ).bitPattern, "velocity at \(time)")
      #expect(
        Animation.default.isLogicallyComplete(
          from: from, to: to, initialVelocity: velocity, at: time)
          == Animation.defaultBase.isLogicallyComplete(
            from: from, to: to, initialVelocity: velocity, at: time), "completion at \(time)")
    }
  }

  /// `default` merging into a running spring hands over as the spring would (Animator,
  /// SwiftUI's rule): the two animators agree at every sample.
  @Test func defaultRetargetsAsItsSpring() {
    var a = Animator(value: 0.0)
    var b = Animator(value: 0.0)
    a.animate(to: 100, with: .default, at: 0)
    b.animate(to: 100, with: .defaultBase, at: 0)
    a.animate(to: -50, with: .default, at: 0.2)
    b.animate(to: -50, with: .defaultBase, at: 0.2)
    for time in stride(from: 0.0, through: 2.0, by: 1.0 / 60) {
      #expect(a.value(at: time) == b.value(at: time))
      #expect(a.velocity(at: time) == b.velocity(at: time))
    }
  }

  /// SwiftUI marks `spring(response:dampingFraction:blendDuration:)` `@_disfavoredOverload`
  /// (OpenSwiftUI `FluidSpringAnimation.swift`), so `spring()` and `.spring` are the
  /// `duration:bounce:` form: duration 0.5, bounce 0 (ζ = 1), not dampingFraction 0.825.
  @Test func bareSpringIsTheDurationBounceForm() {
    let bare: Animation = .spring()
    #expect(bare == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
    #expect(Animation.spring == bare)
    #expect(bare != .spring(response: 0.5, dampingFraction: 0.825))
  }

  /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)` is
  /// `spring(duration:bounce: 0.15 + extraBounce, blendDuration:)`, and the bare form and the
  /// static resolve to it (the response form is disfavoured: Apple's default arguments 0.15,
  /// 0.86, 0.25 stay on that form).
  @Test func interactiveSpringForms() {
    #expect(
      Animation.interactiveSpring() == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    #expect(Animation.interactiveSpring == .interactiveSpring())
    #expect(
      Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0)
        == .spring(duration: 0.2, bounce: 0.25, blendDuration: 0))
    #expect(
      Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
  }

  /// `.interpolatingSpring` is `interpolatingSpring()`: the `duration:bounce:initialVelocity:`
  /// form with its defaults (0.5, 0, 0), which adds instead of merging.
  @Test func interpolatingSpringStatic() {
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    guard case .spring(let spring) = Animation.interpolatingSpring.kind else {
      Issue.record("not a spring")
      return
    }
    #expect(!spring.merges)
  }
}
