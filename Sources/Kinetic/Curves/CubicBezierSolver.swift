import CKineticBezier

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
/// - a quintic first guess δ₀(d) = d·g₁ + d²·g₂ + … + d⁵·g₅ for δ = s − sₖ in terms of
///   d = x − xHi: the reverted Taylor series of x about sₖ;
/// - two thresholds on the guess's residual
///   (``scales(minSlope:inverseSlope:maxCurvature:c3:scaleY:)``).
///
/// Evaluation at x finds its row with one fused multiply-add and one load (a map from the fine
/// cells of x, x·``fineCellCount`` rounded, to the first row that can hold them), then a
/// comparison with the row's upper x (rarely more than one: several rows share a fine cell only
/// where x′ is small), takes the guess, and applies one Halley step (cubic convergence) to the
/// *local* residual R(δ) = (xLo − d) + δc₁ + δ²(c₂ + δc₃). y is then
/// y(sₖ) + δ(d₁ + δ(d₂ + δd₃)). The guess and the residual are grouped after Estrin's scheme,
/// in independent halves joined by a power of d or δ (their roundings matter little: the step
/// corrects the guess, and the residual's are relative to |δ|); y keeps Horner's rule, whose
/// last step rounds once at the size of y. Working in the anchor's coordinates is what buys the
/// accuracy: R is evaluated with an absolute error of about one ulp of |x − x(sₖ)| instead of
/// one ulp of 1, and y with about one ulp of y.
///
/// That evaluation is the C kernel `CKineticBezier`, which reads the rows as this class writes
/// them (`Row` is its struct) and writes every product that is added as a fused multiply-add,
/// with no other fusing: each fused step rounds once, and the bits are the same on every
/// platform. On x86-64 Linux the kernel is built with and without the FMA instruction and
/// the loader picks one (glibc's exactly rounded `fma` stands in without it); arm64 always has
/// it; the WebAssembly build calls wasi-libc's. A fused step is also a shorter dependent chain:
/// on the Zen 5 machine of issue 37 an evaluation took 6.2 ns against 8.2 ns with separate
/// products and sums (Swift fuses only what `addingProduct` asks for, and emits the instruction
/// only when a whole module is built for it, with an unsafe flag that a package's users cannot
/// depend on). Where the kernel cannot finish, it calls back into ``unfinishedValue(at:)``.
///
/// Whether that one step was enough is decided at evaluation, from the guess's residual R₀,
/// which the Halley step computes anyway: with x′ ≥ m over the row, the guess is off by at most
/// |R₀|/m, and Halley leaves K·(|R₀|/m)³ (K = x″²/(4x′²) + |x‴|/(6x′)). Each row stores a
/// power of two below which |R₀| keeps that parameter error times max |y′| below 2⁻⁵⁶ (within
/// a factor 2 of the largest such |R₀|, and compared as bits, in integer operations), and the
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
/// - Complexity: O(1) per evaluation (about 7 ns scalar; in batches about 3 ns per element for
///   sorted inputs, which stream through one row at a time); construction computes
///   ``anchorIntervals`` + 1 rows of a few dozen flops each and a 256-byte index, about 0.37 µs,
///   plus a double-double anchor for each of the few rows at a vertical tangent. Sixteen
///   intervals rather than 32 halve the construction (a fresh curve's life of 60 frames went
///   from 1.08 to 0.91 of Chromium's) for a scalar evaluation on a dense grid about 8 % dearer
///   (more guesses there need the Newton step): the quintic guess keeps that small.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
  // @unchecked: the table is written only in `init` and read-only afterwards.

  /// Number of intervals between anchors: the rows are anchored at s = k/16, k = 0…16. (The
  /// exactness of ``SplitControlPoints`` holds for any power of two up to 2⁶.)
  static let anchorIntervals = Int(KINETIC_BEZIER_ANCHOR_INTERVALS)
  /// Number of fine cells of x, each mapped to the first row that can hold its inputs (the
  /// index has one more: x·256 rounds to 0…256).
  static let fineCellCount = Int(KINETIC_BEZIER_FINE_CELLS)

  /// How a row is solved.
  enum Kind: UInt8 {
    // The raw values are the kernel's (`KINETIC_BEZIER_TABLE` and the others).
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

  /// The data of one row about its anchor parameter sₐ: the kernel's C struct
  /// (`CKineticBezier.h`), so that the table the solver writes is the one the kernel reads.
  typealias Row = KineticBezierRow

  /// The control points.
  @usableFromInline let x1: Double
  @usableFromInline let y1: Double
  @usableFromInline let x2: Double
  @usableFromInline let y2: Double
  /// The table as the kernel reads it: the rows, the index and the cubic terms, in the same
  /// allocation as the rows and the index (``makeTable(x1:y1:x2:y2:)``).
  let table: UnsafeMutablePointer<KineticBezierTable>
  /// The rows, one per anchor.
  var rows: UnsafeMutablePointer<Row> { UnsafeMutablePointer(mutating: table.pointee.rows) }
  /// Number of rows.
  var rowCount: Int { Self.anchorIntervals + 1 }
  /// For each fine cell of x (x·``fineCellCount`` rounded: 0…256), the first row whose x
  /// interval reaches it: one load, then the rows' upper ends.
  var rowIndex: UnsafePointer<UInt8> { table.pointee.rowIndex }
  /// x‴/6 = 1 + 3x1 − 3x2.
  var c3: Double { table.pointee.c3 }
  /// y‴/6 = 1 + 3y1 − 3y2.
  var d3: Double { table.pointee.d3 }
  /// Whether the curve is the identity y = x (x1 = y1 and x2 = y2: x(s) and y(s) are then the
  /// same polynomial). Evaluation returns x itself and velocity exactly 1, as a careful CSS
  /// engine does; the table would give x only to within an ulp or two (e.g. 0.49999999999999994
  /// at 0.5 for (0, 0, 1, 1)).
  let isIdentity: Bool

  deinit {
    // One allocation holds the rows, the index and the table (``makeTable(x1:y1:x2:y2:)``).
    UnsafeMutableRawPointer(rows).deallocate()
  }

  /// Builds the table (see `CubicBezierSolver+Construction.swift`).
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    table = Self.makeTable(x1: x1, y1: y1, x2: x2, y2: y2)
    isIdentity = x1 == y1 && x2 == y2
    if isIdentity {
      for k in 0...Self.anchorIntervals {
        rows[k].kind = .identity
        rows[k].halleyResidual = 0
      }
    }
    // The kernel finishes through these (unretained: the table lives and dies with self).
    table.pointee.context = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    table.pointee.finishValue = { context, x in
      Unmanaged<CubicBezierSolver>.fromOpaque(context!).takeUnretainedValue()
        .unfinishedValue(at: x)
    }
    table.pointee.finishValueAndVelocity = { context, x in
      let point = Unmanaged<CubicBezierSolver>.fromOpaque(context!).takeUnretainedValue()
        .unfinishedValueAndVelocity(at: x)
      return KineticBezierPoint(value: point.value, velocity: point.velocity)
    }
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
  // The common path — a table row's guess, Halley step and, where the guess's residual asks
  // for it, Newton step — is the kernel's (`CKineticBezier`), with fused multiply-adds: on a
  // processor with the instruction, each evaluation's dependent chain is a third shorter than
  // with separate products and sums. Where the row is a vertical tangent's or the guess is too
  // weak even for a Newton step, it calls back into the safeguarded iteration here
  // (``unfinishedValue(at:)``, ``unfinishedValueAndVelocity(at:)``; the batch leaves those
  // inputs NaN for ``values(_:_:count:)`` to finish).
  //
  // The entry points are marked `@_effects(releasenone)`: they only read the table and do
  // arithmetic, and saying so lets the optimiser drop the retain/release pair a caller would
  // otherwise wrap around the call when it reaches the solver through an enum payload
  // (`UnitCurve`, `CSSEasingFunction`, an animation's description) — without it,
  // `UnitCurve.value(at:)` cost 1.8× `CubicBezier.value(at:)`.

  /// `cell` in [0, 511] rounded to nearest, read off the low bits of `cell` + 2⁵² (ulp 1): no
  /// checked conversion. Where `makeTable` counts a row; the kernel reads x's fine cell, x·256
  /// rounded, the same way.
  @inline(__always)
  static func nearestCell(_ cell: Double) -> Int {
    Int(truncatingIfNeeded: (cell + 0x1p52).bitPattern & 0x1FF)
  }

  /// The row for x in [0, 1]: the fine cell's first row, then on while x is beyond a row's
  /// upper end (the last row's is +∞).
  func row(for x: Double) -> UnsafeMutablePointer<Row> {
    UnsafeMutablePointer(mutating: kinetic_bezier_row(table, x))
  }

  /// Whether x is in (0, 1), where the kernel solves: 0 < x's bits < 1's bits, one integer
  /// comparison (a positive double orders as its bits; a negative one, −0 included, has the
  /// top bit, and NaN's bits exceed 1's), which leaves the floating-point units to the solve.
  @inlinable @inline(__always)
  static func isInterior(_ x: Double) -> Bool {
    x.bitPattern &- 1 < (1.0).bitPattern &- 1
  }

  /// y at x in (0, 1).
  @usableFromInline @_effects(releasenone)
  func value(at x: Double) -> Double {
    kinetic_bezier_value(table, x)
  }

  /// y and dy/dx at x in (0, 1) from one solve, bit for bit ``value(at:)`` and
  /// ``velocity(at:)``.
  @usableFromInline @_effects(releasenone)
  func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
    let point = kinetic_bezier_value_and_velocity(table, x)
    return (point.value, point.velocity)
  }

  /// dy/dx at x in [0, 1]; where x′ vanishes, the limit by L'Hôpital's rule (the ratio of the
  /// first Taylor coefficients of x and y that do not both vanish), ±∞ at a vertical tangent.
  @usableFromInline @_effects(releasenone)
  func velocity(at x: Double) -> Double {
    if isIdentity { return 1 }
    if Self.isInterior(x) { return valueAndVelocity(at: x).velocity }
    return velocity(row(for: x), 0)
  }

  /// The parameter offset δ = s − sₐ of x in (0, 1) where the kernel leaves it: a robust row's,
  /// or a table row's whose guess was too weak for a Halley and a Newton step, by the
  /// safeguarded iteration (from the Halley step in a table row).
  func unfinishedDelta(_ x: Double, _ r: UnsafeMutablePointer<Row>) -> Double {
    let c0 = r.pointee.xLo - (x - r.pointee.xHi)
    let anchor = self.anchor(r)
    var guess: Double? = nil
    if r.pointee.kind == .table {
      let step = kinetic_bezier_halley(table, r, x).delta
      guess = step.isFinite ? step : nil
    }
    return Self.solveRobust(
      c0: c0, c1: r.pointee.c1, c2: r.pointee.c2, c3: c3, lower: -anchor, upper: 1 - anchor,
      guess: guess)
  }

  /// The anchor parameter sₐ of row `r`: k/N for row k, but where a robust row's moved it.
  func anchor(_ r: UnsafeMutablePointer<Row>) -> Double {
    r.pointee.kind == .robust
      ? r.pointee.robustAnchor : Double(r - rows) / Double(Self.anchorIntervals)
  }

  /// ``value(at:)`` where the kernel leaves x (``unfinishedDelta(_:_:)``), out of line.
  @inline(never)
  func unfinishedValue(at x: Double) -> Double {
    if isIdentity { return x }
    let r = row(for: x)
    let value = kinetic_bezier_y(table, r, unfinishedDelta(x, r))
    return r.pointee.kind == .robust ? hullClamped(value) : value
  }

  /// ``valueAndVelocity(at:)`` where the kernel leaves x, out of line.
  @inline(never)
  func unfinishedValueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
    if isIdentity { return (x, 1) }
    let r = row(for: x)
    let delta = unfinishedDelta(x, r)
    let value = kinetic_bezier_y(table, r, delta)
    return (r.pointee.kind == .robust ? hullClamped(value) : value, velocity(r, delta))
  }

  /// dy/dx in row `r` at parameter offset `delta`: y′/x′, or where x′ = 0 (only in a robust
  /// row: table rows have x′ ≥ 1/256) the limit.
  func velocity(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> Double {
    let slopes = kinetic_bezier_slopes(table, r, delta)
    if r.pointee.kind != .robust || slopes.x > 0 { return slopes.y / slopes.x }
    return limitVelocity(r, delta)
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

  /// dy/dx at parameter offset `delta` in row `r` where x′ = 0 there: the ratio of the first
  /// Taylor coefficients of x and y (orders 1 to 3) that do not both vanish.
  @inline(never)
  func limitVelocity(_ r: UnsafeMutablePointer<Row>, _ delta: Double) -> Double {
    let slopes = kinetic_bezier_slopes(table, r, delta)
    let c2 = r.pointee.c2 + 3 * c3 * delta
    let d2 = r.pointee.d2 + 3 * d3 * delta
    return Self.limitSlope((slopes.x, c2, c3), (slopes.y, d2, d3))
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

extension KineticBezierRow {
  /// How the row is solved: the kernel's raw kind as the solver's ``CubicBezierSolver/Kind``.
  var kind: CubicBezierSolver.Kind {
    get { CubicBezierSolver.Kind(rawValue: rawKind) ?? .robust }
    set { rawKind = newValue.rawValue }
  }
}
