/// A CSS easing function (CSS Easing Functions Level 1 and the `linear()` function of Level 2):
/// `linear`, `cubic-bezier()` and its keywords, `steps()` and `step-start`/`step-end`, and
/// piecewise-linear `linear(...)`.
///
/// ``value(at:)`` accepts any finite input progress and follows the specification outside
/// `0...1`: `cubic-bezier()` continues along its end tangents, `linear(...)` extrapolates its first
/// or last segment, steps hold their first or last level, `linear` is the identity. The
/// specification's *before flag* (which only matters for a step exactly at a jump while an
/// animation runs backwards through its delay) is taken as unset.
public struct CSSEasingFunction: Hashable, Sendable {
  /// Where the jumps of `steps(n, position)` fall.
  public enum StepPosition: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The first jump happens at the start: levels 1/n … n/n.
    case jumpStart = "jump-start"
    /// The last jump happens at the end: levels 0/n … (n−1)/n.
    case jumpEnd = "jump-end"
    /// No jump at either end: levels 0/(n−1) … (n−1)/(n−1); needs n ≥ 2.
    case jumpNone = "jump-none"
    /// Jumps at both ends: levels 1/(n+1) … n/(n+1).
    case jumpBoth = "jump-both"
    /// The same as `jumpStart`.
    case start
    /// The same as `jumpEnd`.
    case end

