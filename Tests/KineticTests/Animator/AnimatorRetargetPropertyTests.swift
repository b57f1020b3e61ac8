import KineticTestSupport
import Testing

@_spi(Testing) @testable import Kinetic

/// Property tests over random animations, retarget times and targets (seeded, so failures
/// replay; each failure message names the trial). Tolerances: C0 and C1 are compared at the same
/// time before and after the command, so only rounding separates them (1e-12 relative for
/// values; 1e-9 for velocities, which go through curve-slope divisions).
@Suite struct AnimatorRetargetPropertyTests {
  /// The new animation a policy is tested with: merge's C1 needs an animation that honours the
  /// carried velocity (springs); matched's needs a timing curve.
  static func newAnimation(for policy: RetargetPolicy, _ random: inout SeededGenerator) -> Animation
  {
    switch policy {
    case .merge: return random.springAnimation()
    case .matched: return random.timingAnimation()
    default: return random.anyAnimation()
    }
  }

  static func checkRetargets<V: VectorArithmetic>(
    policy: RetargetPolicy, seed: UInt64, trials: Int, checkC1: Bool,
    _ makeValue: (inout SeededGenerator) -> V
  ) {
    var random = SeededGenerator(seed: seed)
    for trial in 0..<trials {
      var animator = Animator(value: makeValue(&random))
      var time = random.uniform(0...1)
      animator.animate(to: makeValue(&random), with: random.anyAnimation(), at: time)
      var lastTarget = animator.target
      // Up to four retargets, each while the previous motion may still run.
      for step in 0..<Int.random(in: 1...4, using: &random) {
        time += random.uniform(0.01...0.7)
        let before = animator
        let target = makeValue(&random)
        let wasMoving = !before.isComplete(at: time)
        animator.animate(
          to: target, with: newAnimation(for: policy, &random), at: time, policy: policy)
        lastTarget = target
        let label = "\(policy) trial \(trial) step \(step) t = \(time)"
        #expect(
          Close.check(before.value(at: time), animator.value(at: time), 1e-12), "C0: \(label)")
        // The past is kept: queries before the command are unchanged.
        let earlier = time - 0.005
        #expect(before.value(at: earlier) == animator.value(at: earlier), "history: \(label)")
        #expect(animator._checkInvariants() == nil, "invariants: \(label)")
        #expect(before._checkInvariants() == nil, "invariants of the copy: \(label)")
        if checkC1 && wasMoving {
          #expect(
            Close.check(before.velocity(at: time), animator.velocity(at: time), 1e-9),
            "C1: \(label)")
        }
      }
      let end = time + 60
      #expect(animator.value(at: end) == lastTarget, "final value: \(policy) trial \(trial)")
      #expect(animator.isComplete(at: end))
      #expect(animator.velocity(at: end) == .zero)
      #expect(animator.target == lastTarget)
    }
  }

  @Test(arguments: RetargetPolicy.allCases)
  func scalarRetargetsAreContinuous(policy: RetargetPolicy) {
    Self.checkRetargets(
      policy: policy, seed: 0x5EED_0001, trials: 40, checkC1: policy == .merge || policy == .matched
    ) { $0.uniform(-100...100) }
  }

  @Test(arguments: RetargetPolicy.allCases)
  func simdRetargetsAreContinuous(policy: RetargetPolicy) {
    // Matched is C1 only along the change; a 2-D velocity is generally not parallel to it.
    Self.checkRetargets(policy: policy, seed: 0x5EED_0002, trials: 15, checkC1: policy == .merge) {
      SIMD2<Double>($0.uniform(-100...100), $0.uniform(-100...100))
    }
  }

  @Test(arguments: RetargetPolicy.allCases)
  func pairRetargetsAreContinuous(policy: RetargetPolicy) {
    Self.checkRetargets(policy: policy, seed: 0x5EED_0003, trials: 15, checkC1: policy == .merge) {
      AnimatablePair($0.uniform(-100...100), SIMD2<Double>($0.uniform(-5...5), $0.uniform(0...1)))
    }
  }

  @Test(arguments: RetargetPolicy.allCases)
  func animatableVectorRetargetsAreContinuous(policy: RetargetPolicy) {
    // A heap-backed vector (value semantics over an array), three lanes.
    Self.checkRetargets(policy: policy, seed: 0x5EED_0005, trials: 10, checkC1: policy == .merge) {
      AnimatableVector([$0.uniform(-100...100), $0.uniform(-1...1), $0.uniform(0...360)])
    }
  }

  @Test func matchedIsC1ForParallelVectorMotion() {
    // Moving along one line the velocity is parallel to every change, so matched is C1.
    var random = SeededGenerator(seed: 0x5EED_0004)
    let direction = SIMD2<Double>(0.6, -0.8)
    for trial in 0..<20 {
      var animator = Animator(value: direction * random.uniform(-50...50))
      animator.animate(to: direction * random.uniform(-50...50), with: random.anyAnimation(), at: 0)
      let time = random.uniform(0.02...0.3)
      let before = animator
      animator.animate(
        to: direction * random.uniform(-50...50), with: random.timingAnimation(), at: time,
        policy: .matched)
      #expect(
        Close.check(before.velocity(at: time), animator.velocity(at: time), 1e-9), "trial \(trial)")
    }
  }
}
