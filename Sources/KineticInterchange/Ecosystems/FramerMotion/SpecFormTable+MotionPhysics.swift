import Kinetic

extension SpecFormTable {
  /// Motion's (popmotion's) generators: `inertia` and the physical spring.
  static let motionPhysics: [PhysicsForm] = [
    PhysicsForm(
      "inertia",
      [
        .number("power", "power", .any, default: 0.8),
        .number("timeConstant", "timeConstant", .any, default: 325),
        .number("restDelta", "restDelta", .any, default: 0.5),
        .number("restSpeed", "restSpeed", .any, default: 0),
        .number("min", "min", .any, default: -.infinity),
        .number("max", "max", .any, default: .infinity),
        .number("bounceStiffness", "bounceStiffness", .any, default: 500),
        .number("bounceDamping", "bounceDamping", .any, default: 10),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try Inertia(
            power: a.number("power"), timeConstant: a.number("timeConstant"),
            restDelta: a.number("restDelta"), restSpeed: a.number("restSpeed"),
            min: a.number("min"), max: a.number("max"),
            bounceStiffness: a.number("bounceStiffness"),
            bounceDamping: a.number("bounceDamping"))
        })
    },
    PhysicsForm(
      "springGenerator",
      [
        .number("stiffness", "stiffness", .any, default: 100),
        .number("damping", "damping", .any, default: 10),
        .number("mass", "mass", .any, default: 1),
        .number("restSpeed", "restSpeed", .any, default: 0),
        .number("restDelta", "restDelta", .any, default: 0),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .targeting(
        try binder.build(call, a) { () throws(ParameterError) in
          try SpringGenerator(
            stiffness: a.number("stiffness"), damping: a.number("damping"), mass: a.number("mass"),
            restSpeed: a.number("restSpeed"), restDelta: a.number("restDelta"))
        })
    },
  ]
}
