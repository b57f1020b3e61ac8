/// SwiftUI's spring integrator, emulated: the engine behind SwiftUI's `spring(response:
/// dampingFraction:blendDuration:)` and the presets built on it (``SpringEngine/swiftui``).
///
/// Facts from OpenSwiftUI's audited `FluidSpringAnimation`
/// (`Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`):
/// - stiffness k = (2π/response)², capped at ``maximumStiffness``; damping c = 2ζ√k; mass 1;
/// - the state (offset, velocity, force) starts at rest with zero force and advances in fixed
///   steps of h = 1/300 s (``step``) by a velocity-Verlet scheme:
///   v½ = v + F·h/2, x += v½·h, F = k·(change − x) − c·v½, v = v½ + F·h/2;
///   a sample at time t shows the state after the last step that reaches t (the step grid is
///   the accumulated sum of h, as SwiftUI forms it);
/// - the animation is logically complete once `response` seconds have passed;
/// - a spring that merged into a spring of another response, with a positive `blendDuration`,
///   blends its response from the old one: r(τ) = r + (r₀ − r)·(1 − s(τ/blendDuration)), s the
///   smoothstep 3p² − 2p³ of the progress clamped to [0, 1] (the blend ``SpringBlend`` solves
///   exactly), the stiffness and damping recomputed from r(τ) at each frame and logical
///   completion reached once τ ≥ r(τ); Kinetic takes a frame at the end of every step, the
///   limit of a high frame rate (SwiftUI reads r(τ) once per frame);
/// - it is removed at the first sample where both ‖v‖ and ‖F‖ are at most
///   ``restThreshold`` (absolute, in units of the value per second and per second squared)
///   and the remaining distance ‖change − x‖ is at most ``removalFraction`` of ‖change‖.
///
/// Because the thresholds are absolute, removal depends on the size of the change: a spring
/// moving 1000 points runs longer than the same spring moving 1 point.
///
/// Time stays a parameter: ``sample(change:initialVelocity:time:)`` integrates from the start
/// as if frames had arrived without pause. SwiftUI catches up after a gap of more than 1 s
/// between frames by jumping to 1/60 s before the new time; Kinetic applies that rule only
/// beyond ``maximumContinuousTime``, which keeps every sample's work bounded.
public struct SwiftUISpringIntegrator: Hashable, Sendable {
  /// The fixed step, 1/300 s.
  public static let step = 1.0 / 300
  /// The largest stiffness SwiftUI integrates, 45,000 (a response of about 0.0296 s).
  public static let maximumStiffness = 45_000.0
  /// The absolute bound on ‖velocity‖ and ‖force‖ for removal (SwiftUI compares their squares
  /// with 0.0036).
  public static let restThreshold = 0.06
  /// The fraction of the change within which a resting spring is removed, 1 %.
  public static let removalFraction = 0.01
  /// Simulated time after which SwiftUI's frame-gap catch-up rule is applied (one hour).
  public static let maximumContinuousTime = 3600.0

  /// The response, in seconds (SwiftUI's `response`; a spring's ``Spring/response``).
  public let response: Double
  /// The damping fraction ζ.
  public let dampingFraction: Double
  /// The stiffness k, mass 1: (2π/response)² capped at ``maximumStiffness``.
  public let stiffness: Double
  /// The damping c = 2ζ√k.
  public let damping: Double
  /// The response of the spring this one merged into, whose response it blends from, or `nil`
  /// for no blend.
  public let blendFromResponse: Double?
  /// The length of the blend, in seconds (SwiftUI's `blendDuration`); 0 without a blend.
  public let blendDuration: Double

