import Kinetic

extension SpecEcosystem {
  /// Android View: its row of the table of forms (``SpecFormTable``).
  static let android = SpecEcosystem(
    name: "Android View",
    summary:
      "AccelerateDecelerateInterpolator(), AccelerateInterpolator(1.5f), "
      + "DecelerateInterpolator(1.5f), AnticipateInterpolator(2f), "
      + "OvershootInterpolator(2f), AnticipateOvershootInterpolator(2f, 1.5f), "
      + "BounceInterpolator(), CycleInterpolator(2f), LinearInterpolator(), "
      + "PathInterpolator(0.4f, 0f, 0.2f, 1f) or (0.3f, 0.9f), "
      + "FastOutSlowInInterpolator(), LinearOutSlowInInterpolator(), "
      + "FastOutLinearInInterpolator() (the androidx tables of 201 values, "
      + "played as tables)",
    help: """
      Android's interpolators are AOSP's formulas (android.view.animation); androidx's
      FastOutSlowIn, LinearOutSlowIn and FastOutLinearIn are played as Android plays them, as
      tables of 201 values joined by lines (within 4e-4 of their cubics).
      """,
    forms: [
      ForeignForm(
        heads: ForeignBinder.androidInterpolatorParameters.keys.sorted(), ecosystem: "Android",
        build: { (binder, value) throws(SpecError) in
          try binder.androidInterpolator(value).animation(duration: 1)
        })
    ])
}
