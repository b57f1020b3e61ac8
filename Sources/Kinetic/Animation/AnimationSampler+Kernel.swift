extension AnimationSampler {
  /// A sampler's built-in core with no wrappers, held without reference counting: what the
  /// ``Animator`` keeps beside each running sampler, so that a frame reads a few words instead
  /// of copying the sampler (its layers, context and core hold references, and a sampler read
  /// through the animator's storage is copied before each call).
  ///
  /// Trivially copyable when `Value` is. A kernel borrows its sampler's Bezier solver or
  /// resolved keyframe track: it is valid only while that sampler lives. Sampling a kernel
  /// gives bit for bit the sampler's sample (the same closed forms:
  /// ``curveSample(change:value:slope:duration:)``,
  /// ``springSample(_:change:velocity:completion:at:)`` and
  /// ``keyframesSample(_:change:at:)``).
  @usableFromInline
  enum Kernel {
    /// A spring's closed form.
    case spring(Spring, velocity: Value, completion: Spring.Completion)
    /// A spring's closed form whose removal its sampler searches for when first needed
    /// (``Core/deferredSpring(_:velocity:provenUntil:completion:)``, whose search it borrows).
    case deferredSpring(
      Spring, velocity: Value, provenUntil: Double,
      completion: Unmanaged<DeferredSpringCompletion>)
    /// A Bezier timing curve over `duration` seconds, by its (borrowed) solver.
    case bezier(Unmanaged<CubicBezierSolver>, duration: Double)
    /// The linear timing curve over `duration` seconds.
    case linear(duration: Double)
    /// A keyframe track's path in fractions of the change (borrowed from its animation or
    /// sampler).
    case keyframes(Unmanaged<ResolvedKeyframes>)
    /// Removed from the start.
    case finished
  }

  /// The kernel of a sampler without wrappers whose core is a spring, a Bezier or linear timing
  /// curve, a keyframe track, or finished; `nil` otherwise (those are sampled through ``sample(at:)``).
  @usableFromInline
  var kernel: Kernel? { layers.isEmpty ? coreKernel : nil }

  /// The kernel of `core` when it is a spring, a Bezier or linear timing curve, a keyframe
  /// track, or finished; `nil` otherwise. A Bezier or keyframes kernel borrows the solver or
  /// track `core` holds.
  @usableFromInline
  static func kernel(of core: Core) -> Kernel? {
    switch core {
    case .spring(let spring, let velocity, let completion):
      return .spring(spring, velocity: velocity, completion: completion)
    case .deferredSpring(let spring, let velocity, let proven, let completion):
      return .deferredSpring(
        spring, velocity: velocity, provenUntil: proven,
        completion: Unmanaged.passUnretained(completion))
    case .timingCurve(let curve, let duration):
      return Self.curveKernel(curve, duration: duration)
    case .keyframes(let resolved):
      return .keyframes(Unmanaged.passUnretained(resolved))
    case .finished:
      return .finished
    case .easing, .swiftUISpring, .blendedSpring, .custom, .decay:
      return nil
    }
  }

  /// The kernel of a Bezier or linear timing curve over `duration` seconds (borrowing the
  /// Bezier's solver); `nil` for the other curves.
  @inlinable
  static func curveKernel(_ curve: UnitCurve, duration: Double) -> Kernel? {
    switch curve.storage {
    case .bezier(let bezier):
      return .bezier(Unmanaged.passUnretained(bezier.solver), duration: duration)
    case .linear:
      return .linear(duration: duration)
    default:
      return nil
    }
  }

  /// The sample of `kernel` animating `change`, at core time `time` (negative: not started),
  /// the same as its sampler's ``sample(at:)``.
  @inlinable
  static func sample(_ kernel: Kernel, change: Value, at time: Double) -> Sample {
    knownSample(kernel, change: change, at: time)
      ?? searchedSample(kernel, change: change, at: time)
  }

  /// ``sample(_:change:at:)`` where it needs no search: `nil` for a deferred spring at or
  /// after the time its removal is proven to come after.
  ///
  /// Calls nothing on any path (a spring's closed form calls only functions marked
  /// `releasenone`): what an ``Animator``'s frame reads, so that it holds no reference to
  /// the animator's storage around the read.
  @inlinable
  static func knownSample(_ kernel: Kernel, change: Value, at time: Double) -> Sample? {
    guard time >= 0 else { return notStarted }
    let removed = removed(change: change)
    switch kernel {
    case .spring(let spring, let velocity, let completion):
      return springSample(
        spring, change: change, velocity: velocity, completion: completion, at: time)
    case .deferredSpring(let spring, let velocity, let proven, _):
      guard time < proven else { return nil }
      return springSample(
        spring, change: change, velocity: velocity,
        completion: SpringAnimation.completion(before: proven, of: spring), at: time)
    case .bezier(let solver, let duration):
      guard time < duration else { return removed }
      let (value, slope) = solver._withUnsafeGuaranteedRef {
        CubicBezier.valueAndVelocity(of: $0, at: time / duration)
      }
      return curveSample(change: change, value: value, slope: slope, duration: duration)
    case .linear(let duration):
      guard time < duration else { return removed }
      // The linear curve's value and derivative at a progress in [0, 1] (no call: a frame of
      // many animators then calls nothing that could release their storage).
      return curveSample(change: change, value: time / duration, slope: 1, duration: duration)
    case .keyframes(let resolved):
      return resolved._withUnsafeGuaranteedRef {
        keyframesSample($0.path, change: change, at: time)
      }
    case .finished:
      return removed
    }
  }

  /// A deferred spring kernel's sample at `time` ≥ its proven time, with the removal its
  /// sampler's search finds (once); out of line, so that the search's code stays out of the
  /// callers.
  @inlinable
  @inline(never)
  static func searchedSample(_ kernel: Kernel, change: Value, at time: Double) -> Sample {
    guard case .deferredSpring(let spring, let velocity, _, let deferred) = kernel else {
      // `knownSample` answers every other kernel.
      return knownSample(kernel, change: change, at: time) ?? removed(change: change)
    }
    let completion = deferred._withUnsafeGuaranteedRef {
      $0.completion(of: spring, change: change, velocity: velocity)
    }
    return springSample(
      spring, change: change, velocity: velocity, completion: completion, at: time)
  }
}

