/// A bound argument value.
enum SpecValue: Equatable, Sendable {
  case number(Double)
  case boolean(Bool)
  case keyword(String)
  /// A nested call, bound by the caller (`.spring(.bouncy)`'s `.bouncy`).
  case call(CallSyntax)
}
