import Kinetic

/// The range a numeric spec parameter must lie in.
enum NumberConstraint: Sendable {
  /// Any finite number.
  case any
  /// x > 0.
  case positive
  /// x ≥ 0.
  case nonNegative
  /// 0 ≤ x ≤ 1 (cubic Bezier control point x coordinates).
  case unitInterval
  /// A spring bounce: in the core's ``Kinetic/Spring/bounceRange``.
  case bounce
  /// A whole number in 1...limit.
  case positiveInteger(limit: Int)

  /// `nil` if `x` satisfies the constraint, else why not.
  func violation(_ x: Double) -> String? {
    switch self {
    case .any: return nil
    case .positive: return x > 0 ? nil : "must be greater than 0"
    case .nonNegative: return x >= 0 ? nil : "must not be negative"
    case .unitInterval: return (0...1).contains(x) ? nil : "must be in [0, 1]"
    case .bounce:
      return Spring.bounceRange.contains(x) ? nil : "must be in \(Spring.bounceRangeDescription)"
    case .positiveInteger(let limit):
      return x == x.rounded() && x >= 1 && x <= Double(limit)
        ? nil : "must be a whole number in 1...\(limit)"
    }
  }
}
