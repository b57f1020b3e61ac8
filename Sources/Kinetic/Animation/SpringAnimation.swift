import CKineticMath

/// An animation driven by a ``Spring``.
///
/// The offset is the spring's motion from 0 towards the change `value`, starting with velocity
///
///     v₀ = context.initialVelocity + initialVelocity · value,
///
/// that is, offset(t) = value − a(t)·value + b(t)·v₀ with the spring's coefficients a, b.
///
/// ## Merging
/// With ``merges`` (SwiftUI's `spring`, `smooth`, `snappy`, `bouncy`) the animation takes over a
/// running animation: an ``Animator`` restarts it from the presentation value and stores the
/// presentation velocity in ``AnimationContext/initialVelocity``, so value and velocity are
/// continuous. Without it (SwiftUI's `interpolatingSpring`) the animation is added to whatever
/// runs, which keeps the running velocity too.
///
/// ## Completion
/// Let s = max(‖value‖, ‖v₀‖/ω₀) be the size of the motion. The displacement obeys
/// ‖y(t)‖ ≤ e^{−λt}·(‖y₀‖·(1 + λt) + ‖v₀‖·t) for every damping ratio (λ = ζω₀ when ζ < 1, the
/// slow rate ω₀/(ζ + √(ζ² − 1)) when ζ ≥ 1) and, when ζ < 1, also
/// ‖y(t)‖ ≤ e^{−ζω₀t}·(ω₀‖y₀‖ + ‖v₀‖)/ω_d. The animation is
/// - *logically complete* from the first time that bound is below 1 % of s: the value is then
///   within 1 % of the motion's size for good, so completion handlers may run;
/// - *removed* (`animate` returns `nil`) once the bound is below 0.1 % of s
///   (``Spring/defaultSettlingEpsilon``-sized, relative to the change), after which an animator
///   shows the target exactly. Both times are bounds, never early.
///
/// ## Blend duration
/// SwiftUI interpolates a merged spring's response over `blendDuration`. Kinetic keeps the motion
/// in closed form instead: a merge switches to the new spring at once, carrying value and
/// velocity, which already makes the retarget C1. `blendDuration` is kept (it takes part in
/// equality and is shown by the CLI) but does not change the motion.
public struct SpringAnimation: CustomAnimation {
  /// The spring.
  public var spring: Spring {
    didSet {
      restTimes = Self.completionTimes(spring: spring, initialVelocityRatio: abs(initialVelocity))
    }
  }
  /// SwiftUI's blend duration, in seconds; see "Blend duration" above.
  public var blendDuration: Double
  /// Initial velocity in units of the total change per second (SwiftUI's `interpolatingSpring`
  /// `initialVelocity`): 1 means the value starts moving at one whole change per second.
  public var initialVelocity: Double {
    didSet {
      restTimes = Self.completionTimes(spring: spring, initialVelocityRatio: abs(initialVelocity))
    }
  }
  /// Whether this spring takes over a running animation (`true`) or is added to it (`false`).
  public var merges: Bool
  /// Completion times for a fresh context (no carried velocity); they depend on the spring and
  /// ``initialVelocity`` only, so they are computed once.
  @usableFromInline
  var restTimes: CompletionTimes

  /// Creates a spring animation.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - blendDuration: Seconds; see "Blend duration".
  ///   - initialVelocity: In units of the change per second.
  ///   - merges: Whether it takes over running animations (`spring`) or adds to them
  ///     (`interpolatingSpring`).
  public init(
    spring: Spring, blendDuration: Double = 0, initialVelocity: Double = 0, merges: Bool = true
  ) {
    self.spring = spring
    self.blendDuration = blendDuration
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.merges = merges
    self.restTimes = Self.completionTimes(
      spring: spring, initialVelocityRatio: abs(self.initialVelocity))
  }

  /// When the animation becomes logically complete and when it is removed, in seconds.
  @usableFromInline
  struct CompletionTimes: Hashable, Sendable {
    @usableFromInline var logical: Double
    @usableFromInline var removal: Double
  }

  /// The fraction of the motion's size within which the spring is logically complete.
  static let logicalEpsilon = 1e-2
  /// The fraction of the motion's size within which the spring is removed.
  static let removalEpsilon = 1e-3

  /// The velocity the motion starts with: carried plus ``initialVelocity`` times the change.
  @inlinable
  func startVelocity<V: VectorArithmetic>(value: V, carried: V) -> V {
    initialVelocity == 0 ? carried : carried + value.scaled(by: initialVelocity)
  }

