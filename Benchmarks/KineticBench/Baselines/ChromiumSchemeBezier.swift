/// Baseline: the cubic Bezier scheme of Chromium's `gfx::CubicBezier`
/// (`ui/gfx/geometry/cubic_bezier.cc`), written here from its published algorithm for the
/// benchmark's ratios and error columns.
///
/// Construction computes the monomial coefficients of x(s) and y(s), the end gradients used
/// outside [0, 1], the range of y (the roots of y′ by the quadratic formula) and an 11-sample
/// table of x(s) at s = 0, 0.1, …, 1, stored inline as Chromium stores it in the object.
/// Evaluation scans the table for the first sample ≥ x, interpolates linearly for a first guess,
/// runs at most 4 Newton iterations that stop once |x(s) − x| < 10⁻⁷ (or the slope is below
/// machine epsilon), and otherwise bisects the sample interval to the same tolerance.
struct ChromiumSchemeBezier {
  let ax, bx, cx: Double
  let ay, by, cy: Double
  let startGradient, endGradient: Double
  let rangeMin, rangeMax: Double
  let samples: InlineArray<11, Double>

  static let epsilon = 1e-7
  static let newtonIterations = 4
  static let step = 0.1

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else {
      endGradient = 0
    }

    // The extremes of y over (0, 1): y′ = 3ay s² + 2by s + cy = 0.
    var low = min(0, min(y1, y2))
    var high = max(1, max(y1, y2))
    let (a, b, c) = (3 * ay, 2 * by, cy)
    var roots: (Double, Double) = (.nan, .nan)
    if abs(a) < Double.ulpOfOne {
      if abs(b) >= Double.ulpOfOne { roots.0 = -c / b }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots = ((-b + root) / (2 * a), (-b - root) / (2 * a))
      }
    }
    // (Written out rather than looped over an array: Chromium's constructor allocates nothing.)
    if roots.0 > 0 && roots.0 < 1 {
      let y = ((ay * roots.0 + by) * roots.0 + cy) * roots.0
      low = min(low, y)
      high = max(high, y)
    }
    if roots.1 > 0 && roots.1 < 1 {
      let y = ((ay * roots.1 + by) * roots.1 + cy) * roots.1
      low = min(low, y)
      high = max(high, y)
    }
    rangeMin = low
    rangeMax = high

    var table = InlineArray<11, Double>(repeating: 0)
    for i in 0..<11 {
      let s = Double(i) * Self.step
      table[i] = ((ax * s + bx) * s + cx) * s
    }
    samples = table
  }

  @inline(__always)
  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  @inline(__always)
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

  @inline(__always)
  func slope(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  @inline(__always)
  func ySlope(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The curve parameter whose x is within 10⁻⁷ of `x` in [0, 1].
  func parameter(forX x: Double) -> Double {
    var sample = 1
    while sample < 10 && x > samples[sample] { sample += 1 }
    var lower = Double(sample - 1) * Self.step
    var upper = Double(sample) * Self.step
    let x0 = samples[sample - 1]
    let x1 = samples[sample]
    var s = abs(x1 - x0) > Double.ulpOfOne ? lower + (x - x0) * (upper - lower) / (x1 - x0) : lower
    for _ in 0..<Self.newtonIterations {
      let residual = self.x(s) - x
      if abs(residual) < Self.epsilon { return s }
      let derivative = slope(s)
      if abs(derivative) < Double.ulpOfOne { break }
      s -= residual / derivative
    }
    while lower < upper {
      let value = self.x(s)
      if abs(value - x) < Self.epsilon { return s }
      if x > value { lower = s } else { upper = s }
      s = (upper - lower) * 0.5 + lower
    }
    return s
  }

  /// y at progress x, along the end tangents outside [0, 1].
  func value(at x: Double) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    return y(parameter(forX: x))
  }

  /// y and dy/dx at progress x in [0, 1] from one solve, as a caller of the scheme computes the
  /// pair: `Solve`'s parameter, y there, and `SlopeWithEpsilon`'s ratio of the derivatives.
  /// Chromium itself offers the two only as separate calls, each with its own solve.
  ///
  /// Chromium returns 0 where both derivatives vanish. That test is left out here (NaN there):
  /// with it this loop took 28 ns an evaluation against 16 without, and a baseline should err
  /// on the fast side.
  func valueAndVelocity(at x: Double) -> (value: Double, velocity: Double) {
    let s = parameter(forX: min(max(x, 0), 1))
    let dx = slope(s)
    let dy = ySlope(s)
    return (y(s), dy / dx)
  }
}