  /// The integrator SwiftUI runs for `spring(response:dampingFraction:)`.
  ///
  /// A response ≤ 0 (Apple: "a value of zero requests an infinitely-stiff spring") gets the
  /// capped stiffness. (The decompiled source reads as stiffness 1 for a zero response, which
  /// contradicts the documentation; the documentation wins.) NaN parameters become the
  /// defaults 0.5 s and 0.825; a negative damping fraction becomes 0.
  ///
  /// - Parameters:
  ///   - response: SwiftUI's `response`, in seconds.
  ///   - dampingFraction: SwiftUI's `dampingFraction`.
  ///   - blendFromResponse: The response of the spring this one merged into, to blend from
  ///     over `blendDuration` seconds; no blend when `nil`, equal to the response, not positive
  ///     and finite, or when `blendDuration` is not.
  ///   - blendDuration: SwiftUI's `blendDuration`, in seconds.
  public init(
    response: Double, dampingFraction: Double, blendingFrom blendFromResponse: Double? = nil,
    blendDuration: Double = 0
  ) {
    let r = response.isNaN ? 0.5 : response
    let zeta = dampingFraction.isNaN ? 0.825 : max(dampingFraction, 0)
    self.response = r
    self.dampingFraction = zeta
    (stiffness, damping) = Self.coefficients(response: r, dampingFraction: zeta)
    if let from = blendFromResponse, from > 0, from.isFinite, from != r, blendDuration > 0,
      blendDuration.isFinite
    {
      self.blendFromResponse = from
      self.blendDuration = blendDuration
    } else {
      self.blendFromResponse = nil
      self.blendDuration = 0
    }
  }

  /// The integrator for `spring`'s response and damping ratio (SwiftUI springs have mass 1;
  /// another mass keeps the motion, ω₀ and ζ, as ``SwiftUISpring`` does), blending from
  /// `blendFromResponse` over `blendDuration` seconds when given.
  public init(
    _ spring: Spring, blendingFrom blendFromResponse: Double? = nil, blendDuration: Double = 0
  ) {
    self.init(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendingFrom: blendFromResponse, blendDuration: blendDuration)
  }

  /// Stiffness (2π/r)², capped at ``maximumStiffness`` (also for r ≤ 0), and damping 2ζ√k.
  @usableFromInline
  static func coefficients(response r: Double, dampingFraction zeta: Double) -> (
    stiffness: Double, damping: Double
  ) {
    let k =
      r > 0
      ? min((2 * Double.pi / r) * (2 * Double.pi / r), Self.maximumStiffness)
      : Self.maximumStiffness
    return (k, min(2 * zeta * k.squareRoot(), Double.greatestFiniteMagnitude))
  }

  /// When SwiftUI marks the animation logically complete: once the time since the start
  /// reaches the response, `response` seconds; with a blend, the first step time τ at which
  /// τ ≥ r(τ) (SwiftUI latches the first frame at which it holds).
  public var logicalCompletionTime: Double {
    guard blendFromResponse != nil else { return response }
    // Past max(r₀, r) it holds at once; before, scan the step grid (at most ~300·r₀ steps).
    let bound = max(blendFromResponse ?? 0, response, 0)
    var index = 0.0
    while index * Self.step < bound {
      let time = index * Self.step
      if time >= response(at: time) { return time }
      index += 1
    }
    return max(index * Self.step, 0)
  }

  /// The response in force at `time` seconds after the start: blended while a blend runs.
  public func response(at time: Double) -> Double {
    guard let from = blendFromResponse else { return response }
    return SpringBlend.response(at: time, from: from, to: response, duration: blendDuration)
  }

  /// The integrator's state: offset from the start, velocity and force, at a step time.
  public struct State<Value: VectorArithmetic> {
    /// The offset from the start value (SwiftUI animates offsets, not absolute values).
    public var offset: Value
    /// The velocity, in units per second.
    public var velocity: Value
    /// The last force evaluated (mass 1: units per second squared).
    public var force: Value
    /// The time of the last step, in seconds.
    public var time: Double

    /// A state at rest at the start, or moving with `velocity` (a merged spring's carried
    /// velocity), with zero force as SwiftUI starts.
    public init(velocity: Value = .zero) {
      offset = .zero
      self.velocity = velocity
      force = .zero
      time = 0
    }
  }

