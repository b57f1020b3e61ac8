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
          .number(
            "duration", "duration", .positive, default: Animation.SpringDefaults.duration),
          .number(
            "extraBounce", "extraBounce", .any, default: Animation.SpringDefaults.extraBounce),
        ])
      let a = try SpecOverloads(signatures: [signature]).match(call, source: source).1
      guard let preset = Spring.Preset(rawValue: call.name) else {
        throw SpecError(
          "unknown spring preset '\(call.name)'", column: call.column, source: source)
      }
      let bounce = preset.bounce + a.number("extraBounce")
      if let violation = NumberConstraint.bounce.violation(bounce) {
        throw SpecError(
          "'extraBounce:' of \(call.name) gives bounce \(bounce), which \(violation)",
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
