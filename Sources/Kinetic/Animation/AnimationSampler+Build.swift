extension AnimationSampler {
  /// The sampler of `animation` animating `change`, starting with velocity `initialVelocity`
  /// carried in (springs honour it; other kinds start with their own velocity).
  ///
  /// - Parameters:
  ///   - animation: What to sample.
  ///   - change: The total change (target − start).
  ///   - initialVelocity: Units of the value per second; a non-finite one counts as zero.
  ///   - context: For a custom core, the context it is sampled on (its initial velocity is
  ///     replaced by the carried one, in the core's time units); ignored otherwise.
  ///   - engine: How the springs SwiftUI integrates (`spring`, `interactiveSpring`, `smooth`,
  ///     `snappy`, `bouncy`: the merging springs) are evaluated: ``SpringEngine/exact``, the
  ///     closed form (the default), or ``SpringEngine/swiftui``, SwiftUI's fixed-step engine
  ///     (``SwiftUISpringIntegrator``). `interpolatingSpring` is a closed form in SwiftUI too
  ///     and is not affected.
  ///   - previousResponse: The response of the merging spring this animation merged into, when
  ///     SwiftUI blends it (``SpringBlend``): a merging spring with a positive `blendDuration`
  ///     then blends its response from this one (both engines). `nil`: no blend.
  // Inlinable so that it specialises for the caller's value type: unspecialised, the generic
  // metadata lookups of a build cost more than the samples (SpringSuite `animation.spring.*`).
  @inlinable
  public init(
    _ animation: Animation, change: Value, initialVelocity: Value = .zero,
    context: AnimationContext<Value> = AnimationContext(), engine: SpringEngine = .exact,
    blendingFrom previousResponse: Double? = nil
  ) {
    self.init(
      animation, change: change, initialVelocity: initialVelocity, context: context,
      engine: engine, blendingFrom: previousResponse, defersRemoval: false)
  }

  /// ``init(_:change:initialVelocity:context:engine:blendingFrom:)``, with a bare merging
  /// spring's SwiftUI removal searched for when a sample or query first needs it when
  /// `defersRemoval` (``DeferredSpringCompletion``): what an ``Animator`` builds, since it
  /// usually retargets a spring before its removal and never asks for it. Same samples, bit
  /// for bit. Not the default: a deferred core holds one more reference, which every copy of
  /// the sampler retains.
  @inlinable
  init(
    _ animation: Animation, change: Value, initialVelocity: Value,
    context: AnimationContext<Value>, engine: SpringEngine, blendingFrom previousResponse: Double?,
    defersRemoval: Bool
  ) {
    let carried = initialVelocity.euclideanNorm.isFinite ? initialVelocity : .zero
    // Wrappers, outermost first; the velocity carried in, in the core's time units.
    var wrappers: [Animation.Kind] = []
    var coreCarried = carried
    var current = animation
    descent: while true {
      switch current.kind {
      case .delay(_, let base), .repeating(_, _, let base), .alternating(_, let base),
        .logicallyComplete(_, let base):
        wrappers.append(current.kind)
        current = base
      case .speed(let speed, let base):
        wrappers.append(current.kind)
        // A merged velocity reaches the base in its own time units (divided by the speed).
        if speed > 0, coreCarried != .zero { coreCarried = coreCarried.scaled(by: 1 / speed) }
        current = base
      case .default:
        current = Animation.defaultBase
      case .timingCurve, .easing, .spring, .custom, .keyframes, .decay:
        break descent
      }
    }
    var context = context
    // A bare spring's removal may wait until it is needed; a wrapper needs its base's length.
    let (core, coreDuration) = Self.core(
      of: current, change: change, carried: coreCarried, context: &context, engine: engine,
      blendingFrom: previousResponse, defersRemoval: defersRemoval && wrappers.isEmpty)
    guard !wrappers.isEmpty else {
      self.init(
        change: change, initialVelocity: carried, removalTime: coreDuration, layers: [],
        core: core, state: context)
      return
    }
    // Inside out: each wrapper's duration from the one inside it; a repetition keeps its
    // base's length.
    var layers = [Layer]()
    layers.reserveCapacity(wrappers.count)
    var duration = coreDuration
    // Whether the motion so far reports logical completion before it is removed (see
    // `reportsLogicalCompletion`), kept up to date outwards so that no layer samples.
    var reportsLogical: Bool?
    for kind in wrappers.reversed() {
      switch kind {
      case .delay(let delay, _):
        let delay = Animation.sanitizedDelay(delay)
        layers.append(.delay(delay))
        // A negative delay ends the motion sooner, at once when the base is shorter.
        duration = duration.map { max($0 + delay, 0) }
      case .speed(let speed, _):
        layers.append(.speed(speed))
        // Held for ever at a speed of 0 or less; finished at once at a NaN or infinite one.
        duration =
          speed > 0 && speed < .infinity
          ? duration.map { $0 / speed } : (speed <= 0 && speed > -.infinity ? .infinity : 0)
      case .repeating(let count, let autoreverses, _):
        let length = Self.repetitionLength(
          duration, change: change, carried: carried, layers: layers, core: core, state: context)
        let latches =
          reportsLogical
          ?? Self.reportsLogicalCompletion(
            core, change: change, carried: carried, removalTime: coreDuration, state: context)
        reportsLogical = latches
        layers.append(
          .repeating(
            count: count, returnPass: autoreverses ? .mirrored : .none, length: length,
            latches: latches, boundaries: PassBoundaries(length: length)))
        duration = Self.repeatedDuration(length, count: count)
      case .alternating(let count, _):
        let length = Self.repetitionLength(
          duration, change: change, carried: carried, layers: layers, core: core, state: context)
        layers.append(
          .repeating(
            count: count, returnPass: .timeReversed, length: length, latches: false,
            boundaries: PassBoundaries(length: length)))
        duration = Self.repeatedDuration(length, count: count)
      case .logicallyComplete(let after, _):
        layers.append(.logicallyComplete(after: after))
        if let duration, after < duration { reportsLogical = true }
      default:
        break
      }
    }
    self.init(
      change: change, initialVelocity: carried, removalTime: duration, layers: layers.reversed(),
      core: core, state: context)
  }

  /// Stores the parts.
  @usableFromInline
  init(
    change: Value, initialVelocity: Value, removalTime: Double?, layers: [Layer], core: Core,
    state context: AnimationContext<Value>
  ) {
    self.change = change
    self.initialVelocity = initialVelocity
    self.describedRemovalTime = removalTime
    self.layers = layers
    self.plan = Self.plan(of: layers)
    self.core = core
    self.context = context
    self.coreKernel = Self.kernel(of: core)
  }

  /// The core for an animation without wrappers, and its duration (`nil`: unknown). A keyframe
  /// track's path is the one the animation resolved when it was made: O(1).
  @inlinable
  static func core(
    of animation: Animation, change: Value, carried: Value, context: inout AnimationContext<Value>,
    engine: SpringEngine = .exact, blendingFrom previousResponse: Double? = nil,
    defersRemoval: Bool = false
  ) -> (Core, Double?) {
    switch animation.kind {
    case .timingCurve(let curve, let duration):
      return duration > 0 ? (.timingCurve(curve, duration: duration), duration) : (.finished, 0)
    case .easing(let function, let duration):
      return duration > 0 ? (.easing(function, duration: duration), duration) : (.finished, 0)
    case .spring(let animation) where engine == .swiftui && animation.merges:
      let integrator = SwiftUISpringIntegrator(
        animation.spring, blendingFrom: previousResponse, blendDuration: animation.blendDuration)
      let velocity = animation.startVelocity(change: change, carried: carried)
      return (
        .swiftUISpring(integrator, velocity: velocity),
        integrator.removalTime(change: change, initialVelocity: velocity)
      )
    case .spring(let animation)
    where animation.merges && previousResponse != nil && animation.blendDuration > 0:
      let velocity = animation.startVelocity(change: change, carried: carried)
      guard
        let blend = SpringBlend(
          from: previousResponse ?? 0, to: animation.spring, duration: animation.blendDuration)
      else { fallthrough }
      let completion =
        animation.completionRule == .kinetic
        ? blend.completion(change: change, initialVelocity: velocity)
        : blend.swiftUICompletion(change: change, initialVelocity: velocity)
      return (
        .blendedSpring(blend, velocity: velocity, completion: completion), completion.removed
      )
    case .spring(let animation):
      if defersRemoval, let proven = animation.deferrableRemoval(change: change, carried: carried) {
        // The removal, unknown yet, is not a described duration (`removalTime` searches).
        return (
          .deferredSpring(
            animation.spring, velocity: animation.startVelocity(change: change, carried: carried),
            provenUntil: proven, completion: DeferredSpringCompletion()),
          nil
        )
      }
      let completion = animation.completion(change: change, carried: carried)
      return (
        .spring(
          animation.spring, velocity: animation.startVelocity(change: change, carried: carried),
          completion: completion),
        completion.removed
      )
    case .keyframes(let keyframes):
      let resolved =
        animation.resolvedKeyframes ?? ResolvedKeyframes(KeyframePath(fractions: keyframes))
      return (.keyframes(resolved), resolved.path.removalTime)
    case .decay(let animation):
      guard animation.decay.friction > 0 else { return (.finished, 0) }
      let completion = animation.completion(change: change)
      return (.decay(animation.decay, completion: completion), completion.removed)
    case .custom(let custom):
      if carried != .zero || context.initialVelocity != .zero { context.initialVelocity = carried }
      return (.custom(custom), custom.duration(value: change, context: context))
    case .default:
      return core(
        of: Animation.defaultBase, change: change, carried: carried, context: &context,
        engine: engine, blendingFrom: previousResponse, defersRemoval: defersRemoval)
    case .delay, .speed, .repeating, .alternating, .logicallyComplete:
      // Wrappers never reach here (`init` unwraps them).
      return (.finished, 0)
    }
  }

  /// The length of one pass over the motion inside a repetition: its `duration`, or, for a
  /// custom base that does not say, measured so that repetition stays a pure function of
  /// time; +∞ when it never finishes.
  @usableFromInline
  static func repetitionLength(
    _ duration: Double?, change: Value, carried: Value, layers: [Layer], core: Core,
    state context: AnimationContext<Value>
  ) -> Double {
    if let duration { return duration }
    let inner = AnimationSampler(
      change: change, initialVelocity: carried, removalTime: nil, layers: layers.reversed(),
      core: core, state: context)
    return measuredLength(of: inner) ?? .infinity
  }

  /// The duration of `count` passes (`nil`: forever) of `length` seconds each.
  @usableFromInline
  static func repeatedDuration(_ length: Double, count: Int?) -> Double {
    if let count, count < 1 { return 0 }
    if !(length > 0) { return 0 }
    if let count, length.isFinite { return length * Double(count) }
    return .infinity
  }

  /// Whether `core` alone reports logical completion before it is removed (a spring, a decay,
  /// a custom animation that sets it), as opposed to only by finishing (a timing curve): inside a
  /// repetition SwiftUI's latch then makes every later pass logically complete (OpenSwiftUI
  /// `RepeatAnimation.swift` passes the context, and its flag, from pass to pass). Wrappers
  /// keep the answer, but for a `logicallyComplete(after:)` shorter than the motion (then yes).
  @usableFromInline
  static func reportsLogicalCompletion(
    _ core: Core, change: Value, carried: Value, removalTime: Double?,
    state context: AnimationContext<Value>
  ) -> Bool {
    switch core {
    case .timingCurve, .easing, .keyframes, .finished: return false
    case .spring, .deferredSpring, .blendedSpring, .swiftUISpring, .custom, .decay: break
    }
    let inner = AnimationSampler(
      change: change, initialVelocity: carried, removalTime: removalTime, layers: [],
      core: core, state: context)
    let times = inner.completionTimes
    return times.logicallyComplete < times.removed
  }

  /// The first millisecond at which `sampler` (on one context, times increasing) is finished,
  /// for up to 120 s; `nil` if it is still running then.
  @usableFromInline
  static func measuredLength(of sampler: AnimationSampler) -> Double? {
    var context = sampler.context
    for step in 0...120_000 {
      let time = Double(step) * 1e-3
      if sampler.sample(at: time, context: &context).isFinished { return time }
    }
    return nil
  }
}
