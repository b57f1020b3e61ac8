import Foundation
import Kinetic
import KineticDemos
import KineticScene
import KineticTestSupport
import Testing

/// `kinetic demo content-transition`: each row's arriving and leaving opacities and the
/// numeric row's offsets against Apple's documentation of each transition (see
/// `TextContentTransitionTests`), with the progress of `easeInOut` computed here from its
/// control points (0.42, 0)(0.58, 1) (Apple's `UnitCurve.easeInOut`) by bisection on x(s),
/// not through Kinetic's solver.
@Suite("Content transition demo")
struct ContentTransitionDemoTests {
  /// easeInOut at `x` in [0, 1]: y(s) where x(s) = x, by 200 bisection steps.
  static func easeInOut(_ x: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
  }

  static func value(_ row: [Double?], _ column: String, _ demo: ContentTransitionDemo) -> Double? {
    row[demo.csvHeader.firstIndex(of: column)!]
  }

  /// Relative to the 1e-12 of the curve's solvers, through a layout of a few hundred points.
  static let tolerance = 1e-9

  @Test func columnsAndLength() throws {
    let demo = try ContentTransitionDemo(options: [:])
    #expect(
      demo.csvHeader == [
        "time", "numericArriving", "numericLeaving", "numericArrivingOffset", "opacityArriving",
        "opacityLeaving", "interpolateArriving",
        "interpolateLeaving", "identityArriving", "identityLeaving", "defaultArriving",
        "defaultLeaving",
      ])
    #expect(demo.numbers == [1284, 1317, 1296])
    // easeInOut over 0.5 s, the second change at 0.8 s: removed 0.5 s later.
    #expect(isClose(demo.duration, 1.3, 1e-12))
  }

  /// 1284 → 1317 (up) at 0, 1317 → 1296 (down) at 0.8: the numeric row's new digits come from
  /// a line below, then from a line above; the crossfading rows trade opacity; identity jumps.
  @Test(arguments: [0.05, 0.2, 0.25, 0.4, 0.85, 1.0, 1.2])
  func rowsFollowTheirTransitions(time: Double) throws {
    let demo = try ContentTransitionDemo(options: [:])
    let start = time < 0.8 ? 0.0 : 0.8
    let p = Self.easeInOut((time - start) / 0.5)
    let up = time < 0.8
    let row = demo.csvRow(at: time)
    for name in ["numeric", "opacity", "interpolate", "default"] {
      let arriving = try #require(Self.value(row, name + "Arriving", demo))
      let leaving = try #require(Self.value(row, name + "Leaving", demo))
      #expect(isClose(arriving, p, Self.tolerance), "\(name) at \(time)")
      #expect(isClose(leaving, 1 - p, Self.tolerance), "\(name) at \(time)")
    }
    let arrivingOffset = try #require(Self.value(row, "numericArrivingOffset", demo))
    #expect(isClose(arrivingOffset, up ? 1 - p : -(1 - p), Self.tolerance))
    // The leaving digits ("284" after the shared "1", then "317") move the other way, read off
    // the drawn frame: their top against the box's, in lines of 1.2 × 28 pt.
    let frame = demo.frame(at: time)
    let box = try #require(frame.bounds(of: "numeric-box"))
    let leaving = try #require(
      frame.items(id: "numeric-count").first { $0.text?.string == (up ? "284" : "317") })
    let leavingOffset = (Point.zero.applying(leaving.transform).y - box.minY) / (1.2 * 28)
    #expect(isClose(leavingOffset, up ? -p : p, Self.tolerance))
    #expect(Self.value(row, "identityArriving", demo) == 1)
    #expect(Self.value(row, "identityLeaving", demo) == 0)
  }

  /// Between and after the changes every row shows its number whole.
  @Test(arguments: [0.5, 0.7, 1.3])
  func atRestTheNumberIsWhole(time: Double) throws {
    let demo = try ContentTransitionDemo(options: [:])
    let frame = demo.frame(at: time)
    for name in ["numeric", "opacity", "interpolate", "identity", "default"] {
      let texts = frame.items(id: name + "-count").compactMap { $0.text?.string }
      #expect(texts == [time < 0.8 ? "1317" : "1296"], "\(name) at \(time)")
    }
  }

  /// A spring from the spec language: the demo runs until the scene removes the second
  /// change, which for a unit progress is the spring's removal over a change of 1.
  @Test func aSpringRunsToItsRemoval() throws {
    let curve = try DemoCurve(parsing: "snappy")
    let demo = try ContentTransitionDemo(options: ["change-at": "0.2"], curve: curve)
    let removal = try #require(Animation.snappy.sampler(change: 1.0).removalTime)
    #expect(isClose(demo.duration, 0.2 + removal, 1e-12))
  }

  @Test func badOptionsAreRefused() {
    #expect(throws: DemoError.self) {
      try ContentTransitionDemo(options: ["from": "12.5"])
    }
    #expect(throws: DemoError.self) {
      try ContentTransitionDemo(options: ["change-at": "-1"])
    }
  }
}
