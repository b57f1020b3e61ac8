import CKineticMath

/// Compose's `CubicBezierEasing.transform`, as Compose evaluates a cubic Bezier curve: in
/// `Float`, the curve parameter found by Cardano's method (`findFirstCubicRoot`, part in
/// `Double`) with Compose's approximate cube root (`fastCbrt`: a bit-pattern estimate and two
/// Newton steps), the curve's y there, clamped to the curve's own vertical extent
/// (`computeCubicVerticalBounds`); inputs outside (0, 1) are returned unchanged, and inputs
/// below one `Float` ulp at 1 are raised to it. The control points are `Float`s, as Compose
/// declares them. So Compose renders `easeInOut` up to 7.9e-7 of the change away from the exact
/// curve, and curves with steep stretches up to about 1e-5.
///
/// Where Compose finds no root (it throws `IllegalArgumentException`), the value is NaN; the
/// exact curve always has one, and none of the 1,000 seeded curves of the tests hits it. The
/// libm calls (`acos`, `cos`, `sqrt`) are the platform's: the JVM's may differ from glibc's by
/// an ulp of a `Double`, which the conversion to `Float` almost always absorbs.
///
/// Sources: androidx compose/animation/animation-core Easing.kt (`CubicBezierEasing`,
/// `OneUlpAt1`), compose/ui/ui-graphics Bezier.kt (`findFirstCubicRoot`, `evaluateCubic`,
/// `computeCubicVerticalBounds`, `findQuadraticRoots`, `clampValidRootInUnitRange`,
/// `Epsilon` = 1e-7, `FloatEpsilon` = 1e-6f), compose/ui/ui-util MathHelpers.kt (`fastCbrt`),
/// Compose 1.7.
enum ComposeCubicBezierEasing {
  /// Compose's `OneUlpAt1`: the smallest input it solves for.
  static let oneUlpAtOne: Float = 1.1920929e-7
  /// `Bezier.kt`'s `Epsilon`, for `Double.closeTo`.
  static let epsilon = 1e-7
  /// `Bezier.kt`'s `FloatEpsilon`: how far outside [0, 1] a root may fall and still be clamped.
  static let floatEpsilon: Float = 1e-6

  /// The output Compose gives a curve (x1, y1, x2, y2) for input progress `x`.
  static func value(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    value(x1, y1, x2, y2, at: x, bounds: verticalBounds(Float(y1), Float(y2)))
  }

  /// ``value(_:_:_:_:at:)`` with the curve's vertical extent already computed
  /// (``verticalBounds(_:_:)`` of `Float(y1)`, `Float(y2)`), as Compose computes it once per
  /// `CubicBezierEasing`: a sampler prepares it once per curve.
  static func value(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double,
    bounds: (low: Float, high: Float)
  ) -> Double {
    let (a, b, c, d) = (Float(x1), Float(y1), Float(x2), Float(y2))
    let fraction = Float(x)
    guard fraction > 0 && fraction < 1 else { return Double(fraction) }
    let f = max(fraction, oneUlpAtOne)
    let t = firstCubicRoot(0 - f, a - f, c - f, 1 - f)
    guard !t.isNaN else { return .nan }
    let (low, high) = bounds
    let y = cubic(b, d, t)
    return Double(y < low ? low : y > high ? high : y)
  }

  /// `evaluateCubic(p1, p2, t)`: one coordinate of the curve from 0 to 1 with control
  /// coordinates `p1`, `p2`, in `Float` as Compose writes it.
  static func cubic(_ p1: Float, _ p2: Float, _ t: Float) -> Float {
    let a: Float = 1 / 3 + (p1 - p2)
    let b: Float = p2 - 2 * p1
    let c: Float = p1
    return 3 * ((a * t + b) * t + c) * t
  }

  /// `evaluateCubic(p0, p1, p2, p3, t)`, in `Float`.
  static func cubic(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float, _ t: Float) -> Float {
    let a: Float = p3 + 3 * (p1 - p2) - p0
    let b: Float = 3 * (p2 - 2 * p1 + p0)
    let c: Float = 3 * (p1 - p0)
    return ((a * t + b) * t + c) * t + p0
  }

  /// `clampValidRootInUnitRange`: `r` clamped to [0, 1] when within ``floatEpsilon`` of it,
  /// else NaN.
  static func validRoot(_ r: Float) -> Float {
    let s: Float = r < 0 ? 0 : r > 1 ? 1 : r
    return abs(s - r) > floatEpsilon ? .nan : s
  }

  /// `fastCbrt`: the cube root from the bit pattern (exponent divided by 3 through the
  /// integer representation, with Compose's debiased constant 0x2a510554), refined by two
  /// Newton steps.
  static func fastCubeRoot(_ x: Float) -> Float {
    let bits = Int64(Int32(bitPattern: x.bitPattern)) & 0x1_ffff_ffff
    let start = Int32(0x2a51_0554) &+ Int32(truncatingIfNeeded: bits / 3)
    var estimate = Float(bitPattern: UInt32(bitPattern: start))
    estimate -= (estimate - x / (estimate * estimate)) * (1 / 3 as Float)
    estimate -= (estimate - x / (estimate * estimate)) * (1 / 3 as Float)
    return estimate
  }

