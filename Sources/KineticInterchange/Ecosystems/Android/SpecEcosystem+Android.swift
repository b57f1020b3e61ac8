import Kinetic

extension SpecEcosystem {
  /// Android View: its row of the table of forms (``SpecFormTable``).
  static let android = SpecEcosystem(
    name: "Android View",
    summary:
      "AccelerateDecelerateInterpolator(), AccelerateInterpolator(1.5f), "
      + "DecelerateInterpolator(1.5f), AnticipateInterpolator(2f), OvershootInterpolator(2f), "
      + "AnticipateOvershootInterpolator(2f, 1.5f), BounceInterpolator(), CycleInterpolator(2f), "
      + "LinearInterpolator(), PathInterpolator(0.4f, 0f, 0.2f, 1f) or (0.3f, 0.9f), "
      + "FastOutSlowInInterpolator(), LinearOutSlowInInterpolator(), "
      + "FastOutLinearInInterpolator() (the androidx tables of 201 values, played as tables), "
      + "PathInterpolator(PathParser.createPathFromPathData(\"M0,0 C0.4,0 0.2,1 1,1\")); "
      + "ObjectAnimator.ofFloat(view, \"translationX\", 0f, 100f).apply { duration = 300; "
      + "interpolator = OvershootInterpolator(); startDelay = 100; repeatCount = 1; repeatMode = "
      + "ValueAnimator.REVERSE } (or Java's animator.setDuration(300); ... statements, "
      + "ValueAnimator.ofFloat; default 300 ms, AccelerateDecelerateInterpolator); XML "
      + "<objectAnimator android:duration=\"300\" "
      + "android:interpolator=\"@android:anim/overshoot_interpolator\" .../>, interpolator "
      + "elements (<pathInterpolator android:pathData=\"...\"/>) and "
      + "android:interpolator=\"@android:anim/...\" alone; SpringAnimation(view, "
      + "DynamicAnimation.TRANSLATION_Y, "
      + "0f).setStartVelocity(500f).setSpring(SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)) "
      + "(or spring.stiffness = ... in apply; default stiffness 1500, ratio 0.5; start velocity "
      + "in units per second); FlingAnimation(view, "
      + "DynamicAnimation.X).setStartVelocity(2000f).setFriction(1.1f) with "
      + "setMinValue/setMaxValue (a physics model: without setStartVelocity, --from and "
      + "--velocity release it)",
    help: """
      Android's interpolators are AOSP's formulas (android.view.animation); androidx's
      FastOutSlowIn, LinearOutSlowIn and FastOutLinearIn are played as Android plays them, as
      tables of 201 values joined by lines (within 4e-4 of their cubics). A CycleInterpolator
      ends at sin(2πc) of the change, where it started for whole cycles, and holds it. A
      SpringAnimation ends at the first 1/60 s frame where |value - final| < 0.75 and |velocity|
      < 46.875 times the property's minimum visible change (1 px, 0.1 degree, 1/500 scale,
      1/256 alpha), in the units of --from/--to, as androidx's SpringForce decides.
      """,
    forms: [
      ForeignForm(
        heads: ForeignBinder.androidInterpolatorParameters.keys.sorted()
          + AndroidCode.heads.sorted(),
        ecosystem: "Android",
        build: { (binder, value) throws(SpecError) in try binder.android(value) })
    ])
}
