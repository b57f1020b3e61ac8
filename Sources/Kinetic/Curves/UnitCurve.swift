/// A function from input progress in `0...1` to output progress, with `f(0) = 0` and
/// `f(1) = 1`: the shape of a timing-curve animation. Mirrors SwiftUI's `UnitCurve`.
///
/// Input progress outside `0...1` is clamped (CSS's tangent extension lives in
/// ``CSSEasingFunction``). Every curve is exactly 0 at 0 and exactly 1 at 1, and the monotone
/// ones (all but Bezier curves whose y control points leave `0...1`) give monotone output.
public struct UnitCurve: Hashable, Sendable {
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case linear
    case bezier(CubicBezier)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    /// The inverse of `circularEaseInOut`: quarter circles bulging the other way.
    case circularEaseOutIn
    /// The ease-in member of a Penner family (see ``PennerCurve``).
    case penner(PennerCurve)
    /// 1 − f(1 − x): the ease-out form of an ease-in curve (``UnitCurve/reversed``).
    indirect case reversed(UnitCurve)
    /// f(2x)/2 below ½, (1 + g(2x − 1))/2 above (``UnitCurve/joined(_:_:)``).
    indirect case joined(UnitCurve, UnitCurve)
    /// y·f(x′/x) below the midpoint (x, y), y + (1 − y)·g((x′ − x)/(1 − x)) from it on
    /// (``UnitCurve/joined(_:_:at:)``).
    indirect case split(x: Double, y: Double, UnitCurve, UnitCurve)
    /// 0 before `begin`, f((x − begin)/(end − begin)) between, 1 after (Flutter's `Interval`).
    indirect case interval(begin: Double, end: Double, UnitCurve)
    /// The reflection of a curve in y = x, solved numerically (``UnitCurve/inverse``).
    indirect case inverted(UnitCurve)
  }

  @usableFromInline
  let storage: Storage

  @usableFromInline
  init(storage: Storage) { self.storage = storage }

  /// A curve following the given cubic Bezier.
  public init(_ bezier: CubicBezier) { self.init(storage: .bezier(bezier)) }

  /// The cubic Bezier behind this curve, if it is one (`easeIn`, `easeOut`, `easeInOut` and
  /// ``bezier(startControlPoint:endControlPoint:)`` curves).
  public var cubicBezier: CubicBezier? {
    if case .bezier(let curve) = storage { return curve }
    return nil
  }

  /// f(x) = x.
  public static let linear = UnitCurve(storage: .linear)
  /// Cubic Bezier with control points (0.42, 0) and (1, 1).
  public static let easeIn = UnitCurve(CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1))
  /// Cubic Bezier with control points (0, 0) and (0.58, 1).
  public static let easeOut = UnitCurve(CubicBezier(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1))
  /// Cubic Bezier with control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = UnitCurve(CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1))
  /// f(x) = 1 − √(1 − x²): a quarter circle, starting flat, vertical at x = 1.
  public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
  /// f(x) = √(1 − (1 − x)²): a quarter circle, vertical at x = 0, flat at x = 1.
  public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
  /// `circularEaseIn` on the first half and `circularEaseOut` on the second, each scaled by ½:
  /// f(x) = (1 − √(1 − 4x²))/2 for x < ½, (1 + √(1 − (2x − 2)²))/2 otherwise.
  public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

  /// A cubic Bezier curve from (0, 0) to (1, 1) with the given control points.
  ///
  /// Never fails, like SwiftUI: x coordinates are clamped to `0...1` so that the curve is a
  /// function of x; y coordinates are free (overshoot) but clamped to
  /// ±``CubicBezier/maximumMagnitude`` (so ±∞ becomes ±10²⁰⁰); if any coordinate is NaN the
  /// result is ``linear``, so no NaN can reach an evaluation. Use
  /// ``bezier(validatingStartControlPoint:endControlPoint:)`` to reject such input instead.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    let p = startControlPoint
    let q = endControlPoint
    if p.x.isNaN || p.y.isNaN || q.x.isNaN || q.y.isNaN { return .linear }
    let m = CubicBezier.maximumMagnitude
    return UnitCurve(
      CubicBezier(
        uncheckedX1: min(max(p.x, 0), 1), y1: min(max(p.y, -m), m),
        x2: min(max(q.x, 0), 1), y2: min(max(q.y, -m), m)))
  }

  /// A cubic Bezier curve from (0, 0) to (1, 1), rejecting control points that
  /// ``bezier(startControlPoint:endControlPoint:)`` would have to clamp.
  ///
  /// - Throws: ``TimingCurveError`` for an x outside `0...1`, a NaN or infinite coordinate, or
  ///   |y| above ``CubicBezier/maximumMagnitude``.
  public static func bezier(
    validatingStartControlPoint startControlPoint: UnitPoint, endControlPoint: UnitPoint
  ) throws(TimingCurveError) -> UnitCurve {
    UnitCurve(
      try CubicBezier(
        x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x,
        y2: endControlPoint.y))
  }

  /// The output progress at input `progress`, which is clamped to `0...1`.
  ///
  /// Exactly 0 at 0 and 1 at 1; NaN input gives NaN.
  @inlinable
  public func value(at progress: Double) -> Double {
    if case .bezier(let curve) = storage { return curve.value(at: progress) }
    return valueOfOtherCurve(at: progress)
  }

  /// ``value(at:)`` for every curve but a Bezier, out of line: kept in the same function, its
  /// cases made the Bezier path save registers and build a stack frame on every call (about 20
  /// instructions a call), and the whole function too large to inline.
  @usableFromInline @inline(never)
  func valueOfOtherCurve(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let x = min(max(progress, 0), 1)
    switch storage {
    case .linear: return x
    case .bezier(let curve): return curve.value(at: x)
    case .circularEaseIn: return Self.circularIn(x)
    case .circularEaseOut: return 1 - Self.circularIn(1 - x)
    case .circularEaseInOut:
      return x < 0.5 ? 0.5 * Self.circularIn(2 * x) : 1 - 0.5 * Self.circularIn(2 - 2 * x)
    case .circularEaseOutIn:
      return x < 0.5
        ? 0.5 - 0.5 * Self.circularIn(1 - 2 * x) : 0.5 + 0.5 * Self.circularIn(2 * x - 1)
    case .penner(let family): return family.value(x)
    case .reversed(let curve): return 1 - curve.value(at: 1 - x)
    case .joined(let first, let second):
      return x <= 0.5 ? first.value(at: 2 * x) / 2 : (1 + second.value(at: 2 * x - 1)) / 2
    case .split(let mx, let my, let first, let second):
      return x < mx
        ? my * first.value(at: x / mx) : my + (1 - my) * second.value(at: (x - mx) / (1 - mx))
    case .interval(let begin, let end, let curve):
      return Self.intervalInput(x, begin, end).map { curve.value(at: $0) } ?? (x <= begin ? 0 : 1)
    case .inverted(let curve): return Self.solve(curve, for: x)
    }
  }

  /// 1 − √(1 − x²) for x in [0, 1], as x²/(1 + √(1 − x²)) to keep relative accuracy near 0 and
  /// with 1 − x² = (1 − x)(1 + x) to keep it near 1.
  @usableFromInline
  static func circularIn(_ x: Double) -> Double {
    // (1 − x)(1 + x) ≥ 0 here; the abs says so to the compiler, which then emits a bare square
    // root instead of a libm call for the negative case (the value is unchanged).
    x * x / (1 + abs((1 - x) * (1 + x)).squareRoot())
  }

  /// The exact derivative d(value)/d(progress) at input `progress`, which is clamped to `0...1`:
  /// Kinetic's slope, used by every animation.
  ///
  /// Analytic (see ``CubicBezier/velocity(at:)``); +∞ where the curve is vertical (the circular
  /// curves at their round ends); at an end where a Bezier curve's control point coincides with
  /// the end point the limit of the slope (1/0.58 ≈ 1.724 for `easeOut` at 0). NaN input gives
  /// NaN. ``velocity(at:)`` is SwiftUI's variant, which differs only at such ends.
  @inlinable
  public func derivative(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    let x = min(max(progress, 0), 1)
    switch storage {
    case .linear: return 1
    case .bezier(let curve): return curve.velocity(at: x)
    case .circularEaseIn: return Self.circularInSlope(x)
    case .circularEaseOut: return Self.circularInSlope(1 - x)
    case .circularEaseInOut:
      return x < 0.5 ? Self.circularInSlope(2 * x) : Self.circularInSlope(2 - 2 * x)
    case .circularEaseOutIn:
      return x < 0.5 ? 1 / Self.circularInSlope(1 - 2 * x) : 1 / Self.circularInSlope(2 * x - 1)
    case .penner(let family): return family.derivative(x)
    case .reversed(let curve): return curve.derivative(at: 1 - x)
    case .joined(let first, let second):
      return x <= 0.5 ? first.derivative(at: 2 * x) : second.derivative(at: 2 * x - 1)
    case .split(let mx, let my, let first, let second):
      return x < mx
        ? first.derivative(at: x / mx) * my / mx
        : second.derivative(at: (x - mx) / (1 - mx)) * (1 - my) / (1 - mx)
    case .interval(let begin, let end, let curve):
      return Self.intervalInput(x, begin, end).map { curve.derivative(at: $0) / (end - begin) } ?? 0
    case .inverted(let curve): return 1 / curve.derivative(at: Self.solve(curve, for: x))
    }
  }

  /// d/dx (1 − √(1 − x²)) = x / √(1 − x²); +∞ at x = 1.
  @usableFromInline
  static func circularInSlope(_ x: Double) -> Double {
    let root = abs((1 - x) * (1 + x)).squareRoot()  // a bare square root, as in circularIn
    return root > 0 ? x / root : .infinity
  }

  /// ``value(at:)`` and ``derivative(at:)`` in one call, bit for bit the same as the two
  /// calls; a Bezier curve solves once for both. What an animation samples.
  @inlinable
  public func valueAndDerivative(at progress: Double) -> (value: Double, derivative: Double) {
    if case .bezier(let curve) = storage {
      let both = curve.valueAndVelocity(at: progress)
      return (both.value, both.velocity)
    }
    return (value(at: progress), derivative(at: progress))
  }

  /// The curve reflected in the line y = x, so that `inverse.value(at: value(at: x)) == x`
  /// (up to rounding) for monotone curves.
  ///
  /// A Bezier curve's inverse swaps each control point's coordinates; if a y coordinate was
  /// outside `0...1` (an overshooting curve, which has no inverse function) it is clamped, as
  /// ``bezier(startControlPoint:endControlPoint:)`` does. The circular curves invert in closed
  /// form (`circularEaseIn` ↔ `circularEaseOut`; `circularEaseInOut` ↔ its out-in mirror), and
  /// reversed and joined curves through their parts. Any other curve (a Penner curve, an
  /// interval) is inverted numerically, by bisection to the last bit on its values: the result
  /// is exact for monotone curves and, for curves that turn back (back, elastic, bounce), one
  /// of the inputs giving the value.
  public var inverse: UnitCurve {
    switch storage {
    case .linear: return self
    case .bezier(let c):
      return .bezier(
        startControlPoint: UnitPoint(x: c.y1, y: c.x1), endControlPoint: UnitPoint(x: c.y2, y: c.x2)
      )
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return UnitCurve(storage: .circularEaseOutIn)
    case .circularEaseOutIn: return .circularEaseInOut
    case .reversed(let curve): return UnitCurve(storage: .reversed(curve.inverse))
    case .joined(let first, let second):
      return UnitCurve(storage: .joined(first.inverse, second.inverse))
    case .split(let mx, let my, let first, let second) where my > 0 && my < 1:
      return UnitCurve(storage: .split(x: my, y: mx, first.inverse, second.inverse))
    case .inverted(let curve): return curve
    case .penner, .interval, .split: return UnitCurve(storage: .inverted(self))
    }
  }
}
