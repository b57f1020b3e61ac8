import Kinetic
import KineticScene
import KineticTestSupport
import Testing

@testable import KineticDemos

@Suite struct ArticleDemoTests {
  @Test func circleRadiusFollowsTheLinearInterpolationFrameByFrame() throws {
    let demo = try CircleDemo(options: [:])
    for t in try demoFrameTimes(demo) {
      // Closed form of the article: r(t) = 100 − 50·t for 0 ≤ t ≤ 1 s.
      let expected = 100 - 50 * min(t, 1)
      #expect(isClose(csvColumn(demo, "frameRadius", at: t), expected, 1e-9), "t = \(t)")
      #expect(isClose(csvColumn(demo, "animatableDataRadius", at: t), expected, 1e-9), "t = \(t)")
    }
  }

  @Test(arguments: [(from: 20.0, to: 180.0, duration: 0.5), (from: 300, to: 10, duration: 3)])
  func circleHonoursItsOptions(_ c: (from: Double, to: Double, duration: Double)) throws {
    let demo = try CircleDemo(options: [
      "from": "\(c.from)", "to": "\(c.to)", "duration": "\(c.duration)",
    ])
    for t in try demoFrameTimes(demo) {
      let expected = c.from + (c.to - c.from) * min(t / c.duration, 1)
      #expect(isClose(csvColumn(demo, "frameRadius", at: t), expected, 1e-9))
      #expect(isClose(csvColumn(demo, "animatableDataRadius", at: t), expected, 1e-9))
    }
  }

  /// The bar is sent to 1 at 0 s and back to 0 at 0.5 s. The plain view jumps to each new
  /// position; SwiftUI's rule adds the two ease-in-out curves, c(t) − c(t − 0.5), closed form;
  /// the article's restart model starts the way back from the drawn position at rest,
  /// p(0.5)·(1 − c(t − 0.5)).
  @Test func theModifierDrivenBorderMovesWhileThePlainViewJumps() throws {
    let demo = try BorderDemo(options: ["curve": "easeInOut"])
    #expect(demo.duration == 1.5)
    func c(_ t: Double) -> Double { UnitCurve.easeInOut.value(at: min(max(t, 0), 1)) }
    let turn = c(0.5)
    for t in try demoFrameTimes(demo) {
      // The plain view's position is not animatable data: it is at each new position at once.
      #expect(isClose(csvColumn(demo, "offsetPosition", at: t), t < 0.5 ? 1 : 0, 1e-12), "t = \(t)")
      let added = c(t) - (t < 0.5 ? 0 : c(t - 0.5))
      #expect(isClose(csvColumn(demo, "modifierPosition", at: t), added, 1e-9), "t = \(t)")
      #expect(isClose(csvColumn(demo, "referencePosition", at: t), added, 1e-12), "t = \(t)")
      let restarted = t < 0.5 ? c(t) : turn * (1 - c(t - 0.5))
      #expect(isClose(csvColumn(demo, "restartPosition", at: t), restarted, 1e-9), "t = \(t)")
    }
    // SwiftUI's bar keeps moving forward after the interruption; the restarted one turns at once.
    let after = try #require(csvColumn(demo, "modifierPosition", at: 0.6))
    #expect(after > turn)
    #expect(try #require(csvColumn(demo, "restartPosition", at: 0.6)) < turn)
    #expect(isClose(csvColumn(demo, "modifierPosition", at: 1.5), 0, 1e-12))
    #expect(isClose(csvColumn(demo, "restartPosition", at: 1.5), 0, 1e-12))
  }

