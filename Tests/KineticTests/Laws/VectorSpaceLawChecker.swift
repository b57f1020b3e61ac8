import Kinetic
import KineticTestSupport

/// Checks the ``VectorSpaceLaw``s for one `VectorArithmetic` type on seeded random values.
///
/// One generic implementation serves every conformance; a conformance supplies only a
/// generator and the unit roundoff `u` of its least precise scalar (2⁻⁵³ for `Double`, 2⁻²⁴ for
/// `Float`), from which every tolerance is derived.
struct VectorSpaceLawChecker<V: VectorArithmetic> {
  /// Half an ulp of 1 in the least precise scalar of `V`.
  let unitRoundoff: Double
  /// Draws a random value.
  let generate: (inout SeededGenerator) -> V

  /// Runs `cases` random instances of `law`; returns a description of each failure.
  func failures(of law: VectorSpaceLaw, cases: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    for index in 0..<cases {
      let a = generate(&random)
      let b = generate(&random)
      let c = generate(&random)
      let s = random.scaleFactor()
      let t = random.scaleFactor()
      if let problem = check(law, a, b, c, s, t) {
        failures.append(
          "\(law) case \(index) (seed \(seed)): \(problem)\n  a = \(a)\n  b = \(b)\n  c = \(c)\n  s = \(s), t = \(t)"
        )
      }
    }
    return failures
  }

  private func norm(_ v: V) -> Double { v.magnitudeSquared.squareRoot() }

  /// Nil when `lhs` and `rhs` are within `bound` in the Euclidean norm, else the distance.
  private func far(_ lhs: V, _ rhs: V, _ bound: Double, _ what: String) -> String? {
    let distance = norm(lhs - rhs)
    return distance <= bound ? nil : "\(what): ‖lhs − rhs‖ = \(distance) > \(bound)"
  }

  private func unequal(_ lhs: V, _ rhs: V, _ what: String) -> String? {
    lhs == rhs ? nil : "\(what): \(lhs) != \(rhs)"
  }

  private func check(_ law: VectorSpaceLaw, _ a: V, _ b: V, _ c: V, _ s: Double, _ t: Double)
    -> String?
  {
    let u = unitRoundoff
    switch law {
    case .additionIsCommutative:
      return unequal(a + b, b + a, "a + b == b + a")
    case .additionIsAssociative:
      return far(
        (a + b) + c, a + (b + c), 8 * u * (norm(a) + norm(b) + norm(c)), "(a + b) + c ≈ a + (b + c)"
      )
    case .zeroIsIdentity:
      return unequal(a + .zero, a, "a + 0 == a") ?? unequal(.zero + a, a, "0 + a == a")
        ?? unequal(a - .zero, a, "a − 0 == a")
        ?? (V.zero.magnitudeSquared == 0
          ? nil : "zero.magnitudeSquared = \(V.zero.magnitudeSquared)")
    case .subtractionUndoesAddition:
      return unequal(a - a, .zero, "a − a == 0")
        ?? far((a + b) - b, a, 8 * u * (norm(a) + 2 * norm(b)), "(a + b) − b ≈ a")
    case .scalingDistributes:
      return far(
        (a + b).scaled(by: s), a.scaled(by: s) + b.scaled(by: s),
        8 * u * abs(s) * (norm(a) + norm(b)), "s(a + b) ≈ sa + sb")
        ?? far(
          a.scaled(by: s + t), a.scaled(by: s) + a.scaled(by: t),
          8 * u * (abs(s) + abs(t)) * norm(a), "(s + t)a ≈ sa + ta")
    case .scalingByOneAndZero:
      return unequal(a.scaled(by: 1), a, "1·a == a") ?? unequal(a.scaled(by: 0), .zero, "0·a == 0")
    case .magnitudeSquaredIsPositiveDefinite:
      let m = a.magnitudeSquared
      if !(m >= 0) { return "magnitudeSquared = \(m) < 0" }
      return (m == 0) == (a == .zero)
        ? nil : "magnitudeSquared = \(m) but a == zero is \(a == .zero)"
    case .magnitudeSquaredIsHomogeneous:
      let lhs = a.scaled(by: s).magnitudeSquared
      let rhs = s * s * a.magnitudeSquared
      return abs(lhs - rhs) <= 64 * u * rhs
        ? nil : "(sa).magnitudeSquared = \(lhs), s²·a.magnitudeSquared = \(rhs)"
    case .interpolationIsExactAtEnds:
      return unequal(a.interpolated(towards: b, amount: 0), a, "interpolated(amount: 0) == a")
        ?? unequal(a.interpolated(towards: b, amount: 1), b, "interpolated(amount: 1) == b")
    case .interpolationIsAffine:
      let amount = (t + 4) / 4 - 0.5  // [−4, 4] ↦ [−0.5, 1.5]
      let expected = a.scaled(by: 1 - amount) + b.scaled(by: amount)
      return far(
        a.interpolated(towards: b, amount: amount), expected,
        8 * u * (norm(a) + norm(b)) * (1 + 2 * abs(amount)),
        "interpolated(amount: \(amount)) ≈ (1 − t)a + tb")
    }
  }
}
