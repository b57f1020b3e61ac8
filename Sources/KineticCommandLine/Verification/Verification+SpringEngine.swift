import Foundation
import Kinetic

extension Verification {
  /// The SwiftUI-driven springs whose engine gap `kinetic verify` measures: the presets and
  /// the defaults of `spring(response:dampingFraction:)` (`spring`) and `interactiveSpring()`
  /// (`interactive`).
  static let springEngineCases: [(name: String, spring: Spring)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("spring", Spring(response: 0.5, dampingRatio: 0.825)),
    ("interactive", Spring(response: 0.15, dampingRatio: 0.86)),
  ]

  /// The distances, in points, over which the gap is measured.
  static let springEngineDistances: [Double] = [1, 100, 1000]

  /// The largest gap, as a fraction of the change, that the check accepts: the emulated
  /// integrator's discretisation (h = 1/300 s) and its 1 % removal rule stay below it.
  static let springEngineTolerance = 0.02

  /// SwiftUI's emulated spring engine (``SwiftUISpringIntegrator``) against Kinetic's exact
  /// one, for each case and distance: the largest |Δ| between the two motions as a fraction of
  /// the change (sampled on the integrator's 1/300 s steps until both are removed, each
  /// showing the target once removed) and the two removal times.
  static func springEngineChecks() -> [VerificationCheck] {
    var checks: [VerificationCheck] = []
    for (name, spring) in springEngineCases {
      for distance in springEngineDistances {
        let gap = SpringEngineGap(spring: spring, change: distance)
        checks.append(
          VerificationCheck(
            solver: "spring.engineGap",
            name: "\(name) d=\(Int(distance))",
            reference: "closed form (exact engine)", samples: gap.samples,
            maxValueError: gap.maximumDeviation, maxVelocityError: nil,
            tolerance: springEngineTolerance, exactRemovalTime: gap.exactRemovalTime,
            swiftUIRemovalTime: gap.swiftUIRemovalTime))
      }
    }
    return checks
  }
}

/// The gap between SwiftUI's spring engine and Kinetic's exact one for one motion from rest.
struct SpringEngineGap {
  /// max over the step times of |swiftui − exact| / |change|.
  var maximumDeviation: Double
  /// When the exact engine removes the animation, in seconds.
  var exactRemovalTime: Double
  /// When SwiftUI's engine removes it, in seconds (a step time).
  var swiftUIRemovalTime: Double
  /// How many step times were compared.
  var samples: Int

  /// The gap for `spring` moving through `change` from rest; each motion is followed until
  /// both engines have removed it, at most 60 s.
  init(spring: Spring, change: Double) {
    let engine = SwiftUISpringIntegrator(spring)
    let exactRemoval = Animation.spring(spring).duration(for: change) ?? .infinity
    let swiftUIRemoval = engine.removalTime(change: change)
    let end = min(max(exactRemoval, swiftUIRemoval), 60)
    var state = SwiftUISpringIntegrator.State<Double>()
    var worst = 0.0
    var count = 0
    var removed = false
    while state.time <= end {
      let exact =
        state.time < exactRemoval ? spring.value(target: change, time: state.time) : change
      let emulated = removed ? change : state.offset
      worst = max(worst, abs(emulated - exact) / abs(change))
      count += 1
      engine.step(&state, towards: change)
      removed = removed || engine.isRemoved(state, change: change)
    }
    maximumDeviation = worst
    exactRemovalTime = exactRemoval
    swiftUIRemovalTime = swiftUIRemoval
    samples = count
  }
}
