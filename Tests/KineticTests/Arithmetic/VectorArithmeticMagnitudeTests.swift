import Kinetic
import KineticTestSupport
import Testing

/// `euclideanNorm` and `scalarProjection(onto:)` against Float80 references (x86_64's 64-bit
/// significand and 15-bit exponent: the squares of any doubles neither overflow nor underflow),
/// over components spread log-uniformly from 1e-300 to 1e300.
@Suite("VectorArithmetic: overflow-safe magnitudes")
struct VectorArithmeticMagnitudeTests {
  #if arch(x86_64) && !os(Windows)
    /// ‖(x, y)‖ in extended precision.
    static func referenceNorm(_ v: SIMD2<Double>) -> Double {
      let x = Float80(v.x)
      let y = Float80(v.y)
      return Double((x * x + y * y).squareRoot())
    }

    /// ⟨a, b⟩ / ‖b‖ in extended precision.
    static func referenceProjection(_ a: SIMD2<Double>, onto b: SIMD2<Double>) -> Double {
      let dot = Float80(a.x) * Float80(b.x) + Float80(a.y) * Float80(b.y)
      let length = (Float80(b.x) * Float80(b.x) + Float80(b.y) * Float80(b.y)).squareRoot()
      return Double(dot / length)
    }

    /// ±m·2^e with m in [1, 2) and e in −996…996 (about 1e-300…1e300).
    static func randomComponent(_ generator: inout SeededGenerator) -> Double {
      Double(
        sign: Bool.random(using: &generator) ? .plus : .minus,
        exponent: Int.random(in: -996...996, using: &generator),
        significand: Double.random(in: 1..<2, using: &generator))
    }

    /// Relative error ≤ 2 ulps (one rounding in the sum of squares, one in the root, plus the
    /// exact power-of-two rescaling).
    @Test func normMatchesExtendedPrecisionAcrossTheWholeRange() {
      var generator = SeededGenerator(name: "euclideanNorm")
      var worst = 0.0
      for _ in 0..<20_000 {
        let v = SIMD2(Self.randomComponent(&generator), Self.randomComponent(&generator))
        let reference = Self.referenceNorm(v)
        let error = abs(v.euclideanNorm - reference) / reference
        worst = max(worst, error)
      }
      #expect(worst <= 2 * Double.ulpOfOne, "worst relative error \(worst)")
    }

    /// Error ≤ 8 ulps of ‖a‖: polarisation loses relative precision when the dot product is
    /// small against the lengths, so the bound is absolute in units of the projected vector.
    @Test func projectionMatchesExtendedPrecisionAcrossTheWholeRange() {
      var generator = SeededGenerator(name: "scalarProjection")
      var worst = 0.0
      for _ in 0..<20_000 {
        let a = SIMD2(Self.randomComponent(&generator), Self.randomComponent(&generator))
        let b = SIMD2(Self.randomComponent(&generator), Self.randomComponent(&generator))
        let reference = Self.referenceProjection(a, onto: b)
        let error = abs(a.scalarProjection(onto: b) - reference) / Self.referenceNorm(a)
        worst = max(worst, error)
      }
      #expect(worst <= 8 * Double.ulpOfOne, "worst error in units of ‖a‖: \(worst)")
    }
  #endif

  /// The cases `magnitudeSquared.squareRoot()` gets wrong: overflow past 1.3e154, underflow
  /// below 1e-162.
  @Test(arguments: [
    1e155, 5e154, 1e300, Double.greatestFiniteMagnitude, 1e-200, 1e-300,
    Double.leastNonzeroMagnitude, 3e-320,
  ])
  func scalarNormIsTheAbsoluteValue(x: Double) {
    #expect(x.magnitudeSquared.squareRoot() != x)
    #expect(x.euclideanNorm == x)
    #expect((-x).euclideanNorm == x)
    #expect(AnimatableVector([0, -x]).euclideanNorm == x)
  }

  @Test func specialValues() {
    #expect(Double.zero.euclideanNorm == 0)
    #expect(AnimatableVector.zero.euclideanNorm == 0)
    #expect(Double.infinity.euclideanNorm == .infinity)
    #expect(SIMD2(1.0, -Double.infinity).euclideanNorm == .infinity)
    #expect(SIMD2(1e300, .nan).euclideanNorm.isNaN)
    // Two components at the largest double: the length itself is beyond it.
    let largest = Double.greatestFiniteMagnitude
    #expect(SIMD2(largest, largest).euclideanNorm == .infinity)
    // 2 ulps: the sum of squares and the root each round once.
    #expect(isClose(SIMD2(3e300, 4e300).euclideanNorm / 5e300, 1, 2 * Double.ulpOfOne))
    #expect(isClose(SIMD2(3e-300, 4e-300).euclideanNorm / 5e-300, 1, 2 * Double.ulpOfOne))
  }

  @Test func projectionOfExtremeVectors() {
    let a = SIMD2(3e200, 4e200)
    #expect(isClose(a.scalarProjection(onto: SIMD2(1e-300, 0)) / 3e200, 1, 4e-16))
    #expect(isClose(a.scalarProjection(onto: SIMD2(0, -1e300)) / -4e200, 1, 4e-16))
    #expect(
      isClose(
        SIMD2(1e-310, 0).scalarProjection(onto: SIMD2(1e300, 1e300)) / 7.0710678118654752e-311, 1,
        1e-9))
    #expect(isClose(a.scalarProjection(onto: .zero) / 5e200, 1, 2 * Double.ulpOfOne))
    #expect(SIMD2<Double>.zero.scalarProjection(onto: a) == 0)
    #expect(SIMD2(Double.nan, 0).scalarProjection(onto: a).isNaN)
    #expect(5e154.scalarProjection(onto: -1.0) == -5e154)
  }
}
