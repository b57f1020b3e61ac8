import Kinetic

extension SpecEcosystem {
  /// Motion (framer-motion): its row of the table of forms (``SpecFormTable``).
  ///
  /// Its transition objects (`{ type: "spring", … }`) are told apart by their keys, not by a
  /// head, so it has no forms here.
  static let motion = SpecEcosystem(
    name: "Motion (framer-motion)",
    units: "Motion seconds",
    summary:
      "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }, { type: \"spring\", "
      + "visualDuration: 0.5, bounce: 0.25 }, { type: \"spring\", duration: 0.8, "
      + "bounce: 0.3 }, { duration: 0.3, "
      + "ease: \"easeOut\" | \"backIn\" | \"anticipate\" | \"circOut\" | [x1, y1, x2, "
      + "y2], delay: 0.1, repeat: 2, repeatType: \"mirror\" | \"reverse\" | \"loop\" }")
}
