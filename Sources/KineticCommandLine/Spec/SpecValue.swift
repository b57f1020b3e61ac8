/// A bound argument value.
enum SpecValue: Equatable, Sendable {
  case number(Double)
  case boolean(Bool)
  case keyword(String)
}
