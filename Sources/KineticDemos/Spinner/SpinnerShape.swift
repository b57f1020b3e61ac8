/// The shape each replicated instance of a ``ReplicatorSpinner`` draws.
public enum SpinnerShape: String, Hashable, Sendable, CaseIterable {
  /// A dot.
  case circle
  /// A small square.
  case square
  /// An upward-pointing triangle, so the rotation of each instance is visible.
  case triangle
}
