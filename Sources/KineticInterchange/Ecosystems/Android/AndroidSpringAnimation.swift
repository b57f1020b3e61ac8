import Kinetic

/// androidx's `SpringAnimation` (DynamicAnimation 1.0, `SpringForce.java` and
/// `DynamicAnimation.java`): a spring of mass 1, stiffness k and damping ratio ζ (natural
/// frequency √k, damping 2ζ√k), solved in closed form from the start value with the start
/// velocity in the property's units per second, that ends — jumping to its final position —
/// at the first frame where both |value − final| < 0.75·m and |velocity| < 0.75·m·1000/16,
/// m the minimum visible change (`THRESHOLD_MULTIPLIER` 0.75, `VELOCITY_THRESHOLD_MULTIPLIER`
/// 1000/16; m is 1 px for translations and positions, 0.1° for rotations, 1/500 for scale,
/// 1/256 for alpha, or `setMinimumVisibleChange`).
///
/// The thresholds are in the property's units, so the motion depends on the size of the change
/// (a longer change ends later in relative terms), as SwiftUI's spring completion does.
/// Android checks them once per frame; Kinetic checks at frames of 1/60 s from the start
/// (the first frame only records its time), so the end is at a multiple of 1/60 s, and it
/// keeps the values in double precision where Android stores each frame's value and velocity
/// as `float` (about 10⁻⁷ of the change).
struct AndroidSpringAnimation: CustomAnimation {
  /// The spring in closed form (mass 1).
  let spring: Spring
  /// Units of the property per second (`setStartVelocity`).
  let startVelocity: Double
  /// The minimum visible change, in the property's units.
  let minimumVisibleChange: Double

  /// Android's frames, as Kinetic emulates them.
  static let frame = 1.0 / 60
  /// Frames searched for the end: 10 minutes.
  static let frameLimit = 36_000

  /// The change's size and the start velocity in changes per second.
  func relative<V: VectorArithmetic>(_ change: V) -> (size: Double, velocity: Double) {
    if let d = change as? Double { return (abs(d), d == 0 ? 0 : startVelocity / d) }
    let size = change.magnitudeSquared.squareRoot()
    return (size, size == 0 ? 0 : startVelocity / size)
  }

  /// The first frame at or before `limit` frames where the spring is at equilibrium, in
  /// seconds, or `nil`.
  func end(size: Double, velocity: Double, within limit: Int) -> Double? {
    let valueThreshold = 0.75 * minimumVisibleChange
    let velocityThreshold = valueThreshold * 1000 / 16
    guard size > 0, limit >= 1 else { return size > 0 ? nil : 0 }
    for k in 1...limit {
      let t = Double(k) * Self.frame
      let p = spring.value(target: 1.0, initialVelocity: velocity, time: t)
      let v = spring.velocity(target: 1.0, initialVelocity: velocity, time: t)
      if abs(1 - p) * size < valueThreshold && abs(v) * size < velocityThreshold { return t }
    }
    return nil
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    let (size, velocity) = relative(value)
    let frames = Int((max(time, 0) / Self.frame).rounded(.down))
    if end(size: size, velocity: velocity, within: min(frames, Self.frameLimit)) != nil {
      return nil
    }
    return spring.value(target: value, initialVelocity: value.scaled(by: velocity), time: time)
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    let (size, velocity) = relative(value)
    let frames = Int((max(time, 0) / Self.frame).rounded(.down))
    if end(size: size, velocity: velocity, within: min(frames, Self.frameLimit)) != nil {
      return .zero
    }
    return spring.velocity(target: value, initialVelocity: value.scaled(by: velocity), time: time)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    let (size, velocity) = relative(value)
    return end(size: size, velocity: velocity, within: Self.frameLimit)
  }
}
