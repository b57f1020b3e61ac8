import KineticPlot
import KineticScene

/// The range a numeric option must lie in.
enum OptionConstraint: Sendable {
  case any
  case positive
  case nonNegative
  case atMost(Double, positive: Bool)
  /// Within the closed range, both ends included.
  case within(ClosedRange<Double>)

  /// `--fps` everywhere: ``FrameClock/frameRates``.
  static var frameRate: OptionConstraint { .within(FrameClock.frameRates) }

  func violation(_ x: Double) -> String? {
    switch self {
    case .any: return nil
    case .positive: return x > 0 ? nil : "must be greater than 0"
    case .nonNegative: return x >= 0 ? nil : "must not be negative"
    case .atMost(let limit, let positive):
      if positive && !(x > 0) { return "must be greater than 0" }
      return x <= limit ? nil : "must be at most \(Self.text(limit))"
    case .within(let range):
      return range.contains(x)
        ? nil : "must be in \(Self.text(range.lowerBound))...\(Self.text(range.upperBound))"
    }
  }

  /// A limit as the shortest text that reads back to it (`1000000`, not `1000000.0`).
  static func text(_ limit: Double) -> String { RoundTripFormat.text(limit) }
}
