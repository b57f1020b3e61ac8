import Kinetic

extension SpecEcosystem {
  /// react-spring: its row of the table of forms (``SpecFormTable``).
  static let reactSpring = SpecEcosystem(
    name: "react-spring",
    units: "react-spring's durations in milliseconds",
    summary:
      "config.default | gentle | wobbly | stiff | slow | molasses, { tension: 170, "
      + "friction: 26, mass: 1 }, { frequency: 0.5, damping: 0.7 }, { duration: 300, "
      + "easing: easings.easeInOutQuad }, useSpring({ config, delay: 200, loop: true }) "
      + "(delay in ms before every pass; loop: { reverse: true } there and back)",
    forms: [
      ForeignForm(
        heads: ["config"], ecosystem: "react-spring", naming: .fixed("config"),
        build: { (binder, value) throws(SpecError) in try binder.reactSpringPreset(value) }),
      ForeignForm(
        heads: ["useSpring"], ecosystem: "react-spring", naming: .call,
        build: { (binder, value) throws(SpecError) in try binder.reactSpringHook(value) }),
    ])
}
