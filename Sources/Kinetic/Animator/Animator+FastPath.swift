/// What an ``Animator`` run evaluates: the built-in timing-curve and spring animations in closed
/// form, anything else through its ``CustomAnimation`` methods.
///
/// Why: `Animation` is type-erased, so each call through it is a dynamic, unspecialised generic
/// call, and a spring's `animate` also reads its context's state. The animator evaluates one
/// run per animated value per frame, so for the two animations almost every run uses it reads
/// their parameters once, when the run starts, and evaluates the same formulas directly
/// (the AnimatorSuite benchmark measures the difference). Results agree with the animation's
/// own `animate` and `velocity` to rounding.
@usableFromInline
enum RunKernel {
  /// offset = change · curve(u/d), finished at u ≥ d.
  case timing(curve: UnitCurve, duration: Double)
  /// offset = change · (1 − a(u) + r·b(u)) + carried · b(u), with r the spring animation's
  /// `initialVelocity` ratio, finished at u ≥ removal, logically complete at u ≥ logical.
  case spring(spring: Spring, ratio: Double, logical: Double, removal: Double)
  /// Through the animation's `animate`/`velocity`.
  case general

  /// The kernel for `animation` animating `change` from velocity `carried`, or `nil` when it has
  /// none (`.general` runs go through the animation).
  static func make<Value: VectorArithmetic>(_ animation: Animation, change: Value, carried: Value)
    -> RunKernel?
  {
    if let timing = animation.box.timingCurve {
      return timing.duration > 0 ? .timing(curve: timing.curve, duration: timing.duration) : nil
    }
    if let spring = animation.box.springAnimation {
      // The same times `SpringAnimation.animate` uses for this change and carried velocity.
      let times =
        carried == .zero
        ? spring.restTimes
        : SpringAnimation.completionTimes(
          spring: spring.spring, displacement: change.magnitudeSquared.squareRoot(),
          velocity: spring.startVelocity(value: change, carried: carried).magnitudeSquared
            .squareRoot())
      return .spring(
        spring: spring.spring, ratio: spring.initialVelocity, logical: times.logical,
        removal: times.removal)
    }
    return nil
  }
}

extension Animator {
  // The run functions take the array and an index, not a `Run`: copying a run retains its
  // animation box and context storage, and those retains (cache misses on 10,000 animators) were
  // most of the frame time in the AnimatorSuite benchmark. Reading fields in place copies only
  // the trivial kernel.

  /// The offset of `runs[index]` at animation time `tau`, or `nil` once it has finished.
  @inlinable
  static func offset(in runs: [Run], at index: Int, time tau: Double) -> Value? {
    if case .general = runs[index].kernel { return generalOffset(of: runs[index], at: tau) }
    return kernelOffset(
      runs[index].kernel, start: runs[index].start, change: runs[index].change,
      carried: runs[index].carried,
      at: tau)
  }

  /// The offset of a run with a timing or spring kernel (`.general` is never passed), or `nil`
  /// once it has finished.
  @inlinable
  static func kernelOffset(
    _ kernel: RunKernel, start: Double, change: Value, carried: Value, at tau: Double
  )
    -> Value?
  {
    let u = max(tau - start, 0)
    switch kernel {
    case .timing(let curve, let duration):
      guard u < duration else { return nil }
      return change.scaled(by: curve.value(at: u / duration))
    case .spring(let spring, let ratio, _, let removal):
      guard u < removal else { return nil }
      let k = spring.coefficients(at: u)
      let offset = change.scaled(by: (1 - k.a) + ratio * k.b)
      return carried == .zero ? offset : offset + carried.scaled(by: k.b)
    case .general:
      return nil
    }
  }

  /// The offset of a run without a kernel, through its animation on a copy of its context.
  @usableFromInline
  static func generalOffset(of run: Run, at tau: Double) -> Value? {
    var context = run.context
    return run.animation.animate(value: run.change, time: tau - run.start, context: &context)
  }

  /// The velocity of `runs[index]` at animation time `tau` (zero once finished).
  @inlinable
  static func velocity(in runs: [Run], at index: Int, time tau: Double) -> Value {
    let u = max(tau - runs[index].start, 0)
    switch runs[index].kernel {
    case .timing(let curve, let duration):
      guard u < duration else { return .zero }
      return runs[index].change.scaled(by: curve.derivative(at: u / duration) / duration)
    case .spring(let spring, let ratio, _, let removal):
      guard u < removal else { return .zero }
      let k = spring.coefficients(at: u)
      let velocity = runs[index].change.scaled(by: ratio * k.db - k.da)
      let carried = runs[index].carried
      return carried == .zero ? velocity : velocity + carried.scaled(by: k.db)
    case .general:
      return generalVelocity(of: runs[index], at: tau)
    }
  }

  /// The velocity of a run without a kernel: its animation's, or a difference estimate.
  @usableFromInline
  static func generalVelocity(of run: Run, at tau: Double) -> Value {
    guard generalOffset(of: run, at: tau) != nil else { return .zero }
    return Animation.velocity(
      of: run.animation, value: run.change, time: tau - run.start, context: run.context)
  }

  /// Whether `runs[index]` is finished or logically complete at animation time `tau`.
  static func isLogicallyComplete(in runs: [Run], at index: Int, time tau: Double) -> Bool {
    let u = max(tau - runs[index].start, 0)
    switch runs[index].kernel {
    case .timing(_, let duration): return u >= duration
    case .spring(_, _, let logical, _): return u >= logical
    case .general:
      let run = runs[index]
      var context = run.context
      return run.animation.animate(value: run.change, time: tau - run.start, context: &context)
        == nil
        || context.isLogicallyComplete
    }
  }
}
