/// The release velocity of a gesture from its recent position samples, by Flutter's scheme
/// (`VelocityTracker` in flutter/packages/flutter/lib/src/gestures/velocity_tracker.dart, the
/// default for every platform but iOS and macOS since Flutter 3.7):
///
/// - keep the last 20 samples;
/// - walking back from the newest, use samples no older than 100 ms, stopping at the first gap
///   over 40 ms between consecutive samples (the pointer is taken to have stopped there);
/// - with at least 3 of them, fit x(t) = c₀ + c₁·t + c₂·t² by unweighted least squares, with t
///   measured from the newest sample, and report c₁, the fitted slope at the newest sample;
///   with fewer, report 0, as Flutter does.
///
/// Android's `VelocityTracker` used the same quadratic least-squares strategy ("lsq2") as its
/// default before switching to its impulse strategy; the window there is also 100 ms.
///
/// The fit is solved by modified Gram–Schmidt QR on the three columns, which keeps the slope
/// accurate to near rounding for exactly quadratic motion.
///
/// - Complexity: ``add(position:time:)`` O(1); ``velocity`` O(20).
public struct VelocityTracker: Hashable, Sendable {
  /// Flutter's `_historySize`.
  public static let historySize = 20
  /// Flutter's `_horizonMilliseconds`, in seconds.
  public static let horizon = 0.1
  /// Flutter's `_assumePointerMoveStoppedMilliseconds`, in seconds.
  public static let assumePointerMoveStopped = 0.04
  /// Flutter's `_minSampleSize`.
  public static let minimumSampleCount = 3

  var times: [Double] = []
  var positions: [Double] = []

  /// An empty tracker.
  public init() {}

  /// Records the pointer at `position` at `time` seconds.
  /// - Throws: ``ParameterError`` for a non-finite position or time, or a time before the
  ///   previous sample's.
  public mutating func add(position: Double, time: Double) throws(ParameterError) {
    try ParameterError.requireFinite("position", position)
    try ParameterError.requireFinite("time", time)
    if let last = times.last {
      try ParameterError.require(
        "time", time, time >= last, ">= the previous sample's time (\(last))")
    }
    times.append(time)
    positions.append(position)
    if times.count > VelocityTracker.historySize {
      times.removeFirst()
      positions.removeFirst()
    }
  }

  /// The samples the estimate uses, as (time relative to the newest sample, position).
  var window: [(t: Double, x: Double)] {
    guard let newest = times.last else { return [] }
    var result: [(t: Double, x: Double)] = []
    var previous = newest
    for index in stride(from: times.count - 1, through: 0, by: -1) {
      let age = newest - times[index]
      let gap = abs(times[index] - previous)
      previous = times[index]
      if age > VelocityTracker.horizon || gap > VelocityTracker.assumePointerMoveStopped { break }
      result.append((t: -age, x: positions[index]))
    }
    return result
  }

  /// The estimated velocity at the newest sample, in units per second (0 with fewer than
  /// three usable samples).
  public var velocity: Double {
    let samples = window
    guard samples.count >= VelocityTracker.minimumSampleCount else { return 0 }
    return VelocityTracker.slope(samples)
  }

  /// c₁ of the least-squares quadratic through `samples`, by modified Gram–Schmidt: columns
  /// 1, t, t² are orthonormalised into Q, R is upper triangular, and R·c = Qᵀ·x is solved by
  /// back substitution. A rank-deficient fit (all times equal) gives 0.
  static func slope(_ samples: [(t: Double, x: Double)]) -> Double {
    let n = samples.count
    var columns: [[Double]] = [
      [Double](repeating: 1, count: n), samples.map { $0.t }, samples.map { $0.t * $0.t },
    ]
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for j in 0..<3 {
      for i in 0..<j {
        var dot = 0.0
        for k in 0..<n { dot += columns[i][k] * columns[j][k] }
        r[i][j] = dot
        for k in 0..<n { columns[j][k] -= dot * columns[i][k] }
      }
      var norm = 0.0
      for k in 0..<n { norm += columns[j][k] * columns[j][k] }
      norm = norm.squareRoot()
      // The spread of the times bounds how small a genuine column can get; below this the
      // column is rounding noise (repeated timestamps), and the fit degenerates.
      if !(norm > 1e-12) { return 0 }
      r[j][j] = norm
      for k in 0..<n { columns[j][k] /= norm }
    }
    var b = [0.0, 0.0, 0.0]
    for i in 0..<3 {
      for k in 0..<n { b[i] += columns[i][k] * samples[k].x }
    }
    let c2 = b[2] / r[2][2]
    let c1 = (b[1] - r[1][2] * c2) / r[1][1]
    return c1
  }
}
