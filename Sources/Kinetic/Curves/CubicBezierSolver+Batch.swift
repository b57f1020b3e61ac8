import CKineticBezier

extension CubicBezierSolver {
  /// Writes y at `count` inputs from `x` to `y`, each bit for bit ``CubicBezier/value(at:)``.
  ///
  /// The kernel's loop (`kinetic_bezier_values`) runs the scalar path on every input, with the
  /// endpoints' answers (0 at x ≤ 0, 1 at x ≥ 1, NaN at NaN), and counts the inputs in (0, 1)
  /// it leaves unfinished (a vertical tangent's rows, a guess too weak for a Newton step); only
  /// when there are some does this look for them and finish them as ``value(at:)`` does.
  func values(_ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>, count: Int) {
    if isIdentity {
      // y = x, with the endpoints' answers (NaN stays NaN).
      for k in 0..<count { y[k] = x[k] <= 0 ? 0 : x[k] >= 1 ? 1 : x[k] }
      return
    }
    guard kinetic_bezier_values(table, x, y, count) > 0 else { return }
    for k in 0..<count where y[k].isNaN && Self.isInterior(x[k]) {
      y[k] = unfinishedValue(at: x[k])
    }
  }
}
