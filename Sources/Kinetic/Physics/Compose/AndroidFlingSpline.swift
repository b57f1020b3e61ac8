/// Android's fling spline (`android.widget.Scroller`, ported to Compose as
/// `AndroidFlingSpline`): the fraction of a fling's distance covered at each fraction of its
/// duration, tabulated at 101 points and interpolated linearly.
///
/// Each sample solves the cubic Bezier-like tension curve with start tension 0.5, end tension
/// 1 and inflexion 0.35 by bisection to |error| < 1e-5, as Android does (in `Double` here,
/// where Android uses `Float`).
public struct AndroidFlingSpline: Sendable {
  /// Android's `NB_SAMPLES`.
  public static let sampleCount = 100
  static let inflexion = 0.35
  static let startTension = 0.5
  static let endTension = 1.0

  /// The tabulated distance fractions, `sampleCount + 1` of them from 0 to 1.
  public let positions: [Double]

  /// The shared table.
  public static let shared = AndroidFlingSpline()

  init() {
    let p1 = AndroidFlingSpline.startTension * AndroidFlingSpline.inflexion
    let p2 = 1 - AndroidFlingSpline.endTension * (1 - AndroidFlingSpline.inflexion)
    let n = AndroidFlingSpline.sampleCount
    var positions = [Double](repeating: 0, count: n + 1)
    var xMin = 0.0
    for i in 0..<n {
      let alpha = Double(i) / Double(n)
      var xMax = 1.0
      var x = 0.0
      var coef = 0.0
      // Bounded: each halving shrinks [xMin, xMax]; 64 reach adjacent doubles.
      for _ in 0..<64 {
        x = xMin + (xMax - xMin) / 2
        coef = 3 * x * (1 - x)
        let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
        if abs(tx - alpha) < 1e-5 { break }
        if tx > alpha { xMax = x } else { xMin = x }
      }
      positions[i] = coef * ((1 - x) * AndroidFlingSpline.startTension + x) + x * x * x
    }
    positions[n] = 1
    self.positions = positions
  }

  /// The distance fraction and its slope (fraction per unit of time fraction) at `time`, a
  /// fraction of the fling's duration; 1 and 0 from `time` ≥ 1 on, 0 and the first slope
  /// before 0 as Android clamps.
  public func position(at time: Double) -> (distance: Double, slope: Double) {
    let n = AndroidFlingSpline.sampleCount
    let t = max(time, 0)
    let index = Int(min(Double(n) * t, Double(n)))
    if index >= n { return (1, 0) }
    let tInf = Double(index) / Double(n)
    let tSup = Double(index + 1) / Double(n)
    let slope = (positions[index + 1] - positions[index]) / (tSup - tInf)
    return (positions[index] + (t - tInf) * slope, slope)
  }
}