  /// One step of h = 1/300 s towards the offset `change`.
  @inlinable
  public func step<V: VectorArithmetic>(_ state: inout State<V>, towards change: V) {
    let h = Self.step
    var (stiffness, damping) = (self.stiffness, self.damping)
    if blendFromResponse != nil && state.time < blendDuration {
      // The frame at the end of this step reads the blended response.
      (stiffness, damping) = Self.coefficients(
        response: response(at: state.time + h), dampingFraction: dampingFraction)
    }
    let half = state.velocity + state.force.scaled(by: h / 2)
    state.offset = state.offset + half.scaled(by: h)
    state.force = (change - state.offset).scaled(by: stiffness) - half.scaled(by: damping)
    state.velocity = half + state.force.scaled(by: h / 2)
    state.time += h
  }

  /// Whether SwiftUI removes the spring in `state`: velocity and force at rest by the absolute
  /// threshold, and the offset within 1 % of `change` (a zero change is removed at once).
  public func isRemoved<V: VectorArithmetic>(_ state: State<V>, change: V) -> Bool {
    Self.isAtRest(
      remaining: change - state.offset, velocity: state.velocity, force: state.force,
      change: change)
  }

  /// SwiftUI's removal test, the one home of its thresholds (OpenSwiftUI, audited,
  /// `FluidSpringAnimation.swift`, the end of `animate(value:time:context:)`): ‖`velocity`‖ and
  /// ‖`force`‖ both at most ``restThreshold`` (SwiftUI: `max(velocity.magnitudeSquared,
  /// force.magnitudeSquared) <= 0.0036`), and ‖`remaining`‖ at most ``removalFraction`` of
  /// ‖`change`‖, or `change` zero.
  ///
  /// Lengths, not squares, are compared (``VectorArithmetic/euclideanNorm``): the same answer,
  /// but a change of 1e160 points is not read as infinite.
  public static func isAtRest<V: VectorArithmetic>(
    remaining: V, velocity: V, force: V, change: V
  ) -> Bool {
    guard velocity.euclideanNorm <= restThreshold, force.euclideanNorm <= restThreshold else {
      return false
    }
    let tolerance = change.euclideanNorm * removalFraction
    return !(tolerance > 0 && tolerance < remaining.euclideanNorm)
  }

  /// One sample of the emulated animation.
  public struct Sample<Value: VectorArithmetic> {
    /// The offset from the start value; the change itself once removed.
    public var offset: Value
    /// The velocity, units per second; zero once removed.
    public var velocity: Value
    /// Whether `response` seconds have passed.
    public var isLogicallyComplete: Bool
    /// Whether SwiftUI has removed the animation by this time.
    public var isRemoved: Bool
  }

  /// The animation's state at `time` for the offset `change`, starting with `initialVelocity`.
  ///
  /// - Complexity: O(300·min(time, ``maximumContinuousTime``)) steps, each O(size of the value).
  public func sample<V: VectorArithmetic>(change: V, initialVelocity: V = .zero, time: Double)
    -> Sample<V>
  {
    var state = State(velocity: initialVelocity)
    let logical = time >= logicalCompletionTime
    let end = time.isNaN ? 0 : time
    if isRemoved(state, change: change) {
      return Sample(offset: change, velocity: .zero, isLogicallyComplete: true, isRemoved: true)
    }
    while state.time < end {
      if state.time >= Self.maximumContinuousTime && end - state.time > 1 {
        // SwiftUI's catch-up after a frame gap of more than a second.
        state.time = end - 1.0 / 60
      }
      step(&state, towards: change)
      if isRemoved(state, change: change) {
        return Sample(offset: change, velocity: .zero, isLogicallyComplete: true, isRemoved: true)
      }
    }
    return Sample(
      offset: state.offset, velocity: state.velocity, isLogicallyComplete: logical,
      isRemoved: false)
  }

  /// The time at which SwiftUI removes the animation of `change` starting with
  /// `initialVelocity`: a step time, 0 for a zero change, +∞ if it is still running after
  /// ``maximumContinuousTime`` (an undamped or extremely slow spring).
  public func removalTime<V: VectorArithmetic>(change: V, initialVelocity: V = .zero) -> Double {
    var state = State(velocity: initialVelocity)
    if isRemoved(state, change: change) { return 0 }
    while state.time < Self.maximumContinuousTime {
      step(&state, towards: change)
      if isRemoved(state, change: change) { return state.time }
      if !state.offset.magnitudeSquared.isFinite { return .infinity }
    }
    return .infinity
  }
}
