import Kinetic

extension SpecEcosystem {
  /// Motion (framer-motion): its row of the table of forms (``SpecFormTable``).
  ///
  /// Its transition objects (`{ type: "spring", … }`) are told apart by their keys, not by a
  /// head; its forms here are the easing functions that change an easing, `reverseEasing(…)`
  /// and `mirrorEasing(…)`, read as a curve lasting 1 s (as the other ecosystems' curves are),
  /// so that a pasted `reverseEasing(easeIn)` is read as what it is, not as the `easeIn` inside.
  static let motion = SpecEcosystem(
    name: "Motion (framer-motion)",
    units: "Motion seconds",
    summary:
      "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }, { type: \"spring\", "
      + "visualDuration: 0.5, bounce: 0.25 }, { type: \"spring\", duration: 0.8, "
      + "bounce: 0.3 }, { duration: 0.3, "
      + "ease: \"easeOut\" | \"backIn\" | \"anticipate\" | \"circOut\" | [x1, y1, x2, "
      + "y2] | cubicBezier(x1, y1, x2, y2) | reverseEasing(easeIn) | mirrorEasing(backIn), "
      + "delay: 0.1, repeat: 2, repeatType: \"mirror\" | \"reverse\" | \"loop\" }",
    forms: [
      ForeignForm(
        heads: ["reverseEasing", "mirrorEasing"], ecosystem: "Motion", naming: .call,
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.motionEase(value), duration: 1)
        })
    ])
}
