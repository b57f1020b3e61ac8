import Kinetic

/// Binds the physics forms of the spec language (see ``PhysicsSpec``): looks the model up in
/// the table of forms (``SpecFormTable/physicsModels``), matches the row's labels, resolves
/// `.normal`/`.fast` rates, and builds the model through its validating initialiser, turning a
/// ``ParameterError`` into a ``SpecError`` at the offending argument.
struct PhysicsSpecBinder {
  let source: String

  func error(_ message: String, _ column: Int) -> SpecError {
    SpecError(message, column: column, source: source)
  }

  /// The model `syntax` writes, bound by its row of ``SpecFormTable/physicsModels``.
  func bind(_ syntax: SpecSyntax) throws(SpecError) -> PhysicsSpec.Model {
    let call = syntax.base
    guard let form = SpecFormTable.physicsForm(named: call.name) else {
      throw error("unknown physics model '\(call.name)'", call.column)
    }
    return try form.bind(self, syntax)
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
