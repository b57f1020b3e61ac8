import Kinetic

extension SpecFormTable {
  /// Compose's decays and the animation specs with end rules of their own.
  static let composePhysics: [PhysicsForm] = [
    PhysicsForm(
      "exponentialDecay",
      [
        .number("frictionMultiplier", "frictionMultiplier", .any, default: 1),
        .number("absVelocityThreshold", "absVelocityThreshold", .any, default: 0.1),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try ExponentialDecay(
            frictionMultiplier: a.number("frictionMultiplier"),
            absVelocityThreshold: a.number("absVelocityThreshold"))
        })
    },
    PhysicsForm("splineBasedDecay", [.number("density", "density", .any)]) {
      (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try SplineBasedDecay(density: a.number("density"))
        })
    },
    // Compose's SpringSpec (spring(dampingRatio, stiffness, visibilityThreshold)) with its
    // own end rule; the defaults are Compose's spring().
    PhysicsForm(
      "SpringSpec",
      [
        .number(
          "dampingRatio", "dampingRatio", .any, default: ComposeSpring.dampingRatioNoBouncy),
        .number("stiffness", "stiffness", .any, default: ComposeSpring.stiffnessMedium),
        .number(
          "visibilityThreshold", "visibilityThreshold", .any,
          default: SpringSpec.defaultVisibilityThreshold),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .targeting(
        try binder.build(call, a) { () throws(ParameterError) in
          try SpringSpec(
            dampingRatio: a.number("dampingRatio"), stiffness: a.number("stiffness"),
            visibilityThreshold: a.number("visibilityThreshold"))
        })
    },
    PhysicsForm("SnapSpec", [.number("delayMillis", "delayMillis", .any, default: 0)]) {
      (binder, call, a) throws(SpecError) in
      .targeting(
        try binder.build(call, a) { () throws(ParameterError) in
          try SnapSpec(delayMillis: a.number("delayMillis"))
        })
    },
  ]
}
