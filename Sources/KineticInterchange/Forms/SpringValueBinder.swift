import Kinetic

/// Binds a spring written as a value, as SwiftUI's iOS 17 forms take one:
/// `spring(.bouncy)`, `spring(Spring(mass: 1, stiffness: 100, damping: 10))`,
/// `interpolatingSpring(.snappy)`.
///
/// Accepted values: the presets `.smooth`, `.snappy`, `.bouncy` (bare, or with
/// `(duration:extraBounce:)`), and `Spring(...)` with any of SwiftUI's initialisers —
/// `Spring(duration:bounce:)` (also `Spring()`), `Spring(mass:stiffness:damping:allowOverDamping:)`,
/// `Spring(response:dampingRatio:)` and `Spring(settlingDuration:dampingRatio:epsilon:)`. A
/// leading `.` or `Spring.` before a preset is optional. Values the SwiftUI initialisers would
/// clamp are reported instead, as everywhere in the spec language.
struct SpringValueBinder {
  /// The whole spec, for error messages.
  let source: String

  /// What a spring parameter accepts, for error messages and signatures.
  static let kind = SpecSignature.Kind.call("a Spring")

  /// The spring `call` describes.
  func spring(_ call: CallSyntax) throws(SpecError) -> Spring {
    switch call.name {
    case "smooth", "snappy", "bouncy":
      let signature = SpecSignature(
        name: call.name,
        parameters: [
          .number("duration", "duration", .positive, default: 0.5),
          .number("extraBounce", "extraBounce", .any, default: 0),
        ])
      let a = try SpecOverloads(signatures: [signature]).match(call, source: source).1
      let base = call.name == "smooth" ? 0 : call.name == "snappy" ? 0.15 : 0.3
      let bounce = base + a.number("extraBounce")
      guard bounce > -1 && bounce < 1 else {
        throw SpecError(
          "'extraBounce:' of \(call.name) gives bounce \(bounce), which must be in (-1, 1)",
          column: a.columns["extraBounce"] ?? call.column, source: source)
      }
      return try SpringInitializerTable.validated(
        .durationBounce(duration: a.number("duration"), bounce: bounce), call, source: source)
    case "Spring":
      return try SpringInitializerTable(context: .value).spring(call, source: source)
    default:
      throw SpecError(
        "unknown spring '\(call.name)'; expected .smooth, .snappy, .bouncy or Spring(...)",
        column: call.column, source: source)
    }
  }
}
