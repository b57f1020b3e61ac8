import CKineticMath
import Kinetic

/// Independent references for the keyframe tests, written from the textbook formulas rather than
/// from Kinetic's code.
enum KeyframeReference {
  /// Uniform Catmull-Rom (Catmull & Rom 1974) between p1 and p2 at parameter s ∈ [0, 1], in the
  /// matrix form ½·[1 s s² s³]·M·[p0 p1 p2 p3]ᵀ.
  static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, s: Double)
    -> Double
  {
    0.5
      * (2 * p1 + (-p0 + p2) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s
        + (-p0 + 3 * p1 - 3 * p2 + p3) * s * s * s)
  }

  /// Kochanek–Bartels (1984) at tension = continuity = bias = 0 between keys p1 (frame f1) and
  /// p2 (frame f2), with neighbours p0 (f0) and p3 (f3), at parameter s ∈ [0, 1], using the
  /// paper's adjustment for unequal intervals: the outgoing tangent at p1 is
  /// ½(p2 − p0)·2N₁/(N₀ + N₁) and the incoming tangent at p2 is ½(p3 − p1)·2N₁/(N₁ + N₂), with
  /// Nᵢ the interval lengths, in units per segment parameter.
  static func kochanekBartels(
    _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double,
    frames f0: Double, _ f1: Double, _ f2: Double, _ f3: Double, s: Double
  ) -> Double {
    let n0 = f1 - f0
    let n1 = f2 - f1
    let n2 = f3 - f2
    let outgoing = 0.5 * (p2 - p0) * 2 * n1 / (n0 + n1)
    let incoming = 0.5 * (p3 - p1) * 2 * n1 / (n1 + n2)
    // Bernstein form of the Hermite segment: control points p1, p1 + T/3, p2 − T/3, p2.
    let c1 = p1 + outgoing / 3
    let c2 = p2 - incoming / 3
    let u = 1 - s
    return u * u * u * p1 + 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s * p2
  }

  /// The damped oscillator x″ = −ω²(x − target) − 2ζωx′ released at x0 with velocity v0, at time
  /// t, from its three textbook solutions.
  static func spring(
    omega w: Double, zeta: Double, from x0: Double, to target: Double, velocity v0: Double,
    time t: Double
  ) -> (value: Double, velocity: Double) {
    let y0 = x0 - target
    if zeta < 1 {
      let wd = w * (1 - zeta * zeta).squareRoot()
      let a = y0
      let b = (v0 + zeta * w * y0) / wd
      let e = exp(-zeta * w * t)
      let y = e * (a * cos(wd * t) + b * sin(wd * t))
      let dy = -zeta * w * y + e * (-a * wd * sin(wd * t) + b * wd * cos(wd * t))
      return (target + y, dy)
    }
    if zeta == 1 {
      let b = v0 + w * y0
      let e = exp(-w * t)
      return (target + e * (y0 + b * t), e * (b - w * (y0 + b * t)))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w * (zeta - root)
    let r2 = -w * (zeta + root)
    let c2 = (v0 - r1 * y0) / (r2 - r1)
    let c1 = y0 - c2
    return (
      target + c1 * exp(r1 * t) + c2 * exp(r2 * t),
      c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    )
  }
}

/// Two animated properties, for multi-track timelines.
struct KeyframeTestValues: Animatable, Equatable {
  var scale = 1.0
  var offset = 0.0

  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(scale, offset) }
    set {
      scale = newValue.first
      offset = newValue.second
    }
  }
}