    /// The CSS keyword.
    public var description: String { rawValue }
  }

  /// One stop of `linear(...)`: an output value and zero, one or two input positions given as
  /// percentages (75 for `75%`), as written in CSS.
  public struct LinearStop: Hashable, Sendable {
    /// The output progress at this stop.
    public var output: Double
    /// Zero, one or two input positions, in percent.
    public var positions: [Double]

    /// A stop with an output value and optional positions in percent:
    /// `LinearStop(0.25, 75)` is `0.25 75%`.
    public init(_ output: Double, _ positions: Double...) {
      self.output = output
      self.positions = positions
    }

    /// A stop with an output value and positions in percent.
    public init(output: Double, positions: [Double]) {
      self.output = output
      self.positions = positions
    }
  }

  /// A point (input, output) of the canonical `linear()` polyline.
  @usableFromInline
  struct LinearPoint: Hashable, Sendable {
    var input: Double
    var output: Double
  }

  @usableFromInline
  enum Storage: Hashable, Sendable {
    case linear
    case cubicBezier(CubicBezier)
    case steps(Int, StepPosition)
    case piecewiseLinear(stops: [LinearStop], points: [LinearPoint])
  }

  @usableFromInline
  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// A `cubic-bezier()` function for an existing curve.
  public init(_ curve: CubicBezier) { storage = .cubicBezier(curve) }

  /// `linear`: output = input.
  public static let linear = CSSEasingFunction(storage: .linear)
  // The keywords' curves come from the one table of named curves, ``CubicBezier/namedCurves``.
  /// `ease` = `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = keyword("ease")
  /// `ease-in` = `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = keyword("ease-in")
  /// `ease-out` = `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = keyword("ease-out")
  /// `ease-in-out` = `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = keyword("ease-in-out")

  /// The function of a keyword of ``CubicBezier/namedCurves`` (every caller passes one).
  private static func keyword(_ name: String) -> CSSEasingFunction {
    CSSEasingFunction(CubicBezier.named(cssKeyword: name)!)
  }
  /// `step-start` = `steps(1, start)`.
  public static let stepStart = CSSEasingFunction(storage: .steps(1, .start))
  /// `step-end` = `steps(1, end)`.
  public static let stepEnd = CSSEasingFunction(storage: .steps(1, .end))

  /// `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Throws: ``TimingCurveError`` if x1 or x2 is outside `0...1` or any number is not finite
  ///   (or |y| exceeds ``CubicBezier/maximumMagnitude``).
  public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    throws(TimingCurveError) -> CSSEasingFunction
  {
    CSSEasingFunction(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// `steps(count, position)`.
  ///
  /// - Throws: ``TimingCurveError/invalidStepCount(count:position:)`` if `count` < 1, or < 2
  ///   for `jumpNone`.
  public static func steps(_ count: Int, _ position: StepPosition = .end) throws(TimingCurveError)
    -> CSSEasingFunction
  {
    guard count >= (position == .jumpNone ? 2 : 1) else {
      throw .invalidStepCount(count: count, position: position)
    }
    return CSSEasingFunction(storage: .steps(count, position))
  }

  /// `linear(stops...)`, canonicalised as CSS Easing Level 2 specifies: a stop with two
  /// positions becomes two points; a first stop without a position is at 0%, a last one at
  /// 100%; each position is raised to the largest one before it; runs of stops without a
  /// position are spread evenly between their neighbours.
  ///
  /// - Throws: ``TimingCurveError`` for fewer than two stops, more than two positions on a
  ///   stop, or a non-finite number.
  public static func linear(stops: [LinearStop]) throws(TimingCurveError) -> CSSEasingFunction {
    guard stops.count >= 2 else { throw .tooFewLinearStops(count: stops.count) }
    var points: [(input: Double?, output: Double)] = []
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      guard stop.output.isFinite else {
        throw .nonFiniteLinearStop(stop: index, value: stop.output)
      }
      guard stop.positions.count <= 2 else {
        throw .tooManyLinearStopPositions(stop: index, count: stop.positions.count)
      }
      for position in stop.positions where !position.isFinite {
        throw .nonFiniteLinearStop(stop: index, value: position)
      }
      if stop.positions.isEmpty {
        if index == 0 {
          largest = 0
          points.append((0, stop.output))
        } else if index == stops.count - 1 {
          largest = max(1, largest)
          points.append((largest, stop.output))
        } else {
          points.append((nil, stop.output))
        }
      } else {
        for position in stop.positions {
          largest = max(position / 100, largest)
          points.append((largest, stop.output))
        }
      }
    }
    // Spread runs without input evenly between the known neighbours (both exist: the first and
    // last points always have inputs).
    var index = 0
    while index < points.count {
      guard points[index].input == nil else {
        index += 1
        continue
      }
      var end = index
      while points[end].input == nil { end += 1 }
      let a = points[index - 1].input!
      let b = points[end].input!
      let gaps = Double(end - index + 1)
      for k in index..<end { points[k].input = a + (b - a) * Double(k - index + 1) / gaps }
      index = end
    }
    return CSSEasingFunction(
      storage: .piecewiseLinear(
        stops: stops, points: points.map { LinearPoint(input: $0.input!, output: $0.output) }))
  }

  /// The output progress at `progress`, for any finite input (CSS rules outside `0...1`).
  ///
  /// NaN gives NaN; ±∞ gives the limit where it is finite.
  public func value(at progress: Double) -> Double {
    let x = progress
    // The common case first, straight to the solver: one test of the input, no enum switch.
    if case .cubicBezier(let curve) = storage, x > 0, x < 1 { return curve.solver.value(at: x) }
    return valueOutsideCommonCase(at: x)
  }

  /// ``value(at:)`` outside a `cubic-bezier()` inside (0, 1), out of line so that the common
  /// case builds no stack frame (in one function, the other cases made every call save
  /// registers first).
  @inline(never)
  func valueOutsideCommonCase(at x: Double) -> Double {
    if x.isNaN { return x }
    switch storage {
    case .linear:
      return x
    case .cubicBezier(let curve):
      if x < 0 { return Self.extension(curve, atStart: true) * x }
      if x > 1 { return 1 + Self.extension(curve, atStart: false) * (x - 1) }
      return curve.value(at: x)
    case .steps(let count, let position):
      return Self.step(x, count: count, position: position, before: false)
    case .piecewiseLinear(_, let points):
      let (a, b) = Self.segment(points, x)
      return Self.interpolate(a, b, at: x)
    }
  }

  /// The output at `x` on the segment from `a` to `b` of a `linear()` polyline.
  @inline(__always)
  static func interpolate(_ a: LinearPoint, _ b: LinearPoint, at x: Double) -> Double {
    // A flat segment is exact everywhere along it, also where far extrapolation makes the
    // fraction (x − a)/(b − a) infinite (∞·0 would be NaN).
    if a.input == b.input || a.output == b.output { return b.output }
    let fraction = (x - a.input) / (b.input - a.input)
    let rise = b.output - a.output
    // Outputs of opposite sign near the largest double overflow their difference; the
    // weighted sum cannot (and is exact at both ends).
    if !rise.isFinite { return a.output * (1 - fraction) + b.output * fraction }
    return a.output + fraction * rise
  }

  /// d(output)/d(input) at `progress`, for any finite input.
  ///
  /// `cubic-bezier()`: the analytic dy/dx inside `0...1` (see ``CubicBezier/velocity(at:)``), the
  /// tangent slope outside. Steps: 0, except +∞ exactly at an input where a jump happens.
  /// `linear(...)`: the slope of the segment used for that input (0 on a zero-width segment).
  public func velocity(at progress: Double) -> Double {
    let x = progress
    if x.isNaN { return x }
    switch storage {
    case .linear:
      return 1
    case .cubicBezier(let curve):
      if x < 0 { return Self.extension(curve, atStart: true) }
      if x > 1 { return Self.extension(curve, atStart: false) }
      return curve.velocity(at: x)
    case .steps(let count, let position):
      let scaled = x * Double(count)
      guard scaled == scaled.rounded(.down) else { return 0 }
      let left = Self.step(x, count: count, position: position, before: true)
      let right = Self.step(x, count: count, position: position, before: false)
      return left == right ? 0 : .infinity
    case .piecewiseLinear(_, let points):
      let (a, b) = Self.segment(points, x)
      if a.input == b.input { return 0 }
      return (b.output - a.output) / (b.input - a.input)
    }
  }

  /// ``value(at:)`` and ``velocity(at:)`` in one call, bit for bit the same as the two calls;
  /// `cubic-bezier()` solves once for both.
  public func valueAndVelocity(at progress: Double) -> (value: Double, velocity: Double) {
    if case .cubicBezier(let curve) = storage, progress >= 0, progress <= 1 {
      return curve.valueAndVelocity(at: progress)
    }
    return (value(at: progress), velocity(at: progress))
  }

  /// The slope of the straight continuation of a cubic-bezier() outside `0...1`: through P0 and
  /// P1 (or P2 if x1 = 0, or flat) before 0; through P2 and P3 (or P1 if x2 = 1, or flat) after 1.
  static func `extension`(_ c: CubicBezier, atStart: Bool) -> Double {
    if atStart {
      if c.x1 > 0 { return c.y1 / c.x1 }
      if c.x2 > 0 { return c.y2 / c.x2 }
      return 0
    }
    if c.x2 < 1 { return (c.y2 - 1) / (c.x2 - 1) }
    if c.x1 < 1 { return (c.y1 - 1) / (c.x1 - 1) }
    return 0
  }

  /// The step algorithm of CSS Easing Level 1 §"The steps() functions", in doubles so that no
  /// count or input can overflow.
  static func step(_ x: Double, count: Int, position: StepPosition, before: Bool) -> Double {
    let steps = Double(count)
    let scaled = x * steps
    var current = scaled.rounded(.down)
    if position == .jumpStart || position == .start || position == .jumpBoth { current += 1 }
    if before && scaled == scaled.rounded(.down) { current -= 1 }
    if x >= 0 && current < 0 { current = 0 }
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd, .start, .end: jumps = steps
    case .jumpNone: jumps = steps - 1
    case .jumpBoth: jumps = steps + 1
    }
    if x <= 1 && current > jumps { current = jumps }
    return current / jumps
  }

  /// The two points whose segment the CSS `linear()` output algorithm uses for `x`: A is the last
  /// point with input ≤ x (the first point if none), but never the last point.
  @_effects(releasenone)
  static func segment(_ points: [LinearPoint], _ x: Double) -> (LinearPoint, LinearPoint) {
    var index = 0
    var low = 0
    var high = points.count - 1
    while low <= high {  // last index with input <= x
      let mid = (low + high) / 2
      if points[mid].input <= x {
        index = mid
        low = mid + 1
      } else {
        high = mid - 1
      }
    }
    if index == points.count - 1 { index -= 1 }
    return (points[index], points[index + 1])
  }
}
