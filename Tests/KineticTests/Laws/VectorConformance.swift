import Foundation
import Kinetic
import KineticTestSupport
import Testing

/// One `VectorArithmetic` conformance under test, with its type erased so that the law tests
/// can be parameterised over all of them.
struct VectorConformance: Sendable, CustomTestStringConvertible {
  let name: String
  let failures: @Sendable (_ law: VectorSpaceLaw, _ cases: Int, _ seed: UInt64) -> [String]

  var testDescription: String { name }

  static func of<V: VectorArithmetic & SendableMetatype>(
    _ type: V.Type, _ name: String, unitRoundoff: Double,
    _ generate: @escaping @Sendable (inout SeededGenerator) -> V
  ) -> VectorConformance {
    VectorConformance(name: name) { law, cases, seed in
      VectorSpaceLawChecker(unitRoundoff: unitRoundoff, generate: generate)
        .failures(of: law, cases: cases, seed: seed)
    }
  }

  static func simd<S: SIMD & VectorArithmetic & SendableMetatype>(_ type: S.Type, _ name: String)
    -> VectorConformance
  where S.Scalar: BinaryFloatingPoint & SendableMetatype {
    of(type, name, unitRoundoff: Double(S.Scalar.ulpOfOne) / 2) { random in
      var v = S()
      for i in v.indices { v[i] = S.Scalar(random.component()) }
      return v
    }
  }

  static let doubleU = Double.ulpOfOne / 2
  static let floatU = Double(Float.ulpOfOne) / 2

  /// Every conformance in Kinetic, plus the composite `animatableData` types of the library's
  /// `Animatable` types.
  static let all: [VectorConformance] = [
    of(Double.self, "Double", unitRoundoff: doubleU) { $0.component() },
    of(Float.self, "Float", unitRoundoff: floatU) { Float($0.component()) },
    of(CGFloat.self, "CGFloat", unitRoundoff: Double(CGFloat.ulpOfOne) / 2) {
      CGFloat($0.component())
    },
    simd(SIMD2<Float>.self, "SIMD2<Float>"),
    simd(SIMD3<Float>.self, "SIMD3<Float>"),
    simd(SIMD4<Float>.self, "SIMD4<Float>"),
    simd(SIMD8<Float>.self, "SIMD8<Float>"),
    simd(SIMD16<Float>.self, "SIMD16<Float>"),
    simd(SIMD2<Double>.self, "SIMD2<Double>"),
    simd(SIMD3<Double>.self, "SIMD3<Double>"),
    simd(SIMD4<Double>.self, "SIMD4<Double>"),
    simd(SIMD8<Double>.self, "SIMD8<Double>"),
    simd(SIMD16<Double>.self, "SIMD16<Double>"),
    of(AnimatablePair<Double, Float>.self, "AnimatablePair<Double, Float>", unitRoundoff: floatU) {
      AnimatablePair($0.component(), Float($0.component()))
    },
    of(
      AnimatablePair<Double, AnimatablePair<SIMD2<Double>, Angle>>.self,
      "AnimatablePair<Double, AnimatablePair<SIMD2<Double>, Angle>>", unitRoundoff: doubleU
    ) { random in
      AnimatablePair(
        random.component(),
        AnimatablePair(
          SIMD2(random.component(), random.component()), Angle(radians: random.component())))
    },
    of(EmptyAnimatableData.self, "EmptyAnimatableData", unitRoundoff: doubleU) { _ in
      EmptyAnimatableData()
    },
    of(
      AnimatableVector.self, "AnimatableVector (lengths 0…12, trailing zeros)",
      unitRoundoff: doubleU
    ) {
      random in
      var v = AnimatableVector(
        (0..<Int.random(in: 0...12, using: &random)).map { _ in random.component() })
      // Explicit trailing zeros exercise equality under the zero-padding rule.
      if Bool.random(using: &random) {
        v.scalars += Array(repeating: 0, count: Int.random(in: 1...3, using: &random))
      }
      return v
    },
    of(Angle.self, "Angle", unitRoundoff: doubleU) { Angle(radians: $0.component()) },
    of(UnitPoint.AnimatableData.self, "UnitPoint.AnimatableData", unitRoundoff: doubleU) {
      UnitPoint(x: $0.component(), y: $0.component()).animatableData
    },
    of(CGPoint.AnimatableData.self, "CGPoint.AnimatableData", unitRoundoff: doubleU) {
      CGPoint(x: $0.component(), y: $0.component()).animatableData
    },
    of(CGRect.AnimatableData.self, "CGRect.AnimatableData", unitRoundoff: doubleU) {
      CGRect(x: $0.component(), y: $0.component(), width: $0.component(), height: $0.component())
        .animatableData
    },
    of(Color.AnimatableData.self, "Color.AnimatableData", unitRoundoff: doubleU) { random in
      Color(
        red: Double.random(in: -0.25...1.25, using: &random),
        green: Double.random(in: -0.25...1.25, using: &random),
        blue: Double.random(in: -0.25...1.25, using: &random),
        opacity: Double.random(in: 0...1, using: &random)
      ).animatableData
    },
  ]
}
