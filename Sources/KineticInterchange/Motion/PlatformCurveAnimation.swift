import Kinetic

/// A cubic Bezier timing curve as a platform renders it (see ``PlatformEngine``): the value is
/// the platform solver's output progress times the change; the velocity is the curve's slope
/// at the parameter the platform settled on, over the duration. Finished at the duration,
/// where it is exactly the change.
struct PlatformCurveAnimation: CustomAnimation {
  let engine: PlatformEngine
  let bezier: CubicBezier
  let duration: Double

  func progress(_ time: Double) -> Double {
    engine.progress(
      bezier.x1, bezier.y1, bezier.x2, bezier.y2, at: min(max(time / duration, 0), 1),
      duration: duration)
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
