import Foundation
import Kinetic
import KineticTestSupport
import Testing

@Suite("Angle")
struct AngleTests {
  @Test func degreesAndRadiansConvert() {
    #expect(Angle.degrees(180).radians == Double.pi)
    #expect(Angle(radians: Double.pi / 2).degrees == 90)
    var angle = Angle.zero
    angle.degrees = 45
    #expect(angle.radians == Double.pi / 4)
    #expect(Angle() == .zero)
  }

  @Test func conversionRoundTripsWithinAnUlp() {
    var random = SeededGenerator(seed: 11)
    for _ in 0..<500 {
      let degrees = Double.random(in: -1080...1080, using: &random)
      // Two multiplications by rounded constants: at most a few ulps apart.
      #expect(abs(Angle.degrees(degrees).degrees - degrees) <= 4 * degrees.ulp)
    }
  }

  @Test func ordersByRadiansWithoutWrapping() {
    #expect(Angle.degrees(10) < .degrees(370))
    #expect(Angle.degrees(-10) < .zero)
    #expect(
      [Angle.degrees(90), .zero, .radians(-1)].sorted() == [.radians(-1), .zero, .degrees(90)])
  }

  @Test func animatesThroughEveryAngleBetweenTheEnds() {
    let turn = Angle.zero.interpolated(towards: .degrees(360), amount: 0.5)
    #expect(turn == .degrees(180))  // a full turn passes through 180°, not a no-op
    #expect(Angle.degrees(30).animatableData == Angle.degrees(30).radians)
    #expect(-Angle.degrees(30) == .degrees(-30))
    #expect(Angle.degrees(30) + .degrees(60) - .degrees(90) == .zero)
  }
}
