@testable import Kinetic

/// SplitMix64 (Steele, Lea & Flood 2014): a small seeded generator so property tests replay.
/// Named for this suite to avoid clashing with other generators in the test target.
struct AnimatorRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform Double in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// A random timing-curve animation (named curves and random Beziers), 0.2–1.2 s.
  mutating func timingAnimation() -> Animation {
    let duration = uniform(0.2...1.2)
    switch Int.random(in: 0..<5, using: &self) {
    case 0: return .linear(duration: duration)
    case 1: return .easeIn(duration: duration)
    case 2: return .easeOut(duration: duration)
    case 3: return .easeInOut(duration: duration)
    default:
      return .timingCurve(
        uniform(0.05...0.95), uniform(-0.5...1.5), uniform(0.05...0.95), uniform(-0.5...1.5),
        duration: duration)
    }
  }

  /// A random merging spring animation: response 0.2–1 s, bounce −0.5–0.6.
  mutating func springAnimation() -> Animation {
    switch Int.random(in: 0..<4, using: &self) {
    case 0: return .spring(duration: uniform(0.2...1), bounce: uniform(-0.5...0.6))
    case 1: return .spring(response: uniform(0.2...1), dampingFraction: uniform(0.3...1.5))
    case 2: return .smooth(duration: uniform(0.2...1), extraBounce: uniform(0...0.2))
    default: return .bouncy
    }
  }

  /// Any of the above, an additive `interpolatingSpring`, or a delayed or sped-up one.
  mutating func anyAnimation() -> Animation {
    switch Int.random(in: 0..<6, using: &self) {
    case 0, 1: return timingAnimation()
    case 2, 3: return springAnimation()
    case 4:
      return .interpolatingSpring(
        stiffness: uniform(50...300), damping: uniform(5...30), initialVelocity: uniform(-2...2))
    default: return timingAnimation().delay(uniform(0...0.3)).speed(uniform(0.5...2))
    }
  }
}

/// Comparison helpers shared by the animation and animator tests.
enum Close {
  /// |a − b| ≤ tolerance · max(1, |a|, |b|), measured with the vector norm.
  static func check<V: VectorArithmetic>(_ a: V, _ b: V, _ tolerance: Double) -> Bool {
    let scale = max(1, a.magnitudeSquared.squareRoot(), b.magnitudeSquared.squareRoot())
    return (a - b).magnitudeSquared.squareRoot() <= tolerance * scale
  }
}
