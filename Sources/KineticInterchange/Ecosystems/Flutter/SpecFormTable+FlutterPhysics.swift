import Kinetic

extension SpecFormTable {
  /// Flutter's simulations, with labels for the arguments Flutter passes by position (its own
  /// positional constructors are ``FlutterSimulationForm``'s).
  static let flutterPhysics: [PhysicsForm] = [
    PhysicsForm(
      "FrictionSimulation",
      [
        .number("drag", "drag", .any),
        .number("constantDeceleration", "constantDeceleration", .any, default: 0),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try FrictionSimulation(
            drag: a.number("drag"), constantDeceleration: a.number("constantDeceleration"))
        })
    },
    PhysicsForm(
      "BoundedFrictionSimulation",
      [.number("drag", "drag", .any), .number("min", "min", .any), .number("max", "max", .any)]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try BoundedFrictionSimulation(
            drag: a.number("drag"), min: a.number("min"), max: a.number("max"))
        })
    },
    PhysicsForm(
      "GravitySimulation",
      [
        .number("acceleration", "acceleration", .any),
        .number("endDistance", "endDistance", .nonNegative, default: .infinity),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try GravitySimulation(
            acceleration: a.number("acceleration"), endDistance: a.number("endDistance"))
        })
    },
    PhysicsForm("ClampingScrollSimulation", [.number("friction", "friction", .any, default: 0.015)])
    { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try ClampingScrollSimulation(friction: a.number("friction"))
        })
    },
    // Flutter's ClampedSimulation(simulation, xMin:, xMax:, dxMin:, dxMax:), the simulation
    // written as any physics spec without a target.
    PhysicsForm(
      "ClampedSimulation",
      [
        SpecSignature.Parameter(
          label: nil, name: "simulation", kind: .call("a simulation"), defaultValue: nil),
        .number("xMin", "xMin", .any, default: -.infinity),
        .number("xMax", "xMax", .any, default: .infinity),
        .number("dxMin", "dxMin", .any, default: -.infinity),
        .number("dxMax", "dxMax", .any, default: .infinity),
      ]
    ) { (binder, call, a) throws(SpecError) in
      guard case .call(let inner)? = a.values["simulation"] else {
        throw binder.error("ClampedSimulation needs a simulation", call.column)
      }
      guard case .free(let base) = try binder.bind(SpecSyntax(base: inner, modifiers: [])) else {
        throw binder.error(
          "ClampedSimulation clamps a simulation without a target; '\(inner.name)' has one",
          inner.column)
      }
      return .free(
        try binder.build(call, a) { () throws(ParameterError) in
          try PhysicsSpecBinder.clamped(base, a)
        })
    },
    // Flutter's constructor takes a SpringDescription; its fields are given flat here, with
    // BouncingScrollPhysics' spring (mass 0.5, stiffness 100, ratio 1.1) as the default.
    PhysicsForm(
      "BouncingScrollSimulation",
      [
        .number("leadingExtent", "leadingExtent", .any),
        .number("trailingExtent", "trailingExtent", .any),
        .number("mass", "mass", .positive, default: 0.5),
        .number("stiffness", "stiffness", .positive, default: 100),
        .number("ratio", "ratio", .nonNegative, default: 1.1),
        .number("constantDeceleration", "constantDeceleration", .any, default: 0),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try BouncingScrollSimulation(
            leadingExtent: a.number("leadingExtent"), trailingExtent: a.number("trailingExtent"),
            spring: try FlutterSpringDescription(
              mass: a.number("mass"), stiffness: a.number("stiffness"), ratio: a.number("ratio")),
            constantDeceleration: a.number("constantDeceleration"))
        })
    },
    // Flutter's SpringSimulation(SpringDescription(mass:stiffness:damping:), start, end,
    // velocity): the description's fields flat, start/end/velocity from --from/--to/--velocity.
    PhysicsForm(
      "SpringSimulation",
      [
        .number("mass", "mass", .positive, default: 1),
        .number("stiffness", "stiffness", .positive),
        .number("damping", "damping", .nonNegative),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .targeting(
        try binder.build(call, a) { () throws(ParameterError) in
          try SpringSimulation(
            try FlutterSpringDescription(
              mass: a.number("mass"), stiffness: a.number("stiffness"),
              damping: a.number("damping")))
        })
    },
  ]
}
