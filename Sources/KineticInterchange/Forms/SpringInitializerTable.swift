import Kinetic

/// SwiftUI's `Spring(...)` initialisers as spec signatures, built in one place for the two
/// places a spec writes `Spring(...)`:
///
/// - ``Context/model``: the `Spring` type itself as a physics spec (`kinetic eval
///   'Spring(mass: 1, stiffness: 100, damping: 5)'`), a motion with no end. Over-damping is
///   always allowed (there is no animation for SwiftUI to clamp) and `dampingRatio` defaults to
///   1; `settlingDuration:` is not offered.
/// - ``Context/value``: a spring passed to an animation (`.spring(Spring(...))`), where
///   SwiftUI's `allowOverDamping:` and `Spring(settlingDuration:dampingRatio:epsilon:)` apply.
///
/// Each context keeps its own overload order, which decides the first match and the order
/// signatures are listed in errors.
struct SpringInitializerTable {
  /// Where `Spring(...)` is written.
  enum Context {
    /// The `Spring` type as a physics model (``PhysicsSpecBinder``).
    case model
    /// A spring value given to an animation (``SpringValueBinder``).
    case value
  }

  /// SwiftUI's `Spring` initialisers.
  enum Initializer {
    case durationBounce, massStiffnessDamping, responseDampingRatio, settlingDuration
  }

  let context: Context

  /// The initialisers offered, in the order they are tried.
  var initializers: [Initializer] {
    switch context {
    case .model: return [.massStiffnessDamping, .durationBounce, .responseDampingRatio]
    case .value:
      return [.durationBounce, .massStiffnessDamping, .responseDampingRatio, .settlingDuration]
    }
  }

  /// The signature of `initializer` in this context.
  func signature(_ initializer: Initializer) -> SpecSignature {
    let parameters: [SpecSignature.Parameter]
    switch initializer {
    case .durationBounce:
      parameters = [
        .number("duration", "duration", .positive, default: Animation.SpringDefaults.duration),
        .number("bounce", "bounce", .bounce, default: Animation.SpringDefaults.bounce),
      ]
    case .massStiffnessDamping:
      parameters =
        [
          .number("mass", "mass", .positive, default: Animation.SpringDefaults.mass),
          .number("stiffness", "stiffness", .positive),
          .number("damping", "damping", .nonNegative),
        ] + (context == .value ? [.boolean("allowOverDamping", default: false)] : [])
    case .responseDampingRatio:
      parameters = [
        .number("response", "response", .positive),
        .number(
          "dampingRatio", "dampingRatio", .nonNegative, default: context == .model ? 1 : nil),
      ]
    case .settlingDuration:
      parameters = [
        .number("settlingDuration", "settlingDuration", .positive),
        .number("dampingRatio", "dampingRatio", .positive),
        .number("epsilon", "epsilon", .positive, default: Spring.defaultSettlingEpsilon),
      ]
    }
    return SpecSignature(name: "Spring", parameters: parameters)
  }

  /// The validated spring `call` (named `Spring`) describes.
  /// - Throws: ``SpecError`` at the argument that matches no overload, or at the call for a
  ///   spring SwiftUI's initialisers would reject.
  func spring(_ call: CallSyntax, source: String) throws(SpecError) -> Spring {
    let initializers = self.initializers
    let overloads = SpecOverloads(signatures: initializers.map(signature))
    let (index, a) = try overloads.match(call, source: source)
    let parameters: Spring.Parameters
    switch initializers[index] {
    case .durationBounce:
      parameters = .durationBounce(duration: a.number("duration"), bounce: a.number("bounce"))
    case .massStiffnessDamping:
      parameters = .massStiffnessDamping(
        mass: a.number("mass"), stiffness: a.number("stiffness"), damping: a.number("damping"),
        allowOverDamping: context == .model || a.boolean("allowOverDamping"))
    case .responseDampingRatio:
      parameters = .responseDampingRatio(
        response: a.number("response"), dampingRatio: a.number("dampingRatio"))
    case .settlingDuration:
      parameters = .settlingDuration(
        settlingDuration: a.number("settlingDuration"), dampingRatio: a.number("dampingRatio"),
        epsilon: a.number("epsilon"))
    }
    return try Self.validated(parameters, call, source: source)
  }

  /// A spring validated as SwiftUI's initialisers would accept it, or the validation error at
  /// `call`.
  static func validated(_ parameters: Spring.Parameters, _ call: CallSyntax, source: String)
    throws(SpecError) -> Spring
  {
    do {
      return try Spring(validating: parameters)
    } catch {
      throw SpecError(
        "invalid \(call.name)(...): \(error.description)", column: call.column, source: source)
    }
  }
}
