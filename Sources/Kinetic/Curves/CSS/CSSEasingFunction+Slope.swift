extension CSSEasingFunction {
  /// The right-hand derivative at input `progress`: ``velocity(at:)``, except 0 at a jump of a
  /// step function (`steps()`, `step-start`, `step-end`), where the value is the level after
  /// the jump and so is its slope. A `cubic-bezier()`'s vertical tangent stays ±∞: there the
  /// curve is continuous and the slope really is infinite from both sides.
  public func rightVelocity(at progress: Double) -> Double {
    let velocity = velocity(at: progress)
    guard velocity.isInfinite, case .steps = storage else { return velocity }
    return 0
  }

  /// ``value(at:)`` and ``rightVelocity(at:)`` in one call, bit for bit the same as the two
  /// calls; `cubic-bezier()` solves once for both. What an animation samples.
  public func valueAndRightVelocity(at progress: Double) -> (value: Double, velocity: Double) {
    let (value, velocity) = valueAndVelocity(at: progress)
    guard velocity.isInfinite, case .steps = storage else { return (value, velocity) }
    return (value, 0)
  }
}

extension CSSEasingFunction {
  /// The cubic Bezier behind this function, if it is one (`cubic-bezier()`, `ease`,
  /// `ease-in`, `ease-out`, `ease-in-out`).
  public var cubicBezier: CubicBezier? {
    if case .cubicBezier(let curve) = storage { return curve }
    return nil
  }
}
