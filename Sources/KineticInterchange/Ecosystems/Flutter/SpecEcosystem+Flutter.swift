import Kinetic

extension SpecEcosystem {
  /// Flutter: its row of the table of forms (``SpecFormTable``).
  static let flutter = SpecEcosystem(
    name: "Flutter",
    summary:
      "Curves.easeOutBack (and .flipped), Cubic(0.25, 0.1, 0.25, 1.0), "
      + "ThreePointCubic(Offset(0.05, 0), ...), Threshold(0.25), SawTooth(3), "
      + "Interval(0.2, 0.8, curve: Curves.easeIn), ElasticOutCurve(0.4), "
      + "SpringDescription(mass: 1, stiffness: 100, damping: 10), "
      + "SpringDescription.withDampingRatio(...), "
      + "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), "
      + "bounce: 0.3), SpringSimulation(spring, 0, 1, velocity), "
      + "final c = AnimationController(vsync: this, "
      + "duration: Duration(milliseconds: 300)); final a = CurvedAnimation(parent: c, "
      + "curve: Curves.easeIn); c.repeat(reverse: true);",
    forms: [
      ForeignForm(
        heads: ["Threshold", "SawTooth"], ecosystem: "Flutter",
        build: { (binder, value) throws(SpecError) in
          .easing(try binder.flutterStepCurve(value), duration: 1)
        }),
      ForeignForm(
        heads: [
          "Curves", "Cubic", "Interval", "FlippedCurve", "ElasticInCurve", "ElasticOutCurve",
          "ElasticInOutCurve", "ThreePointCubic",
        ], ecosystem: "Flutter",
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.flutterCurve(value), duration: 1)
        }),
      ForeignForm(
        heads: ["SpringDescription", "SpringSimulation"], ecosystem: "Flutter",
        build: { (binder, value) throws(SpecError) in try binder.flutterSpring(value) }),
      ForeignForm(
        heads: ["AnimationController", "CurvedAnimation"], ecosystem: "Flutter",
        build: { (binder, value) throws(SpecError) in try binder.statement(value) }),
    ])
}
