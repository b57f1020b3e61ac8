import CKineticMath
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticDemos

/// The spinner demo's invariants: n instances rotated 2π/n, instance i's opacity is instance
/// 0's delayed by i · instanceDelay, a linear 0.1 → 0.8 ramp repeating forever.
@Suite struct ReplicatorSpinnerTests {
  static let configurations:
    [(n: Int, delay: Double, from: Double, to: Double, shape: SpinnerShape)] = [
      (20, 0.04, 0.1, 0.8, .circle),
      (12, 0.1, 0.8, 0.1, .square),
      (7, 0.013, 0, 1, .triangle),
      (1, 0.04, 0.1, 0.8, .circle),
      (360, 0.0025, 0.25, 0.5, .square),
    ]

  @Test(arguments: 0..<5)
  func instanceIEqualsInstanceZeroDelayedByIDelay(configuration: Int) throws {
    let c = Self.configurations[configuration]
    let spinner = try ReplicatorSpinner(
      instanceCount: c.n, instanceDelay: c.delay, fromOpacity: c.from, toOpacity: c.to,
      shape: c.shape)
    var random = SeededGenerator(seed: 0x5917 + UInt64(configuration))
    for _ in 0..<400 {
      let t = random.uniform(-1...30)
      for i in 0..<c.n {
        let delayed = spinner.opacity(ofInstance: 0, at: t - Double(i) * c.delay)
        #expect(spinner.opacity(ofInstance: i, at: t) == delayed, "instance \(i) at t = \(t)")
      }
    }
    // And on a frame grid, through the frame sampler.
    for frame in 0..<240 {
      let t = Double(frame) / 60
      for instance in spinner.instances(at: t) {
        #expect(
          instance.opacity
            == spinner.opacity(ofInstance: 0, at: t - Double(instance.index) * c.delay))
      }
    }
  }

  /// The sawtooth `from + (to − from) · (τ/T − ⌊τ/T⌋)` written with `floor`, sampled away from
  /// the jumps (where a rounding in either form could land on the other side).
  @Test(arguments: 0..<5)
  func opacityIsALinearRampRepeatingEveryCycle(configuration: Int) throws {
    let c = Self.configurations[configuration]
    let spinner = try ReplicatorSpinner(
      instanceCount: c.n, instanceDelay: c.delay, fromOpacity: c.from, toOpacity: c.to)
    let cycle = spinner.cycleDuration
    var random = SeededGenerator(seed: 0xC7C1E + UInt64(configuration))
    for _ in 0..<2000 {
      let tau = random.uniform(0...50)
      let phase = tau / cycle - floor(tau / cycle)
      guard phase > 1e-9, phase < 1 - 1e-9 else { continue }
      let expected = c.from + (c.to - c.from) * phase
      // Relative error of fmod-based and floor-based phases: ≤ 50 cycles of rounding, 1e-12.
      #expect(abs(spinner.baseOpacity(atLocalTime: tau) - expected) <= 1e-12, "τ = \(tau)")
    }
    // Before its delayed start an instance shows its model opacity.
    #expect(spinner.baseOpacity(atLocalTime: -0.001) == c.from)
    #expect(spinner.baseOpacity(atLocalTime: 0) == c.from)
    #expect(spinner.baseOpacity(atLocalTime: .nan) == c.from)
    #expect(spinner.baseOpacity(atLocalTime: .infinity) == c.from)
  }

  @Test func opacityStaysBetweenTheTwoValues() throws {
    let spinner = try ReplicatorSpinner()
    for frame in 0..<1200 {
      for instance in spinner.instances(at: Double(frame) / 120) {
        #expect(instance.opacity >= 0.1 && instance.opacity < 0.8)
      }
    }
  }

  @Test func theDefaultCycleGoesRoundOncePerCycle() throws {
    let spinner = try ReplicatorSpinner()
    #expect(spinner.instanceCount == 20 && spinner.instanceDelay == 0.04)
    #expect(abs(spinner.cycleDuration - 0.8) <= 1e-15)
    // Once every instance has started, the ring is periodic in the cycle, and the brightest
    // instance steps one place round every instanceDelay.
    func brightest(at t: Double) -> Int {
      spinner.instances(at: t).max { $0.opacity < $1.opacity }!.index
    }
    let start = 1.005
    let first = brightest(at: start)
    for step in 1..<40 {
      #expect(brightest(at: start + Double(step) * 0.04) == (first + step) % 20, "step \(step)")
    }
    for instance in 0..<20 {
      let a = spinner.opacity(ofInstance: instance, at: 1.3)
      let b = spinner.opacity(ofInstance: instance, at: 1.3 + spinner.cycleDuration)
      #expect(abs(a - b) <= 1e-12)
    }
  }

  @Test(arguments: [1, 2, 3, 20, 97])
  func instancesAreRotatedByEqualStepsRoundTheRing(count: Int) throws {
    let spinner = try ReplicatorSpinner(instanceCount: count, radius: 40)
    #expect(abs(spinner.angleStep.radians - 2 * Double.pi / Double(count)) <= 1e-15)
    let instances = spinner.instances(at: 0.5)
    #expect(instances.count == count)
    var sumX = 0.0
    var sumY = 0.0
    for instance in instances {
      let expected = Double(instance.index) * 2 * Double.pi / Double(count)
      #expect(abs(instance.angle.radians - expected) <= 1e-14)
      #expect(abs(hypot(instance.x, instance.y) - 40) <= 1e-12)
      // Twelve o'clock first, clockwise on a y-down screen.
      #expect(abs(instance.x - 40 * sin(expected)) <= 1e-12)
      #expect(abs(instance.y + 40 * cos(expected)) <= 1e-12)
      sumX += instance.x
      sumY += instance.y
    }
    // The ring is balanced: the instances' centres average to the spinner's centre.
    if count > 1 { #expect(abs(sumX) <= 1e-11 && abs(sumY) <= 1e-11) }
  }

  @Test func invalidParametersAreRejected() {
    #expect(throws: ReplicatorSpinnerError.invalidInstanceCount(0)) {
      try ReplicatorSpinner(instanceCount: 0)
    }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(instanceDelay: -0.1) }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(fromOpacity: 1.5) }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(toOpacity: .nan) }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(cycleDuration: 0) }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(radius: -1) }
    #expect(throws: ReplicatorSpinnerError.self) { try ReplicatorSpinner(instanceSize: 0) }
    // A zero delay is allowed (every instance in step) and falls back to a 1 s cycle.
    #expect((try? ReplicatorSpinner(instanceDelay: 0))?.cycleDuration == 1)
  }
}
