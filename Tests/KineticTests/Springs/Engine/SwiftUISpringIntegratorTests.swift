import KineticTestSupport
import Testing

@testable import Kinetic

/// The emulation of SwiftUI's spring integrator against the facts of OpenSwiftUI's audited
/// `FluidSpringAnimation.swift` and against Kinetic's closed form.
@Suite("SwiftUI spring integrator")
struct SwiftUISpringIntegratorTests {
  static let presets: [(String, Spring)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("interactive", Spring(response: 0.15, dampingRatio: 0.86)),
    ("default spring", Spring(response: 0.5, dampingRatio: 0.825)),
  ]

  /// k = (2π/response)² capped at 45,000; c = 2ζ√k; a zero response is "infinitely stiff"
  /// (Apple) and gets the cap.
  @Test func stiffnessAndDamping() {
    let bouncy = SwiftUISpringIntegrator(.bouncy)
    #expect(isClose(bouncy.stiffness, Spring.bouncy.stiffness, 1e-9))
    #expect(isClose(bouncy.damping, Spring.bouncy.damping, 1e-9))
    #expect(SwiftUISpringIntegrator(response: 0.01, dampingFraction: 1).stiffness == 45_000)
    #expect(SwiftUISpringIntegrator(response: 0, dampingFraction: 1).stiffness == 45_000)
    let nan = SwiftUISpringIntegrator(response: .nan, dampingFraction: .nan)
    #expect(nan.response == 0.5 && nan.dampingFraction == 0.825)
  }

  /// The first step from rest, by hand: v½ = 0, x = 0, F = k·change, v = F·h/2.
  @Test func firstStepByHand() {
    let engine = SwiftUISpringIntegrator(response: 0.5, dampingFraction: 0.7)
    var state = SwiftUISpringIntegrator.State<Double>()
    engine.step(&state, towards: 100)
    #expect(state.offset == 0)
    #expect(isClose(state.force, engine.stiffness * 100, 1e-9))
    #expect(isClose(state.velocity, engine.stiffness * 100 / 600, 1e-9))
    #expect(isClose(state.time, 1.0 / 300, 1e-15))
    // A sample shows the state after the last step reaching its time.
    let sample = engine.sample(change: 100.0, time: 0.001)
    #expect(sample.offset == state.offset && sample.velocity == state.velocity)
  }

  /// Velocity Verlet is second order: with h = 1/300 s the motion stays within a small
  /// fraction of the change of the closed form (bound measured: see the fidelity article).
  @Test(arguments: presets.indices)
  func closeToClosedForm(_ index: Int) {
    let (name, spring) = Self.presets[index]
    let engine = SwiftUISpringIntegrator(spring)
    var state = SwiftUISpringIntegrator.State<Double>()
    var worst = 0.0
    while state.time < 1.5 {
      engine.step(&state, towards: 1.0)
      worst = max(worst, abs(state.offset - spring.value(target: 1.0, time: state.time)))
    }
    #expect(worst < 0.02, "\(name): \(worst)")
    #expect(worst > 1e-6, "\(name): an integrator is not exact (\(worst))")
  }

  /// Removal: ‖v‖ ≤ 0.06, ‖F‖ ≤ 0.06 and the remaining distance ≤ 1 % of the change, first
  /// true at the removal step; absolute thresholds make large changes run longer.
  @Test(arguments: presets.indices)
  func removalRule(_ index: Int) {
    let (name, spring) = Self.presets[index]
    let engine = SwiftUISpringIntegrator(spring)
    var previous = 0.0
    for change in [1.0, 100, 1000] {
      let removal = engine.removalTime(change: change)
      #expect(removal.isFinite && removal > 0, "\(name) \(change)")
      var state = SwiftUISpringIntegrator.State<Double>()
      while state.time < removal - 1e-9 {
        #expect(!engine.isRemoved(state, change: change), "\(name) \(change) at \(state.time)")
        engine.step(&state, towards: change)
      }
      #expect(abs(state.velocity) <= 0.06 && abs(state.force) <= 0.06)
      #expect(abs(change - state.offset) <= 0.01 * change)
      #expect(engine.sample(change: change, time: removal).isRemoved)
      #expect(!engine.sample(change: change, time: removal - 0.004).isRemoved)
      #expect(removal >= previous, "\(name): removal shrinks with distance")
      previous = removal
    }
  }

  /// Logical completion after `response` seconds; a zero change is removed at once.
  @Test func logicalCompletionAndZeroChange() {
    let engine = SwiftUISpringIntegrator(.snappy)
    #expect(!engine.sample(change: 10.0, time: 0.49).isLogicallyComplete)
    #expect(engine.sample(change: 10.0, time: 0.5).isLogicallyComplete)
    #expect(engine.sample(change: 0.0, time: 0).isRemoved)
    #expect(engine.removalTime(change: 0.0) == 0)
    #expect(!engine.sample(change: 10.0, time: 0).isRemoved)
  }

  /// An undamped spring is never removed; beyond an hour SwiftUI's frame-gap catch-up bounds
  /// the work, and the answer stays finite.
  @Test func undampedSpringStaysBounded() {
    let engine = SwiftUISpringIntegrator(response: 0.5, dampingFraction: 0)
    #expect(engine.removalTime(change: 1.0) == .infinity)
    let far = engine.sample(change: 1.0, time: 1e12)
    #expect(!far.isRemoved && far.offset.isFinite && far.velocity.isFinite)
    #expect(
      SpringEngine(rawValue: "swiftui") == .swiftui && SpringEngine.exact.description == "exact")
  }
}
