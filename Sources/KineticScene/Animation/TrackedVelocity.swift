import CKineticMath
import Kinetic

/// The velocity of a value changed without animation under ``Transaction/tracksVelocity``, as
/// SwiftUI's velocity-tracking animation keeps it (OpenSwiftUI `VelocityTrackingAnimation.swift`
/// and `VelocitySampler.swift`): the last three changes, changes at the same time replacing
/// each other; the velocity of the last two pairs mixed with weight 0.75 on the older one;
/// decayed by 0.998 per millisecond since the last change, and gone 2 s after it.
struct TrackedVelocity<Value: VectorArithmetic> {
  /// The weight of the older pair's velocity (`VelocitySampler.previousSampleWeight`).
  static var previousWeight: Double { 0.75 }
  /// The decay per millisecond since the last change (`VelocityTrackingAnimation.velocity`).
  static var decayPerMillisecond: Double { 0.998 }
  /// How long the velocity is kept after the last change, in seconds.
  static var lifetime: Double { 2 }

  /// Up to three (value, time) samples, oldest first.
  private(set) var samples: [(value: Value, time: Double)] = []

  /// Records the value after a tracked change at `time`.
  mutating func add(_ value: Value, at time: Double) {
    if let last = samples.last, time < last.time { return }
    if let last = samples.last, time - last.time < Double.ulpOfOne {
      samples[samples.count - 1] = (value, time)
      return
    }
    samples.append((value, time))
    if samples.count > 3 { samples.removeFirst() }
  }

  /// The velocity at `time`, in units per second, or `nil` with fewer than two samples or
  /// after the lifetime.
  func velocity(at time: Double) -> Value? {
    guard samples.count >= 2, let last = samples.last, time < last.time + Self.lifetime else {
      return nil
    }
    func rate(_ a: (value: Value, time: Double), _ b: (value: Value, time: Double)) -> Value {
      (b.value - a.value).scaled(by: 1 / (b.time - a.time))
    }
    let older = rate(samples[0], samples[1])
    var velocity = older
    if samples.count == 3 {
      // mix(newer, older, by: w) = newer + (older − newer)·w
      let newer = rate(samples[1], samples[2])
      velocity = newer + (older - newer).scaled(by: Self.previousWeight)
    }
    let decay = pow(Self.decayPerMillisecond, (time - last.time) * 1000)
    return velocity.scaled(by: decay)
  }
}
