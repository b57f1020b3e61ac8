import Kinetic

extension SpecEcosystem {
  /// CSS and Web Animations: its row of the table of forms (``SpecFormTable``).
  ///
  /// CSS declarations and `element.animate(…)` are recognised by their shape, not by a head
  /// word, so it has no forms here.
  static let web = SpecEcosystem(
    name: "CSS and Web Animations",
    summary:
      "transition: transform 0.3s ease-in 0.1s; animation: name 0.4s ease-in 0s 3 alternate both; (a @keyframes rule may follow), "
      + "element.animate([{...}, {...}], { duration: 300, delay: 100, "
      + "easing: \"ease-in\", iterations: 3, direction: \"alternate\" })")
}
