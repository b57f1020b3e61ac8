import Kinetic

/// Binds the physics forms of the spec language (see ``PhysicsSpec``): matches each
/// ecosystem's labels, resolves `.normal`/`.fast` rates, and builds the model through its
/// validating initialiser, turning a ``ParameterError`` into a ``SpecError`` at the offending
/// argument.
struct PhysicsSpecBinder {
  let source: String

  func error(_ message: String, _ column: Int) -> SpecError {
    SpecError(message, column: column, source: source)
  }

  func bind(_ syntax: SpecSyntax) throws(SpecError) -> PhysicsSpec.Model {
    let call = syntax.base
    if call.name == "Spring" { return try bindSpringModel(syntax) }
    if let modifier = syntax.modifiers.first {
      throw error("'\(call.name)' takes no modifiers", modifier.column)
    }
    switch call.name {
    case "decay":
      let a = try match(call, [.number("rate", "rate", .positive, default: 0.998)])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try ScrollViewDeceleration(rate: a.number("rate"))
        })
    case "iosScroll":
      let a = try match(
        call,
        [
          .number("rate", "rate", .positive, default: 0.998),
          .number("min", "min", .any, default: -.infinity),
          .number("max", "max", .any, default: .infinity),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try IOSScroll(
            deceleration: ScrollViewDeceleration(rate: a.number("rate")),
            min: a.number("min"), max: a.number("max"))
        })
    case "FrictionSimulation":
      let a = try match(
        call,
        [
          .number("drag", "drag", .any),
          .number("constantDeceleration", "constantDeceleration", .any, default: 0),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try FrictionSimulation(
            drag: a.number("drag"), constantDeceleration: a.number("constantDeceleration"))
        })
    case "BoundedFrictionSimulation":
      let a = try match(
        call,
        [.number("drag", "drag", .any), .number("min", "min", .any), .number("max", "max", .any)])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try BoundedFrictionSimulation(
            drag: a.number("drag"), min: a.number("min"), max: a.number("max"))
        })
    case "GravitySimulation":
      let a = try match(
        call,
        [
          .number("acceleration", "acceleration", .any),
          .number("endDistance", "endDistance", .nonNegative, default: .infinity),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try GravitySimulation(
            acceleration: a.number("acceleration"), endDistance: a.number("endDistance"))
        })
    case "BouncingScrollSimulation":
      // Flutter's constructor takes a SpringDescription; its fields are given flat here, with
      // BouncingScrollPhysics' spring (mass 0.5, stiffness 100, ratio 1.1) as the default.
      let a = try match(
        call,
        [
          .number("leadingExtent", "leadingExtent", .any),
          .number("trailingExtent", "trailingExtent", .any),
          .number("mass", "mass", .positive, default: 0.5),
          .number("stiffness", "stiffness", .positive, default: 100),
          .number("ratio", "ratio", .nonNegative, default: 1.1),
          .number("constantDeceleration", "constantDeceleration", .any, default: 0),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try BouncingScrollSimulation(
            leadingExtent: a.number("leadingExtent"), trailingExtent: a.number("trailingExtent"),
            spring: try FlutterSpringDescription(
              mass: a.number("mass"), stiffness: a.number("stiffness"), ratio: a.number("ratio")),
            constantDeceleration: a.number("constantDeceleration"))
        })
    case "SpringSimulation":
      // Flutter's SpringSimulation(SpringDescription(mass:stiffness:damping:), start, end,
      // velocity): the description's fields flat, start/end/velocity from --from/--to/--velocity.
      let a = try match(
        call,
        [
          .number("mass", "mass", .positive, default: 1),
          .number("stiffness", "stiffness", .positive),
          .number("damping", "damping", .nonNegative),
        ])
      return .targeting(
        try build(call, a) { () throws(ParameterError) in
          try SpringSimulation(
            try FlutterSpringDescription(
              mass: a.number("mass"), stiffness: a.number("stiffness"),
              damping: a.number("damping")))
        })
    case "ClampedSimulation":
      // Flutter's ClampedSimulation(simulation, xMin:, xMax:, dxMin:, dxMax:), the simulation
      // written as any physics spec without a target.
      let a = try match(
        call,
        [
          SpecSignature.Parameter(
            label: nil, name: "simulation", kind: .call("a simulation"), defaultValue: nil),
          .number("xMin", "xMin", .any, default: -.infinity),
          .number("xMax", "xMax", .any, default: .infinity),
          .number("dxMin", "dxMin", .any, default: -.infinity),
          .number("dxMax", "dxMax", .any, default: .infinity),
        ])
      guard case .call(let inner)? = a.values["simulation"] else {
        throw error("ClampedSimulation needs a simulation", call.column)
      }
      guard case .free(let base) = try bind(SpecSyntax(base: inner, modifiers: [])) else {
        throw error(
          "ClampedSimulation clamps a simulation without a target; '\(inner.name)' has one",
          inner.column)
      }
      return .free(try build(call, a) { () throws(ParameterError) in try Self.clamped(base, a) })
    case "SpringSpec":
      // Compose's SpringSpec (spring(dampingRatio, stiffness, visibilityThreshold)) with its
      // own end rule; the defaults are Compose's spring().
      let a = try match(
        call,
        [
          .number("dampingRatio", "dampingRatio", .any, default: 1),
          .number("stiffness", "stiffness", .any, default: 1500),
          .number("visibilityThreshold", "visibilityThreshold", .any, default: 0.01),
        ])
      return .targeting(
        try build(call, a) { () throws(ParameterError) in
          try SpringSpec(
            dampingRatio: a.number("dampingRatio"), stiffness: a.number("stiffness"),
            visibilityThreshold: a.number("visibilityThreshold"))
        })
    case "SnapSpec":
      let a = try match(call, [.number("delayMillis", "delayMillis", .any, default: 0)])
      return .targeting(
        try build(call, a) { () throws(ParameterError) in
          try SnapSpec(delayMillis: a.number("delayMillis"))
        })
    case "ClampingScrollSimulation":
      let a = try match(call, [.number("friction", "friction", .any, default: 0.015)])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try ClampingScrollSimulation(friction: a.number("friction"))
        })
    case "exponentialDecay":
      let a = try match(
        call,
        [
          .number("frictionMultiplier", "frictionMultiplier", .any, default: 1),
          .number("absVelocityThreshold", "absVelocityThreshold", .any, default: 0.1),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try ExponentialDecay(
            frictionMultiplier: a.number("frictionMultiplier"),
            absVelocityThreshold: a.number("absVelocityThreshold"))
        })
    case "splineBasedDecay":
      let a = try match(call, [.number("density", "density", .any)])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try SplineBasedDecay(density: a.number("density"))
        })
    case "inertia":
      let a = try match(
        call,
        [
          .number("power", "power", .any, default: 0.8),
          .number("timeConstant", "timeConstant", .any, default: 325),
          .number("restDelta", "restDelta", .any, default: 0.5),
          .number("restSpeed", "restSpeed", .any, default: 0),
          .number("min", "min", .any, default: -.infinity),
          .number("max", "max", .any, default: .infinity),
          .number("bounceStiffness", "bounceStiffness", .any, default: 500),
          .number("bounceDamping", "bounceDamping", .any, default: 10),
        ])
      return .released(
        try build(call, a) { () throws(ParameterError) in
          try Inertia(
            power: a.number("power"), timeConstant: a.number("timeConstant"),
            restDelta: a.number("restDelta"), restSpeed: a.number("restSpeed"),
            min: a.number("min"), max: a.number("max"),
            bounceStiffness: a.number("bounceStiffness"),
            bounceDamping: a.number("bounceDamping"))
        })
    case "springGenerator":
      let a = try match(
        call,
        [
          .number("stiffness", "stiffness", .any, default: 100),
          .number("damping", "damping", .any, default: 10),
          .number("mass", "mass", .any, default: 1),
          .number("restSpeed", "restSpeed", .any, default: 0),
          .number("restDelta", "restDelta", .any, default: 0),
        ])
      return .targeting(
        try build(call, a) { () throws(ParameterError) in
          try SpringGenerator(
            stiffness: a.number("stiffness"), damping: a.number("damping"), mass: a.number("mass"),
            restSpeed: a.number("restSpeed"), restDelta: a.number("restDelta"))
        })
    default:
      throw error("unknown physics model '\(call.name)'", call.column)
    }
  }

  /// `Spring(...)` or a preset, optionally followed by one of the spring endings
  /// (`.overshootClamped`, `.criticallyDampedInRange`).
  func bindSpringModel(_ syntax: SpecSyntax) throws(SpecError) -> PhysicsSpec.Model {
    var syntax = syntax
    // A preset is written as the first modifier (`Spring.bouncy`); an ending follows it.
    let endingIndex = syntax.base.arguments == nil ? 1 : 0
    var ending: CallSyntax?
    if syntax.modifiers.count > endingIndex {
      ending = syntax.modifiers[endingIndex]
      syntax.modifiers.remove(at: endingIndex)
    }
    if let extra = syntax.modifiers.dropFirst(endingIndex).first {
      throw error("a Spring takes one ending; '.\(extra.name)' follows one", extra.column)
    }
    let spring = try bindSpring(syntax)
    guard let ending else { return .spring(spring) }
    if ending.arguments != nil {
      throw error("'.\(ending.name)' takes no arguments", ending.column)
    }
    switch ending.name {
    case "overshootClamped": return .targeting(spring.overshootClamped)
    case "criticallyDampedInRange": return .targeting(spring.criticallyDampedInRange)
    default:
      throw error(
        "unknown Spring ending '.\(ending.name)'; expected .overshootClamped or "
          + ".criticallyDampedInRange", ending.column)
    }
  }

  /// `Spring(...)` in SwiftUI's parameterisations, or a preset `Spring.smooth`/`.snappy`/
  /// `.bouncy`; validated, never clamped.
  func bindSpring(_ syntax: SpecSyntax) throws(SpecError) -> Spring {
    let call = syntax.base
    if call.arguments == nil {
      guard syntax.modifiers.count == 1, let preset = syntax.modifiers.first,
        preset.arguments == nil
      else {
        throw error(
          "'Spring' needs arguments or a preset: Spring(duration:bounce:), Spring.bouncy",
          call.column)
      }
      switch preset.name {
      case "smooth": return .smooth
      case "snappy": return .snappy
      case "bouncy": return .bouncy
      default:
        throw error(
          "unknown Spring preset '\(preset.name)'; expected smooth, snappy or bouncy",
          preset.column)
      }
    }
    return try SpringInitializerTable(context: .model).spring(call, source: source)
  }

  /// Matches `call` after turning `.normal`/`.fast` (and `normal`/`fast`) rate names into
  /// UIKit's numbers.
  func match(_ call: CallSyntax, _ parameters: [SpecSignature.Parameter]) throws(SpecError)
    -> SpecArguments
  {
    var call = call
    if let arguments = call.arguments {
      call.arguments = try arguments.map { argument throws(SpecError) in
        guard argument.label == "rate" else { return argument }
        let name: String
        switch argument.value {
        case .identifier(let word): name = word
        case .call(let member) where member.arguments == nil: name = "." + member.name
        default: return argument
        }
        let rate: Double
        switch name {
        case ".normal", "normal": rate = ScrollViewDeceleration.normal.rate
        case ".fast", "fast": rate = ScrollViewDeceleration.fast.rate
        default:
          throw error(
            "unknown 'rate:' '\(name)' of \(call.name); expected .normal, .fast or a number",
            argument.valueColumn)
        }
        var resolved = argument
        resolved.value = .numbers([
          NumberSyntax(
            value: rate, text: name, isPercentage: false, column: argument.valueColumn)
        ])
        return resolved
      }
    }
    let signature = SpecSignature(name: call.name, parameters: parameters)
    switch signature.match(call, source: source) {
    case .success(let arguments): return arguments
    case .failure(let mismatch): throw mismatch.error
    }
  }

  /// `base` in a ``ClampedSimulation`` with the limits of `arguments` (the existential opened
  /// so the wrapper keeps the concrete model).
  static func clamped(_ base: FreeMotionModel, _ a: SpecArguments) throws(ParameterError)
    -> FreeMotionModel
  {
    func wrap<Base: MotionModel>(_ base: Base) throws(ParameterError) -> FreeMotionModel {
      erased(
        try ClampedSimulation(
          base, xMin: a.number("xMin"), xMax: a.number("xMax"), dxMin: a.number("dxMin"),
          dxMax: a.number("dxMax")))
    }
    return try wrap(base)
  }

  /// Runs a validating initialiser, reporting a ``ParameterError`` at the argument it names.
  func build<M>(
    _ call: CallSyntax, _ arguments: SpecArguments, _ make: () throws(ParameterError) -> M
  )
    throws(SpecError) -> M
  {
    do {
      return try make()
    } catch {
      let column = arguments.columns[error.parameter] ?? call.column
      throw self.error("invalid \(call.name)(...): \(error.description)", column)
    }
  }
}
