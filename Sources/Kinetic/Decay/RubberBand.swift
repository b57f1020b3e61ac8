/// UIScrollView's rubber banding: how far content moves when dragged past its edge.
///
///     b(x) = (1 − 1/(x·c/D + 1))·D     for x ≥ 0,   b(−x) = −b(x)
///
/// with x the distance dragged past the edge, D the dimension of the view along the drag and
/// c the coefficient (0.55 in UIKit).
///
/// Mathematical properties: b(0) = 0, b′(0) = c (so small overdrags move at c of the finger's
/// speed), b is odd, strictly increasing, and |b(x)| < D: content never moves more than one
/// view dimension past its edge. ``inverse(_:)`` undoes it exactly.
public struct RubberBand: Hashable, Sendable {
  /// UIKit's rubber-band coefficient.
  public static let defaultCoefficient = 0.55

  /// The coefficient c: the initial slope, in `(0, ∞)`.
  public let coefficient: Double
  /// The view's dimension D along the drag, in points; the limit of the overdrag.
  public let dimension: Double

  /// Creates a rubber band. Non-positive or NaN `dimension` or `coefficient` are clamped to
  /// the smallest positive normal double (so b ≈ 0: the edge is rigid); +∞ to the largest.
  public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
    func clamp(_ x: Double) -> Double {
      x.isNaN ? .leastNormalMagnitude : min(max(x, .leastNormalMagnitude), .greatestFiniteMagnitude)
    }
    self.dimension = clamp(dimension)
    self.coefficient = clamp(coefficient)
  }

  /// The rubber-banded offset b(x) for an overdrag of `offset` points (either sign).
  @inlinable
  public func value(_ offset: Double) -> Double {
    let x = abs(offset)
    // (1 − 1/(u + 1))·D written as D·u/(u + 1), u = x·c/D: no subtraction of near-equal values
    // for small x, and an overflowing u (huge x) gives D instead of ∞/∞.
    let u = x * coefficient / dimension
    let result = u.isInfinite ? dimension : dimension * (u / (u + 1))
    return offset < 0 ? -result : result
  }

  /// The overdrag that produces the banded offset `banded`; |banded| must be < D (values at
  /// or beyond D give ±∞): x = b/(c·(1 − b/D)).
  @inlinable
  public func inverse(_ banded: Double) -> Double {
    let b = abs(banded)
    if b >= dimension { return banded < 0 ? -.infinity : .infinity }
    let x = b / (coefficient * (1 - b / dimension))
    return banded < 0 ? -x : x
  }

  /// `position` when it lies in `range`; past an edge, the edge plus the rubber-banded
  /// overdrag, as a scroll view shows content dragged beyond its bounds.
  @inlinable
  public func clamped(_ position: Double, to range: ClosedRange<Double>) -> Double {
    if position < range.lowerBound {
      return range.lowerBound + value(position - range.lowerBound)
    }
    if position > range.upperBound {
      return range.upperBound + value(position - range.upperBound)
    }
    return position
  }
}
