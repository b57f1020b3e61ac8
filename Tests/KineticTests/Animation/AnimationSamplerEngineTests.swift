import KineticTestSupport
import Testing

@testable import Kinetic

/// The spring engine choice on the one sampler, and the completion times it reports.
@Suite("AnimationSampler: spring engine and completion times")
struct AnimationSamplerEngineTests {
  /// With `.swiftui`, the springs SwiftUI integrates are sampled by the emulated integrator;
  /// the default stays the exact closed form, and `interpolatingSpring` (a closed form in
  /// SwiftUI too) is unaffected.
  @Test func engineChoosesTheIntegratorForMergingSprings() {
    let emulated = Animation.bouncy.sampler(change: 100.0, engine: .swiftui)
    let exact = Animation.bouncy.sampler(change: 100.0)
    let integrator = SwiftUISpringIntegrator(.bouncy)
    for t in [0.0, 0.05, 0.21, 0.6] {
      let reference = integrator.sample(change: 100.0, time: t)
      #expect(emulated.sample(at: t).offset == reference.offset)
      #expect(emulated.sample(at: t).velocity == reference.velocity)
      #expect(
        isClose(exact.sample(at: t).offset, Spring.bouncy.value(target: 100.0, time: t), 1e-9))
    }
    #expect(emulated.removalTime == integrator.removalTime(change: 100.0))
    #expect(emulated.sample(at: 5).isFinished && emulated.sample(at: 5).offset == 100)
    let additive = Animation.interpolatingSpring(.bouncy)
    #expect(
      additive.sampler(change: 1.0, engine: .swiftui).sample(at: 0.3).offset
        == additive.sampler(change: 1.0).sample(at: 0.3).offset)
  }

  /// Completion times from the description: a curve completes and is removed at its end; the
  /// SwiftUI engine is logically complete after `response` seconds (OpenSwiftUI
  /// `FluidSpringAnimation.swift`) and removed by its thresholds.
  @Test func completionTimesFromTheDescription() {
    let curve = Animation.easeIn(duration: 0.8).sampler(change: 1.0).completionTimes
    #expect(curve.logicallyComplete == 0.8 && curve.removed == 0.8)
    let emulated = Animation.snappy.sampler(change: 100.0, engine: .swiftui).completionTimes
    #expect(emulated.logicallyComplete == 0.5)
    #expect(emulated.removed == SwiftUISpringIntegrator(.snappy).removalTime(change: 100.0))
    let exact = Animation.snappy.sampler(change: 100.0)
    let times = exact.completionTimes
    #expect(times.removed == exact.removalTime)
    #expect(times.logicallyComplete > 0 && times.logicallyComplete < times.removed)
    #expect(!exact.sample(at: times.logicallyComplete.nextDown).isLogicallyComplete)
    #expect(exact.sample(at: times.logicallyComplete).isLogicallyComplete)
  }

  /// Through wrappers the times are found on the samples, to the last representable time.
  @Test func completionTimesThroughWrappers() {
    let delayed = Animation.easeIn(duration: 1).delay(0.5).sampler(change: 1.0).completionTimes
    #expect(isClose(delayed.logicallyComplete, 1.5, 1e-12) && delayed.removed == 1.5)
    let early = Animation.linear(duration: 1).logicallyComplete(after: 0.3).sampler(change: 1.0)
      .completionTimes
    #expect(isClose(early.logicallyComplete, 0.3, 1e-12) && early.removed == 1)
    let forever = Animation.linear(duration: 1).repeatForever().sampler(change: 1.0)
      .completionTimes
    #expect(forever.logicallyComplete == .infinity && forever.removed == .infinity)
  }
}
