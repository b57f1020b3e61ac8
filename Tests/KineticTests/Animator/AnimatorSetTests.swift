import Kinetic
import KineticTestSupport
import Testing

/// `Animator.set(_:at:policy:)`: a change without animation. SwiftUI leaves the running
/// animations alone (OpenSwiftUI `AnimatableAttribute.swift`, `AnimatableAttributeHelper`: no
/// effective animation, no change to the animator state), so the value jumps by the change and
/// the animations carry on; the other policies stop at the new value.
@Suite struct AnimatorSetTests {
  @Test func runningAnimationsCarryOn() {
    var x = Animator(value: 0.0)
    x.animate(to: 100, with: .linear(duration: 1), at: 0)
    x.set(200, at: 0.5)
    // Closed form: 200 − 100·(1 − t) while the linear animation runs.
    for t in [0.5, 0.6, 0.8, 1.0] {
      #expect(isClose(x.value(at: t), 200 - 100 * (1 - t), 1e-12), "t = \(t)")
    }
    #expect(x.value(at: 0.25) == 25, "history is kept")
    #expect(x.target == 200 && x.isComplete(at: 1) && !x.isComplete(at: 0.99))
    #expect(x.velocity(at: 0.7) == 100)
  }

  @Test(arguments: [RetargetPolicy.restart, .merge, .matched])
  func otherPoliciesStop(_ policy: RetargetPolicy) {
    var x = Animator(value: 0.0)
    x.animate(to: 100, with: .smooth, at: 0)
    x.set(200, at: 0.5, policy: policy)
    #expect(x.value(at: 0.5) == 200 && x.value(at: 0.7) == 200)
    #expect(x.isComplete(at: 0.5) && x.velocity(at: 0.7) == 0)
    #expect(x.completionTime == 0.5)
  }

  @Test func atRestItJumps() {
    var x = Animator(value: 0.0)
    x.set(5, at: 1)
    #expect(x.value(at: 0.5) == 0 && x.value(at: 1) == 5 && x.value(at: 9) == 5)
    // A later animation starts from the new value.
    x.animate(to: 15, with: .linear(duration: 1), at: 2)
    #expect(isClose(x.value(at: 2.5), 10, 1e-12))
  }

  @Test func finishedRunsAreFoldedAndAnimatingContinues() {
    var x = Animator(value: 0.0)
    x.animate(to: 10, with: .linear(duration: 1), at: 0)
    x.animate(to: 20, with: .linear(duration: 2), at: 0.5)  // additive
    x.set(30, at: 1.5)  // the first run has finished
    #expect(isClose(x.value(at: 2), 30 - 10 * 0.25, 1e-12))
    #expect(x.value(at: 2.5) == 30)
  }
}
