/// Why ``Color/init(validating:red:green:blue:opacity:)`` refused a component.
public struct ColorComponentError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The component: `"red"`, `"green"`, `"blue"` or `"opacity"`.
  public var component: String
  /// The value given for it.
  public var value: Double

  /// Creates an error naming `component` and its `value`.
  public init(component: String, value: Double) {
    self.component = component
    self.value = value
  }

  /// A one-line message naming the component and its value.
  public var description: String {
    "colour component \(component) is \(value), not a finite number"
  }

  // NaN is not equal to itself; two errors about the same NaN component are.
  public static func == (a: Self, b: Self) -> Bool {
    a.component == b.component && (a.value == b.value || (a.value.isNaN && b.value.isNaN))
  }
}
