/// The browsers' cubic Bezier solvers for CSS `cubic-bezier()` and the easing keywords, which
/// share one shape: polynomial coefficients in Horner form, a first guess by linear
/// interpolation in 11 samples of x, at most 4 Newton steps to within 1e-7 (stopping on a
/// slope below 1e-7), then bisection to within the epsilon — Chromium's to 1e-7
/// (`gfx::CubicBezier::Solve`), WebKit's to `1 / (1000 · duration)` with a bisection floor of
/// 1e-10 (`TimingFunction::transformProgress`).
///
/// Sources: chromium/chromium ui/gfx/geometry/cubic_bezier.cc (`SolveCurveX`, `InitSpline`,
/// `kMaxNewtonIterations` = 4, `kBezierEpsilon` = 1e-7) and cubic_bezier.h
/// (`SolveWithEpsilon`); WebKit/WebKit Source/WebCore/platform/graphics/UnitBezier.h
/// (`solveCurveX`, `kBisectionEpsilon` = 1e-10) and platform/animation/TimingFunction.cpp
/// (`epsilon = 1.0 / (1000.0 * duration)`; a curve with x1 = y1 and x2 = y2 is linear).
struct BrowserUnitBezier {
  /// Which browser's constants.
  enum Browser { case chromium, webkit }

  static let bezierEpsilon = 1e-7
  static let webKitBisectionEpsilon = 1e-10
  static let maximumNewtonIterations = 4
  static let splineSamples = 11

  let ax, bx, cx, ay, by, cy: Double
  let samples: [Double]

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3.0 * x1
    bx = 3.0 * (x2 - x1) - cx
    ax = 1.0 - cx - bx
    cy = 3.0 * y1
    by = 3.0 * (y2 - y1) - cy
    ay = 1.0 - cy - by
    let deltaT = 1.0 / Double(Self.splineSamples - 1)
    var samples: [Double] = []
    for i in 0..<Self.splineSamples {
      let t = Double(i) * deltaT
      samples.append(((ax * t + bx) * t + cx) * t)
    }
    self.samples = samples
  }

  func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func sampleCurveDerivativeX(_ t: Double) -> Double { (3.0 * ax * t + 2.0 * bx) * t + cx }

  /// The parameter the browser settles on for `x` in [0, 1].
  func solveCurveX(_ x: Double, epsilon: Double, browser: Browser) -> Double {
    // Chromium leaves t0 and t1 unset when x is past the last sample (only possible by
    // rounding); WebKit starts them at 0, which skips the bisection. Both are taken as WebKit's.
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    var x2 = 0.0
    let deltaT = 1.0 / Double(Self.splineSamples - 1)
    for i in 1..<Self.splineSamples where x <= samples[i] {
      t1 = deltaT * Double(i)
      t0 = t1 - deltaT
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }
    let newtonEpsilon = min(Self.bezierEpsilon, epsilon)
    for _ in 0..<Self.maximumNewtonIterations {
      x2 = sampleCurveX(t2) - x
      if abs(x2) < newtonEpsilon { return t2 }
      let d2 = sampleCurveDerivativeX(t2)
      if abs(d2) < Self.bezierEpsilon { break }
      t2 = t2 - x2 / d2
    }
    if abs(x2) < epsilon { return t2 }
    let bisectionEpsilon =
      browser == .webkit ? max(Self.webKitBisectionEpsilon, epsilon) : epsilon
    while t0 < t1 {
      x2 = sampleCurveX(t2)
      if abs(x2 - x) < bisectionEpsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }

  /// The output `browser` gives for input progress `x` in [0, 1] of a transition lasting
  /// `duration` seconds (WebKit's epsilon depends on it).
  static func value(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double, duration: Double,
    browser: Browser
  ) -> Double {
    let epsilon: Double
    switch browser {
    case .chromium:
      epsilon = bezierEpsilon
    case .webkit:
      if x1 == y1 && x2 == y2 { return x }
      epsilon = 1.0 / (1000.0 * duration)
    }
    let bezier = BrowserUnitBezier(x1, y1, x2, y2)
    return bezier.sampleCurveY(bezier.solveCurveX(x, epsilon: epsilon, browser: browser))
  }
}
