/// What an ``Animator`` run evaluates: the built-in timing-curve and spring animations in closed
/// form, anything else through its ``CustomAnimation`` methods.
///
/// Why: `Animation` is type-erased, so each call through it is a dynamic, unspecialised generic
/// call, and a spring's `animate` also reads its context's state. The animator evaluates one
/// run per animated value per frame, so for the two animations almost every run uses it reads
/// their parameters once, when the run starts, and evaluates the same formulas directly
/// (the AnimatorSuite benchmark measures the difference). Results agree with the animation's
/// own `animate` and `velocity` to rounding.
enum RunKernel {
  /// offset = change · curve(u/d), finished at u ≥ d.
  case timing(curve: UnitCurve, duration: Double)
  /// offset = change · (1 − a(u) + r·b(u)) + carried · b(u), with r the spring animation's
  /// `initialVelocity` ratio, finished at u ≥ removal, logically complete at u ≥ logical.
  case spring(spring: Spring, ratio: Double, logical: Double, removal: Double)
  /// Through the animation's `animate`/`velocity`.
  case general

  /// The kernel for `animation` starting with `context` (as primed for the run).
  static func make<Value: VectorArithmetic>(
    _ animation: Animation, change: Value, context: AnimationContext<Value>
  ) -> RunKernel {
    let base = animation.base
    if let timing = base as? TimingCurveAnimation {
      return timing.duration > 0
        ? .timing(curve: timing.curve, duration: timing.duration) : .general
    }
    if let spring = base as? SpringAnimation {
      let times = spring.completionTimes(value: change, context: context)
      return .spring(
        spring: spring.spring, ratio: spring.initialVelocity, logical: times.logical,
        removal: times.removal)
    }
    return .general
  }
}

extension Animator {
  /// The run's offset at animation time `tau`, or `nil` once it has finished.
  static func offset(of run: Run, at tau: Double) -> Value? {
    let u = max(tau - run.start, 0)
    switch run.kernel {
    case .timing(let curve, let duration):
      guard u < duration else { return nil }
      return run.change.scaled(by: curve.value(at: u / duration))
    case .spring(let spring, let ratio, _, let removal):
      guard u < removal else { return nil }
      let k = spring.coefficients(time: u)
      let offset = run.change.scaled(by: (1 - k.a) + ratio * k.b)
      return run.carried == .zero ? offset : offset + run.carried.scaled(by: k.b)
    case .general:
      var context = run.context
      return run.animation.animate(value: run.change, time: tau - run.start, context: &context)
    }
  }

  /// The run's velocity at animation time `tau` (zero once finished).
  static func velocity(of run: Run, at tau: Double) -> Value {
    let u = max(tau - run.start, 0)
    switch run.kernel {
    case .timing(let curve, let duration):
      guard u < duration else { return .zero }
      return run.change.scaled(by: curve.velocity(at: u / duration) / duration)
    case .spring(let spring, let ratio, _, let removal):
      guard u < removal else { return .zero }
      let k = spring.coefficients(time: u)
      let velocity = run.change.scaled(by: ratio * k.db - k.da)
      return run.carried == .zero ? velocity : velocity + run.carried.scaled(by: k.db)
    case .general:
      guard offset(of: run, at: tau) != nil else { return .zero }
      return Animation.velocity(
        of: run.animation, value: run.change, time: tau - run.start, context: run.context)
    }
  }

  /// Whether the run is finished or logically complete at animation time `tau`.
  static func isLogicallyComplete(_ run: Run, at tau: Double) -> Bool {
    let u = max(tau - run.start, 0)
    switch run.kernel {
    case .timing(_, let duration): return u >= duration
    case .spring(_, _, let logical, _): return u >= logical
    case .general:
      var context = run.context
      return run.animation.animate(value: run.change, time: tau - run.start, context: &context)
        == nil
        || context.isLogicallyComplete
    }
  }
}