  /// With a spring the SwiftUI row merges carrying the velocity: C1 at the interruption, equal to
  /// an `Animator` with SwiftUI's rule (the CSV reference column).
  @Test func aSpringBorderMergesCarryingItsVelocity() throws {
    let spec = DemoCurve(spec: "bouncy", animation: .bouncy)
    let demo = try BorderDemo(options: ["interrupt-at": "0.2"], curve: spec)
    for t in stride(from: 0.0, through: demo.duration, by: 0.05) {
      let reference = try #require(csvColumn(demo, "referencePosition", at: t))
      #expect(isClose(csvColumn(demo, "modifierPosition", at: t), reference, 1e-9), "t = \(t)")
    }
    let h = 1e-4
    func slope(_ column: String, _ a: Double, _ b: Double) throws -> Double {
      (try #require(csvColumn(demo, column, at: b)) - #require(csvColumn(demo, column, at: a))) / h
    }
    let before = try slope("modifierPosition", 0.2 - h, 0.2)
    #expect(before > 1)
    #expect(abs(try slope("modifierPosition", 0.2, 0.2 + h) - before) < 0.02 * before)
    #expect(abs(try slope("restartPosition", 0.2, 0.2 + h)) < 0.02 * before)
  }

  @Test func pairAndCustomVectorAnimateBothValuesTogetherAndTheReferenceFails() throws {
    let demo = try TwoParameterBorderDemo(options: [
      "curve": "linear", "from-height": "20", "to-height": "70",
    ])
    var referenceWrong = 0
    for t in try demoFrameTimes(demo) {
      let p = min(t, 1)
      for name in ["pair", "vector"] {
        let position = try #require(csvColumn(demo, name + "Position", at: t))
        let height = try #require(csvColumn(demo, name + "Height", at: t))
        // Linear: position = t and height = 20 + 50·t, the same progress for both.
        #expect(isClose(position, p, 1e-9), "\(name) t = \(t)")
        #expect(isClose(height, 20 + 50 * p, 1e-9), "\(name) t = \(t)")
      }
      let refPosition = try #require(csvColumn(demo, "referencePosition", at: t))
      let refHeight = try #require(csvColumn(demo, "referenceHeight", at: t))
      // The reference-type vector shows the target on every frame.
      #expect(refPosition == 1 && refHeight == 70, "t = \(t)")
      if abs(refPosition - p) > 0.01 { referenceWrong += 1 }
    }
    #expect(referenceWrong >= 50)
  }

  @Test func transitionsReachIdentityAtTheEnd() throws {
    let demo = try TransitionDemo(options: [:])
    let end = demo.duration
    let identity: [String: Double] = [
      "opacityIn": 1, "scaleIn": 1, "moveInX": 0, "asymmetricInX": 0, "combinedInOpacity": 1,
      "combinedInScale": 1,
      "spinInDegrees": 0,
    ]
    for (name, value) in identity {
      #expect(isClose(csvColumn(demo, name, at: end), value, 1e-9), "\(name)")
    }
    for name in demo.csvHeader where name.contains("Out") {
      #expect(csvColumn(demo, name, at: end) == nil, "\(name) should be gone")
    }
    // At the start the inserted views are at their active values.
    let active: [String: Double] = [
      "opacityIn": 0, "scaleIn": 0, "moveInX": -60, "asymmetricInX": 60, "spinInDegrees": -90,
      "opacityOut": 1,
    ]
    for (name, value) in active {
      #expect(isClose(csvColumn(demo, name, at: 0), value, 1e-9), "\(name)")
    }
  }

  @Test func theSpinTransitionTurnsAboutTheBottomTrailingCorner() throws {
    let demo = try TransitionDemo(options: [:])
    func corner(_ id: String, _ t: Double) throws -> Point {
      let item = try #require(demo.frame(at: t).items(id: id).first)
      return Point(x: item.localSize.width, y: item.localSize.height).applying(item.transform)
    }
    let restIn = try corner("spin-in", demo.duration)
    let restOut = try corner("spin-out", -1)
    for t in try demoFrameTimes(demo) where t < demo.duration {
      let a = try corner("spin-in", t)
      let b = try corner("spin-out", t)
      #expect(abs(a.x - restIn.x) < 1e-9 && abs(a.y - restIn.y) < 1e-9, "t = \(t)")
      #expect(abs(b.x - restOut.x) < 1e-9 && abs(b.y - restOut.y) < 1e-9, "t = \(t)")
    }
    #expect(isClose(csvColumn(demo, "spinOutDegrees", at: 0.5), 45, 1e-9))
  }
}
