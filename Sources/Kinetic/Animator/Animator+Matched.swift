extension Animator {
  /// `curve` with its first control point moved so that a timing-curve animation of `change`
  /// over `duration` seconds starts with velocity `velocity`; `nil` when that cannot be done.
  ///
  /// Derivation: a cubic Bezier timing curve from (0, 0) through control points P₁ = (x₁, y₁),
  /// P₂ = (x₂, y₂) to (1, 1) has initial slope dy/dx = y₁/x₁ (both coordinates start with
  /// derivative 3x₁ and 3y₁ in the curve parameter). The animation's offset is change·y(t/d), so
  /// its initial velocity is change·(y₁/x₁)/d. For it to equal v:
  ///
  ///     y₁ = x₁ · k,   k = ⟨v, change⟩ / ⟨change, change⟩ · d,
  ///
  /// i.e. y₁ = x₁·v·d/Δ for scalars. x₁, x₂ and y₂ are kept from `curve` (`linear` is the Bezier
  /// with P₁ = (1/3, 1/3), P₂ = (2/3, 2/3)); when x₁ = 0 (an ease-out) the slope y₁/x₁ would be
  /// undefined, so x₁ = 1/3 is used.
  ///
  /// No clamping is needed: y is unbounded, and the overshoot this causes is at most about
  /// |y₁·change| = x₁·|v|·d, proportional to the velocity, however small the change.
  ///
  /// For a vector value the velocity is matched along the change: the component of v
  /// perpendicular to the change cannot be produced by a curve that scales the change, so the
  /// velocity is continuous only when v is parallel to the change (always for scalars).
  ///
  /// - Returns: `nil` when the change is zero (nothing to scale), `duration` is not positive,
  ///   the velocity is not finite, or `curve` is not a cubic Bezier or linear.
  public static func matchedCurve(
    _ curve: UnitCurve, duration: Double, change: Value, velocity: Value
  ) -> UnitCurve? {
    let length = change.euclideanNorm
    guard length > 0, length.isFinite, duration > 0, duration.isFinite else { return nil }
    guard let (p1, p2) = curve.cubicControlPoints else { return nil }
    // ⟨v, Δ⟩/|Δ|², as ⟨v, Δ/|Δ|⟩/|Δ| when |Δ|² would overflow or underflow.
    let size = change.magnitudeSquared
    let k =
      (size > 0x1p-900 && size < 0x1p900
        ? Self.dot(velocity, change) / size
        : Self.dot(velocity, change.scaled(by: 1 / length)) / length) * duration
    guard k.isFinite else { return nil }
    let x1 = p1.x > 0 ? p1.x : 1.0 / 3
    return .bezier(startControlPoint: UnitPoint(x: x1, y: x1 * k), endControlPoint: p2)
  }

  /// ⟨a, b⟩ through the polarisation identity (VectorArithmetic has only the squared length):
  /// ⟨a, b⟩ = (|a + b|² − |a − b|²)/4, after scaling a and b to equal length (⟨a·s, b/s⟩ is the
  /// same product) so that the subtraction loses no more than a few ulps of |a||b|.
  ///
  /// Lengths far from 1 (where a squared magnitude would overflow or underflow) are first
  /// divided out: ⟨a, b⟩ = |a|·|b|·⟨a/|a|, b/|b|⟩.
  static func dot(_ a: Value, _ b: Value) -> Double {
    let sizeA = a.magnitudeSquared
    let sizeB = b.magnitudeSquared
    let isSafe = { (size: Double) in size > 0x1p-900 && size < 0x1p900 }
    guard isSafe(sizeA), isSafe(sizeB) else {
      let lengthA = a.euclideanNorm
      let lengthB = b.euclideanNorm
      guard lengthA > 0, lengthB > 0, lengthA.isFinite, lengthB.isFinite else { return 0 }
      return dot(a.scaled(by: 1 / lengthA), b.scaled(by: 1 / lengthB)) * lengthA * lengthB
    }
    let s = (sizeB / sizeA).squareRoot().squareRoot()
    let x = a.scaled(by: s)
    let y = b.scaled(by: 1 / s)
    return ((x + y).magnitudeSquared - (x - y).magnitudeSquared) / 4
  }

  /// `animation` rebuilt with the matched curve, when it is a timing-curve animation.
  static func matchedAnimation(_ animation: Animation, change: Value, velocity: Value) -> Animation?
  {
    guard case .timingCurve(let curve, let duration) = animation.kind,
      let matched = matchedCurve(curve, duration: duration, change: change, velocity: velocity)
    else { return nil }
    return .timingCurve(matched, duration: duration)
  }
}

extension UnitCurve {
  /// The control points of this curve as a cubic Bezier, if it is one (`linear` included).
  fileprivate var cubicControlPoints: (UnitPoint, UnitPoint)? {
    switch storage {
    case .linear: return (UnitPoint(x: 1.0 / 3, y: 1.0 / 3), UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
    case .bezier(let c): return (UnitPoint(x: c.x1, y: c.y1), UnitPoint(x: c.x2, y: c.y2))
    default: return nil
    }
  }
}
