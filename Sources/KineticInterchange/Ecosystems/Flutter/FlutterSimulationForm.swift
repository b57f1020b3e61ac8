import Kinetic

/// Flutter's simulations as Flutter code constructs them, with their own start, end and
/// velocity, read into a ``PhysicsSpec`` that carries that release: positions and velocities
/// come out in the units of the simulation's own arguments, as Flutter's `x(t)` and `dx(t)` do
/// (flutter/packages/flutter/lib/src/physics/: spring_simulation.dart, friction_simulation.dart,
/// gravity_simulation.dart; widgets/scroll_simulation.dart):
///
///     SpringSimulation(SpringDescription(mass: 1, stiffness: 100, damping: 10), 0, 300, 0)
///     FrictionSimulation(0.3, 100.0, 400.0)                 // drag, position, velocity
///     BoundedFrictionSimulation(0.3, 100.0, 400.0, 50.0, 150.0)
///     GravitySimulation(200.0, 100.0, 600.0, 0.0)           // acceleration, distance, end, v
///     BouncingScrollSimulation(position: 100, velocity: 800, leadingExtent: 0,
///       trailingExtent: 300, spring: SpringDescription.withDampingRatio(mass: 1, stiffness: 50))
///     ClampingScrollSimulation(position: 0, velocity: 1000)
///
/// The spec language's own labelled forms (`FrictionSimulation(drag: 0.3)`), which take their
/// release from `--from` and `--velocity`, are read by ``PhysicsSpecBinder``.
enum FlutterSimulationForm {
  /// The constructors read here (``recognises(_:)`` tells their forms apart).
  static let simulations = [
    "SpringSimulation", "FrictionSimulation", "BoundedFrictionSimulation", "GravitySimulation",
    "BouncingScrollSimulation", "ClampingScrollSimulation",
  ]

  /// Whether `source` is one of Flutter's simulations written as Flutter constructs it: a
  /// spring simulation with a description first, a friction or gravity simulation with its
  /// position (and velocity) among its positional arguments, a scroll simulation with a
  /// `position:`.
  static func recognises(_ source: String) -> Bool {
    // Asked of every spec parsed: most name no simulation at all, and need no parse.
    guard simulations.contains(where: { source.containsUTF8($0) }),
      let (name, arguments, _) = call(source)
    else { return false }
    let positional = arguments.filter { $0.label == nil }.count
    switch name {
    case "SpringSimulation":
      return arguments.first.map { $0.label == nil && $0.value.dottedName != nil } ?? false
    case "FrictionSimulation": return positional >= 3
    case "BoundedFrictionSimulation": return positional >= 5
    case "GravitySimulation": return positional >= 4
    case "BouncingScrollSimulation", "ClampingScrollSimulation":
      return arguments.contains { $0.label == "position" }
    default: return false
    }
  }

  /// The call `source` is, read as Flutter code.
  private static func call(_ source: String) -> (String, [ForeignArgument], Int)? {
    guard let value = try? ForeignParser.parse(source),
      case .call(let parts, let arguments, let column) = value, parts.count == 1
    else { return nil }
    return (parts[0], arguments, column)
  }

