extension AnimationSampler {
  /// The velocity of the base animation under the wrappers at `time`: per second of the base's
  /// own time, in the direction the base runs (a mirrored return pass and a speed are not
  /// applied); zero while a delay waits, between passes and once finished.
  ///
  /// SwiftUI hands this to a spring that merges into a modified spring: the modifiers
  /// (`DelayAnimation`, `SpeedAnimation`, `RepeatAnimation`) pass their context through to the
  /// base, whose integrator keeps its velocity in the shared spring state, and
  /// `FluidSpringAnimation.shouldMerge` falls back to that state's velocity when
  /// `previous.velocity(…)` is `nil`, as it is for every modifier (OpenSwiftUI
  /// `FluidSpringAnimation.swift`, `CustomAnimationModifier.swift`, `RepeatAnimation.swift`).
  /// In a mirrored return pass it therefore points the way the *forward* pass runs, against
  /// the motion on screen.
  func baseVelocity(at time: Double) -> Value {
    guard time >= 0 else { return .zero }
    var t = time
    for layer in layers {
      switch layer {
      case .delay(let delay):
        if t < delay { return .zero }
        t -= delay
      case .speed(let speed):
        guard speed > 0, speed < .infinity else { return .zero }
        t *= speed
      case .repeating(let count, let returnPass, let length, _, _):
        guard
          let position = Self.position(
            time: t, length: length, count: count, autoreverses: returnPass != .none)
        else { return .zero }
        t =
          returnPass == .timeReversed && position.isReversed
          ? length - position.baseTime : position.baseTime
      case .logicallyComplete:
        break
      }
    }
    var context = self.context
    let inner = sampleCore(at: t, context: &context)
    return inner.isFinished ? .zero : inner.velocity
  }
}
