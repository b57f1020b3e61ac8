import Kinetic

extension SpecEcosystem {
  /// GSAP: its row of the table of forms (``SpecFormTable``).
  static let gsap = SpecEcosystem(
    name: "GSAP",
    units: "GSAP seconds",
    summary:
      "\"power2.out\" or gsap.parseEase(\"power2.out\"): none, "
      + "power0…power4 and linear, quad, cubic, quart, quint, strong, sine, expo, circ, "
      + "bounce (.in, .out, .inOut; alone .out), back.out(1.7), elastic.out(1, "
      + "0.3) (amplitude up to 1), steps(5); gsap.to(el, { x: 100, duration: 1, "
      + "ease: \"power2.out\", delay: 0.2, repeat: 1, yoyo: true, repeatDelay: 0.1 }), "
      + "gsap.from(el, { ... }), gsap.fromTo(el, { ... }, { ... }) (default 0.5 s, "
      + "\"power1.out\"), CustomEase.create(\"id\", \"M0,0 C0.25,0.1 0.25,1 1,1\") (M, "
      + "C and L path data)",
    help: """
      GSAP eases are GSAP 3's formulas (gsap-core.js); an elastic amplitude above 1 is refused,
      CustomEase path data is read as the exact curve (CustomEase itself plays a lookup table
      of it), a path of lines as keyframes that hold where the path ends. A tween's yoyo runs
      time backwards; with a repeatDelay the passes follow GSAP's render rule (keyframes for a
      curve ease).
      """,
    forms: [
      ForeignForm(
        heads: ["gsap", "CustomEase"], ecosystem: "GSAP",
        build: { (binder, value) throws(SpecError) in try binder.gsap(value) })
    ])
}
