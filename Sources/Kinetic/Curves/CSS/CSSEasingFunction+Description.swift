extension CSSEasingFunction: CustomStringConvertible {
  /// The function as CSS text, with numbers that round-trip: a keyword where one names exactly
  /// this function (`ease`, `ease-in`, `ease-out`, `ease-in-out`, `linear`, `step-start`,
  /// `step-end`), otherwise `cubic-bezier(…)`, `steps(n, position)` or `linear(…)` with the stops
  /// as they were given.
  public var description: String {
    switch storage {
    case .linear:
      return "linear"
    case .cubicBezier(let curve):
      return curve.named?.cssKeyword ?? curve.description
    case .steps(1, .start):
      return "step-start"
    case .steps(1, .end):
      return "step-end"
    case .steps(let count, let position):
      return "steps(\(count), \(position))"
    case .piecewiseLinear(let stops, _):
      let items = stops.map { stop in
        ([Self.format(stop.output)] + stop.positions.map { Self.format($0) + "%" })
          .joined(separator: " ")
      }
      return "linear(\(items.joined(separator: ", ")))"
    }
  }

  /// A CSS number that reads back to the same double: integers without a fraction, otherwise
  /// Swift's shortest round-tripping form (exponents as `1e-05`, which CSS accepts).
  static func format(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 {
      return x == 0 ? "0" : String(Int64(x))
    }
    return "\(x)"
  }
}
