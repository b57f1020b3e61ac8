extension Color: Animatable {
  /// `SIMD4(linearRed, linearGreen, linearBlue, opacity)`: animations interpolate linear light
  /// and straight (unpremultiplied) opacity, as SwiftUI animates resolved colours.
  ///
  /// Reading and writing are exact inverses (these are the stored values), so an animation
  /// ends on exactly the target colour. Intermediate values may leave `0...1` when a spring
  /// overshoots; they are kept, not clamped.
  @inlinable
  public var animatableData: SIMD4<Double> {
    get { SIMD4(linearRed, linearGreen, linearBlue, opacity) }
    set {
      linearRed = newValue.x
      linearGreen = newValue.y
      linearBlue = newValue.z
      opacity = newValue.w
    }
  }
}
