extension Verification {
  /// The cubic Bezier solver against its GSL reference.
  ///
  /// - Note: Provisional: empty until the curves work (the production solver and
  ///   `BezierReference`) lands on main.
  static func bezierChecks() -> [VerificationCheck] { [] }
}