extension AnimationSampler {
  /// The kernel of `animation` animating `change` from `initialVelocity`, read straight from
  /// the description without building a sampler: the kernel of the sampler that
  /// ``init(_:change:initialVelocity:context:engine:blendingFrom:)`` builds with the default
  /// context and the exact engine, for a bare spring, Bezier or linear timing curve, or
  /// keyframe track; `nil` for every other animation.
  ///
  /// What the one-shot entry points (``Animation/value(from:to:initialVelocity:at:)`` and its
  /// velocity and completion twins) sample, so that a single sample costs no sampler build (a
  /// keyframe track is read from the path its animation resolved when it was made). A
  /// Bezier or keyframes kernel borrows the solver of `animation`'s curve or its resolved
  /// track: use it only while `animation` lives.
  @inlinable
  static func kernel(of animation: Animation, change: Value, initialVelocity: Value) -> Kernel? {
    // Switched over in place rather than through `animation.resolved`: that returns an owned
    // copy of the animation, and the copy costs a retain and a release of the description's
    // box on every one-shot sample (about half the closed form's own cost for a spring).
    switch animation.kind {
    case .spring(let spring):
      return springKernel(spring, change: change, initialVelocity: initialVelocity)
    case .timingCurve(let curve, let duration):
      return duration > 0 ? curveKernel(curve, duration: duration) : .finished
    case .keyframes:
      return animation.resolvedKeyframes.map { .keyframes(Unmanaged.passUnretained($0)) }
    case .default:
      guard case .spring(let spring) = Animation.defaultBase.kind else { return nil }
      return springKernel(spring, change: change, initialVelocity: initialVelocity)
    default:
      return nil
    }
  }

  /// The spring animation `animation` is, bare (or as ``Animation/default``); `nil` for every
  /// other animation.
  @inlinable
  static func bareSpring(of animation: Animation) -> SpringAnimation? {
    switch animation.kind {
    case .spring(let spring): return spring
    case .default:
      guard case .spring(let spring) = Animation.defaultBase.kind else { return nil }
      return spring
    default: return nil
    }
  }

  /// The kernel of `spring` animating `change` from `initialVelocity` (a non-finite one counts
  /// as none, as the sampler's build does).
  @inlinable
  static func springKernel(_ spring: SpringAnimation, change: Value, initialVelocity: Value)
    -> Kernel
  {
    let carried = initialVelocity.euclideanNorm.isFinite ? initialVelocity : .zero
    return .spring(
      spring.spring, velocity: spring.startVelocity(change: change, carried: carried),
      completion: spring.completion(change: change, carried: carried))
  }

  /// The sample at `time` of `animation` animating `change` from `initialVelocity`, as its
  /// sampler (default context, exact engine) gives it, without building one where the
  /// animation has a kernel (see ``kernel(of:change:initialVelocity:)``) or is a keyframe track
  /// (its resolved path, ``keyframesSample(_:change:at:)``).
  ///
  /// - Complexity: O(log n) for a track of n keyframes; O(w) for w wrappers otherwise.
  @inlinable
  static func sample(
    of animation: Animation, change: Value, initialVelocity: Value, at time: Double
  ) -> Sample {
    // A spring sampled before a removal proven not to have come yet needs no removal search.
    if time >= 0, let spring = bareSpring(of: animation) {
      let carried = initialVelocity.euclideanNorm.isFinite ? initialVelocity : .zero
      if let completion = spring.completion(at: time, change: change, carried: carried) {
        return springSample(
          spring.spring, change: change,
          velocity: spring.startVelocity(change: change, carried: carried),
          completion: completion, at: time)
      }
    }
    if let kernel = kernel(of: animation, change: change, initialVelocity: initialVelocity) {
      return withExtendedLifetime(animation) { sample(kernel, change: change, at: time) }
    }

    return AnimationSampler(animation, change: change, initialVelocity: initialVelocity)
      .sample(at: time)
  }
}
