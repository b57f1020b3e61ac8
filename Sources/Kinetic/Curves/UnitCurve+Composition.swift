extension UnitCurve {
  /// The ease-in member of a Penner family (see ``PennerCurve``; ``easings`` names all thirty).
  public init(_ penner: PennerCurve) { self.init(storage: .penner(penner)) }

  /// The curve turned end for end, 1 − f(1 − x): an ease-in curve becomes its ease-out form.
  /// Motion's `reverseEasing` and Flutter's `Curve.flipped`; reversing twice gives the curve back.
  public var reversed: UnitCurve {
    if case .reversed(let curve) = storage { return curve }
    return UnitCurve(storage: .reversed(self))
  }

  /// `first` over the first half and `second` over the second, each scaled by ½:
  /// f(2x)/2 for x ≤ ½, (1 + g(2x − 1))/2 above. `joined(c, c.reversed)` is the ease-in-out form
  /// of an ease-in curve c (Motion's `mirrorEasing`, Penner's in-out formulas).
  public static func joined(_ first: UnitCurve, _ second: UnitCurve) -> UnitCurve {
    UnitCurve(storage: .joined(first, second))
  }

  /// `first` from (0, 0) to `midpoint` and `second` from `midpoint` to (1, 1), each scaled into
  /// its part of the square: y·f(x′/x) for x′ < x, y + (1 − y)·g((x′ − x)/(1 − x)) from x on,
  /// with (x, y) the midpoint. Flutter's `ThreePointCubic` is two cubic Beziers joined this way
  /// (curves.dart, `ThreePointCubic.transformInternal`, the first curve for t < midpoint.dx);
  /// ``joined(_:_:)`` is the midpoint (½, ½).
  ///
  /// - Throws: ``TimingCurveError/invalidEasingParameter(name:value:)`` unless 0 < x < 1 and
  ///   y is finite.
  public static func joined(_ first: UnitCurve, _ second: UnitCurve, at midpoint: UnitPoint)
    throws(TimingCurveError) -> UnitCurve
  {
    guard midpoint.x > 0, midpoint.x < 1 else {
      throw .invalidEasingParameter(name: "midpoint x", value: midpoint.x)
    }
    guard midpoint.y.isFinite else {
      throw .invalidEasingParameter(name: "midpoint y", value: midpoint.y)
    }
    return UnitCurve(storage: .split(x: midpoint.x, y: midpoint.y, first, second))
  }

  /// Flutter's `Interval(begin, end, curve:)`: 0 up to `begin`, `curve` stretched over
  /// `begin...end`, 1 from `end` on.
  ///
  /// - Throws: ``TimingCurveError`` unless 0 ≤ begin ≤ end ≤ 1 (Flutter's assertions) with
  ///   begin < end (a zero-width interval has no curve to stretch; use a step).
  public static func interval(begin: Double, end: Double, curve: UnitCurve = .linear)
    throws(TimingCurveError) -> UnitCurve
  {
    guard begin >= 0, end <= 1, begin < end else {
      throw .invalidInterval(begin: begin, end: end)
    }
    return UnitCurve(storage: .interval(begin: begin, end: end, curve))
  }

  /// The input of the stretched curve for `x` in an interval, or `nil` outside it (where the
  /// interval is 0 or 1, as Flutter clamps the stretched input and returns it at 0 and 1).
  @usableFromInline
  static func intervalInput(_ x: Double, _ begin: Double, _ end: Double) -> Double? {
    let u = (x - begin) / (end - begin)
    return u > 0 && u < 1 ? u : nil
  }

  /// The x in `0...1` with `curve.value(at: x)` = `y`, by bisection on the curve's values
  /// (at most 1,100 halvings, to the last representable bit).
  @usableFromInline
  static func solve(_ curve: UnitCurve, for y: Double) -> Double {
    let high = Bisection.bracket(0, 1) { !(curve.value(at: $0) < y) }.hi
    return y <= 0 ? 0 : y >= 1 ? 1 : high
  }
}
