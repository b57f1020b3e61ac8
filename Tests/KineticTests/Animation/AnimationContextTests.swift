import Testing

@testable import Kinetic

private enum CounterKey: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

/// Counts its calls in the state and offsets the value by the count times the change: what it
/// shows is how many calls the state it was given has seen.
private struct CallCounting: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    context.state[CounterKey.self] += 1
    guard time < 1 else { return nil }
    return value.scaled(by: Double(context.state[CounterKey.self]))
  }
}

@Suite("AnimationContext")
struct AnimationContextTests {
  /// SwiftUI's `withState(_:)` (Apple: "create a new context that contains the state that you
  /// provide"): a context for another value type with the given state and this context's
  /// logical completion.
  @Test func withStateCarriesStateAndCompletion() {
    var context = AnimationContext<Double>()
    context.isLogicallyComplete = true
    var state = AnimationState<SIMD2<Double>>()
    state[CounterKey.self] = 7
    let other = context.withState(state)
    #expect(other.state[CounterKey.self] == 7)
    #expect(other.isLogicallyComplete)
    #expect(other.initialVelocity == .zero)
    let fresh = AnimationContext<Double>().withState(AnimationState<Double>())
    #expect(!fresh.isLogicallyComplete)
    #expect(fresh.state[CounterKey.self] == 0)
  }

  /// Apple (`AnimationContext.isLogicallyComplete`): "This should be set to true at most once in
  /// the life of an animation, changing back to false later will be ignored."
  @Test func logicalCompletionIsAOneWayLatch() {
    var context = AnimationContext<Double>()
    #expect(!context.isLogicallyComplete)
    context.isLogicallyComplete = false
    #expect(!context.isLogicallyComplete)
    context.isLogicallyComplete = true
    context.isLogicallyComplete = false
    #expect(context.isLogicallyComplete)
    // An animation's own `animate` cannot clear it either.
    var animated = AnimationContext<Double>()
    animated.isLogicallyComplete = true
    _ = Animation.linear(duration: 1).animate(value: 1.0, time: 0.2, context: &animated)
    #expect(animated.isLogicallyComplete)
  }

  /// SwiftUI keeps the state an animation writes from frame to frame (OpenSwiftUI
  /// `AnimatableAttribute.swift`: `AnimatorState.update` stores `context.state` back). A caller
  /// that keeps the context gets that through `Animation.animate(value:time:context:)`; the
  /// `Animator` keeps only what the first call (at 0) writes, every later query a pure function
  /// of time (the fidelity table's *different* row).
  @Test func stateCarriesFromFrameToFrameOnlyOnAContextTheCallerKeeps() {
    let animation = Animation(CallCounting())
    var context = AnimationContext<Double>()
    var shown: [Double] = []
    for frame in 0..<4 {
      shown.append(animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)!)
    }
    #expect(shown == [1, 2, 3, 4])
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: animation, at: 0)
    // Primed once at 0 (count 1), then each query on a copy: count 2 whatever the time.
    #expect(animator.value(at: 0.1) == 2)
    #expect(animator.value(at: 0.2) == 2)
    #expect(animator.value(at: 0.1) == 2)
  }
}
