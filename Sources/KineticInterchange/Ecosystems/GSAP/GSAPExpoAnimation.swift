import Kinetic

/// GSAP's `expo` eases since 3.12.6, played over `duration` seconds: a blend that lands
/// exactly on 0 and 1, which no core curve is (`src/gsap-core.js` 3.12.7, `_insertEase("Expo",
/// p => (2 ** (10 * (p - 1))) * p + p * p * p * p * p * p * (1 - p))`; before 3.12.6 it was
/// Penner's 2^(10(p − 1)), as ``Kinetic/PennerCurve/expo`` is, up to 0.0079 away).
///
/// The ease-in is e(p) = 2^(10(p − 1))·p + p⁶(1 − p); `.out` is 1 − e(1 − p) and `.inOut`
/// e(2p)/2 below ½, 1 − e(2 − 2p)/2 from ½ on (`_insertEase`'s defaults).
struct GSAPExpoAnimation: CustomAnimation {
  let direction: UnitCurve.EasingDirection
  /// Seconds, greater than 0.
  let duration: Double

  static let ln2 = 0.693_147_180_559_945_309_417_232_121_458

  /// 2^(10(p − 1)), through the core's one exponential.
  static func power(_ p: Double) -> Double {
    InlineMath.exponential(10 * ln2 * (p - 1))
  }

  /// The ease-in, e(p).
  static func easeIn(_ p: Double) -> Double {
    let p3 = p * p * p
    return power(p) * p + p3 * p3 * (1 - p)
  }

  /// e′(p), analytic.
  static func easeInSlope(_ p: Double) -> Double {
    let p5 = p * p * p * p * p
    let blend: Double = 6 * p5 * (1 - p) - p5 * p
    return power(p) * (10 * ln2 * p + 1) + blend
  }

  /// The ease at progress `p` in `0...1`, with its slope.
  func ease(_ p: Double) -> (value: Double, slope: Double) {
    switch direction {
    case .in: return (Self.easeIn(p), Self.easeInSlope(p))
    case .out: return (1 - Self.easeIn(1 - p), Self.easeInSlope(1 - p))
    case .inOut:
      if p < 0.5 { return (Self.easeIn(p * 2) / 2, Self.easeInSlope(p * 2)) }
      return (1 - Self.easeIn((1 - p) * 2) / 2, Self.easeInSlope((1 - p) * 2))
    }
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration else { return nil }
    return value.scaled(by: ease(max(time, 0) / duration).value)
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration else { return .zero }
    return value.scaled(by: ease(max(time, 0) / duration).slope / duration)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }
}
