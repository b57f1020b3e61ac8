/// The range a numeric option must lie in.
enum OptionConstraint: Sendable {
  case any
  case positive
  case nonNegative
  case atMost(Double, positive: Bool)

  func violation(_ x: Double) -> String? {
    switch self {
    case .any: return nil
    case .positive: return x > 0 ? nil : "must be greater than 0"
    case .nonNegative: return x >= 0 ? nil : "must not be negative"
    case .atMost(let limit, let positive):
      if positive && !(x > 0) { return "must be greater than 0" }
      return x <= limit ? nil : "must be at most \(limit)"
    }
  }
}
