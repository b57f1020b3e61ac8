import Kinetic

/// A cubic Bezier timing curve as a platform renders it (see ``PlatformEngine``): the value is
/// the platform solver's output progress times the change; the velocity is the curve's slope
/// at the parameter the platform settled on, over the duration. Finished at the duration,
/// where it is exactly the change.
struct PlatformCurveAnimation: CustomAnimation {
  let engine: PlatformEngine
  let bezier: CubicBezier
  let duration: Double
  /// Compose's vertical extent of the curve (low, high), computed once per curve as Compose's
  /// `CubicBezierEasing` does; unused by the other engines. Derived from `bezier`, so it adds
  /// nothing to equality.
  let composeLow: Float
  let composeHigh: Float

  init(engine: PlatformEngine, bezier: CubicBezier, duration: Double) {
    self.engine = engine
    self.bezier = bezier
    self.duration = duration
    (composeLow, composeHigh) = ComposeCubicBezierEasing.verticalBounds(
      Float(bezier.y1), Float(bezier.y2))
  }

  func progress(_ time: Double) -> Double {
    let x = min(max(time / duration, 0), 1)
    if engine == .compose {
      return ComposeCubicBezierEasing.value(
        bezier.x1, bezier.y1, bezier.x2, bezier.y2, at: x, bounds: (composeLow, composeHigh))
    }
    return engine.progress(bezier.x1, bezier.y1, bezier.x2, bezier.y2, at: x, duration: duration)
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration else { return nil }
    return value.scaled(by: progress(time))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration else { return .zero }
    // The slope of the curve where the platform's output lies: dy/dx at that output's x.
    let x = min(max(time / duration, 0), 1)
    return value.scaled(by: bezier.velocity(at: x) / duration)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }
}
