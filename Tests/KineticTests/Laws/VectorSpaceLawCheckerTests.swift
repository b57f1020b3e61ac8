import Kinetic
import Testing

/// The law checker must be able to fail: fed deliberately broken vectors, it reports them.
@Suite("Vector-space law checker catches broken conformances")
struct VectorSpaceLawCheckerTests {
  /// `+` weights its right operand twice: not commutative, and `0 + a != a`.
  struct LopsidedSum: VectorArithmetic, CustomStringConvertible {
    var x: Double
    static var zero: LopsidedSum { LopsidedSum(x: 0) }
    static func + (l: LopsidedSum, r: LopsidedSum) -> LopsidedSum { LopsidedSum(x: l.x + 2 * r.x) }
    static func - (l: LopsidedSum, r: LopsidedSum) -> LopsidedSum { LopsidedSum(x: l.x - r.x) }
    mutating func scale(by rhs: Double) { x *= rhs }
    var magnitudeSquared: Double { x * x }
    var description: String { "\(x)" }
  }

  /// A magnitude that ignores the second component: zero for non-zero vectors.
  struct BlindMagnitude: VectorArithmetic {
    var a: Double
    var b: Double
    static var zero: BlindMagnitude { BlindMagnitude(a: 0, b: 0) }
    static func + (l: BlindMagnitude, r: BlindMagnitude) -> BlindMagnitude {
      BlindMagnitude(a: l.a + r.a, b: l.b + r.b)
    }
    static func - (l: BlindMagnitude, r: BlindMagnitude) -> BlindMagnitude {
      BlindMagnitude(a: l.a - r.a, b: l.b - r.b)
    }
    mutating func scale(by rhs: Double) {
      a *= rhs
      b *= rhs
    }
    var magnitudeSquared: Double { a * a }
  }

  /// Scaling rounded to Float precision while claiming Double precision breaks distributivity
  /// beyond the stated tolerance.
  struct SloppyScale: VectorArithmetic {
    var x: Double
    static var zero: SloppyScale { SloppyScale(x: 0) }
    static func + (l: SloppyScale, r: SloppyScale) -> SloppyScale { SloppyScale(x: l.x + r.x) }
    static func - (l: SloppyScale, r: SloppyScale) -> SloppyScale { SloppyScale(x: l.x - r.x) }
    mutating func scale(by rhs: Double) { x = Double(Float(x * rhs)) }
    var magnitudeSquared: Double { x * x }
  }

  @Test func nonCommutativeAdditionIsReported() {
    let checker = VectorSpaceLawChecker<LopsidedSum>(unitRoundoff: 0x1p-53) {
      LopsidedSum(x: $0.component())
    }
    #expect(!checker.failures(of: .additionIsCommutative, cases: 100, seed: 1).isEmpty)
    #expect(!checker.failures(of: .zeroIsIdentity, cases: 100, seed: 1).isEmpty)
  }

  @Test func degenerateMagnitudeIsReported() {
    let checker = VectorSpaceLawChecker<BlindMagnitude>(unitRoundoff: 0x1p-53) {
      BlindMagnitude(a: $0.component(), b: $0.component())
    }
    #expect(!checker.failures(of: .magnitudeSquaredIsPositiveDefinite, cases: 100, seed: 2).isEmpty)
  }

  @Test func roundingBeyondTheStatedPrecisionIsReported() {
    let checker = VectorSpaceLawChecker<SloppyScale>(unitRoundoff: 0x1p-53) {
      SloppyScale(x: $0.component())
    }
    #expect(!checker.failures(of: .scalingDistributes, cases: 100, seed: 3).isEmpty)
  }
}