  /// Reads `source` (which ``recognises(_:)``).
  ///
  /// - Throws: ``SpecError`` naming the argument at fault.
  static func parse(_ source: String) throws(SpecError) -> PhysicsSpec {
    let value: ForeignValue
    do {
      value = try ForeignParser.parse(source)
    } catch {
      throw SpecError("in Flutter: \(error.message)", column: error.column, source: source)
    }
    guard case .call(let parts, let arguments, let column) = value, let name = parts.first else {
      throw SpecError("in Flutter: expected a simulation", column: value.column, source: source)
    }
    let binder = ForeignBinder(source: source)
    let form = "Flutter \(name)"
    func build<M>(_ make: () throws(ParameterError) -> M) throws(SpecError) -> M {
      do {
        return try make()
      } catch {
        throw SpecError("in \(form): \(error.description)", column: column, source: source)
      }
    }
    func description(_ argument: ForeignArgument?) throws(SpecError) -> FlutterSpringDescription {
      guard let argument else {
        throw SpecError("in \(form): missing 'spring'", column: column, source: source)
      }
      return FlutterSpringDescription(try binder.flutterSpringDescription(argument.value))
    }
    func number(_ a: [String: ForeignArgument], _ key: String, default value: Double? = nil)
      throws(SpecError) -> Double
    {
      try binder.number(
        a[key], key, form: form, default: value,
        constants: ["double.infinity": .infinity, "double.negativeInfinity": -.infinity])
    }
    let tolerance = try self.tolerance(arguments, binder: binder, form: form)
    let model: PhysicsSpec.Model
    let release: PhysicsSpec.Release
    switch name {
    case "SpringSimulation":
      let a = try binder.match(
        arguments, ["spring", "start", "end", "velocity", "tolerance", "snapToEnd"], form: form,
        column: column)
      let snap = try flag(a["snapToEnd"], form: form, source: source)
      let spring = try description(a["spring"])
      model = .targeting(
        try build { () throws(ParameterError) in
          try SpringSimulation(spring, tolerance: tolerance, snapToEnd: snap)
        })
      release = .init(
        from: try number(a, "start"), to: try number(a, "end"), velocity: try number(a, "velocity"))
    case "FrictionSimulation":
      let a = try binder.match(
        arguments, ["drag", "position", "velocity", "tolerance", "constantDeceleration"],
        form: form, column: column)
      let (drag, deceleration) = (
        try number(a, "drag"), try number(a, "constantDeceleration", default: 0)
      )
      model = .released(
        try build { () throws(ParameterError) in
          try FrictionSimulation(
            drag: drag, constantDeceleration: deceleration, tolerance: tolerance)
        })
      release = .init(
        from: try number(a, "position"), to: 0, velocity: try number(a, "velocity"))
    case "BoundedFrictionSimulation":
      let a = try binder.match(
        arguments, ["drag", "position", "velocity", "minX", "maxX"], form: form, column: column)
      let (drag, low, high) = (try number(a, "drag"), try number(a, "minX"), try number(a, "maxX"))
      model = .released(
        try build { () throws(ParameterError) in
          try BoundedFrictionSimulation(drag: drag, min: low, max: high, tolerance: tolerance)
        })
      release = .init(
        from: try number(a, "position"), to: 0, velocity: try number(a, "velocity"))
    case "GravitySimulation":
      let a = try binder.match(
        arguments, ["acceleration", "distance", "endDistance", "velocity"], form: form,
        column: column)
      let (acceleration, end) = (try number(a, "acceleration"), try number(a, "endDistance"))
      model = .released(
        try build { () throws(ParameterError) in
          try GravitySimulation(acceleration: acceleration, endDistance: end)
        })
      release = .init(
        from: try number(a, "distance"), to: 0, velocity: try number(a, "velocity"))
    case "BouncingScrollSimulation":
      let a = try binder.match(
        arguments,
        [
          "position", "velocity", "leadingExtent", "trailingExtent", "spring",
          "constantDeceleration", "tolerance",
        ], form: form, column: column)
      let spring = try description(a["spring"])
      let (leading, trailing) = (try number(a, "leadingExtent"), try number(a, "trailingExtent"))
      let deceleration = try number(a, "constantDeceleration", default: 0)
      model = .released(
        try build { () throws(ParameterError) in
          try BouncingScrollSimulation(
            leadingExtent: leading, trailingExtent: trailing, spring: spring,
            constantDeceleration: deceleration, tolerance: tolerance)
        })
      release = .init(
        from: try number(a, "position"), to: 0, velocity: try number(a, "velocity"))
    default:
      let a = try binder.match(
        arguments, ["position", "velocity", "friction", "tolerance"], form: form, column: column)
      let friction = try number(a, "friction", default: 0.015)
      model = .released(
        try build { () throws(ParameterError) in try ClampingScrollSimulation(friction: friction) })
      release = .init(
        from: try number(a, "position"), to: 0, velocity: try number(a, "velocity"))
    }
    return PhysicsSpec(source: source, model: model, release: release)
  }

  /// Flutter's `Tolerance(distance:, time:, velocity:)` argument (1e-3 each by default), which
  /// decides when a simulation is done.
  private static func tolerance(_ arguments: [ForeignArgument], binder: ForeignBinder, form: String)
    throws(SpecError) -> Tolerance
  {
    guard let argument = arguments.first(where: { $0.label == "tolerance" }) else {
      return .default
    }
    guard case .call(["Tolerance"], let fields, let column) = argument.value else {
      throw binder.error(
        "in \(form): 'tolerance' takes Tolerance(distance:, time:, velocity:)",
        argument.value.column)
    }
    let a = try binder.match(
      fields, ["distance", "time", "velocity"], form: "Flutter Tolerance", column: column)
    func field(_ key: String) throws(SpecError) -> Double {
      try binder.number(a[key], key, form: "Flutter Tolerance", default: 1e-3, .nonNegative)
    }
    let (distance, time, velocity) = (
      try field("distance"), try field("time"), try field("velocity")
    )
    do {
      return try Tolerance(distance: distance, time: time, velocity: velocity)
    } catch {
      throw binder.error("in Flutter Tolerance: \(error.description)", column)
    }
  }

  /// A Dart `bool` argument, false when absent.
  private static func flag(_ argument: ForeignArgument?, form: String, source: String)
    throws(SpecError) -> Bool
  {
    guard let argument else { return false }
    switch argument.value.dottedName {
    case "true": return true
    case "false": return false
    default:
      throw SpecError(
        "in \(form): '\(argument.label ?? "")' is true or false", column: argument.value.column,
        source: source)
    }
  }
}
