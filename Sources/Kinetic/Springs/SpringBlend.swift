/// A merged spring whose response is blended from the spring it merged into, as SwiftUI blends
/// it over `blendDuration` (OpenSwiftUI `FluidSpringAnimation.swift`).
///
/// When a `spring(…, blendDuration: d)` with d > 0 merges into a running merging spring of
/// another response r₀, SwiftUI does not switch springs at once: for τ seconds after the merge
/// the response is
///
///     r(τ) = r + (r₀ − r)·(1 − s(τ/d)),   s(p) = p²(3 − 2p) on [0, 1] (smoothstep), 1 after,
///
/// and the spring's stiffness (2π/r(τ))² and damping 2ζ·2π/r(τ) (unit mass, the new spring's
/// damping ratio ζ) follow it. (The decompiled source divides by `blendDuration` clamped to
/// [0, 1] rather than clamping the progress, which would drive r(τ) below zero after a blend
/// longer than 1 s; the smoothstep is read as intended, a monotone hand-over from r₀ to r.)
///
/// The motion is linear in the change and the initial velocity, so with y = offset − change
/// it is y(τ) = −change·a(τ) + v₀·b(τ), where a and b solve y″ = −k(τ)·y − c(τ)·y′ from (1, 0)
/// and (0, 1). They have no closed form during the blend: they are integrated once, by the
/// classical fourth-order Runge–Kutta method on a fixed grid of at least 200 steps per shortest
/// period (`h ≤ min(r, r₀)/200`, at most 1/4000 s), stored at the grid nodes, and a sample
/// takes one step from the node before it — a pure function of time. After the blend the new
/// spring continues in closed form from the state reached.
///
/// - Complexity: construction O(n) for n = d/h grid steps (capped at 40,000); a sample O(1).
public struct SpringBlend: Hashable, Sendable {
  /// The spring merged in: the response blended towards and the damping ratio.
  public let spring: Spring
  /// The response blended from: the spring merged into, seconds.
  public let fromResponse: Double
  /// The blend's length, seconds (the new animation's `blendDuration`).
  public let duration: Double
  /// The grid step, seconds.
  let step: Double
  /// (a, a′, b, b′) at the grid nodes 0, h, 2h, …, duration.
  let nodes: [SIMD4<Double>]

  /// The most grid steps a blend is integrated with.
  static let maximumSteps = 40_000

  /// A blend from `fromResponse` to `spring`'s response over `duration` seconds; `nil` when
  /// there is nothing to blend (a non-positive or non-finite duration or response, or equal
  /// responses).
  public init?(from fromResponse: Double, to spring: Spring, duration: Double) {
    guard duration > 0, duration.isFinite, fromResponse > 0, fromResponse.isFinite,
      fromResponse != spring.response
    else { return nil }
    self.spring = spring
    self.fromResponse = fromResponse
    self.duration = duration
    let finest = min(1.0 / 4000, min(fromResponse, spring.response) / 200)
    let count = min(max(Int((duration / finest).rounded(.up)), 1), Self.maximumSteps)
    step = duration / Double(count)
    var nodes = [SIMD4<Double>(1, 0, 0, 1)]
    nodes.reserveCapacity(count + 1)
    for index in 0..<count {
      nodes.append(
        Self.rungeKutta(
          nodes[index], at: Double(index) * step, by: step, blend: (fromResponse, spring, duration))
      )
    }
    self.nodes = nodes
  }

  /// The blended response at τ seconds after the merge.
  public func response(at time: Double) -> Double {
    Self.response(at: time, from: fromResponse, to: spring.response, duration: duration)
  }

  static func response(at time: Double, from start: Double, to end: Double, duration: Double)
    -> Double
  {
    let p = min(max(time / duration, 0), 1)
    let smooth = p * p * (3 - 2 * p)
    // r₀·(1 − s) + r·s: the same as r + (r₀ − r)(1 − s), but exact at both ends.
    return start * (1 - smooth) + end * smooth
  }

  /// d/dτ of (a, a′, b, b′) at τ.
  static func derivative(
    _ y: SIMD4<Double>, at time: Double, blend: (Double, Spring, Double)
  ) -> SIMD4<Double> {
    let r = response(at: time, from: blend.0, to: blend.1.response, duration: blend.2)
    let omega = 2 * Double.pi / r
    let k = omega * omega
    let c = 2 * blend.1.dampingRatio * omega
    return SIMD4(y[1], -k * y[0] - c * y[1], y[3], -k * y[2] - c * y[3])
  }

