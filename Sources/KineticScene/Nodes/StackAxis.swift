/// The direction in which a stack arranges its children.
public enum StackAxis: String, Hashable, Sendable {
  /// Left to right, as `HStack`.
  case horizontal
  /// Top to bottom, as `VStack`.
  case vertical
  /// Back to front, all in the same place, as `ZStack`.
  case depth
}
