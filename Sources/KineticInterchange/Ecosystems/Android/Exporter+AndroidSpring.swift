import Kinetic
import KineticPlot

extension Exporter {
  /// The change an Android export animates, in pixels (`translationX` 0 → 100), which
  /// `SpringAnimation`'s end condition is measured in.
  static let androidChange = 100.0

  /// The parameters `--to android` writes for a spring, as the `Float`s Android holds, and
  /// what they play.
  struct AndroidSpringParts {
    /// `SpringForce.setStiffness` and `setDampingRatio`, as written.
    var stiffness: String
    var dampingRatio: String
    /// `setStartVelocity`, pixels per second, as written.
    var startVelocity: String
    /// `setMinimumVisibleChange`, pixels; `nil` for the default of a translation (1 px).
    var minimumVisibleChange: String?
    /// The largest gap to Kinetic's motion, in units of the change.
    var error: Double
    /// The frame at which Android ends the spring, in seconds.
    var end: Double
  }

  /// The androidx `SpringForce` of a spring (mass 1): stiffness ω₀² and damping ratio ζ, the
  /// mapping of ``Kinetic/ComposeSpring`` (Compose's spring is androidx's `SpringForce`
  /// equation), as `Float`s; the start velocity in pixels per second of a 100 px change; and
  /// the largest minimum visible change, halving from the translation's 1 px, that brings
  /// Android's end (its first frame within 0.75·m of the end and slower than 46.875·m per
  /// second, ``AndroidSpringAnimation``) within the tolerance of Kinetic's motion — or the one
  /// that comes closest. `nil` when the motion is not one spring from rest to its end without
  /// a delay or repetition, or never ends (no damping).
  func androidSpringParts() throws(ExportError) -> AndroidSpringParts? {
    guard case .spring(let spring, let velocity, _)? = motion.core, motion.delay == 0,
      motion.repetition == nil, spring.dampingRatio > 0
    else { return nil }
    let change = Self.androidChange
    let force = ComposeSpring(spring)
    let texts = (
      stiffness: try CodeLiteral.kotlinFloat.text(force.stiffness, for: "stiffness"),
      ratio: try CodeLiteral.kotlinFloat.text(force.dampingRatio, for: "dampingRatio"),
      velocity: try CodeLiteral.kotlinFloat.text(velocity * change, for: "startVelocity")
    )
    // What Android holds: the Floats written (CodeLiteral.kotlinFloat's single).
    func float(_ x: Double) -> Double { Double(Float(RoundTripFormat.shortestNearby(x))) }
    let k = float(force.stiffness)
    let written = Spring(
      mass: 1, stiffness: k, damping: 2 * float(force.dampingRatio) * k.squareRoot(),
      allowOverDamping: true)
    let startVelocity = float(velocity * change)
    let original = SpecSampler(animation: spec.animation, from: 0, to: change)
    let originalEnd = spec.animation.sampler(change: change).removalTime ?? .infinity
    var best: AndroidSpringParts?
    for halvings in 0...16 {
      let m = 1 / Double(1 << halvings)
      let android = AndroidSpringAnimation(
        spring: written, startVelocity: startVelocity, minimumVisibleChange: m)
      let (size, relative) = android.relative(change)
      guard
        let end = android.end(
          size: size, velocity: relative, within: AndroidSpringAnimation.frameLimit)
      else { break }
      // Every 1/1200 s until both have ended, and a frame past.
      let last = Int((max(end, originalEnd.isFinite ? originalEnd : end) * 1200).rounded(.up)) + 20
      var error = 0.0
      for step in 0...last {
        let t = Double(step) / 1200
        let played =
          t >= end ? 1 : written.value(target: 1.0, initialVelocity: relative, time: t)
        error = max(error, abs(played - original.value(at: t) / change))
      }
      let parts = AndroidSpringParts(
        stiffness: texts.stiffness, dampingRatio: texts.ratio, startVelocity: texts.velocity,
        minimumVisibleChange: halvings == 0 ? nil : try CodeLiteral.kotlinFloat.text(m, for: "m"),
        error: error, end: end)
      if best.map({ error < $0.error }) ?? true { best = parts }
      if error <= tolerance { return parts }
    }
    return best
  }

  /// `kinetic export --to android` of a spring: androidx's `SpringAnimation` with a
  /// `SpringForce` of the same stiffness and damping ratio (``androidSpringParts()``), its start
  /// value and velocity, and a minimum visible change when the translation's 1 px would end it
  /// further than the tolerance from Kinetic's motion. The first line states the largest gap
  /// (from the `Float` parameters and Android's end) and where Android ends it.
  func androidSpring(_ parts: AndroidSpringParts) -> String {
    let stated =
      "// androidx SpringAnimation, the same spring (stiffness = ω₀², dampingRatio = ζ, mass 1): "
      + "max error \(Self.short(parts.error)) of the change, from Float parameters and Android's "
      + "end at its first frame within 0.75·m of 100f and slower than 46.875·m px/s, m the "
      + "minimum visible change (here frame \(Int((parts.end * 60).rounded())) at 60 Hz, "
      + "\(Self.number((parts.end * 1000).rounded() / 1000)) s) — kinetic export '\(commentSource)'"
    var lines = [
      stated,
      "SpringAnimation(view, DynamicAnimation.TRANSLATION_X, 100f).apply {",
      "    spring = SpringForce(100f).setStiffness(\(parts.stiffness))"
        + ".setDampingRatio(\(parts.dampingRatio))",
      "    setStartValue(0f)",
      "    setStartVelocity(\(parts.startVelocity))",
    ]
    if let m = parts.minimumVisibleChange { lines.append("    setMinimumVisibleChange(\(m))") }
    lines += ["    start()", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
