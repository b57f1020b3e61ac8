/// Why a timing curve or CSS easing function could not be built.
///
/// Each case names the offending parameter and its value, so that a command line tool can print
/// one precise `error:` line.
public enum TimingCurveError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A control point's x coordinate (`"x1"` or `"x2"`) lies outside `0...1`, so the curve would
  /// not be a function of time.
  case controlPointXOutOfRange(name: String, value: Double)
  /// A control point coordinate (`"x1"`, `"y1"`, `"x2"`, `"y2"`) is NaN or infinite.
  case nonFiniteControlPoint(name: String, value: Double)
  /// A control point's y coordinate has a magnitude above ``CubicBezier/maximumMagnitude``,
  /// beyond which evaluation could overflow.
  case controlPointYOutOfRange(name: String, value: Double)
  /// `steps(count, position)` with too few steps: at least 1, and at least 2 for `jump-none`.
  case invalidStepCount(count: Int, position: CSSEasingFunction.StepPosition)
  /// `linear()` with fewer than two points.
  case tooFewLinearStops(count: Int)
  /// A `linear()` stop (index `stop`) with more than two input positions.
  case tooManyLinearStopPositions(stop: Int, count: Int)
  /// A `linear()` stop's output or input position (index `stop`) is NaN or infinite.
  case nonFiniteLinearStop(stop: Int, value: Double)
  /// Flutter's `Interval(begin, end)` outside 0 ≤ begin < end ≤ 1 (or with a NaN bound).
  case invalidInterval(begin: Double, end: Double)
  /// A Penner curve parameter (`"period"` of elastic, > 0; `"overshoot"` of back, finite) out of
  /// its range.
  case invalidEasingParameter(name: String, value: Double)

  /// A one-line explanation naming the parameter and its value.
  public var description: String {
    switch self {
    case .controlPointXOutOfRange(let name, let value):
      return "control point \(name) = \(value) is outside 0...1"
    case .nonFiniteControlPoint(let name, let value):
      return "control point \(name) = \(value) is not a finite number"
    case .controlPointYOutOfRange(let name, let value):
      return "control point \(name) = \(value) exceeds the largest supported magnitude 1e200"
    case .invalidStepCount(let count, let position):
      let minimum = position == .jumpNone ? 2 : 1
      return "steps(\(count), \(position)) needs at least \(minimum) step\(minimum == 1 ? "" : "s")"
    case .tooFewLinearStops(let count):
      return "linear() needs at least 2 points, got \(count)"
    case .tooManyLinearStopPositions(let stop, let count):
      return "linear() stop \(stop + 1) has \(count) positions; at most 2 are allowed"
    case .nonFiniteLinearStop(let stop, let value):
      return "linear() stop \(stop + 1) has the non-finite number \(value)"
    case .invalidInterval(let begin, let end):
      return "Interval(\(begin), \(end)) needs 0 <= begin < end <= 1"
    case .invalidEasingParameter(let name, let value):
      return name == "period"
        ? "elastic period = \(value) must be a finite number greater than 0"
        : "\(name) = \(value) must be a finite number"
    }
  }

  /// Equal when the case, the names and the values' bit patterns agree (so NaN payloads compare).
  public static func == (a: TimingCurveError, b: TimingCurveError) -> Bool {
    switch (a, b) {
    case (.controlPointXOutOfRange(let n1, let v1), .controlPointXOutOfRange(let n2, let v2)),
      (.nonFiniteControlPoint(let n1, let v1), .nonFiniteControlPoint(let n2, let v2)),
      (.controlPointYOutOfRange(let n1, let v1), .controlPointYOutOfRange(let n2, let v2)):
      return n1 == n2 && v1.bitPattern == v2.bitPattern
    case (.invalidStepCount(let c1, let p1), .invalidStepCount(let c2, let p2)):
      return c1 == c2 && p1 == p2
    case (.tooFewLinearStops(let c1), .tooFewLinearStops(let c2)):
      return c1 == c2
    case (.tooManyLinearStopPositions(let s1, let c1), .tooManyLinearStopPositions(let s2, let c2)):
      return s1 == s2 && c1 == c2
    case (.nonFiniteLinearStop(let s1, let v1), .nonFiniteLinearStop(let s2, let v2)):
      return s1 == s2 && v1.bitPattern == v2.bitPattern
    case (.invalidInterval(let b1, let e1), .invalidInterval(let b2, let e2)):
      return b1.bitPattern == b2.bitPattern && e1.bitPattern == e2.bitPattern
    case (.invalidEasingParameter(let n1, let v1), .invalidEasingParameter(let n2, let v2)):
      return n1 == n2 && v1.bitPattern == v2.bitPattern
    default:
      return false
    }
  }
}