  /// The completion times for the change `value` and the state in `context`.
  func completionTimes<V: VectorArithmetic>(value: V, context: AnimationContext<V>)
    -> CompletionTimes
  {
    let carried = context.initialVelocity
    if carried == .zero { return restTimes }
    let cached = context.state[SpringCompletionKey.self]
    let valueSize = value.magnitudeSquared
    let velocity = startVelocity(value: value, carried: carried)
    let velocitySize = velocity.magnitudeSquared
    if let cached, cached.valueSize == valueSize, cached.velocitySize == velocitySize {
      return cached.times
    }
    return Self.completionTimes(
      spring: spring, displacement: valueSize.squareRoot(), velocity: velocitySize.squareRoot())
  }

  /// Completion times for a motion from rest-relative state: unit change, velocity `ratio`.
  static func completionTimes(spring: Spring, initialVelocityRatio ratio: Double) -> CompletionTimes
  {
    completionTimes(spring: spring, displacement: 1, velocity: ratio)
  }

  /// Completion times for a displacement of size `y0` and a velocity of size `v0`.
  static func completionTimes(spring: Spring, displacement y0: Double, velocity v0: Double)
    -> CompletionTimes
  {
    let size = max(y0, v0 / spring.angularFrequency)
    guard size > 0, size.isFinite else { return CompletionTimes(logical: 0, removal: 0) }
    return CompletionTimes(
      logical: boundTime(spring: spring, y0: y0, v0: v0, epsilon: logicalEpsilon * size),
      removal: boundTime(spring: spring, y0: y0, v0: v0, epsilon: removalEpsilon * size))
  }

  /// The first time after which the displacement bound (see "Completion") stays below `epsilon`.
  static func boundTime(spring: Spring, y0: Double, v0: Double, epsilon: Double) -> Double {
    let w = spring.angularFrequency
    let z = spring.dampingRatio
    guard z > 0, w > 0, w.isFinite else { return .infinity }
    // Slowest decay rate: ζω₀ when underdamped, the slow root ω₀/(ζ + √(ζ² − 1)) otherwise
    // (written without the cancelling difference ζ − √(ζ² − 1)).
    let lambda = z < 1 ? z * w : w / (z + (z * z - 1).squareRoot())
    var best = polynomialBoundTime(rate: lambda, a: y0, c: lambda * y0 + v0, epsilon: epsilon)
    if z < 1 {
      let wd = w * ((1 - z) * (1 + z)).squareRoot()
      let amplitude = (w * y0 + v0) / wd
      best = min(best, max(log(amplitude / epsilon) / lambda, 0))
    }
    return best
  }

  /// The last t ≥ 0 with e^{−λt}·(a + c·t) ≥ ε (0 if none), by Newton's method from the right.
  ///
  /// g(t) = −λt + ln(a + ct) − ln ε is concave, so Newton steps from a point right of the last
  /// root with g < 0 stay right of it and converge monotonically.
  static func polynomialBoundTime(rate lambda: Double, a: Double, c: Double, epsilon: Double)
    -> Double
  {
    let logEpsilon = log(epsilon)
    func g(_ t: Double) -> Double { -lambda * t + log(a + c * t) - logEpsilon }
    func slope(_ t: Double) -> Double { -lambda + c / (a + c * t) }
    // Where g peaks (g′ = 0) or 0; if even the peak is below ε the bound never reaches it.
    let peak = c > 0 ? max(1 / lambda - a / c, 0) : 0
    guard g(peak) > 0 else { return 0 }
    var t = max(peak, 1 / lambda) + max(log(max(a, c / lambda) / epsilon), 1) / lambda
    var doublings = 0
    while (g(t) >= 0 || slope(t) >= 0) && doublings < 64 {
      t *= 2
      doublings += 1
    }
    for _ in 0..<50 {
      let next = t - g(t) / slope(t)
      if !(next < t) || !next.isFinite { break }
      if t - next <= 1e-12 * t {
        t = next
        break
      }
      t = next
    }
    return t
  }