  /// `findFirstCubicRoot(p0, p1, p2, p3)`: the first root in [0, 1] of the Bezier polynomial
  /// with these coordinates, by Cardano's method, or NaN. Mixed precision as Compose writes
  /// it: `p1 - p0` and `p1 - p2` are `Float` differences, the rest `Double`.
  static func firstCubicRoot(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
    let (d0, d1, d2, d3) = (Double(p0), Double(p1), Double(p2), Double(p3))
    var a = 3.0 * (d0 - 2.0 * d1 + d2)
    var b = 3.0 * Double(p1 - p0)
    var c = d0
    let d = Double(-p0) + 3.0 * Double(p1 - p2) + d3
    func closeToZero(_ v: Double) -> Bool { abs(v) < epsilon }
    if closeToZero(d) {
      if closeToZero(a) {
        if closeToZero(b) { return .nan }
        return validRoot(Float(-c / b))
      }
      let q = (b * b - 4.0 * a * c).squareRoot()
      let a2 = 2.0 * a
      let root = validRoot(Float((q - b) / a2))
      if !root.isNaN { return root }
      return validRoot(Float((-b - q) / a2))
    }
    a /= d
    b /= d
    c /= d
    let o3 = (3.0 * b - a * a) / 9.0
    let q2 = (2.0 * a * a * a - 9.0 * a * b + 27.0 * c) / 54.0
    let discriminant = q2 * q2 + o3 * o3 * o3
    let a3 = a / 3.0
    if discriminant < 0 {
      let mp33 = -(o3 * o3 * o3)
      let r = mp33.squareRoot()
      let t = -q2 / r
      let phi = acos(t < -1 ? -1 : t > 1 ? 1 : t)
      let t1 = Double(2 * fastCubeRoot(Float(r)))
      let tau = Double.pi * 2
      for shift in [0.0, tau, 2.0 * tau] {
        let root = validRoot(Float(t1 * cos((phi + shift) / 3.0) - a3))
        if !root.isNaN || shift == 2.0 * tau { return root }
      }
    } else if discriminant == 0 {
      let u1 = -fastCubeRoot(Float(q2))
      let root = validRoot(2 * u1 - Float(a3))
      if !root.isNaN { return root }
      return validRoot(-u1 - Float(a3))
    }
    let sd = discriminant.squareRoot()
    let u1 = fastCubeRoot(Float(-q2 + sd))
    let v1 = fastCubeRoot(Float(q2 + sd))
    return validRoot(Float(Double(u1 - v1) - a3))
  }

  /// `computeCubicVerticalBounds(0, p1, p2, 1)`: the lowest and highest y of the curve, from
  /// the roots of its derivative (`findQuadraticRoots`) and of its second derivative
  /// (`findLineRoot`), each kept only within [0, 1].
  static func verticalBounds(_ p1: Float, _ p2: Float) -> (low: Float, high: Float) {
    let (p0, p3): (Float, Float) = (0, 1)
    let q0: Float = 3 * (p1 - p0)
    let q1: Float = 3 * (p2 - p1)
    let q2: Float = 3 * (p3 - p2)
    var roots = quadraticRoots(q0, q1, q2)
    let dd0: Float = 2 * (q1 - q0)
    let dd1: Float = 2 * (q2 - q1)
    let second = validRoot(-dd0 / (dd1 - dd0))
    if !second.isNaN { roots.append(second) }
    var (low, high) = (min(p0, p3), max(p0, p3))
    for t in roots {
      let y = cubic(p0, p1, p2, p3, t)
      low = min(low, y)
      high = max(high, y)
    }
    return (low, high)
  }

  /// `findQuadraticRoots(p0, p1, p2)`: the roots in [0, 1] of the quadratic Bezier polynomial
  /// with these coordinates, in `Double`, sorted, a double root once.
  static func quadraticRoots(_ p0: Float, _ p1: Float, _ p2: Float) -> [Float] {
    let (a, b, c) = (Double(p0), Double(p1), Double(p2))
    let d = a - 2.0 * b + c
    var roots: [Float] = []
    if d != 0 {
      let v1 = -(b * b - a * c).squareRoot()
      let v2 = -a + b
      for r in [validRoot(Float(-(v1 + v2) / d)), validRoot(Float((v1 - v2) / d))] where !r.isNaN {
        roots.append(r)
      }
      if roots.count == 2 {
        if roots[0] > roots[1] {
          roots.swapAt(0, 1)
        } else if roots[0] == roots[1] {
          roots.removeLast()
        }
      }
    } else if b != c {
      let r = validRoot(Float((2.0 * b - c) / (2.0 * b - 2.0 * c)))
      if !r.isNaN { roots.append(r) }
    }
    return roots
  }
}
