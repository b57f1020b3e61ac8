extension CSSLinearApproximation {
  /// A motion's progress resolved once for a tolerance: the grid that
  /// ``CSSLinearApproximation/init(tolerance:progress:)`` fits on, and the motion's progress at
  /// every point the error is measured at. An exporter that fits one motion and then states the
  /// error of the same stops as several targets round them (to whole milliseconds, to `Float`,
  /// to decimal text) samples the motion once instead of once per target.
  ///
  /// ```swift
  /// let spring = Spring(duration: 0.5, bounce: 0.3)
  /// let progress = { (u: Double) in spring.value(target: 1.0, initialVelocity: 0.0, time: u) }
  /// let reference = try CSSLinearApproximation.Reference(tolerance: 0.001, progress: progress)
  /// let fit = try CSSLinearApproximation(reference: reference, progress: progress)
  /// let rounded = CSSLinearApproximation.maximumError(
  ///   of: someOtherEasing, against: reference, progress: progress)
  /// ```
  ///
  /// What is fitted and measured through a reference equals, bit for bit, what the
  /// initialisers that take `progress` alone compute: the same grid, the same points, the same
  /// values.
  ///
  /// - Complexity: the grid's evaluations of `progress`, then 32 a grid interval; as many doubles
  ///   of memory (at most 32 × 200,000).
  public struct Reference: Sendable {
    /// The largest allowed error the grid resolves the motion for, in units of progress.
    public let tolerance: Double
    let grid: Grid
    /// The motion's progress at each ``Measurement`` point, in order.
    let samples: [Double]

    /// Resolves `progress`, a function from normalised time `u ∈ [0, 1]` to output progress,
    /// for fits and measurements within `tolerance`.
    ///
    /// - Parameters:
    ///   - tolerance: The largest allowed |y(u) − linear(u)|, in units of progress, in
    ///     `1e-7...1`.
    ///   - progress: The motion's output progress at normalised time u; must be finite on
    ///     `[0, 1]`.
    /// - Throws: ``CSSLinearApproximationError`` for a tolerance out of range, a non-finite
    ///   output, or a motion that needs more grid points than a fit may use.
    public init(tolerance: Double, progress: (Double) -> Double)
      throws(CSSLinearApproximationError)
    {
      try CSSLinearApproximation.check(tolerance)
      self.tolerance = tolerance
      grid = try Grid(progress: progress, tolerance: tolerance)
      samples = Measurement(grid: grid).samples(of: progress)
    }
  }

  /// Fits a `linear()` easing to the motion `reference` resolves, as
  /// ``init(tolerance:progress:)`` does with its tolerance: the same stops and error.
  ///
  /// - Parameters:
  ///   - reference: The motion resolved for the tolerance.
  ///   - progress: The same function `reference` was made from (the error's refinement
  ///     evaluates it between measurement points).
  /// - Throws: ``CSSLinearApproximationError/notRepresentable(tolerance:)`` when no polyline
  ///   on the grid follows the motion.
  public init(reference: Reference, progress: (Double) -> Double)
    throws(CSSLinearApproximationError)
  {
    try self.init(
      tolerance: reference.tolerance, grid: reference.grid, progress: progress,
      samples: reference.samples)
  }

  /// The largest |y(u) − f(u)| of an easing `function` against the motion `reference`
  /// resolves, as ``maximumError(of:tolerance:progress:)`` measures it with the reference's
  /// tolerance; the motion is evaluated only to refine around the worst point.
  ///
  /// - Parameters:
  ///   - function: The easing measured.
  ///   - reference: The motion resolved for the tolerance.
  ///   - progress: The same function `reference` was made from.
  public static func maximumError(
    of function: CSSEasingFunction, against reference: Reference, progress: (Double) -> Double
  ) -> Double {
    measuredError(
      of: function, against: progress, grid: reference.grid, samples: reference.samples)
  }

  /// Refuses a tolerance outside `1e-7...1`.
  static func check(_ tolerance: Double) throws(CSSLinearApproximationError) {
    guard tolerance.isFinite, tolerance >= 1e-7, tolerance <= 1 else {
      throw .toleranceOutOfRange(tolerance)
    }
  }
}
