extension Color {
  /// Returns the colour `amount` of the way from this colour towards `other`, interpolating
  /// the components as encoded in `colorSpace`.
  ///
  /// - ``RGBColorSpace/sRGBLinear``: linear-light components, the same result as
  ///   ``Animatable/interpolated(towards:amount:)`` (and as SwiftUI animations). The midpoint
  ///   of black and white is 50 % light, which encodes to about `#BCBCBC`.
  /// - ``RGBColorSpace/sRGB``: gamma-encoded components, as CSS gradients and most image
  ///   editors do by default. The midpoint of black and white is `#808080` (about 21.6 % light).
  ///
  /// Opacity is interpolated linearly in both cases and is not premultiplied. The result is
  /// exactly `self` at `amount == 0` and exactly `other` at `amount == 1`.
  ///
  /// - Parameters:
  ///   - other: The colour to move towards.
  ///   - amount: The fraction of the way to move; values outside `0...1` extrapolate.
  ///   - colorSpace: The encoding in which components are interpolated.
  public func interpolated(towards other: Color, amount: Double, in colorSpace: RGBColorSpace)
    -> Color
  {
    if amount == 0 { return self }
    if amount == 1 { return other }
    switch colorSpace {
    case .sRGBLinear:
      var result = self
      result.animatableData.interpolate(towards: other.animatableData, amount: amount)
      return result
    case .sRGB:
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
      return Color(
        .sRGB, red: mix(red, other.red), green: mix(green, other.green),
        blue: mix(blue, other.blue),
        opacity: mix(opacity, other.opacity))
    }
  }
}
