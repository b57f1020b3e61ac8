/// Optional lower and upper limits of a motion (a scroll view's content edges, framer's
/// `min`/`max`), either of which may be absent.
///
/// `kinetic plot` draws present bounds as horizontal rules.
public struct MotionBounds: Hashable, Sendable {
  /// The lower limit, or `nil` for none.
  public let lower: Double?
  /// The upper limit, or `nil` for none.
  public let upper: Double?

  /// No limits.
  public static let unbounded = MotionBounds(uncheckedLower: nil, upper: nil)

  /// Bounds from `lower` to `upper`; throws ``ParameterError`` for a NaN bound or
  /// `lower > upper`, naming the bounds as the model's caller wrote them (`lowerName`,
  /// `upperName`: `min`/`max` by default). Infinite bounds are allowed and read as absent.
  public init(
    lower: Double?, upper: Double?, lowerName: String = "min", upperName: String = "max"
  ) throws(ParameterError) {
    if let lower { try ParameterError.require(lowerName, lower, !lower.isNaN, "a number") }
    if let upper { try ParameterError.require(upperName, upper, !upper.isNaN, "a number") }
    if let lower, let upper, lower > upper {
      throw .invalidBounds(min: lower, max: upper, lowerName: lowerName, upperName: upperName)
    }
    self.init(uncheckedLower: lower, upper: upper)
  }

  init(uncheckedLower lower: Double?, upper: Double?) {
    self.lower = lower.flatMap { $0 == -.infinity ? nil : $0 }
    self.upper = upper.flatMap { $0 == .infinity ? nil : $0 }
  }

  /// Whether `position` lies below the lower or above the upper limit.
  public func excludes(_ position: Double) -> Bool {
    (lower.map { position < $0 } ?? false) || (upper.map { position > $0 } ?? false)
  }

  /// `position` clamped into the bounds.
  public func clamp(_ position: Double) -> Double {
    var x = position
    if let lower { x = max(x, lower) }
    if let upper { x = min(x, upper) }
    return x
  }

  /// The present limits, lower first.
  public var limits: [Double] { [lower, upper].compactMap { $0 } }
}