  /// The spring's displacement towards `value` at `time`; `nil` once removed (see "Completion").
  // Inlinable so that it specialises for the caller's value type. A fresh context (nothing
  // carried, nothing cached: the usual case) is answered with the completion times computed at
  // initialisation, without a state lookup; anything else takes the general path.
  @inlinable
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard context.state.isEmpty else {
      return animateWithState(value: value, time: time, context: &context)
    }
    let t = max(time, 0)
    context.isLogicallyComplete = t >= restTimes.logical
    if t >= restTimes.removal { return nil }
    return spring.value(
      target: value, initialVelocity: startVelocity(value: value, carried: .zero), time: t)
  }

  /// ``animate(value:time:context:)`` for a context that holds state: a carried velocity, the
  /// completion times cached for it, or keys of other animations.
  @usableFromInline
  @_specialize(where V == Double)
  func animateWithState<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    let carried = context.initialVelocity
    let times: CompletionTimes
    if carried == .zero {
      times = restTimes
    } else {
      let valueSize = value.magnitudeSquared
      let velocitySize = startVelocity(value: value, carried: carried).magnitudeSquared
      if let cached = context.state[SpringCompletionKey.self], cached.valueSize == valueSize,
        cached.velocitySize == velocitySize
      {
        times = cached.times
      } else {
        times = Self.completionTimes(
          spring: spring, displacement: valueSize.squareRoot(), velocity: velocitySize.squareRoot())
        // Remember the times so that later calls on this context skip the Newton iterations.
        context.state[SpringCompletionKey.self] = SpringCompletion(
          valueSize: valueSize, velocitySize: velocitySize, times: times)
      }
    }
    let t = max(time, 0)
    context.isLogicallyComplete = t >= times.logical
    if t >= times.removal { return nil }
    return spring.value(
      target: value, initialVelocity: startVelocity(value: value, carried: carried), time: t)
  }

  /// The spring's velocity at `time`; zero once removed.
  // Inlinable, with the fresh-context fast path of ``animate(value:time:context:)``.
  @inlinable
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    guard context.state.isEmpty else {
      return velocityWithState(value: value, time: time, context: context)
    }
    let t = max(time, 0)
    if t >= restTimes.removal { return .zero }
    return spring.velocity(
      target: value, initialVelocity: startVelocity(value: value, carried: .zero), time: t)
  }

  /// ``velocity(value:time:context:)`` for a context that holds state.
  @usableFromInline
  @_specialize(where V == Double)
  func velocityWithState<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    let carried = context.initialVelocity
    let t = max(time, 0)
    if t >= completionTimes(value: value, context: context).removal { return .zero }
    return spring.velocity(
      target: value, initialVelocity: startVelocity(value: value, carried: carried), time: t)
  }

  /// Whether the spring takes over the running animation: ``merges``.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { merges }

  /// The removal time (see "Completion"); infinity for an undamped spring.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    completionTimes(value: value, context: context).removal
  }
}

/// Completion times cached for one merged spring motion, with the sizes they were computed for.
struct SpringCompletion {
  var valueSize: Double
  var velocitySize: Double
  var times: SpringAnimation.CompletionTimes
}

/// The state key for ``SpringCompletion``.
enum SpringCompletionKey: AnimationStateKey {
  static var defaultValue: SpringCompletion? { nil }
}

extension Animation {
  /// A spring with SwiftUI's response/damping parameterisation (defaults 0.5 s, 0.825); merges.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - dampingFraction: ζ; 1 is critical damping.
  ///   - blendDuration: Seconds; kept but not applied (see ``SpringAnimation``).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation(
      SpringAnimation(
        spring: Spring(response: response, dampingRatio: dampingFraction),
        blendDuration: blendDuration))
  }

  /// A spring with a perceptual duration (seconds) and bounce in `-1...1`; merges.
  ///
  /// Disfavoured so that a bare `.spring()` means SwiftUI's response/damping default.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(
      SpringAnimation(
        spring: Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
  }

  /// An animation driven by `spring`; merges.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
  }

  /// SwiftUI's default spring: response 0.5, damping fraction 0.825.
  public static let spring = Animation.spring()

  /// A stiff spring for interactive gestures (response 0.15, damping 0.86, blend 0.25).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring with physical parameters (damping not capped) that adds to running animations
  /// instead of merging, as SwiftUI's `interpolatingSpring`.
  ///
  /// - Parameters:
  ///   - mass: m > 0.
  ///   - stiffness: k > 0.
  ///   - damping: c ≥ 0.
  ///   - initialVelocity: In units of the total change per second (SwiftUI's convention): with a
  ///     change of 100 and `initialVelocity: 2`, the value starts moving at 200 units/s.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      SpringAnimation(
        spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
        initialVelocity: initialVelocity, merges: false))
  }

  /// An additive spring with a perceptual duration and bounce (SwiftUI's
  /// `interpolatingSpring(duration:bounce:initialVelocity:)`); `initialVelocity` is in units of
  /// the total change per second.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  {
    Animation(
      SpringAnimation(
        spring: Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity,
        merges: false))
  }

  /// An additive animation driven by `spring`; `initialVelocity` is in units of the total change
  /// per second.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation
  {
    Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity, merges: false))
  }

  /// SwiftUI's default animation (a spring since iOS 17): `.spring()`.
  public static let `default` = Animation.spring()
}
