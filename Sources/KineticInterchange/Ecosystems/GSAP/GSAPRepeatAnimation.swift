import Kinetic

/// A GSAP tween's passes with a `repeatDelay`, for an ease that is no core curve (`expo`,
/// `steps(n)`, a `CustomEase` path of lines), played by GSAP's render rule (`src/gsap-core.js`
/// 3.12.7, `Tween.render`): cycles of `duration + repeatDelay` seconds, the time held at
/// `duration` inside each (the hold), every other cycle run backwards with `yoyo`, and no hold
/// after the last pass (GSAP's total is duration + (duration + repeatDelay)·(passes − 1)).
///
/// The motion is removed at its end, at the target, as Kinetic's alternating repetitions are;
/// a curve ease is written out as keyframes instead, which hold where GSAP leaves the value.
struct GSAPRepeatAnimation: CustomAnimation {
  /// One pass, from 0 to the change over `passDuration` seconds.
  let pass: Animation
  /// Seconds, greater than 0.
  let passDuration: Double
  /// Passes, at least 1.
  let passes: Int
  let yoyo: Bool
  /// Seconds between passes.
  let repeatDelay: Double

  /// Seconds from the start to the end of the last pass.
  var total: Double { passDuration + (passDuration + repeatDelay) * Double(passes - 1) }

  /// The time inside the pass at `time`, and whether that pass runs backwards.
  func passTime(_ time: Double) -> (time: Double, backwards: Bool, holding: Bool) {
    let cycle = passDuration + repeatDelay
    let iteration = min(Int((max(time, 0) / cycle).rounded(.down)), passes - 1)
    let inside = time - Double(iteration) * cycle
    let backwards = yoyo && iteration % 2 == 1
    let local = min(inside, passDuration)
    return (backwards ? passDuration - local : local, backwards, inside >= passDuration)
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < total else { return nil }
    let local = passTime(time)
    // The pass's end is its value just before it is removed.
    let t = min(local.time, passDuration.nextDown)
    return value.scaled(by: pass.value(from: 0.0, to: 1.0, at: t))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    let local = passTime(time)
    guard time < total, !local.holding else { return .zero }
    let v = pass.velocity(from: 0.0, to: 1.0, at: local.time)
    return value.scaled(by: local.backwards ? -v : v)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    total
  }
}
