import CKineticMath
import Kinetic

/// An interpolator of Android's View animation framework, `android.view.animation` and
/// `androidx.interpolator.view.animation`, read as Android plays it: a function of the
/// animation's progress in `0...1`.
///
/// The formulas are AOSP's (`frameworks/base/core/java/android/view/animation/*.java`,
/// android-14.0.0), restated here:
/// - `AccelerateDecelerateInterpolator`: cos((p + 1)π)/2 + ½.
/// - `AccelerateInterpolator(f)` (f = 1): p² when f = 1, p^(2f) otherwise.
/// - `DecelerateInterpolator(f)` (f = 1): 1 − (1 − p)² when f = 1, 1 − (1 − p)^(2f) otherwise.
/// - `AnticipateInterpolator(T)` (T = 2): p²((T + 1)p − T).
/// - `OvershootInterpolator(T)` (T = 2): q²((T + 1)q + T) + 1 with q = p − 1.
/// - `AnticipateOvershootInterpolator(T, E)` (T = 2, E = 1.5): with s = T·E, the anticipation
///   a(2p, s)/2 below ½ and (o(2p − 2, s) + 2)/2 from ½ on, a(t, s) = t²((s + 1)t − s),
///   o(t, s) = t²((s + 1)t + s).
/// - `BounceInterpolator`: b(t) = 8t² with t = 1.1226p, in four arcs split at 0.3535, 0.7408
///   and 0.9644: b(t), b(t − 0.54719) + 0.7, b(t − 0.8526) + 0.9, b(t − 1.0435) + 0.95.
/// - `CycleInterpolator(c)`: sin(2πcp); it ends where it starts, at 0.
/// - `LinearInterpolator`: p.
///
/// The androidx `FastOutSlowInInterpolator`, `LinearOutSlowInInterpolator` and
/// `FastOutLinearInInterpolator` are `LookupTableInterpolator`s: a table of 201 values (the
/// cubics (0.4, 0, 0.2, 1), (0, 0, 0.2, 1) and (0.4, 0, 1, 1) at p = i/200, written to four
/// decimals) joined by straight lines, 0 at or below p = 0 and 1 at or above p = 1. Kinetic plays
/// the table (``lookupTable(_:)``), not the cubic. Measured on a 1/2000 grid, the table is
/// within 7.2·10⁻⁵ of its cubic for `FastOutSlowIn` and 5.1·10⁻⁵ for `FastOutLinearIn` (the
/// four-decimal rounding plus the chords' sag), and 3.9·10⁻⁴ for `LinearOutSlowIn`, whose
/// first chord cuts across the cubic's steep start (slope 5 at p = 0).
///
/// `CycleInterpolator` ends where it starts for a whole number of cycles: played over a
/// duration (``animation(duration:)``) it holds sin(2πc) of the change once the duration is
/// over, as `ValueAnimator` leaves it, and is never removed.
public enum AndroidInterpolator: Hashable, Sendable {
  /// `AccelerateDecelerateInterpolator`, ValueAnimator's default.
  case accelerateDecelerate
  /// `AccelerateInterpolator(factor)`.
  case accelerate(factor: Double)
  /// `DecelerateInterpolator(factor)`.
  case decelerate(factor: Double)
  /// `AnticipateInterpolator(tension)`.
  case anticipate(tension: Double)
  /// `OvershootInterpolator(tension)`.
  case overshoot(tension: Double)
  /// `AnticipateOvershootInterpolator(tension, extraTension)`.
  case anticipateOvershoot(tension: Double, extraTension: Double)
  /// `BounceInterpolator`.
  case bounce
  /// `CycleInterpolator(cycles)`.
  case cycle(cycles: Double)
  /// `LinearInterpolator`.
  case linear
  /// `PathInterpolator` of a cubic (4 control values) or a quadratic (2, raised to a cubic),
  /// or of path data; played as the exact curve (Android flattens the path into segments of
  /// 0.002 error).
  case path(UnitCurve)
  /// One of androidx's lookup tables: `FastOutSlowIn`, `LinearOutSlowIn`, `FastOutLinearIn`.
  case lookupTable(LookupTable)

  /// The androidx interpolators kept as 201-value tables.
  public enum LookupTable: String, CaseIterable, Sendable {
    /// `FastOutSlowInInterpolator`, the cubic (0.4, 0, 0.2, 1).
    case fastOutSlowIn = "FastOutSlowInInterpolator"
    /// `LinearOutSlowInInterpolator`, the cubic (0, 0, 0.2, 1).
    case linearOutSlowIn = "LinearOutSlowInInterpolator"
    /// `FastOutLinearInInterpolator`, the cubic (0.4, 0, 1, 1).
    case fastOutLinearIn = "FastOutLinearInInterpolator"

