import Testing

@testable import Kinetic

/// The `Animator`'s per-frame kernels against the samplers they come from: bit for bit the
/// same sample (value, velocity, flags) at every time, since the kernel must be a faster way to
/// the same closed forms, not a second implementation.
@Suite("Animation sampler kernels")
struct AnimationSamplerKernelTests {
  static let animations: [Animation] = [
    .spring(duration: 0.5, bounce: 0.3),
    .spring(response: 0.4, dampingFraction: 1),
    .interpolatingSpring(mass: 1, stiffness: 80, damping: 30, initialVelocity: 2),
    .smooth, .snappy, .bouncy,
    .easeInOut(duration: 0.35), .easeIn(duration: 0.25), .easeOut(duration: 0.5),
    .timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.6),
    .timingCurve(0, 0, 1, 1, duration: 0.3),
    .linear(duration: 0.3), .linear(duration: 0),
  ]

  @Test(arguments: animations)
  func kernelSamplesAreTheSamplersBitForBit(animation: Animation) throws {
    for (change, carried) in [(3.5, 0.0), (-120.0, 40.0), (1e-3, -2e-2), (0.0, 0.0)] {
      let sampler = AnimationSampler(animation, change: change, initialVelocity: carried)
      let kernel = try #require(sampler.kernel, "\(animation) has a kernel")
      for step in -3...400 {
        let time = Double(step) * 0.0025
        let expected = sampler.sample(at: time)
        let actual = AnimationSampler.sample(kernel, change: change, at: time)
        #expect(actual.offset.bitPattern == expected.offset.bitPattern, "\(animation) t=\(time)")
        #expect(
          actual.velocity.bitPattern == expected.velocity.bitPattern, "\(animation) t=\(time)")
        #expect(actual.isFinished == expected.isFinished, "\(animation) t=\(time)")
        #expect(actual.isLogicallyComplete == expected.isLogicallyComplete)
      }
    }
  }

  @Test func wrappedAndOtherCoresHaveNoKernel() {
    let none: [Animation] = [
      .easeInOut(duration: 0.3).delay(0.1), .spring.speed(2), .linear.repeatCount(2),
      Animation(kind: .timingCurve(.circularEaseIn, duration: 0.3)),
    ]
    for animation in none {
      #expect(AnimationSampler(animation, change: 1.0).kernel == nil, "\(animation)")
    }
  }

  /// The one-shot entry points read the kernel straight from the description
  /// (`AnimationSampler.kernel(of:change:initialVelocity:)`): the same bits as the sampler
  /// they no longer build, for every built-in with a kernel, a non-finite carried velocity
  /// (the sampler drops it) and non-positive durations, and the sampler's answer for the rest.
  @Test(
    arguments: animations + [
      .linear(duration: -1), .easeIn(duration: .nan), .easeInOut(duration: 0.3).delay(0.1),
      .spring.speed(2), Animation(kind: .timingCurve(.circularEaseIn, duration: 0.3)),
      .easeInOut(duration: 0.3).repeatCount(2, autoreverses: true),
    ])
  func oneShotSamplesAreTheSamplersBitForBit(animation: Animation) {
    for (from, to, carried) in [
      (1.0, 4.5, 0.0), (20.0, -100.0, 40.0), (0.0, 1e-3, -2e-2), (2.0, 2.0, 0.0),
      (0.0, 1.0, .infinity),
    ] {
      let sampler = AnimationSampler(animation, change: to - from, initialVelocity: carried)
      for step in -3...400 {
        let time = Double(step) * 0.0025
        let expected = sampler.sample(at: time)
        let value = animation.value(from: from, to: to, initialVelocity: carried, at: time)
        let expectedValue = time < 0 ? from : expected.isFinished ? to : from + expected.offset
        #expect(value.bitPattern == expectedValue.bitPattern, "\(animation) t=\(time)")
        let velocity = animation.velocity(from: from, to: to, initialVelocity: carried, at: time)
        #expect(velocity.bitPattern == expected.velocity.bitPattern, "\(animation) t=\(time)")
        #expect(
          animation.isLogicallyComplete(from: from, to: to, initialVelocity: carried, at: time)
            == expected.isLogicallyComplete, "\(animation) t=\(time)")
      }
    }
  }

  /// An animator's run keeps its sampler's kernel, read once when the run is made, and samples
  /// through it: the same bits as its sampler at every time, for the runs with a kernel and
  /// (through the sampler) for the others.
  @Test(
    arguments: animations + [
      .easeInOut(duration: 0.3).delay(0.1), .spring.speed(2),
      Animation(kind: .timingCurve(.circularEaseIn, duration: 0.3)),
      .easing(.ease, duration: 0.4),
    ])
  func animatorRunsSampleAsTheirSamplers(animation: Animation) {
    for (change, carried) in [(3.5, 0.0), (-120.0, 40.0)] {
      let run = Animator<Double>.makeRun(animation, start: 0.25, change: change, velocity: carried)
      #expect((run.kernel == nil) == (run.sampler.kernel == nil), "\(animation)")
      for step in -3...400 {
        let tau = 0.25 + Double(step) * 0.0025
        let expected = run.sampler.sample(at: tau - 0.25)
        let actual = withUnsafePointer(to: run) { Animator<Double>.Run.sample($0, at: tau) }
        #expect(actual.offset.bitPattern == expected.offset.bitPattern, "\(animation) τ=\(tau)")
        #expect(
          actual.velocity.bitPattern == expected.velocity.bitPattern, "\(animation) τ=\(tau)")
        #expect(actual.isFinished == expected.isFinished, "\(animation) τ=\(tau)")
      }
    }
  }

  /// `.smooth`, `.snappy` and `.bouncy` are built once: the same animations as their
  /// function forms with the default parameters, completion times included.
  @Test func springPresetsAreTheirFunctionForms() {
    let pairs: [(Animation, Animation)] = [
      (.smooth, .smooth()), (.snappy, .snappy()), (.bouncy, .bouncy()),
      (.smooth, .smooth(duration: 0.5, extraBounce: 0)),
    ]
    for (preset, built) in pairs {
      #expect(preset == built)
      guard case .spring(let a) = preset.kind, case .spring(let b) = built.kind else {
        Issue.record("\(preset) is not a spring")
        continue
      }
      #expect(a.restCompletion == b.restCompletion)
      #expect(
        a.spring.dampingRoot
          == abs((1 - a.spring.dampingRatio) * (1 + a.spring.dampingRatio)).squareRoot())
    }
  }
}
