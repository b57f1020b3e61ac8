import Kinetic

/// An Anime.js 3 tween's passes when it has a `delay` or an `endDelay` (`src/index.js` 3.2.2):
/// each pass is the instance's whole time, the delay (the start value held), the eased tween
/// and the end delay (the target held); `loop` replays the pass, delays included, and
/// `direction: 'alternate'` plays every other pass with the instance's time reversed
/// (`adjustTime`: duration − t), so that its end delay comes first.
///
/// Removed at the end of the last pass, at the target, as Kinetic's alternating repetitions
/// are; a single pass with an end delay holds the target until its end delay is over, which is
/// when Anime.js calls `complete`.
struct AnimeJSPassAnimation: CustomAnimation {
  /// One eased tween, from 0 to the change over `duration` seconds.
  let tween: Animation
  /// Seconds, greater than 0.
  let duration: Double
  /// Seconds held before and after the tween, at least 0.
  let delay: Double
  let endDelay: Double
  /// Passes, at least 1; `nil` for ever.
  let passes: Int?
  let alternate: Bool

  /// Seconds of one pass.
  var period: Double { delay + duration + endDelay }

  /// The time inside the tween at `time`, whether it runs backwards there, and whether the
  /// time is in a delay (the tween's time held at one of its ends).
  func tweenTime(_ time: Double) -> (time: Double, backwards: Bool, holding: Bool) {
    // A pass covers (k·period, (k + 1)·period]: at the instant between two passes Anime.js
    // still shows the end of the earlier one.
    let whole = max((max(time, 0) / period).rounded(.up) - 1, 0)
    let index = passes.map { min(whole, Double($0 - 1)) } ?? whole
    var local = max(time, 0) - index * period
    let backwards = alternate && index.truncatingRemainder(dividingBy: 2) == 1
    if backwards { local = period - local }
    let inside = local - delay
    return (min(max(inside, 0), duration), backwards, inside < 0 || inside >= duration)
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    if let passes, time >= period * Double(passes) { return nil }
    let t = tweenTime(time).time
    // The tween's end is its target (Anime.js's eases return 1 at t = 1).
    return t >= duration ? value : value.scaled(by: tween.value(from: 0.0, to: 1.0, at: t))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    if let passes, time >= period * Double(passes) { return .zero }
    let local = tweenTime(time)
    guard !local.holding else { return .zero }
    let v = tween.velocity(from: 0.0, to: 1.0, at: local.time)
    return value.scaled(by: local.backwards ? -v : v)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    passes.map { period * Double($0) }
  }
}
