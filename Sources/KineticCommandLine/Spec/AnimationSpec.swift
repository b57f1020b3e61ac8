import Kinetic

/// An animation spec, parsed and bound: the text a user pasted from SwiftUI or CSS
/// (`spring(duration: 0.5, bounce: 0.3).delay(0.2)`, `cubic-bezier(0.25, 0.1, 0.25, 1)`) turned
/// into an ``Animation``.
///
/// CSS forms last 1 s, so that time equals input progress. Bare `linear` is SwiftUI's (0.35 s);
/// `linear(...)` with stops is CSS's.
public struct AnimationSpec: Sendable {
  /// What the base of a spec is, which decides what the subcommands can do with it.
  enum Family: Sendable, Equatable {
    case timingCurve
    case css
    case spring
  }

  /// The spec as given.
  public let source: String
  /// The animation the spec describes, modifiers included.
  public let animation: Animation
  let family: Family
  /// The timing function of the base, for curve specs.
  let curve: (any ProgressCurve)?
  /// The spring of the base, for spring specs.
  let spring: Spring?
  /// The names of the modifiers applied, in order.
  let modifierNames: [String]

  /// Parses and binds `source`.
  ///
  /// - Throws: ``SpecError`` naming the offending token and its column, or
  ///   ``CommandLineError`` when the spec needs a feature this build lacks.
  public static func parse(_ source: String) throws -> AnimationSpec {
    let syntax = try SpecParser.parse(source)
    return try SpecBinder(source: source).bind(syntax)
  }
}
