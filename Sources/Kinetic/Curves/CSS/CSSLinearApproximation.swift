/// The fewest-stop CSS `linear()` easing that follows a motion within a stated maximum error.
///
/// Any motion — a spring, a repeat, keyframes, a decay — becomes a CSS easing when its
/// progress `y(u)` over normalised time `u ∈ [0, 1]` is replaced by a polyline whose stops lie
/// on the motion. This type finds such a polyline with as few stops as possible and measures
/// how far it strays.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let fit = try CSSLinearApproximation(tolerance: 0.001) { u in
///   spring.value(target: 1.0, initialVelocity: 0.0, time: u * 1.2)
/// }
/// fit.function.description   // "linear(0, 0.0188 2.5%, …, 1)"
/// fit.maximumError           // ≤ 0.001, measured
/// ```
///
/// ## Algorithm
/// 1. **Grid.** `y` is sampled on a grid that starts uniform (512 intervals) and is refined
///    where linear interpolation between neighbours misses the midpoint by more than an eighth
///    of the tolerance, down to an interval of 2⁻⁴⁰. An interval that still changes by more than
///    a quarter of the tolerance at that width holds a jump (a `steps()` riser, a
///    `MoveKeyframe`, the restart of a repeat): both its ends are placed at the jump and joined
///    by a vertical segment, which `linear()` writes as two stops at one position. A change
///    there that is not a jump — halving on, it passes through the values between — is
///    refused (``CSSLinearApproximationError/changeTooBrief(time:)``).
/// 2. **Shortest path (Imai–Iri).** A chord from grid point *i* to grid point *j* is allowed
///    when it passes within the fitting tolerance of every grid point between them. For each *i*
///    every allowed *j* is found in one sweep, by intersecting the window of slopes that keep
///    each intermediate point within tolerance; the first empty window ends the sweep. A
///    breadth-first search over these chords gives a polyline with the fewest stops among all
///    polylines whose stops are grid points — it is optimal on the grid, not merely greedy.
/// 3. **Written stops and measured error.** Outputs and positions are rounded to the digits
///    the tolerance needs, and the error of the easing *as written* (the ``function`` CSS
///    evaluates, through ``CSSEasingFunction/value(at:)``) is measured on every grid point and
///    32 points inside each interval, then refined by golden-section search around the worst
///    one. If it exceeds the tolerance, the fit is repeated with a tighter fitting tolerance
///    (at most eight times), so the reported ``maximumError`` is always ≤ the requested
///    tolerance or the initialiser throws.
///
/// Complexity: for a grid of n points (at most 200,000; a motion that needs more is refused
/// while the grid is made, before any search), the chord sweeps cost O(n·r) for chords
/// spanning at most r points, and each measurement of the error O(32 n) — the motion sampled
/// at those points once, the easing walked alongside them — for at most eight attempts: at
/// most 66 evaluations of `progress` a grid point and 1,161 more (2 · 200,000 + 513 for a
/// refused grid).
///
/// Fixed-rate sampling, which other converters use, needs ``uniformStopCount(tolerance:progress:)`` stops for the same
/// error; it is computed beside the fit for comparison.
public struct CSSLinearApproximation: Sendable {
  /// The `linear(...)` easing function, as written.
  public let function: CSSEasingFunction
  /// The stops of ``function``, first at 0 %, last at 100 %.
  public let stops: [CSSEasingFunction.LinearStop]
  /// The largest |y(u) − linear(u)| measured over `u ∈ [0, 1]`, in units of progress.
  public let maximumError: Double
  /// The maximum error that was asked for, in units of progress.
  public let tolerance: Double

