import Foundation
import Kinetic
import KineticDemos
import KineticTestSupport
import Testing

/// `kinetic demo matched-geometry`: the card's frame against a closed form of the spring
/// written here from the definition (ω₀ = 2π / duration, ζ = 1 − bounce; DESIGN.md), not from
/// the implementation, and the group rule of `matchedGeometryEffect` (Apple: the members take
/// the source's frame; an inserted view moves from the frame of the one leaving as one view).
@Suite("Matched geometry demo")
struct MatchedGeometryDemoTests {
  /// The layout, worked out by hand: a 472 × 232 canvas; the grid (3 × 56 + 2 × 10 wide) and
  /// the 220 × 200 detail area, 32 apart, centred at x = 16, top-aligned at y = 16; the
  /// selected card in row 1, column 1; the 200 × 180 detail card centred in its area.
  static let grid = [82.0, 82, 56, 56]
  static let detail = [246.0, 26, 200, 180]

  /// The underdamped spring from `x0` with velocity `v0` to `target`, `t` seconds later:
  /// target + e^(−ζω₀t)(A cos ω_d t + B sin ω_d t), A = x0 − target, B = (v0 + ζω₀A) / ω_d.
  static func spring(
    from x0: Double, velocity v0: Double, to target: Double, after t: Double,
    duration: Double = 0.6, bounce: Double = 0.25
  ) -> (value: Double, velocity: Double) {
    let omega = 2 * Double.pi / duration
    let zeta = 1 - bounce
    let wd = omega * (1 - zeta * zeta).squareRoot()
    let a = x0 - target
    let b = (v0 + zeta * omega * a) / wd
    let decay = exp(-zeta * omega * t)
    let c = cos(wd * t)
    let s = sin(wd * t)
    let value = target + decay * (a * c + b * s)
    let velocity = decay * ((b * wd - zeta * omega * a) * c - (a * wd + zeta * omega * b) * s)
    return (value, velocity)
  }

  static func frame(_ demo: MatchedGeometryDemo, at t: Double) -> [Double] {
    demo.csvRow(at: t).dropFirst().map { $0 ?? .nan }
  }

  /// Absolute, in points: the layout's sums of numbers of about 500 pt.
  static let tolerance = 1e-9

  @Test func columns() throws {
    let demo = try MatchedGeometryDemo(options: [:])
    #expect(demo.csvHeader == ["time", "x", "y", "width", "height"])
    #expect(demo.interruptTime == 0.25)
  }

  /// Before the interruption the card moves from the grid frame to the detail frame on the
  /// spring; both cards of the group, the leaving grid card and the inserted detail card
  /// (the source), are drawn in that one frame.
  @Test func theSourceRule() throws {
    let demo = try MatchedGeometryDemo(options: [:])
    for t in [0, 0.05, 0.125, 0.2, 0.2499] {
      let got = Self.frame(demo, at: t)
      for k in 0..<4 {
        let want = Self.spring(from: Self.grid[k], velocity: 0, to: Self.detail[k], after: t).value
        #expect(
          isClose(got[k], want, Self.tolerance), "component \(k) at \(t): \(got[k]) vs \(want)")
      }
      if t > 0 {
        let shown = demo.frame(at: t)
        let a = try #require(shown.bounds(of: "grid-card"))
        let b = try #require(shown.bounds(of: "detail-card"))
        #expect(
          isClose(a.minX, b.minX, Self.tolerance) && isClose(a.minY, b.minY, Self.tolerance)
            && isClose(a.size.width, b.size.width, Self.tolerance))
      }
    }
  }

  /// Sent back at 0.25 s: the card leaves the frame on screen with the velocity it had, on the
  /// same spring towards the grid, so position and velocity are continuous, and it ends in the
  /// grid.
  @Test func theInterruptionIsContinuous() throws {
    let demo = try MatchedGeometryDemo(options: [:])
    let ti = demo.interruptTime
    for k in 0..<4 {
      let atInterruption = Self.spring(
        from: Self.grid[k], velocity: 0, to: Self.detail[k], after: ti)
      for after in [0.0, 0.05, 0.2, 0.5, 0.9] {
        let want = Self.spring(
          from: atInterruption.value, velocity: atInterruption.velocity, to: Self.grid[k],
          after: after
        ).value
        let got = Self.frame(demo, at: ti + after)[k]
        #expect(isClose(got, want, Self.tolerance), "component \(k) at \(ti + after)")
      }
      // One-sided difference quotients on each side of the interruption agree with each other
      // (C1), to the O(h) error of the quotient (h = 1e-6 s, |x''| < 1e4 pt/s²).
      let h = 1e-6
      let before = (Self.frame(demo, at: ti)[k] - Self.frame(demo, at: ti - h)[k]) / h
      let after = (Self.frame(demo, at: ti + h)[k] - Self.frame(demo, at: ti)[k]) / h
      #expect(abs(before - after) < 0.05, "velocity of component \(k): \(before) vs \(after)")
      #expect(abs(before - atInterruption.velocity) < 0.05)
      #expect(abs(atInterruption.velocity) > 50, "the card is moving when it is sent back")
    }
    // The demo ends when the scene removes the card's motion (SwiftUI's thresholds in points):
    // the last frame is on the grid exactly.
    let end = Self.frame(demo, at: demo.duration)
    for k in 0..<4 { #expect(end[k] == Self.grid[k], "component \(k): \(end[k])") }
    #expect(demo.frame(at: demo.duration).bounds(of: "detail-card") == nil)
  }

  /// Options: another interruption time and any animation spec.
  @Test func options() throws {
    let demo = try MatchedGeometryDemo(options: ["interrupt-at": "0.1", "curve": "snappy"])
    #expect(demo.interruptTime == 0.1)
    #expect(demo.timing.curve.name == "snappy")
    // The default, written out, is the default.
    let spelled = try MatchedGeometryDemo(options: [
      "curve": MatchedGeometryDemo.defaultCurve.name
    ])
    #expect(spelled.timing.curve.name == MatchedGeometryDemo.defaultCurve.name)
    #expect(
      spelled.timing.animation
        == DemoTiming(curve: MatchedGeometryDemo.defaultCurve, duration: 1).animation)
    #expect {
      _ = try MatchedGeometryDemo(options: ["curve": "spring(duraton: 1)"])
    } throws: { error in
      if case .invalidExpression(_, "curve", let spec)? = error as? DemoError {
        return spec.column == 8
      }
      return false
    }
  }
}
