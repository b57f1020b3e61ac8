/// A bound argument value.
enum SpecValue: Equatable, Sendable {
  case number(Double)
  case boolean(Bool)
  case keyword(String)
  /// A nested call, bound by the caller (`.spring(.bouncy)`'s `.bouncy`).
  case call(CallSyntax)
  /// A call with member calls after it, bound by the caller (a transition's
  /// `.opacity.combined(with: .scale)` as an argument).
  case chain(SpecSyntax)
}
