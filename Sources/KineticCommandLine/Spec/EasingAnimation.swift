import Kinetic

/// A timing-curve animation over a CSS easing function, lasting `duration` seconds (1 for specs,
/// so that time equals progress): offset(t) = value · f(t / duration), finished at `duration`.
struct EasingAnimation: CustomAnimation {
  /// The form the curve was built from; it identifies the animation (equality and hashing).
  let form: CSSCurveForm
  let curve: any ProgressCurve
  let duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration, duration > 0 else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  /// value · f′(t / duration) / duration, which is ±∞ at a vertical tangent of a
  /// `cubic-bezier()`; zero once finished, and zero for a zero change whatever the slope (a
  /// motion that does not move, not 0 · ∞ = NaN).
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration, duration > 0, value != .zero else { return .zero }
    return value.scaled(by: curve.derivative(at: time / duration) / duration)
  }

  /// Exactly `duration`: a CSS easing always runs its full second.
  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? { duration }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.form == rhs.form && lhs.duration == rhs.duration
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(form)
    hasher.combine(duration)
  }
}
