import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

@Suite("Spring conversions and report")
struct SpringConversionTests {
  /// Random springs across regimes and masses (seeded).
  static func randomSprings(count: Int = 200) -> [Spring] {
    var random = SeededGenerator(seed: 0x5EED)
    return (0..<count).map { _ in
      Spring(
        mass: exp(Double.random(in: log(0.1)...log(10), using: &random)),
        angularFrequency: 2 * Double.pi / Double.random(in: 0.05...3, using: &random),
        dampingRatio: Double.random(in: 0...3, using: &random))
    }
  }

  /// Same motion: ω₀ and ζ agree to relative 1e-12 (a few roundings of √ and ²).
  func expectSameMotion(_ a: Spring, _ b: Spring, _ label: String) {
    #expect(springRelativeError(a.angularFrequency, b.angularFrequency) < 1e-12, "\(label)")
    #expect(abs(a.dampingRatio - b.dampingRatio) < 1e-12 * max(1, a.dampingRatio), "\(label)")
  }

  @Test func roundTripsPreserveMotion() throws {
    for s in Self.randomSprings() {
      expectSameMotion(s, SwiftUISpring(s).spring, "SwiftUI \(s)")
      expectSameMotion(
        s, Spring(duration: SwiftUISpring(s).duration, bounce: SwiftUISpring(s).bounce),
        "duration/bounce \(s)")
      expectSameMotion(s, CoreAnimationSpring(s).spring, "CA \(s)")
      expectSameMotion(s, ComposeSpring(s).spring, "Compose \(s)")
      expectSameMotion(s, FlutterSpringDescription(s).spring, "Flutter \(s)")
      expectSameMotion(s, ReactSpringConfig(s).spring, "react-spring \(s)")
      expectSameMotion(s, FramerMotionSpring(s).spring, "framer \(s)")
      // Physical ecosystems keep the mass too.
      #expect(springRelativeError(FlutterSpringDescription(s).spring.mass, s.mass) < 1e-15)
      #expect(springRelativeError(ReactSpringConfig(s).spring.mass, s.mass) < 1e-15)
      #expect(springRelativeError(CoreAnimationSpring(s).spring.mass, s.mass) < 1e-15)
      // framer's perceptual form round-trips wherever it can express ζ.
      let framer = FramerMotionSpring(s)
      if let bounce = framer.bounce {
        expectSameMotion(
          s, try FramerMotionSpring(visualDuration: framer.visualDuration, bounce: bounce).spring,
          "framer visual \(s)")
      } else {
        #expect(s.dampingRatio < 0.05 || s.dampingRatio > 1)
      }
    }
  }

