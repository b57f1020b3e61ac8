import Kinetic

/// The documentation of the other ecosystems' spec forms, shared by `kinetic list` and
/// `kinetic help eval` so that both say the same.
package enum ForeignSpecForms {
  /// One line per ecosystem, as `kinetic list` prints them.
  package static let summaries = [
    "Compose: tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing), spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow), snap(delayMillis = 100), TweenSpec(durationMillis = 300, delay = 0), repeatable(...), infiniteRepeatable(..., repeatMode = RepeatMode.Reverse, initialStartOffset = StartOffset(100, StartOffsetType.FastForward)), CubicBezierEasing(0.4f, 0f, 0.2f, 1f), EaseInOutBack, MotionTokens.EasingEmphasizedCubicBezier, ...",
    "Flutter: Curves.easeOutBack (and .flipped), Cubic(0.25, 0.1, 0.25, 1.0), ThreePointCubic(Offset(0.05, 0), ...), Threshold(0.25), SawTooth(3), Interval(0.2, 0.8, curve: Curves.easeIn), ElasticOutCurve(0.4), SpringDescription(mass: 1, stiffness: 100, damping: 10), SpringDescription.withDampingRatio(...), SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.3), SpringSimulation(spring, 0, 1, velocity), final c = AnimationController(vsync: this, duration: Duration(milliseconds: 300)); final a = CurvedAnimation(parent: c, curve: Curves.easeIn); c.repeat(reverse: true);",
    "Motion (framer-motion): { type: \"spring\", stiffness: 100, damping: 10, mass: 1 }, { type: \"spring\", visualDuration: 0.5, bounce: 0.25 }, { type: \"spring\", duration: 0.8, bounce: 0.3 }, { duration: 0.3, ease: \"easeOut\" | \"backIn\" | \"anticipate\" | \"circOut\" | [x1, y1, x2, y2], delay: 0.1, repeat: 2, repeatType: \"mirror\" | \"reverse\" | \"loop\" }",
    "react-spring: config.default | gentle | wobbly | stiff | slow | molasses, { tension: 170, friction: 26, mass: 1 }, { frequency: 0.5, damping: 0.7 }, { duration: 300, easing: easings.easeInOutQuad }",
    "Core Animation / UIKit: CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1), CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2), CASpringAnimation(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), UISpringTimingParameters(duration: 0.5, bounce: 0.2), UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7), UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: { ... }), UICubicTimingParameters(controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)), let a = CABasicAnimation(keyPath: \"x\") (or CASpringAnimation, CAKeyframeAnimation) followed by lines a.duration = 0.3, a.timingFunction = ..., a.beginTime = CACurrentMediaTime() + 0.1, a.autoreverses = true, a.repeatCount = 1.5",
    "GSAP: \"power2.out\" or gsap.parseEase(\"power2.out\"): none, power0…power4 and linear, quad, cubic, quart, quint, strong, sine, expo, circ, bounce (.in, .out, .inOut; alone .out), back.out(1.7), elastic.out(1, 0.3) (amplitude up to 1), steps(5); gsap.to(el, { x: 100, duration: 1, ease: \"power2.out\", delay: 0.2, repeat: 1, yoyo: true, repeatDelay: 0.1 }), gsap.from(el, { ... }), gsap.fromTo(el, { ... }, { ... }) (default 0.5 s, \"power1.out\"), CustomEase.create(\"id\", \"M0,0 C0.25,0.1 0.25,1 1,1\") (M, C and L path data)",
    "Anime.js: version 3 anime.easing(\"easeOutElastic(1, .5)\"): linear, easeIn/easeOut/easeInOut/easeOutIn + Quad, Cubic, Quart, Quint, Sine, Expo, Circ, Back, Bounce, Elastic(amplitude, period), cubicBezier(.5, .05, .1, .3), steps(5); version 4 eases.outElastic(1, .5), eases.inOutQuad: linear, none, in/out/inOut/outIn + the same families, in(3) (whole powers), outBack(1.7); anime({ targets: '.el', translateX: 100, duration: 800, delay: 200, loop: 2, direction: 'alternate', easing: 'easeInOutQuad' }) (default 1000 ms, easeOutElastic(1, .5), loop counts every pass), animate('.el', { x: 100, duration: 800, delay: 200, loop: 1, alternate: true, ease: 'inOutQuad' }) (default 1000 ms, out(2), loop counts the repeats; ease: cubicBezier(...), steps(5), linear(0, '0.5 20%', 1)); springs: version 3 easing: 'spring(1, 80, 10, 0)', version 4 ease: spring({ stiffness: 80, damping: 10 }) or createSpring({ ... }) (mass, stiffness, damping, velocity, or bounce, duration)",
    "Lottie: a file, not a spec: --lottie FILE --property layers[0].ks.p | layers[name=Square].ks.p | Square.ks.p on eval (one column a dimension) and export (--dimension d); export --to lottie writes a playable 512x512 file",
    "Android View: AccelerateDecelerateInterpolator(), AccelerateInterpolator(1.5f), DecelerateInterpolator(1.5f), AnticipateInterpolator(2f), OvershootInterpolator(2f), AnticipateOvershootInterpolator(2f, 1.5f), BounceInterpolator(), CycleInterpolator(2f), LinearInterpolator(), PathInterpolator(0.4f, 0f, 0.2f, 1f) or (0.3f, 0.9f), FastOutSlowInInterpolator(), LinearOutSlowInInterpolator(), FastOutLinearInInterpolator() (the androidx tables of 201 values, played as tables), PathInterpolator(PathParser.createPathFromPathData(\"M0,0 C0.4,0 0.2,1 1,1\")); ObjectAnimator.ofFloat(view, \"translationX\", 0f, 100f).apply { duration = 300; interpolator = OvershootInterpolator(); startDelay = 100; repeatCount = 1; repeatMode = ValueAnimator.REVERSE } (or Java's animator.setDuration(300); ... statements, ValueAnimator.ofFloat; default 300 ms, AccelerateDecelerateInterpolator); XML <objectAnimator android:duration=\"300\" android:interpolator=\"@android:anim/overshoot_interpolator\" .../>, interpolator elements (<pathInterpolator android:pathData=\"...\"/>) and android:interpolator=\"@android:anim/...\" alone; SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f).setStartVelocity(500f).setSpring(SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)) (or spring.stiffness = ... in apply; default stiffness 1500, ratio 0.5; start velocity in units per second); FlingAnimation(view, DynamicAnimation.X).setStartVelocity(2000f).setFriction(1.1f) with setMinValue/setMaxValue (a physics model: without setStartVelocity, --from and --velocity release it)",
    "CSS and Web Animations: transition: transform 0.3s ease-in 0.1s; animation: name 0.4s ease-in 0s 3 alternate both; (a @keyframes rule may follow), element.animate([{...}, {...}], { duration: 300, delay: 100, easing: \"ease-in\", iterations: 3, direction: \"alternate\" })",
  ]

  /// The easings.net curves, as `kinetic list` prints them.
  package static let easingsNet: [String] = {
    let names = UnitCurve.easings.map { $0.key }
    return stride(from: 0, to: names.count, by: 3).map {
      names[$0..<min($0 + 3, names.count)].joined(separator: ", ")
    }
  }()

  /// The paragraph `kinetic help eval` prints.
  package static let help = """
    OTHER ECOSYSTEMS: a spec may be pasted as Compose, Flutter, Motion (framer-motion),
    react-spring, Core Animation, UIKit, GSAP, Anime.js or Android View code (a leading
    'val x =', 'const x =', 'final x =' or 'let x =', a trailing ';' and comments are allowed)
    and is read into the same animation, in the ecosystem's units (Compose milliseconds,
    Motion seconds, react-spring's and Anime.js's durations in milliseconds, GSAP seconds). A
    curve alone lasts 1 s. Motion's duration-based spring is found as Motion finds it (findSpring) and ends at its duration; as in Motion, a spring defined by time
    ignores 'velocity', 'visualDuration' is read only beside 'bounce' or 'duration', and
    'restSpeed'/'restDelta' do not cut a physical spring short (Kinetic follows it until it
    settles; Motion jumps to the target when both thresholds hold). A tween's delayMillis is
    repeated with each iteration of Compose's repeatable, its StartOffset is not. UIKit's
    duration-based spring (usingSpringWithDamping, UISpringTimingParameters(dampingRatio:) in a
    UIViewPropertyAnimator) follows UIKit's rule as public reverse engineering shows it (not
    Apple's documentation, which gives none): mass 1, the spring whose envelope is 0.001 of the
    change at the duration, found by 12 Newton steps as UIKit takes them, the velocity towards
    the target; it has not been measured on iOS (UIKit's exponentials are Float, about 1e-7).
    Velocities are in changes per second. Compose's RepeatMode.Reverse, Motion's repeatType
    "reverse", CSS alternate and Core Animation's autoreverses run time backwards on the return
    pass; Motion's "mirror" mirrors the value as SwiftUI does. Whatever 'kinetic export' writes
    is read back as the same motion, its approximations too (a KeyframeTrack, Compose keyframes
    or Easing, Flutter's KineticCurve, framer times, react-spring's easing function: the code
    with its own interpolation must be as export wrote it, whitespace and // comments aside).
    GSAP eases are GSAP 3's formulas (gsap-core.js); an elastic amplitude above 1 is refused,
    CustomEase path data is read as the exact curve (CustomEase itself plays a lookup table
    of it), a path of lines as keyframes that hold where the path ends. A tween's yoyo runs
    time backwards; with a repeatDelay the passes follow GSAP's render rule (keyframes for a
    curve ease).
    Anime.js eases are those of anime 3.2.2 (src/index.js: back overshoot 2, elastic period
    0.5, steps(n) jumps at the start) and 4.4.1 (src/easings/eases/parser.js: back overshoot
    1.7, elastic period 0.3); both clamp the elastic amplitude to 1...10 and an amplitude above
    1 is refused; Penner's expo in both. Anime.js tweens are in milliseconds; version 3's delay
    and endDelay repeat with every pass, version 4's delay comes once. A spring sets the
    tween's duration by Anime.js's own rest rule and jumps to the target at its end (version 3
    clamps every parameter, the velocity too, to 0.1...100).
    Android's interpolators are AOSP's formulas (android.view.animation); androidx's
    FastOutSlowIn, LinearOutSlowIn and FastOutLinearIn are played as Android plays them, as
    tables of 201 values joined by lines (within 4e-4 of their cubics). A CycleInterpolator
    ends at sin(2πc) of the change, where it started for whole cycles, and holds it. A
    SpringAnimation ends at the first 1/60 s frame where |value - final| < 0.75 and |velocity|
    < 46.875 times the property's minimum visible change (1 px, 0.1 degree, 1/500 scale,
    1/256 alpha), in the units of --from/--to, as androidx's SpringForce decides.
    The easings.net curves (easeInSine ...
    easeInOutBounce) are names of their own, 1 s unless given '(duration: S)'. A misspelt name
    is answered with the closest names; an error names the form it was reading and the column.
    """
}
