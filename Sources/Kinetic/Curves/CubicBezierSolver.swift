/// The production solver behind ``CubicBezier``: y as a function of x for the curve
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, y(s) likewise, s ∈ [0, 1].
///
/// ## Method
///
/// At construction the curve gets one *row* per anchor parameter sₖ = k/N, k = 0…N
/// (N = ``anchorIntervals``), each covering the x interval between x((2k − 1)/2N) and
/// x((2k + 1)/2N). A row holds, exact to about 2⁻⁸⁰ (``SplitCoordinate``: the control points
/// split once into a 26-bit part on a fixed grid and a remainder, so that at a dyadic parameter
/// every product and sum of the grid parts is exact — no double-double arithmetic, no solving):
///
/// - x(sₖ) as an unevaluated pair `xHi + xLo` (`xHi` an exact double), and the Taylor
///   coefficients c₁ = x′(sₖ), c₂ = x″(sₖ)/2 (c₃ = x‴/6 is the same for every row);
/// - y(sₖ), d₁ = y′(sₖ), d₂ = y″(sₖ)/2 (d₃ = y‴/6 global);
/// - a cubic first guess δ₀(d) = d(g₁ + d(g₂ + d·g₃)) for δ = s − sₖ in terms of
///   d = x − xHi: the reverted Taylor series of x about sₖ;
/// - two thresholds on the guess's residual (``bounds(minSlope:maxCurvature:c3:scaleY:)``).
///
/// Evaluation at x finds its row with one multiplication, one addition and one load (a map
/// from the fine cells of x, x·``fineCellCount`` rounded, to the first row that can hold
/// them), then a comparison with the row's upper x (rarely more than one: several rows share a
/// fine cell only where x′ is small), takes the guess, and applies one Halley step (cubic
/// convergence) to the *local* residual R(δ) = (xLo − d) + δ(c₁ + δ(c₂ + δc₃)). y is then
/// y(sₖ) + δ(d₁ + δ(d₂ + δd₃)). Working in the anchor's coordinates is what buys the accuracy:
/// R is evaluated with an absolute error of about one ulp of |x − x(sₖ)| instead of one ulp of
/// 1, and y with about one ulp of y.
///
/// Whether that one step was enough is decided at evaluation, from the guess's residual R₀,
/// which the Halley step computes anyway: with x′ ≥ m over the row, the guess is off by at most
/// |R₀|/m, and Halley leaves K·(|R₀|/m)³ (K = x″²/(4x′²) + |x‴|/(6x′)). Each row stores the
/// largest |R₀|³ for which that parameter error times max |y′| stays below 2⁻⁵⁶, and the
/// largest |R₀|⁶ for which a Newton step after the Halley step does; beyond both, the
/// safeguarded iteration below finishes from the Halley step. Rows touching a vertical tangent
/// (x′ = 0 at s = 0 when x1 = 0, at s = 1 when x2 = 1, and at the inflection point of
/// (1, y1, 0, y2)) — those with max |dy/dx| > 256 — are re-anchored at the point of minimum x′
/// (in double-double) and always solved by a safeguarded Newton iteration from a scale-aware
/// guess (the smallest root of the single-term equations c₁|δ| = r, c₂|δ|² = r, c₃|δ|³ = r),
/// with bisection on the bit pattern as the safety net, so it converges from any start.
/// Because the anchor is where x′ is smallest, the residual's rounding error there is relative
/// to |δ| and the parameter comes out with a relative error of a few ulps even at a vertical
/// tangent.
///
/// ## Error bound
///
/// For control points with |y| ≤ 10, |value − y(x)| ≤ about 3·10⁻¹⁶ (a few ulps of 1)
/// everywhere in [0, 1], including at vertical tangents, where stopping on an x tolerance would
/// give errors of order 10⁻² (y error ≈ x error · dy/dx). In general the error is a few ulps of
/// max(1, |y1|, |y2|). Verified against an independent exact-arithmetic reference in
/// `KineticGSLTests` (dense grids and random curves, tolerance 10⁻¹⁴) and against 50-digit
/// values in `BezierLifecycleAccuracyTests` (curves built once and evaluated at 60 frames).
///
/// ## Monotonicity
///
/// For monotone control points the output is non-decreasing on any grid whose spacing exceeds
/// the error bound (tested on 10⁵-point grids); between adjacent doubles, where the true change
/// is below an ulp of y, rounding may step back by at most an ulp or two.
///
/// - Complexity: O(1) per evaluation (about 10 ns scalar; in batches about 3 ns per element for
///   sorted inputs, which stream through one row at a time); construction computes
///   ``anchorIntervals`` + 1 rows of a few dozen flops each and a 256-byte index, about 0.3 µs,
///   plus a double-double anchor for each of the few rows at a vertical tangent.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
  // @unchecked: the table is written only in `init` and read-only afterwards.

  /// Number of intervals between anchors: the rows are anchored at s = k/32, k = 0…32. (The
  /// exactness of ``SplitControlPoints`` holds for any power of two up to 2⁶.)
  static let anchorIntervals = 32
  /// Number of fine cells of x, each mapped to the first row that can hold its inputs (the
  /// index has one more: x·256 rounds to 0…256).
  static let fineCellCount = 256

  /// How a row is solved.
  enum Kind: UInt8 {
    /// Guess and one Halley step, then a Newton step or the safeguarded iteration only if the
    /// guess's residual says so.
    case table
    /// Safeguarded Newton iteration from a scale-aware guess (a vertical tangent's rows).
    case robust
    /// Every row of the identity curve (``isIdentity``), which answers x itself: marked in the
    /// rows so that ``value(at:)`` and ``valueAndVelocity(at:)`` learn it from the kind test
    /// they make anyway, with no test of their own.
    case identity
  }

  /// The data of one row about its anchor parameter sₐ.
  struct Row {
    /// x′(sₐ) and y′(sₐ), stored side by side (and first) so that value with velocity loads
    /// them as one pair (``pair(_:at:)``), while the value alone reads them one by one.
    var c1: Double
    var d1: Double
    /// x″(sₐ)/2 and y″(sₐ)/2, likewise side by side.
    var c2: Double
    var d2: Double
    /// x(sₐ) as the unevaluated pair `xHi + xLo`.
    var xHi: Double
    var xLo: Double
    /// The reverted series δ ≈ d(g₁ + d(g₂ + d·g₃)) for d = x − xHi.
    var g1: Double
    var g2: Double
    var g3: Double
    /// y(sₐ).
    var y0: Double
    /// The factors that bring |R₀|³ and |R₀|⁶ (R₀ the residual of the guess) to at most 1
    /// where one Halley step, and a Halley and a Newton step, are enough.
    var halleyScale: Double
    var newtonScale: Double
    /// The anchor parameter sₐ.
    var anchor: Double
    /// The x interval (lower, upper] of the row: any x inside it finds this row.
    var lower: Double
    var upper: Double
    var kind: Kind
  }

  /// The row's doubles at byte `offset` and the next one as one pair, with one load: (c₁, d₁)
  /// at the offset of `c1`, (c₂, d₂) at that of `c2`.
  @inline(__always)
  static func pair(_ r: UnsafeMutablePointer<Row>, at offset: Int) -> SIMD2<Double> {
    UnsafeRawPointer(r).loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)
  }

  /// The control points.
  @usableFromInline let x1: Double
  @usableFromInline let y1: Double
  @usableFromInline let x2: Double
  @usableFromInline let y2: Double
  /// The rows, one per anchor.
  let rows: UnsafeMutablePointer<Row>
  /// Number of rows.
  var rowCount: Int { Self.anchorIntervals + 1 }
  /// For each fine cell of x (x·``fineCellCount`` rounded: 0…256), the first row whose x
  /// interval reaches it: one load, then the rows' upper ends.
  let rowIndex: UnsafeMutablePointer<UInt8>
  /// x‴/6 = 1 + 3x1 − 3x2.
  let c3: Double
  /// y‴/6 = 1 + 3y1 − 3y2.
  let d3: Double
  /// Whether the curve is the identity y = x (x1 = y1 and x2 = y2: x(s) and y(s) are then the
  /// same polynomial). Evaluation returns x itself and velocity exactly 1, as a careful CSS
  /// engine does; the table would give x only to within an ulp or two (e.g. 0.49999999999999994
  /// at 0.5 for (0, 0, 1, 1)).
  let isIdentity: Bool
  /// (3c₃, 3d₃): the cubic terms of x′ and y′.
  let thirdSlopes: SIMD2<Double>

  deinit {
    // One allocation holds the rows and the index (``makeTable(x1:y1:x2:y2:)``).
    UnsafeMutableRawPointer(rows).deallocate()
  }

  /// Builds the table (see `CubicBezierSolver+Construction.swift`).
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let table = Self.makeTable(x1: x1, y1: y1, x2: x2, y2: y2)
    rows = table.rows
    rowIndex = table.rowIndex
    c3 = table.c3
    d3 = table.d3
    isIdentity = x1 == y1 && x2 == y2
    if isIdentity {
      for k in 0...Self.anchorIntervals { rows[k].kind = .identity }
    }
    thirdSlopes = 3 * SIMD2(table.c3, table.d3)
  }

  // MARK: Shared solvers

  /// The solvers of the named curves, built once per process (on first use) and shared by
  /// every curve with the same control points.
  static let ease = CubicBezierSolver(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  static let easeIn = CubicBezierSolver(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = CubicBezierSolver(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let easeInOut = CubicBezierSolver(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The shared solver whose control points are bit for bit these (so −0 is not taken for 0,
  /// which a curve's description would show), or nil.
  static func named(x1: Double, y1: Double, x2: Double, y2: Double) -> CubicBezierSolver? {
    func matches(_ p: (Double, Double, Double, Double)) -> Bool {
      x1.bitPattern == p.0.bitPattern && y1.bitPattern == p.1.bitPattern
        && x2.bitPattern == p.2.bitPattern && y2.bitPattern == p.3.bitPattern
    }
    if matches((0.42, 0, 0.58, 1)) { return easeInOut }
    if matches((0.42, 0, 1, 1)) { return easeIn }
    if matches((0, 0, 0.58, 1)) { return easeOut }
    if matches((0.25, 0.1, 0.25, 1)) { return ease }
    return nil
  }

  // MARK: Evaluation
  //
  // The entry points are marked `@_effects(releasenone)`: they only read the table and do
  // arithmetic, and saying so lets the optimiser drop the retain/release pair a caller would
  // otherwise wrap around the call when it reaches the solver through an enum payload
  // (`UnitCurve`, `CSSEasingFunction`, an animation's description) — without it,
  // `UnitCurve.value(at:)` cost 1.8× `CubicBezier.value(at:)`.

  /// The fine cell of x in [0, 1]: x·256 rounded to nearest, 0…256, read off the bits of
  /// x·256 + 2⁵² (no checked conversion, no clamp). Cell c holds x·256 in [c − ½, c + ½]
  /// (ties may go either way: both cells start at or before the row). Rounding x·256 needs one
  /// addition where the floor (x·256 − ½ rounded) needed two: one floating-point latency fewer
  /// on every evaluation's path.
  @inline(__always)
  static func fineIndex(_ x: Double) -> Int {
    nearestCell(x * Double(fineCellCount))
  }

  /// `cell` in [0, 511] rounded to nearest, read off the low bits of `cell` + 2⁵² (ulp 1): no
  /// checked conversion. x's fine cell, and where `makeTable` counts a row.
  @inline(__always)
  static func nearestCell(_ cell: Double) -> Int {
    Int(truncatingIfNeeded: (cell + 0x1p52).bitPattern & 0x1FF)
  }

  /// The row for x in [0, 1]: the fine cell's first row, then on while x is beyond a row's
  /// upper end (the last row's is +∞).
  @inline(__always)
  func row(for x: Double) -> UnsafeMutablePointer<Row> {
    row(x, startingAt: Self.fineIndex(x))
  }

  /// The first row from fine cell `cell`'s whose upper end is at least x.
  @inline(__always)
  func row(_ x: Double, startingAt cell: Int) -> UnsafeMutablePointer<Row> {
    var r = rows + Int(rowIndex[cell])
    while x > r.pointee.upper { r += 1 }
    return r
  }

  /// δ = s − sₐ for x in (0, 1) in row `r`.
  @inline(__always)
  func delta(_ x: Double, _ r: UnsafeMutablePointer<Row>) -> Double {
    r.pointee.kind == .robust ? robustDelta(x, r) : tableDelta(x, r)
  }

  /// ``delta(_:_:)`` in a ``Kind/robust`` row: the safeguarded iteration.
  @inline(__always)
  func robustDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>) -> Double {
    let c0 = r.pointee.xLo - (x - r.pointee.xHi)
    let anchor = r.pointee.anchor
    return Self.solveRobust(
      c0: c0, c1: r.pointee.c1, c2: r.pointee.c2, c3: c3, lower: -anchor, upper: 1 - anchor)
  }

  /// ``delta(_:_:)`` in a ``Kind/table`` row: the guess and one Halley step, and — when the
  /// guess's residual cubed, times the row's ``Row/halleyScale``, exceeds 1 —
  /// ``refinedDelta(_:_:_:_:)``.
  @inline(__always)
  func tableDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>) -> Double {
    let (delta, cube) = halleyDelta(x, r)
    if cube * r.pointee.halleyScale > 1 { return refinedDelta(x, r, delta, cube) }
    return delta
  }

  /// The guess and one Halley step in a ``Kind/table`` row, and the guess's residual cubed
  /// (|R₀|·R₀²), which decides whether the step was enough (``tableDelta(_:_:)``).
  @inline(__always)
  func halleyDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>) -> (
    delta: Double, cube: Double
  ) {
    let c3 = self.c3
    // 3c₃ from ``thirdSlopes``: the same product as writing `3 * c3`, without recomputing it.
    let threeC3 = thirdSlopes.x
    let c1 = r.pointee.c1
    let c2 = r.pointee.c2
    let d = x - r.pointee.xHi
    let c0 = r.pointee.xLo - d
    var delta = d * (r.pointee.g1 + d * (r.pointee.g2 + d * r.pointee.g3))
    // Halley: δ −= R·R′ / (R′² − R·R″/2).
    let residual = c0 + delta * (c1 + delta * (c2 + delta * c3))
    let half = c2 + threeC3 * delta
    let slope = c1 + delta * (half + c2)
    delta -= residual * slope / (slope * slope - residual * half)
    return (delta, abs(residual) * residual * residual)
  }

  /// ``newtonDelta(_:_:_:_:)`` out of line: the evaluation's common path stays a leaf.
  @inline(never)
  func refinedDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>, _ delta: Double, _ cube: Double)
    -> Double
  {
    newtonDelta(x, r, delta, cube)
  }

  /// A Newton step after the Halley step `delta` when the guess's residual cubed, `cube`, is
  /// within the row's ``Row/newtonScale``, else the safeguarded iteration from `delta`. Inlined
  /// into the out-of-line weak-guess paths of ``value(at:)`` and ``valueAndVelocity(at:)``
  /// (one call fewer on the quarter of a dense grid's evaluations that take them), reached
  /// through ``refinedDelta(_:_:_:_:)`` elsewhere.
  @inline(__always)
  func newtonDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>, _ delta: Double, _ cube: Double)
    -> Double
  {
    let c1 = r.pointee.c1
    let c2 = r.pointee.c2
    let c0 = r.pointee.xLo - (x - r.pointee.xHi)
    if cube * cube * r.pointee.newtonScale <= 1 {
      let residual = c0 + delta * (c1 + delta * (c2 + delta * c3))
      let slope = c1 + delta * (2 * c2 + thirdSlopes.x * delta)
      return delta - residual / slope
    }
    let anchor = r.pointee.anchor
    return Self.solveRobust(
      c0: c0, c1: c1, c2: c2, c3: c3, lower: -anchor, upper: 1 - anchor,
      guess: delta.isFinite ? delta : nil)
  }

  /// y in row `r` at parameter offset `delta`.
  @inline(__always)
  func y(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> Double {
    r.pointee.y0 + delta * (r.pointee.d1 + delta * (r.pointee.d2 + delta * d3))
  }

  /// y, and (x′, y′) as one pair, in row `r` at parameter offset `delta`; y is bit for bit
  /// ``y(_:_:)``.
  ///
  /// (x′, y′) = (c₁, d₁) + δ·(2(c₂, d₂) + δ·(3c₃, 3d₃)), both lanes at once, with (3c₃, 3d₃)
  /// kept in ``thirdSlopes`` and the two coefficient pairs loaded straight from the row, where
  /// they sit side by side: after the solve, the velocity costs two loads, four two-lane
  /// operations, a lane extraction and one division (11 instructions; 82 a call for value with
  /// velocity against 71 for the value, measured with callgrind for issue 16). Assembling the
  /// pairs from scalar fields cost four more.
  @inline(__always)
  func valueAndSlopes(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> (
    value: Double, slopes: SIMD2<Double>
  ) {
    let value = y(r, delta)
    #if hasFeature(Embedded)
      // Embedded Swift has no key paths; the same doubles, loaded one by one.
      let first = SIMD2(r.pointee.c1, r.pointee.d1)
      let second = SIMD2(r.pointee.c2, r.pointee.d2)
    #else
      let first = Self.pair(r, at: MemoryLayout<Row>.offset(of: \.c1)!)
      let second = Self.pair(r, at: MemoryLayout<Row>.offset(of: \.c2)!)
    #endif
    let slopes = first + delta * ((second + second) + thirdSlopes * delta)
    return (value, slopes)
  }

  /// y at x in (0, 1).
  ///
  /// Every call out of the common path is its last act (a robust row, a guess too weak for
  /// one Halley step), so it compiles to a jump and the function stays a leaf without a stack
  /// frame.
  @usableFromInline @_effects(releasenone)
  func value(at x: Double) -> Double {
    solve(
      at: x, otherRow: { robustValue(at: x, $0) },
      weakGuess: { refinedValue(at: x, $0, $1, $2) }, halley: { y($0, $1) })
  }

  /// The one dispatch of ``value(at:)`` and ``valueAndVelocity(at:)`` for x in (0, 1): a
  /// robust or identity row goes to `otherRow`, a guess too weak for one Halley step to
  /// `weakGuess` (with the row, the step and the guess's residual cubed), and the common case
  /// to `halley` (the row and the step). Each outcome is the caller's last act, so the out-of-
  /// line ones compile to jumps.
  @inline(__always)
  func solve<Result>(
    at x: Double, otherRow: (UnsafeMutablePointer<Row>) -> Result,
    weakGuess: (UnsafeMutablePointer<Row>, Double, Double) -> Result,
    halley: (UnsafeMutablePointer<Row>, Double) -> Result
  ) -> Result {
    let r = row(for: x)
    if r.pointee.kind != .table { return otherRow(r) }
    let (delta, cube) = halleyDelta(x, r)
    if cube * r.pointee.halleyScale > 1 { return weakGuess(r, delta, cube) }
    return halley(r, delta)
  }

  /// ``value(at:)`` where the guess was too weak for one Halley step `delta`: y at
  /// ``newtonDelta(_:_:_:_:)``.
  @inline(never)
  func refinedValue(
    at x: Double, _ r: UnsafeMutablePointer<Row>, _ delta: Double, _ cube: Double
  ) -> Double {
    y(r, newtonDelta(x, r, delta, cube))
  }

  /// ``value(at:)`` in a ``Kind/robust`` or ``Kind/identity`` row, out of line so that the
  /// common path stays a leaf without a stack frame.
  @inline(never)
  func robustValue(at x: Double, _ r: UnsafeMutablePointer<Row>) -> Double {
    r.pointee.kind == .identity ? x : hullClamped(y(r, robustDelta(x, r)))
  }

  /// `value` brought into the hull of the control values, [min(0, y1, y2), max(1, y1, y2)],
  /// where the curve lies (a Bezier curve lies in the convex hull of its control points).
  ///
  /// A robust row's anchor sits where x′ is smallest, which can be a little way from s = 0 or
  /// s = 1; y there is y(sₐ) + δ(…) with δ ≈ −sₐ, a cancellation whose rounding (an ulp or so of
  /// y(sₐ), within the error bound) could fall on the wrong side of an end value:
  /// `cubic-bezier(0.001, 0, 0, 0)` gave −5·10⁻²⁴ for x in (0, 10⁻¹⁵], a monotone curve
  /// leaving [0, 1] (found by the numeric fuzz target; its end rows now keep their exact
  /// anchor, see ``makeTable(x1:y1:x2:y2:)``, and the clamp guarantees the range wherever a
  /// robust row's anchor moves). The clamp only ever moves a value towards the exact one.
  @inline(__always)
  func hullClamped(_ value: Double) -> Double {
    Swift.min(Swift.max(value, Swift.min(0, y1, y2)), Swift.max(1, y1, y2))
  }

  /// y and dy/dx at x in (0, 1) from one solve, bit for bit ``value(at:)`` and
  /// ``velocity(at:)`` (the same operations in the same order).
  @usableFromInline @_effects(releasenone)
  func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
    solve(
      at: x, otherRow: { robustValueAndVelocity(at: x, $0) },
      weakGuess: { refinedValueAndVelocity(at: x, $0, $1, $2) },
      halley: { tableValueAndVelocity($0, $1) })
  }

  /// y and dy/dx in a ``Kind/table`` row at parameter offset `delta`.
  @inline(__always)
  func tableValueAndVelocity(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> (
    value: Double, velocity: Double
  ) {
    let (value, slopes) = valueAndSlopes(r, delta)
    return (value, slopes.y / slopes.x)
  }

  /// ``valueAndVelocity(at:)`` where the guess was too weak for one Halley step `delta`.
  @inline(never)
  func refinedValueAndVelocity(
    at x: Double, _ r: UnsafeMutablePointer<Row>, _ delta: Double, _ cube: Double
  ) -> (value: Double, velocity: Double) {
    tableValueAndVelocity(r, newtonDelta(x, r, delta, cube))
  }

  /// ``valueAndVelocity(at:)`` in a ``Kind/robust`` or ``Kind/identity`` row, out of line so
  /// that the common path stays a leaf without a stack frame.
  @inline(never)
  func robustValueAndVelocity(at x: Double, _ r: UnsafeMutablePointer<Row>) -> (
    value: Double, velocity: Double
  ) {
    if r.pointee.kind == .identity { return (x, 1) }
    let delta = robustDelta(x, r)
    let (value, slopes) = valueAndSlopes(r, delta)
    return (hullClamped(value), slopes.x > 0 ? slopes.y / slopes.x : limitVelocity(r, delta))
  }

  /// The Taylor coefficients of x and y (orders 1 to 3) at parameter offset `delta` in row `r`.
  @inline(__always)
  func localCoefficients(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> (
    x: (Double, Double, Double), y: (Double, Double, Double)
  ) {
    let c1 = r.pointee.c1
    let c2 = r.pointee.c2
    let d1 = r.pointee.d1
    let d2 = r.pointee.d2
    return (
      (c1 + delta * (2 * c2 + 3 * c3 * delta), c2 + 3 * c3 * delta, c3),
      (d1 + delta * (2 * d2 + 3 * d3 * delta), d2 + 3 * d3 * delta, d3)
    )
  }

  /// dy/dx at x in [0, 1]; where x′ vanishes, the limit by L'Hôpital's rule (the ratio of the
  /// first Taylor coefficients of x and y that do not both vanish), ±∞ at a vertical tangent.
  @usableFromInline @_effects(releasenone)
  func velocity(at x: Double) -> Double {
    if isIdentity { return 1 }
    let r = row(for: x)
    let delta = x > 0 && x < 1 ? self.delta(x, r) : 0
    let slopes = valueAndSlopes(r, delta).slopes
    // Outside robust rows x′ ≥ 1/256 (the rows' bound), as in valueAndVelocity(at:).
    if r.pointee.kind != .robust || slopes.x > 0 { return slopes.y / slopes.x }
    return limitVelocity(r, delta)
  }

  /// dy/dx at parameter offset `delta` in row `r` where x′ = 0 there.
  @inline(never)
  func limitVelocity(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> Double {
    let (cx, cy) = localCoefficients(r, delta)
    return Self.limitSlope(cx, cy)
  }

  /// dy/dx where x′ = 0: the ratio of the first Taylor coefficients of x and y that do not both
  /// vanish (L'Hôpital's rule), ±∞ where only y's does. Out of line: it is reached only at a
  /// vertical tangent or a stationary point of x.
  @inline(never)
  static func limitSlope(_ cx: (Double, Double, Double), _ cy: (Double, Double, Double))
    -> Double
  {
    if cy.0 != 0 { return cy.0 > 0 ? .infinity : -.infinity }
    for (px, py) in [(cx.1, cy.1), (cx.2, cy.2)] {
      if py != 0 && px == 0 { return py > 0 ? .infinity : -.infinity }
      if px != 0 { return py / px }
    }
    return 0
  }

  /// How many rows use each scheme.
  var kindCounts: [Kind: Int] {
    var counts: [Kind: Int] = [:]
    for k in 0..<rowCount { counts[rows[k].kind, default: 0] += 1 }
    return counts
  }
}