    /// The cubic the table was printed from.
    public var curve: UnitCurve {
      switch self {
      case .fastOutSlowIn:
        return .bezier(
          startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))
      case .linearOutSlowIn:
        return .bezier(
          startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))
      case .fastOutLinearIn:
        return .bezier(
          startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
      }
    }

    /// The 201 values, the cubic at i/200 to four decimals.
    public var values: [Double] {
      let curve = self.curve
      return (0...200).map { ((curve.value(at: Double($0) / 200) * 10_000).rounded()) / 10_000 }
    }
  }

  /// The interpolation at progress `p` in `0...1`.
  public func value(at p: Double) -> Double {
    switch self {
    case .accelerateDecelerate:
      return cos((p + 1) * Double.pi) / 2 + 0.5
    case .accelerate(let f):
      return f == 1 ? p * p : pow(p, 2 * f)
    case .decelerate(let f):
      return f == 1 ? 1 - (1 - p) * (1 - p) : 1 - pow(1 - p, 2 * f)
    case .anticipate(let t):
      return p * p * ((t + 1) * p - t)
    case .overshoot(let t):
      let q = p - 1
      return q * q * ((t + 1) * q + t) + 1
    case .anticipateOvershoot(let t, let e):
      let s = t * e
      if p < 0.5 {
        let a = 2 * p
        return 0.5 * (a * a * ((s + 1) * a - s))
      }
      let o = 2 * p - 2
      return 0.5 * (o * o * ((s + 1) * o + s) + 2)
    case .bounce:
      let (t, offset) = Self.bounceArc(p)
      return 8 * t * t + offset
    case .cycle(let c):
      return sin(2 * c * Double.pi * p)
    case .linear:
      return p
    case .path(let curve):
      return curve.value(at: p)
    case .lookupTable(let table):
      return Self.tableLookup(table.values, p).value
    }
  }

  /// The slope of ``value(at:)`` at `p`, analytic (the table's chord slope for a lookup table).
  public func slope(at p: Double) -> Double {
    switch self {
    case .accelerateDecelerate:
      return -sin((p + 1) * Double.pi) * Double.pi / 2
    case .accelerate(let f):
      return f == 1
        ? 2 * p : (p == 0 ? (f < 0.5 ? .infinity : f == 0.5 ? 1 : 0) : 2 * f * pow(p, 2 * f - 1))
    case .decelerate(let f):
      return f == 1
        ? 2 * (1 - p)
        : (p == 1 ? (f < 0.5 ? .infinity : f == 0.5 ? 1 : 0) : 2 * f * pow(1 - p, 2 * f - 1))
    case .anticipate(let t):
      return 3 * (t + 1) * p * p - 2 * t * p
    case .overshoot(let t):
      let q = p - 1
      return 3 * (t + 1) * q * q + 2 * t * q
    case .anticipateOvershoot(let t, let e):
      let s = t * e
      let a = p < 0.5 ? 2 * p : 2 * p - 2
      let sign: Double = p < 0.5 ? -1 : 1
      return 3 * (s + 1) * a * a + sign * 2 * s * a
    case .bounce:
      let (t, _) = Self.bounceArc(p)
      return 16 * t * 1.1226
    case .cycle(let c):
      return 2 * c * Double.pi * cos(2 * c * Double.pi * p)
    case .linear:
      return 1
    case .path(let curve):
      return curve.derivative(at: p)
    case .lookupTable(let table):
      return Self.tableLookup(table.values, p).slope
    }
  }

  /// The bounce's arc at `p`: its shifted argument and its offset.
  static func bounceArc(_ p: Double) -> (t: Double, offset: Double) {
    let t = p * 1.1226
    if t < 0.3535 { return (t, 0) }
    if t < 0.7408 { return (t - 0.54719, 0.7) }
    if t < 0.9644 { return (t - 0.8526, 0.9) }
    return (t - 1.0435, 0.95)
  }

  /// `LookupTableInterpolator.getInterpolation`: the chord between the two table values around
  /// `p`, with its slope.
  static func tableLookup(_ values: [Double], _ p: Double) -> (value: Double, slope: Double) {
    if p >= 1 { return (1, 0) }
    if p <= 0 { return (0, 0) }
    let step = 1 / Double(values.count - 1)
    let index = min(Int(p * Double(values.count - 1)), values.count - 2)
    let weight = (p - Double(index) * step) / step
    let rise = values[index + 1] - values[index]
    return (values[index] + weight * rise, rise / step)
  }

  /// The animation that plays this interpolator over `duration` seconds; a curve the core
  /// names (linear, a path's cubic) is that timing curve.
  public func animation(duration: Double) -> Animation {
    switch self {
    case .linear: return .timingCurve(.linear, duration: duration)
    case .path(let curve): return .timingCurve(curve, duration: duration)
    default: return Animation(AndroidInterpolatorAnimation(interpolator: self, duration: duration))
    }
  }
}
