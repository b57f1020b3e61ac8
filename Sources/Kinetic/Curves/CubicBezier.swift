/// A cubic Bezier timing function from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as used by SwiftUI's `timingCurve` and CSS `cubic-bezier()`.
///
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ and y(s) likewise for the curve parameter s ∈ [0, 1];
/// with x1, x2 ∈ [0, 1], x is non-decreasing, so y is a function of x.
/// ``value(at:)`` solves x(s) = progress and returns y(s); the solver (see
/// `CubicBezierSolver.swift`) is accurate to a few ulps of max(1, |y1|, |y2|) everywhere,
/// including at vertical tangents, and its per-curve table is built once, here, at construction.
///
/// Output is exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1, and non-decreasing for monotone control
/// points (y1, y2 in `0...1`) up to rounding between adjacent doubles. A curve with x1 = y1 and
/// x2 = y2, such as `cubic-bezier(0, 0, 1, 1)`, is the identity y = x (x(s) and y(s) are the same
/// polynomial); it is recognised at construction and returns x exactly, with velocity exactly 1.
///
/// Construction costs about 0.6 µs (the table) — except for the named curves' control points
/// (`ease`, `easeIn`, `easeOut`, `easeInOut`), whose solver is built once per process and
/// shared, and for control points built recently: the last 16 distinct sets are kept in a
/// process-wide cache, so building a curve an app has built before (a `timingCurve` animation
/// made on every tap) costs a look-up of well under a microsecond and shares the earlier
/// curve's table. Evaluation costs about 10 ns, about 3 ns per element in batches over sorted
/// inputs. Results never depend on the sharing: equal control points give the same table.
///
/// Two curves are equal, and hash alike, when their control points are equal.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// The largest control point |y| accepted; beyond it evaluation could overflow.
  public static let maximumMagnitude = 1e200

  /// The first control point's x, in `0...1`.
  public var x1: Double { solver.x1 }
  /// The first control point's y; any finite value up to ``maximumMagnitude``.
  public var y1: Double { solver.y1 }
  /// The second control point's x, in `0...1`.
  public var x2: Double { solver.x2 }
  /// The second control point's y; any finite value up to ``maximumMagnitude``.
  public var y2: Double { solver.y2 }

  /// The solver, which also keeps the control points: a curve is one reference, so copying it
  /// (into a `UnitCurve`, an `Animation`, a `CSSEasingFunction`) costs one retain, and reading
  /// it through an enclosing enum needs no copy at all.
  @usableFromInline
  let solver: CubicBezierSolver

  /// Creates the curve, validating the control points.
  ///
  /// - Parameters:
  ///   - x1: First control point x, in `0...1`.
  ///   - y1: First control point y, finite, |y1| ≤ ``maximumMagnitude``.
  ///   - x2: Second control point x, in `0...1`.
  ///   - y2: Second control point y, finite, |y2| ≤ ``maximumMagnitude``.
  /// - Throws: ``TimingCurveError`` naming the first offending coordinate.
  /// - Complexity: O(1); builds a table of 4.5 KB (about 0.6 µs), unless these control
  ///   points are a named curve's or were built recently (then a look-up and a shared table).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingCurveError) {
    // Checked in this order so the first offending coordinate is named; no array literals, so
    // validation allocates nothing.
    if !x1.isFinite { throw .nonFiniteControlPoint(name: "x1", value: x1) }
    if !y1.isFinite { throw .nonFiniteControlPoint(name: "y1", value: y1) }
    if !x2.isFinite { throw .nonFiniteControlPoint(name: "x2", value: x2) }
    if !y2.isFinite { throw .nonFiniteControlPoint(name: "y2", value: y2) }
    if !(0...1).contains(x1) { throw .controlPointXOutOfRange(name: "x1", value: x1) }
    if !(0...1).contains(x2) { throw .controlPointXOutOfRange(name: "x2", value: x2) }
    if abs(y1) > Self.maximumMagnitude { throw .controlPointYOutOfRange(name: "y1", value: y1) }
    if abs(y2) > Self.maximumMagnitude { throw .controlPointYOutOfRange(name: "y2", value: y2) }
    self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Creates the curve from control points already known to be valid; the named curves'
  /// control points reuse their solver, built once per process, and recently built ones theirs
  /// (`CubicBezierSolverCache`).
  init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    if let named = CubicBezierSolver.named(x1: x1, y1: y1, x2: x2, y2: y2) {
      solver = named
    } else if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      solver = CubicBezierSolverCache.shared.solver(x1: x1, y1: y1, x2: x2, y2: y2)
    } else {
      solver = CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
    }
  }

  /// Equal control points.
  public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// y at input progress `x`, which is clamped to `0...1`.
  ///
  /// Exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1; NaN input gives NaN.
  /// - Complexity: O(1): a table look-up and one Halley step in most of [0, 1].
  @inlinable
  public func value(at x: Double) -> Double {
    if CubicBezierSolver.isInterior(x) { return solver.value(at: x) }
    if x.isNaN { return x }
    return x <= 0 ? 0 : 1
  }

  /// dy/dx at input progress `x`, which is clamped to `0...1`.
  ///
  /// Analytic everywhere: where x′(s) = 0 (x1 = 0 at the start, x2 = 1 at the end, the middle of
  /// (1, y1, 0, y2)) the limit is taken by L'Hôpital's rule — e.g. `easeIn` (0.42, 0, 1, 1) at
  /// x = 1 is y″(1)/x″(1) = 1/0.58 — and a vertical tangent gives ±∞. NaN input gives NaN.
  @inlinable
  public func velocity(at x: Double) -> Double {
    if x.isNaN { return x }
    return solver.velocity(at: min(max(x, 0), 1))
  }

  /// ``value(at:)`` and ``velocity(at:)`` from one solve, bit for bit the same as the two
  /// calls, for about 1.3× the cost of one (two calls cost about 2.35×).
  ///
  /// - Complexity: O(1): one table look-up and solve, then one division for the slope.
  @inlinable
  public func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
    Self.valueAndVelocity(of: solver, at: x)
  }

  /// ``valueAndVelocity(at:)`` of the curve `solver` solves, for holders of the solver alone
  /// (the `Animator`'s per-frame kernels borrow it without reference counting).
  @inlinable
  static func valueAndVelocity(of solver: CubicBezierSolver, at x: Double) -> (
    value: Double, velocity: Double
  ) {
    if CubicBezierSolver.isInterior(x) { return solver.valueAndVelocity(at: x) }
    if x.isNaN { return (x, x) }
    return x <= 0 ? (0, solver.velocity(at: 0)) : (1, solver.velocity(at: 1))
  }

  /// `cubic-bezier(x1, y1, x2, y2)` with numbers that round-trip.
  public var description: String {
    "cubic-bezier(\(CSSEasingFunction.format(x1)), \(CSSEasingFunction.format(y1)), \(CSSEasingFunction.format(x2)), \(CSSEasingFunction.format(y2)))"
  }
}

extension CubicBezier {
  /// How many of the solver's rows are solved by the guess and a Halley step (refined only where
  /// the guess's residual asks) and how many, at a vertical tangent, by the robust iteration
  /// (for tests and benchmarks).
  @_spi(Testing)
  public var solverRowCounts: (table: Int, robust: Int) {
    let counts = solver.kindCounts
    return (counts[.table] ?? 0, counts[.robust] ?? 0)
  }
}