  /// One classical Runge–Kutta step of `h` from `y` at `time`.
  static func rungeKutta(
    _ y: SIMD4<Double>, at time: Double, by h: Double, blend: (Double, Spring, Double)
  ) -> SIMD4<Double> {
    let k1 = derivative(y, at: time, blend: blend)
    let k2 = derivative(y + (h / 2) * k1, at: time + h / 2, blend: blend)
    let k3 = derivative(y + (h / 2) * k2, at: time + h / 2, blend: blend)
    let k4 = derivative(y + h * k3, at: time + h, blend: blend)
    return y + (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
  }

  /// (a, a′, b, b′) at `time` ∈ [0, duration].
  func coefficients(at time: Double) -> SIMD4<Double> {
    let t = min(max(time, 0), duration)
    let index = min(Int(t / step), nodes.count - 1)
    let rest = t - Double(index) * step
    guard rest > 0 else { return nodes[index] }
    return Self.rungeKutta(
      nodes[index], at: Double(index) * step, by: rest, blend: (fromResponse, spring, duration))
  }

  /// Displacement and velocity at the end of the blend, for a motion of `change` started with
  /// `initialVelocity`.
  func endState<V: VectorArithmetic>(change: V, initialVelocity: V) -> (
    displacement: V, velocity: V
  ) {
    let end = nodes[nodes.count - 1]
    return (
      initialVelocity.scaled(by: end[2]) - change.scaled(by: end[0]),
      initialVelocity.scaled(by: end[3]) - change.scaled(by: end[1])
    )
  }

  /// The offset from the start and its velocity at `time` of a motion of `change` started with
  /// `initialVelocity` at the merge.
  public func motion<V: VectorArithmetic>(target change: V, initialVelocity: V, time: Double)
    -> (value: V, velocity: V)
  {
    let t = max(time, 0)
    if t < duration {
      let c = coefficients(at: t)
      return (
        change - change.scaled(by: c[0]) + initialVelocity.scaled(by: c[2]),
        initialVelocity.scaled(by: c[3]) - change.scaled(by: c[1])
      )
    }
    let (y, v) = endState(change: change, initialVelocity: initialVelocity)
    let after = spring.motion(target: .zero - y, initialVelocity: v, time: t - duration)
    return (change + y + after.value, after.velocity)
  }

  /// The completion times of that motion (``Spring/Completion``'s rule applied to the state at
  /// the end of the blend, so never before it ends).
  public func completion<V: VectorArithmetic>(change: V, initialVelocity: V) -> Spring.Completion {
    let (y, v) = endState(change: change, initialVelocity: initialVelocity)
    let after = spring.completion(displacement: y, velocity: v)
    return Spring.Completion(
      logicallyComplete: duration + after.logicallyComplete, removed: duration + after.removed)
  }

  /// SwiftUI's completion of that motion (``Spring/swiftUICompletion(change:initialVelocity:)``'s
  /// rule, with the force of the response in force at each time): logically complete at the
  /// first time τ ≥ r(τ) (``SwiftUISpringIntegrator/logicalCompletionTime``), removed at the
  /// first time the thresholds hold.
  public func swiftUICompletion<V: VectorArithmetic>(change: V, initialVelocity: V)
    -> Spring.Completion
  {
    let logical =
      SwiftUISpringIntegrator(spring, blendingFrom: fromResponse, blendDuration: duration)
      .logicalCompletionTime
    let (y, v) = endState(change: change, initialVelocity: initialVelocity)
    let horizon =
      duration
      + spring.swiftUIRestHorizon(
        displacement: y.euclideanNorm, speed: v.euclideanNorm, change: change.euclideanNorm)
    let zeta = spring.dampingRatio
    let removal = Spring.swiftUIRemovalTime(change: change, horizon: horizon) { t in
      let state = motion(target: change, initialVelocity: initialVelocity, time: t)
      let omega = 2 * Double.pi / response(at: t)
      let remaining = change - state.value
      return (
        remaining, state.velocity,
        remaining.scaled(by: omega * omega) - state.velocity.scaled(by: 2 * zeta * omega)
      )
    }
    return Spring.Completion(logicallyComplete: min(logical, removal), removed: removal)
  }
}
