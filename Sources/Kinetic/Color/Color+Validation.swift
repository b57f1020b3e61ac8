extension Color {
  /// A colour from red, green and blue components and an opacity, or ``ColorComponentError``
  /// naming the first one that is not a finite number.
  ///
  /// ``init(_:red:green:blue:opacity:)`` has SwiftUI's shape, which cannot throw, and reads a
  /// NaN component as 0 (so `Color(red: .nan, green: 0, blue: 0)` is black, as documented
  /// there); use this one where the numbers come from outside (a file, a command line) and a
  /// NaN or infinity is a mistake to report. Finite values outside `0...1` are kept (extended
  /// sRGB), exactly as the non-validating initialiser keeps them.
  ///
  /// - Parameters:
  ///   - colorSpace: How to read the components: `.sRGB` (gamma-encoded) or `.sRGBLinear`.
  ///   - red: The red component, finite.
  ///   - green: The green component, finite.
  ///   - blue: The blue component, finite.
  ///   - opacity: The opacity, finite; 1 by default.
  /// - Throws: ``ColorComponentError`` for the first non-finite component, in the order red,
  ///   green, blue, opacity.
  public init(
    validating colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) throws(ColorComponentError) {
    for (name, value) in [("red", red), ("green", green), ("blue", blue), ("opacity", opacity)]
    where !value.isFinite {
      throw ColorComponentError(component: name, value: value)
    }
    self.init(colorSpace, red: red, green: green, blue: blue, opacity: opacity)
  }
}
