/// The look a neumorphic control is in.
public enum NeumorphicControlState: String, Hashable, Sendable, CaseIterable {
  /// Unpressed: lifted out of the background by an outer light and dark shadow.
  case raised
  /// Held down: pushed into the background, inner shadows, slightly smaller and darker.
  case pressed
  /// A toggle switched on: pushed in and filled with the accent colour.
  case on
}
