extension Color {
  /// Composites this colour over `background` with the Porter–Duff source-over operator.
  ///
  /// With straight opacities `αs` (this colour) and `αb`:
  /// `αo = αs + αb (1 − αs)` and `Co = (Cs αs + Cb αb (1 − αs)) / αo`, each component `C` taken
  /// in `colorSpace`; a fully transparent result is ``clear``.
  ///
  /// The default is gamma-encoded ``RGBColorSpace/sRGB`` because that is how browsers and
  /// Core Graphics composite by default, so the result matches what a screen shows (and what
  /// contrast checkers measure); pass ``RGBColorSpace/sRGBLinear`` for physically linear
  /// blending.
  ///
  /// - Parameters:
  ///   - background: The colour underneath.
  ///   - colorSpace: The encoding in which components are blended.
  /// - Returns: The composite; opaque whenever `background` is opaque.
  public func blendedOver(_ background: Color, in colorSpace: RGBColorSpace = .sRGB) -> Color {
    let sourceAlpha = opacity
    let backgroundWeight = background.opacity * (1 - sourceAlpha)
    let alpha = sourceAlpha + backgroundWeight
    guard alpha > 0 else { return .clear }
    // Nothing shows through: return the stored components untouched rather than sending them
    // through the transfer function and back.
    if backgroundWeight == 0 { return opacity(1) }
    func blend(_ source: Double, _ under: Double) -> Double {
      let s = colorSpace.encodedComponent(source)
      let b = colorSpace.encodedComponent(under)
      return colorSpace.linearComponent((s * sourceAlpha + b * backgroundWeight) / alpha)
    }
    var result = Color(red: 0, green: 0, blue: 0, opacity: alpha)
    result.linearRed = blend(linearRed, background.linearRed)
    result.linearGreen = blend(linearGreen, background.linearGreen)
    result.linearBlue = blend(linearBlue, background.linearBlue)
    return result
  }
}