  /// Fits a `linear()` easing to `progress`, a function from normalised time `u ∈ [0, 1]` to
  /// output progress, so that it stays within `tolerance` of it.
  ///
  /// - Parameters:
  ///   - tolerance: The largest allowed |y(u) − linear(u)|, in units of progress, in
  ///     `1e-7...1` (0.001 is a thousandth of the change).
  ///   - progress: The motion's output progress at normalised time u; must be finite on
  ///     `[0, 1]`.
  /// - Throws: ``CSSLinearApproximationError`` for a tolerance out of range, a non-finite
  ///   output, or a motion that cannot be followed within the tolerance.
  public init(tolerance: Double = 0.001, progress: (Double) -> Double)
    throws(CSSLinearApproximationError)
  {
    try Self.check(tolerance)
    try self.init(
      tolerance: tolerance, grid: try Grid(progress: progress, tolerance: tolerance),
      progress: progress, samples: nil)
  }

  /// The fit on `grid`, measured at `given` samples of the motion (``Measurement/samples(of:)``)
  /// when known: the body of both public initialisers.
  init(
    tolerance: Double, grid: Grid, progress: (Double) -> Double, samples given: [Double]?
  ) throws(CSSLinearApproximationError) {
    var fittingTolerance = tolerance * 0.9
    // A second attempt measures at the same points: the motion is sampled there once, then.
    var samples = given
    for attempt in 0..<8 {
      if attempt == 1, samples == nil { samples = Measurement(grid: grid).samples(of: progress) }
      let path = grid.fewestStops(tolerance: fittingTolerance)
      let stops = Self.writtenStops(grid: grid, path: path, tolerance: tolerance)
      let function: CSSEasingFunction
      do {
        function = try CSSEasingFunction.linear(stops: stops)
      } catch {
        throw .nonFiniteProgress(time: 0, value: .nan)
      }
      let error = Self.measuredError(
        of: function, against: progress, grid: grid, samples: samples)
      if error <= tolerance {
        self.function = function
        self.stops = stops
        self.maximumError = error
        self.tolerance = tolerance
        return
      }
      fittingTolerance *= max(0.25, min(0.9, tolerance / error * 0.95))
    }
    throw .notRepresentable(tolerance: tolerance)
  }

  /// The number of evenly spaced stops on the motion (at u = k/(n − 1)) that fixed-rate sampling
  /// needs for the same tolerance: the smallest count whose polyline stays within it, found by
  /// doubling and bisection over the measured error. `nil` when even 100,000 stops do not suffice
  /// (a jump that no evenly spaced stop lands on).
  public static func uniformStopCount(
    tolerance: Double = 0.001, progress: (Double) -> Double
  ) throws(CSSLinearApproximationError) -> Int? {
    try check(tolerance)
    let grid = try Grid(progress: progress, tolerance: tolerance)
    // Each candidate count is measured at the same points: the motion is sampled there once.
    return uniformStopCount(
      tolerance: tolerance, grid: grid, samples: Measurement(grid: grid).samples(of: progress),
      progress: progress)
  }

  /// ``uniformStopCount(tolerance:progress:)`` for the motion `reference` resolves, with its
  /// tolerance: the same count.
  ///
  /// - Parameters:
  ///   - reference: The motion resolved for the tolerance.
  ///   - progress: The same function `reference` was made from.
  public static func uniformStopCount(
    reference: Reference, progress: (Double) -> Double
  ) -> Int? {
    uniformStopCount(
      tolerance: reference.tolerance, grid: reference.grid, samples: reference.samples,
      progress: progress)
  }

