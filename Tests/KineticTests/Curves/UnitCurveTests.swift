import CKineticMath
import Testing

@testable import Kinetic

@Suite("UnitCurve")
struct UnitCurveTests {
  static let named: [(String, UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
  ]

  @Test func namedControlPointsMatchDesign() {
    func points(_ curve: UnitCurve) -> [Double]? {
      curve.cubicBezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
    }
    #expect(points(.easeIn) == [0.42, 0, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0.58, 1])
    #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
    #expect(points(.linear) == nil)
  }

  @Test(arguments: named.indices)
  func endpointsAreExact(_ index: Int) {
    let curve = Self.named[index].1
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -1) == 0)
    #expect(curve.value(at: 2) == 1)
    #expect(curve.inverse.value(at: 0) == 0)
    #expect(curve.inverse.value(at: 1) == 1)
  }

  /// The circular curves against their textbook closed forms (which lose relative accuracy
  /// near 0 through cancellation, hence the absolute tolerance of a few ulps of 1).
  @Test func circularClosedForms() {
    for k in 0...1_000 {
      let x = Double(k) / 1_000
      #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - sqrt(1 - x * x))) <= 4e-16)
      #expect(abs(UnitCurve.circularEaseOut.value(at: x) - sqrt(1 - (1 - x) * (1 - x))) <= 4e-16)
      let inOut =
        x < 0.5 ? 0.5 * (1 - sqrt(1 - 4 * x * x)) : 0.5 * (sqrt(1 - (2 * x - 2) * (2 * x - 2)) + 1)
      #expect(abs(UnitCurve.circularEaseInOut.value(at: x) - inOut) <= 4e-16)
    }
  }

  /// Velocities against derivatives taken by hand: x/√(1 − x²) for circularEaseIn, and the
  /// central difference of the value (step 1e-6, error ~1e-10) for every curve.
  @Test(arguments: named.indices)
  func velocityMatchesDerivative(_ index: Int) {
    let curve = Self.named[index].1
    for k in 1..<200 {
      let x = Double(k) / 200
      let h = 1e-6
      let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
      let v = curve.velocity(at: x)
      #expect(abs(v - difference) <= 1e-7 * max(1, abs(v)), "\(Self.named[index].0) at \(x)")
    }
    for k in 0..<100 {
      let x = Double(k) / 100
      #expect(
        abs(UnitCurve.circularEaseIn.velocity(at: x) - x / sqrt(1 - x * x)) <= 1e-15
          * (1 + x / sqrt(1 - x * x)))
    }
    #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
    #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
    #expect(abs(UnitCurve.easeIn.derivative(at: 1) - 1 / 0.58) <= 2 * (1 / 0.58).ulp)
  }

  @Test(arguments: named.indices)
  func monotone(_ index: Int) {
    let curve = Self.named[index].1
    var previous = 0.0
    for k in 0...20_000 {
      let y = curve.value(at: Double(k) / 20_000)
      #expect(y >= previous)
      previous = y
    }
  }

  /// f(f⁻¹(y)) = y (well conditioned away from the ends, where the circular curves are
  /// vertical), and the inverse of the inverse is the curve.
  @Test(arguments: named.indices)
  func inverseRoundTrip(_ index: Int) {
    let curve = Self.named[index].1
    let inverse = curve.inverse
    #expect(inverse.inverse == curve)
    for k in 1..<100 {
      let x = Double(k) / 100
      #expect(
        abs(curve.value(at: inverse.value(at: x)) - x) <= 1e-12, "\(Self.named[index].0) at \(x)")
      #expect(
        abs(inverse.value(at: curve.value(at: x)) - x) <= 1e-9, "\(Self.named[index].0) at \(x)")
    }
  }

  @Test func nonThrowingBezierClampsAndNeverYieldsNaN() {
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 1.5, y: 0), endControlPoint: UnitPoint(x: -1, y: 1))
    #expect(clamped.cubicBezier.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [1, 0, 0, 1])
    let nan = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: .nan, y: 0), endControlPoint: UnitPoint(x: 0.5, y: 1))
    #expect(nan == .linear)
    let infinite = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: .infinity), endControlPoint: UnitPoint(x: 0.5, y: 1))
    #expect(infinite.cubicBezier?.y1 == CubicBezier.maximumMagnitude)
    for k in 0...100 { #expect(infinite.value(at: Double(k) / 100).isFinite) }
  }

  @Test func validatingBezierThrows() throws {
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "x2", value: 2)) {
      try UnitCurve.bezier(
        validatingStartControlPoint: UnitPoint(x: 0.5, y: 0), endControlPoint: UnitPoint(x: 2, y: 1)
      )
    }
    let ok = try UnitCurve.bezier(
      validatingStartControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    #expect(ok == .easeIn)
  }

  @Test func batchMatchesScalar() {
    let inputs = (0...999).map { Double($0) / 999 } + [-1, 2]
    for (_, curve) in Self.named {
      #expect(curve.values(at: inputs) == inputs.map { curve.value(at: $0) })
    }
  }
}
