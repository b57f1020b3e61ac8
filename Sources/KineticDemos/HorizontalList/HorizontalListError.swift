/// Why a ``HorizontalList`` or ``HorizontalListScroll`` could not be built; each case names the
/// offending value.
public enum HorizontalListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The number of cards is negative.
  case invalidItemCount(Int)
  /// A length (card width, spacing or viewport width) is not finite or out of range.
  case invalidLength(name: String, value: Double)
  /// A gesture's start time, duration or velocity is not finite or out of range.
  case invalidGesture(index: Int, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidItemCount(let count):
      "horizontal list: item count \(count) is negative"
    case .invalidLength(let name, let value):
      "horizontal list: \(name) \(value) must be finite and \(name == "spacing" ? "≥ 0" : "> 0")"
    case .invalidGesture(let index, let reason):
      "horizontal list: gesture \(index): \(reason)"
    }
  }
}