  /// The body of both ``uniformStopCount(tolerance:progress:)`` entry points: candidate counts
  /// measured at the `samples` of the motion on `grid`.
  static func uniformStopCount(
    tolerance: Double, grid: Grid, samples: [Double], progress: (Double) -> Double
  ) -> Int? {
    func fits(_ count: Int) -> Bool {
      let stops = (0..<count).map { k -> CSSEasingFunction.LinearStop in
        let u = Double(k) / Double(count - 1)
        return CSSEasingFunction.LinearStop(output: progress(u), positions: [u * 100])
      }
      guard let function = try? CSSEasingFunction.linear(stops: stops) else { return false }
      return measuredError(
        of: function, against: progress, grid: grid, samples: samples, limit: tolerance)
        <= tolerance
    }
    var high = 2
    while !fits(high) {
      if high >= 100_000 { return nil }
      high = min(high * 2, 100_000)
    }
    var low = high / 2  // does not fit (or is below 2)
    while high - low > 1 {
      let middle = (low + high) / 2
      if fits(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// The largest |y(u) − f(u)| of an easing `function` against a motion's `progress` over
  /// `u ∈ [0, 1]`, measured as ``maximumError`` is (on a grid resolving the motion to an eighth
  /// of `tolerance`, 32 points inside each interval, refined around the worst): for stops written
  /// by other means (rounded to whole milliseconds, to `Float`) whose error must be stated.
  ///
  /// - Throws: ``CSSLinearApproximationError`` for a tolerance out of range or a non-finite
  ///   output.
  public static func maximumError(
    of function: CSSEasingFunction, tolerance: Double = 0.001, progress: (Double) -> Double
  ) throws(CSSLinearApproximationError) -> Double {
    try check(tolerance)
    return measuredError(
      of: function, against: progress, grid: try Grid(progress: progress, tolerance: tolerance))
  }

  /// The stops of `path`, rounded to the digits that `tolerance` needs (an error budget of a
  /// hundredth of it), with the first at exactly 0 % and the last at exactly 100 %.
  static func writtenStops(grid: Grid, path: [Int], tolerance: Double)
    -> [CSSEasingFunction.LinearStop]
  {
    // 10^digits ≥ 100 / tolerance, with at least four decimals.
    var scale = 10_000.0
    while scale * tolerance < 100 { scale *= 10 }
    func rounded(_ x: Double) -> Double { (x * scale).rounded() / scale }
    return path.enumerated().map { index, point in
      let u = grid.inputs[point]
      // A riser keeps its position's every digit: rounded, it would move the jump.
      let isRiser = grid.isJump(point) || grid.isJumpEnd(point)
      let position =
        index == 0 ? 0 : index == path.count - 1 ? 100 : isRiser ? u * 100 : rounded(u * 100)
      return CSSEasingFunction.LinearStop(
        output: rounded(grid.outputs[point]), positions: [position])
    }
  }
}

/// Why a ``CSSLinearApproximation`` could not be made.
public enum CSSLinearApproximationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tolerance is not in `1e-7...1`.
  case toleranceOutOfRange(Double)
  /// The motion's progress is not finite at normalised time `time`.
  case nonFiniteProgress(time: Double, value: Double)
  /// No polyline was found within the tolerance (the motion oscillates faster than the grid
  /// resolves).
  case notRepresentable(tolerance: Double)
  /// The motion needs more than `points` grid points to be resolved within the tolerance (it
  /// repeats or oscillates too often for one `linear()` easing): refused before any search.
  case unresolved(points: Int)
  /// The motion changes by more than a quarter of the tolerance within 2⁻⁴⁰ of its duration,
  /// passing through the values between (not a jump), near normalised time `time`: the grid
  /// cannot follow it, and a riser in its place would misstate the error.
  case changeTooBrief(time: Double)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .toleranceOutOfRange(let tolerance):
      return "tolerance \(tolerance) is out of range: it must be in 1e-07...1"
    case .nonFiniteProgress(let time, let value):
      return "the motion's progress is \(value) at normalised time \(time); it must be finite"
    case .notRepresentable(let tolerance):
      return "no linear() easing follows this motion within \(tolerance)"
    case .unresolved(let points):
      return
        "the motion changes direction too often to be resolved within the tolerance on "
        + "\(points) points (too many passes or oscillations for one linear() easing)"
    case .changeTooBrief(let time):
      return
        "the motion changes by more than a quarter of the tolerance within 2^-40 of its duration, near "
        + "\(time) of it, too briefly for stops to follow; approximate a span nearer that "
        + "change's length"
    }
  }
}
