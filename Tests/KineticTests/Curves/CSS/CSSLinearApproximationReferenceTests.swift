import Testing

@testable import Kinetic

/// A ``CSSLinearApproximation/Reference`` resolves a motion once for many fits and
/// measurements: what is fitted and measured through it must equal, bit for bit, what the
/// entry points that take the motion alone compute — the same grid, points and values.
@Suite("CSS linear() approximation through a reference")
struct CSSLinearApproximationReferenceTests {
  /// Motions with smooth stretches, overshoot, a jump (a step) and a repeat.
  static let motions: [(name: String, progress: @Sendable (Double) -> Double)] = [
    (
      "spring",
      { u in
        Spring(duration: 0.5, bounce: 0.3).value(target: 1.0, initialVelocity: 0.0, time: u * 1.2)
      }
    ),
    ("ease-in-out", { u in UnitCurve.easeInOut.value(at: u) }),
    ("steps(4)", { u in (u * 4).rounded(.down) / 4 }),
    (
      "two passes", { u in UnitCurve.easeOut.value(at: (2 * u).truncatingRemainder(dividingBy: 1)) }
    ),
  ]

  @Test(arguments: [1e-3, 1e-4, 0.02], 0..<4)
  func sameFitAndErrors(tolerance: Double, index: Int) throws {
    let (name, progress) = Self.motions[index]
    let reference = try CSSLinearApproximation.Reference(tolerance: tolerance, progress: progress)
    #expect(reference.tolerance == tolerance)
    let alone = try CSSLinearApproximation(tolerance: tolerance, progress: progress)
    let shared = try CSSLinearApproximation(reference: reference, progress: progress)
    #expect(shared.stops == alone.stops, "\(name)")
    #expect(shared.maximumError.bitPattern == alone.maximumError.bitPattern, "\(name)")
    #expect(shared.maximumError <= tolerance)
    // Another easing measured against the motion: the stops rounded to two decimals.
    let rounded = try CSSEasingFunction.linear(
      stops: alone.stops.map {
        CSSEasingFunction.LinearStop(
          output: ($0.output * 100).rounded() / 100, positions: $0.positions)
      })
    let measuredAlone = try CSSLinearApproximation.maximumError(
      of: rounded, tolerance: tolerance, progress: progress)
    let measuredShared = CSSLinearApproximation.maximumError(
      of: rounded, against: reference, progress: progress)
    #expect(measuredShared.bitPattern == measuredAlone.bitPattern, "\(name)")
    #expect(
      CSSLinearApproximation.uniformStopCount(reference: reference, progress: progress)
        == (try CSSLinearApproximation.uniformStopCount(tolerance: tolerance, progress: progress)),
      "\(name)")
  }

  @Test func toleranceOutOfRangeIsRefused() {
    #expect(throws: CSSLinearApproximationError.toleranceOutOfRange(2)) {
      try CSSLinearApproximation.Reference(tolerance: 2) { $0 }
    }
  }
}
