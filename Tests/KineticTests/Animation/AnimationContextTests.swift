import Testing

@testable import Kinetic

private enum CounterKey: AnimationStateKey {
  static var defaultValue: Int { 0 }
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
}