  /// framer-motion: root = 2π/(1.2·visualDuration), k = root², c = 2·clamp(1 − bounce, 0.05, 1)·root.
  @Test func framerMotionVisualDuration() throws {
    let f = try FramerMotionSpring(visualDuration: 0.5, bounce: 0.25)
    let root = 2 * Double.pi / 0.6
    #expect(springRelativeError(f.stiffness, root * root) < 1e-15)
    #expect(springRelativeError(f.damping, 1.5 * root) < 1e-15)
    #expect(f.mass == 1)
    #expect(springRelativeError(f.spring.response, 0.6) < 1e-14)
    #expect(abs(f.spring.dampingRatio - 0.75) < 1e-14)
    // Motion clamps ζ to 0.05...1.
    #expect(
      abs(try FramerMotionSpring(visualDuration: 0.5, bounce: 1).spring.dampingRatio - 0.05) < 1e-14
    )
    #expect(
      abs(try FramerMotionSpring(visualDuration: 0.5, bounce: -1).spring.dampingRatio - 1) < 1e-14)
  }

  @Test func ecosystemFacts() throws {
    // Core Animation's initialVelocity is in animation distances per second.
    let ca = try CoreAnimationSpring(Spring.bouncy, velocity: 50, distance: 200)
    #expect(ca.initialVelocity == 0.25)
    #expect(ca.velocity(distance: 200) == 50)
    #expect(try CoreAnimationSpring(Spring.bouncy, velocity: 50, distance: 0).initialVelocity == 0)
    // Compose's stiffness is ω₀²; its default spring is critically damped at 1500.
    let compose = try ComposeSpring()
    #expect(compose.dampingRatio == 1 && compose.stiffness == 1500)
    #expect(springRelativeError(compose.spring.angularFrequency, 1500.0.squareRoot()) < 1e-15)
    // Flutter's withDampingRatio.
    let flutter = try FlutterSpringDescription(mass: 2, stiffness: 50, ratio: 0.5)
    #expect(springRelativeError(flutter.damping, 10) < 1e-15)
    #expect(abs(flutter.spring.dampingRatio - 0.5) < 1e-15)
    // react-spring's tension/friction are stiffness/damping.
    let react = ReactSpringConfig.default
    #expect(springRelativeError(react.spring.stiffness, 170) < 1e-14)
    #expect(springRelativeError(react.spring.damping, 26) < 1e-14)
    #expect(ReactSpringConfig.molasses.spring.dampingRatio > 1)
    // SwiftUI's two forms agree.
    let swiftUI = SwiftUISpring(Spring(duration: 0.5, bounce: 0.3))
    #expect(swiftUI.response == swiftUI.duration && abs(swiftUI.dampingFraction - 0.7) < 1e-15)
  }

  @Test func reportHasEveryKey() throws {
    let report = SpringReport(Spring(duration: 0.5, bounce: 0.3))
    #expect(abs(report.stiffness - 157.91) < 0.005 && abs(report.damping - 17.59) < 0.005)
    #expect(report.peakTime != nil && report.exactSettlingDuration != nil)
    let data = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in [
      "mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce",
      "settlingDuration", "exactSettlingDuration", "removalTime", "overshoot", "peakTime",
      "swiftUI",
      "coreAnimation", "compose", "flutter", "reactSpring", "framerMotion",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
    let framer = try #require(object["framerMotion"] as? [String: Any])
    #expect(framer["visualDuration"] != nil && framer["bounce"] != nil)
    let decoded = try JSONDecoder().decode(SpringReport.self, from: data)
    #expect(decoded == report)
    #expect(report.rows.count == 34)
    #expect(report.rows.first?.key == "mass")
    #expect(report.removalTime == nil && object["removalTime"] is NSNull)
  }

  /// The report of a spring animation adds the time the animation is removed, by its
  /// completion rule; an animation that is not a bare spring has no report.
  @Test func reportOfAnimationHasRemovalTime() throws {
    let animation = Animation.spring(duration: 0.5, bounce: 0.3)
    let report = try #require(SpringReport(animation: animation))
    var bare = SpringReport(Spring(duration: 0.5, bounce: 0.3))
    bare.removalTime = report.removalTime
    #expect(report == bare)
    let removal = try #require(report.removalTime)
    // The removal time is the sampler's: not yet removed just before it, removed at it.
    let sampler = animation.sampler(change: 1.0)
    #expect(!sampler.sample(at: removal.nextDown).isFinished)
    #expect(sampler.sample(at: removal).isFinished)
    #expect(report.rows.first { $0.key == "removalTime" }?.value == removal)
    #expect(SpringReport(animation: .easeInOut) == nil)
    #expect(SpringReport(animation: animation.delay(1)) == nil)
  }

  /// Absent figures encode as null, never as a non-finite number (which JSON cannot hold).
  @Test func reportOfUndampedSpringEncodes() throws {
    let report = SpringReport(Spring(duration: 0.5, bounce: 1))
    #expect(report.settlingDuration == nil && report.exactSettlingDuration == nil)
    let critical = SpringReport(.smooth)
    #expect(critical.peakTime == nil && critical.overshoot == 0)
    let text = String(decoding: try JSONEncoder().encode(critical), as: UTF8.self)
    #expect(text.contains("\"peakTime\":null"))
    _ = try JSONEncoder().encode(report)
  }

  /// Issue 15: the converters rejected nothing and stored ±∞ and NaN.
  @Test(arguments: [Double.infinity, -.infinity, .nan])
  func convertersRejectNonFiniteParameters(bad: Double) {
    #expect(throws: ParameterError.self) { try ComposeSpring(dampingRatio: bad, stiffness: 100) }
    #expect(throws: ParameterError.self) { try ComposeSpring(dampingRatio: 1, stiffness: bad) }
    #expect(throws: ParameterError.self) { try CoreAnimationSpring(mass: bad) }
    #expect(throws: ParameterError.self) { try CoreAnimationSpring(stiffness: bad) }
    #expect(throws: ParameterError.self) { try CoreAnimationSpring(damping: bad) }
    #expect(throws: ParameterError.self) { try CoreAnimationSpring(initialVelocity: bad) }
    #expect(throws: ParameterError.self) {
      try CoreAnimationSpring(Spring.bouncy, velocity: bad, distance: 1)
    }
    #expect(throws: ParameterError.self) {
      try FlutterSpringDescription(mass: bad, stiffness: 1, damping: 1)
    }
    #expect(throws: ParameterError.self) {
      try FlutterSpringDescription(mass: 1, stiffness: bad, damping: 1)
    }
    #expect(throws: ParameterError.self) {
      try FlutterSpringDescription(mass: 1, stiffness: 1, damping: bad)
    }
    #expect(throws: ParameterError.self) { try FlutterSpringDescription(stiffness: 1, ratio: bad) }
    #expect(throws: ParameterError.self) { try FramerMotionSpring(stiffness: bad) }
    #expect(throws: ParameterError.self) { try FramerMotionSpring(damping: bad) }
    #expect(throws: ParameterError.self) { try FramerMotionSpring(mass: bad) }
    #expect(throws: ParameterError.self) { try ReactSpringConfig(tension: bad) }
    #expect(throws: ParameterError.self) { try ReactSpringConfig(friction: bad) }
    #expect(throws: ParameterError.self) { try ReactSpringConfig(mass: bad) }
    if !bad.isNaN {
      #expect(throws: ParameterError.self) { try FramerMotionSpring(visualDuration: 0, bounce: 0) }
    } else {
      #expect(throws: ParameterError.self) {
        try FramerMotionSpring(visualDuration: 1, bounce: bad)
      }
      #expect(throws: ParameterError.self) {
        try FramerMotionSpring(visualDuration: bad, bounce: 0)
      }
    }
  }
}
