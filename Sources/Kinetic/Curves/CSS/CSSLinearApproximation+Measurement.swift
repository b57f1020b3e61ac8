extension CSSLinearApproximation {
  /// The points a fit's error is measured at: every grid point and 31 points inside each grid
  /// interval that is not a jump, in increasing order. Within 2⁻³⁹ of a jump the motion itself
  /// is discontinuous — where exactly inside its 2⁻⁴⁰ bracket it jumps is not resolved — so no
  /// easing can be closer there than the jump; those points count as no error.
  struct Measurement {
    /// The grid the points come from.
    let grid: Grid
    /// The inputs of the grid's jumps, ascending.
    let risers: [Double]

    /// Interior points per grid interval, plus one (the interval's start).
    static let subdivisions = 32

    init(grid: Grid) {
      self.grid = grid
      risers = grid.inputs.indices.filter(grid.isJump).map { grid.inputs[$0] }
    }

    /// Calls `body` with each measurement point in increasing order, its index in that order,
    /// and the width of the interval it lies inside (zero at a grid point).
    /// `body` returns whether to go on.
    @inline(__always)
    func forEachPoint(_ body: (_ u: Double, _ index: Int, _ width: Double) -> Bool) {
      let inputs = grid.inputs
      var index = 0
      for point in inputs.indices {
        guard body(inputs[point], index, 0) else { return }
        index += 1
        guard point + 1 < inputs.count, !grid.isJump(point) else { continue }
        let a = inputs[point]
        let width = inputs[point + 1] - a
        for k in 1..<Self.subdivisions {
          guard body(a + width * Double(k) / Double(Self.subdivisions), index, width) else {
            return
          }
          index += 1
        }
      }
    }

    /// The motion's progress at every measurement point, in order: for measuring many
    /// candidate easings against one motion (``uniformStopCount(tolerance:progress:)``).
    ///
    /// - Complexity: 32 evaluations of `progress` per grid interval; as many doubles of memory
    ///   (at most 32 × ``Grid/capacity``).
    func samples(of progress: (Double) -> Double) -> [Double] {
      var values: [Double] = []
      values.reserveCapacity(grid.inputs.count * Self.subdivisions)
      forEachPoint { u, _, _ in
        values.append(progress(u))
        return true
      }
      return values
    }

    /// Whether `u` lies within 2⁻³⁹ of a jump, with `next` the index of the first riser at or
    /// after the previous point asked about (points are asked in increasing order, so the
    /// search is a walk: O(1) amortised).
    @inline(__always)
    func isNearRiser(_ u: Double, next: inout Int) -> Bool {
      while next < risers.count, risers[next] < u { next += 1 }
      return (next < risers.count && risers[next] - u <= 2 * Grid.narrowest)
        || (next > 0 && u - risers[next - 1] <= 2 * Grid.narrowest)
    }

    /// Whether `u` lies within 2⁻³⁹ of a jump, for a point asked about out of order.
    func isNearRiser(_ u: Double) -> Bool {
      var low = 0
      var high = risers.count
      while low < high {
        let mid = (low + high) / 2
        if risers[mid] < u { low = mid + 1 } else { high = mid }
      }
      return isNearRiser(u, next: &low)
    }
  }

  /// The largest |y(u) − f(u)| over `[0, 1]`: at every ``Measurement`` point, then refined by
  /// golden-section search around the worst one. `samples`, when given, are the motion's
  /// values at the measurement points (``Measurement/samples(of:)``). Once an error above
  /// `limit` is found the measurement stops and returns it (a fit that fails is known to).
  ///
  /// - Complexity: O(m) for m measurement points (32 per grid interval) — a `linear()` easing
  ///   is evaluated by walking its segments alongside the points, not searched for each —
  ///   plus 81 evaluations of the golden-section search; one evaluation of `progress` per point
  ///   unless `samples` are given.
  static func measuredError(
    of function: CSSEasingFunction, against progress: (Double) -> Double, grid: Grid,
    samples: [Double]? = nil, limit: Double = .infinity
  ) -> Double {
    let measurement = Measurement(grid: grid)
    var walk = EasingWalk(function)
    var riser = 0
    var worst = 0.0
    var worstAt = 0.0
    var worstWidth = 0.0
    measurement.forEachPoint { u, index, width in
      if measurement.isNearRiser(u, next: &riser) { return true }
      let y = samples?[index] ?? progress(u)
      let e = Swift.abs(y - walk.value(at: u))
      if e > worst {
        (worst, worstAt, worstWidth) = (e, u, width / Double(Measurement.subdivisions))
      }
      return !(worst > limit)
    }
    // Golden-section search for a larger error next to the worst sample.
    guard worstWidth > 0, !(worst > limit) else { return worst }
    func error(_ u: Double) -> Double {
      if measurement.isNearRiser(u) { return 0 }
      return Swift.abs(progress(u) - function.value(at: u))
    }
    var low = Swift.max(0, worstAt - worstWidth)
    var high = Swift.min(1, worstAt + worstWidth)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<40 {
      let c = high - ratio * (high - low)
      let d = low + ratio * (high - low)
      if error(c) > error(d) { high = d } else { low = c }
    }
    return Swift.max(worst, error((low + high) / 2))
  }

  /// An easing evaluated at increasing inputs: a `linear()` polyline by a segment index that
  /// only moves forwards (the segment ``CSSEasingFunction/value(at:)`` finds by binary search,
  /// so the same value bit for bit), any other easing through ``CSSEasingFunction/value(at:)``.
  struct EasingWalk {
    let function: CSSEasingFunction
    let points: [CSSEasingFunction.LinearPoint]
    var segment = 0

    init(_ function: CSSEasingFunction) {
      self.function = function
      if case .piecewiseLinear(_, let points) = function.storage, points.count >= 2 {
        self.points = points
      } else {
        self.points = []
      }
    }

    /// The easing at `x`, which is not below the input of the previous call.
    @inline(__always)
    mutating func value(at x: Double) -> Double {
      guard !points.isEmpty, !x.isNaN else { return function.value(at: x) }
      // The last point with input ≤ x, never the last point (CSS's segment for x).
      while segment + 2 < points.count, points[segment + 1].input <= x { segment += 1 }
      return CSSEasingFunction.interpolate(points[segment], points[segment + 1], at: x)
    }
  }
}
