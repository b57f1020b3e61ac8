extension UnitCurve {
  /// The rate of change of the output at input `progress`, as SwiftUI's
  /// `UnitCurve.velocity(at:)` reports it; `progress` is clamped to `0...1`.
  ///
  /// Equal to ``derivative(at:)`` everywhere except at an end of a Bezier curve whose control
  /// point coincides with that end, where both components of the curve's derivative vanish and
  /// the slope is a 0/0 limit. There SwiftUI reports
  /// - 1 at progress 0 (its solver's fallback when the two components are equal: OpenSwiftUI
  ///   `Sources/OpenSwiftUICore/Animation/Animation/UnitCurve.swift`; the compatibility test
  ///   expects `UnitCurve.easeOut.velocity(at: 0)` ≈ 1.0);
  /// - 0 at progress 1 (the compatibility test expects `UnitCurve.easeIn.velocity(at: 1)` ≈ 0).
  ///
  /// The true limit there (1/0.58 ≈ 1.724 for `easeOut` at 0 and `easeIn` at 1) is
  /// ``derivative(at:)``, which every Kinetic animation uses.
  public func velocity(at progress: Double) -> Double {
    if let curve = cubicBezier {
      if progress <= 0 && curve.x1 == 0 && curve.y1 == 0 { return 1 }
      if progress >= 1 && curve.x2 == 1 && curve.y2 == 1 { return 0 }
    }
    return derivative(at: progress)
  }

  /// ``value(at:)`` and SwiftUI's ``velocity(at:)`` in one call, bit for bit the same as the two
  /// calls; a Bezier curve solves once for both (see ``valueAndDerivative(at:)`` for the exact
  /// slope).
  public func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
    let (value, derivative) = valueAndDerivative(at: progress)
    if let curve = cubicBezier {
      if progress <= 0 && curve.x1 == 0 && curve.y1 == 0 { return (value, 1) }
      if progress >= 1 && curve.x2 == 1 && curve.y2 == 1 { return (value, 0) }
    }
    return (value, derivative)
  }
}
