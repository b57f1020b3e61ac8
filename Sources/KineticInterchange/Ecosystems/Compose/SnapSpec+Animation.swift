import Kinetic

extension SnapSpec {
  /// Compose's `snap(delayMillis)` as an ``Animation``: the start value until the delay, then
  /// the target, finished — CSS `step-end` over the delay (finished at once without one), so
  /// that export writes it as `steps(1, end)` and every ecosystem's step form reads back.
  ///
  /// The physics spec `SnapSpec(delayMillis:)` and the Compose form `snap(delayMillis = …)`
  /// both build this ``SnapSpec``; its ``restTime(from:to:velocity:)`` is the one place the
  /// delay becomes seconds.
  var animation: Animation {
    .easing(.stepEnd, duration: restTime(from: 0, to: 1, velocity: 0))
  }
}
