import Kinetic
import KineticTestSupport
import Testing

@testable import KineticInterchange

/// Hostile keyframe specs: seeded mutations of a valid spec in every form (characters deleted,
/// duplicated or replaced by the forms' own punctuation, digits and words) either parse into a
/// track that samples to finite values or throw a `SpecError` whose column lies inside the spec
/// (or one past its end) — never a trap, never a non-finite number.
@Suite("Keyframe spec mutations")
struct KeyframeSpecMutationTests {
  static let seeds = [
    "KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeIn); CubicKeyframe(0.8, duration: 0.3, startVelocity: 1); SpringKeyframe(1, spring: .bouncy); MoveKeyframe(0) }",
    "keyframes { durationMillis = 1000; 0 at 0; 1.2 at 200 using EaseIn; 0.8 atFraction 0.5 with CubicBezierEasing(0.4, 0, 0.2, 1); 1 at 1000 }",
    "keyframesWithSpline { durationMillis = 1000; 0 at 0; 1.2 at 200; 0.8 at 500; 1 at 1000 }",
    "animate([null, 1.2, 0.8, 1], { duration: 1, times: [0, 0.2, 0.5, 1], ease: [\"linear\", [0.4, 0, 1, 1], \"circOut\"] })",
    "@keyframes pulse { from { s: 0; animation-timing-function: cubic-bezier(0.1, 0.7, 1, 0.1) } 20%, 30% { s: 1.2 } to { s: 1 } }",
    "CAKeyframeAnimation(values: [0, 1.2, 0.8, 1], keyTimes: [0, 0.2, 0.5, 1], timingFunctions: [.easeIn, CAMediaTimingFunction(controlPoints: 0.4, 0, 1, 1), .default], calculationMode: .cubic, duration: 1)",
    "CAKeyframeAnimation(values: [310, 60, 120], keyTimes: [0, 0.25, 0.5, 1], calculationMode: .discrete)",
    "CAKeyframeAnimation(values: [310, 60, 120, 60, 310], calculationMode: .paced)",
  ]

  static let pieces = [
    "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "%", "-", "\n", " ", "0", "1", "9", "1e308",
    "-1e308", "0.5", "nan", "at", "null", ".cubic", ".discrete", ".paced", "values", "keyTimes",
    "duration", "durationMillis", "MoveKeyframe(", "SpringKeyframe(1, duration: 0)", "\"",
  ]

  @Test(arguments: 0..<seeds.count)
  func mutationsNeverTrap(index: Int) {
    var g = SeededGenerator(name: "keyframe-mutations-\(index)")
    let seed = Array(Self.seeds[index].unicodeScalars)
    for _ in 0..<400 {
      var scalars = seed
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        let at = Int.random(in: 0..<max(scalars.count, 1), using: &g)
        switch Int.random(in: 0..<3, using: &g) {
        case 0 where !scalars.isEmpty:
          scalars.removeSubrange(at..<min(at + Int.random(in: 1...6, using: &g), scalars.count))
        case 1 where !scalars.isEmpty:
          let end = min(at + Int.random(in: 1...8, using: &g), scalars.count)
          scalars.insert(contentsOf: scalars[at..<end], at: at)
        default:
          let piece = Self.pieces.randomElement(using: &g)!.unicodeScalars
          scalars.insert(contentsOf: piece, at: min(at, scalars.count))
        }
      }
      let source = String(String.UnicodeScalarView(scalars))
      guard KeyframeSpec.recognises(source) else { continue }
      do {
        let spec = try AnimationSpec.parse(source, keyframesFrom: 0.5)
        let sampler = SpecSampler(animation: spec.animation, from: 0, to: 1)
        for t in [0, 0.1, 0.25, 0.5, 1, 3.0] {
          let sample = sampler.sample(at: t)
          #expect(sample.value.isFinite && !sample.velocity.isNaN, "\(source) at \(t)")
        }
      } catch {
        #expect(
          error.column >= 1 && error.column <= scalars.count + 1, "\(source): \(error.message)")
      }
    }
  }
}
