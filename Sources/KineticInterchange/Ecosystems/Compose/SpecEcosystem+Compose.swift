import Kinetic

extension SpecEcosystem {
  /// Compose: its row of the table of forms (``SpecFormTable``).
  static let compose = SpecEcosystem(
    name: "Compose",
    units: "Compose milliseconds",
    summary:
      "tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing), "
      + "spring(dampingRatio = Spring.DampingRatioMediumBouncy, "
      + "stiffness = Spring.StiffnessLow), snap(delayMillis = 100), "
      + "TweenSpec(durationMillis = 300, delay = 0), repeatable(...), "
      + "infiniteRepeatable(..., repeatMode = RepeatMode.Reverse, "
      + "initialStartOffset = StartOffset(100, StartOffsetType.FastForward)), "
      + "CubicBezierEasing(0.4f, 0f, 0.2f, 1f), EaseInOutBack, "
      + "MotionTokens.EasingEmphasizedCubicBezier, ...",
    forms: [
      ForeignForm(
        heads: ["tween", "TweenSpec", "repeatable", "infiniteRepeatable", "snap"],
        ecosystem: "Compose", naming: .call,
        build: { (binder, value) throws(SpecError) in try binder.compose(value) }),
      // SwiftUI's `spring` too: Compose's only with Kotlin's `=` or `<Float>`.
      ForeignForm(
        heads: ["spring"], ecosystem: "Compose", naming: .call, marksForeignCode: false,
        build: { (binder, value) throws(SpecError) in try binder.compose(value) }),
      ForeignForm(
        heads: ["CubicBezierEasing", "MotionTokens"], ecosystem: "Compose", naming: .call,
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.composeEasing(value), duration: 1)
        }),
      ForeignForm(
        // The easings named by one word (`MotionTokens.…` is the row above).
        heads: ForeignEasings.compose.keys.filter { !$0.contains(".") }.sorted(),
        ecosystem: "Compose",
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.composeEasing(value), duration: 1)
        }),
    ])
}
