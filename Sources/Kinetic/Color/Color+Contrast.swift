extension Color {
  /// The WCAG 2.x relative luminance: `L = 0.2126 R + 0.7152 G + 0.0722 B` of the linear-light
  /// components, 0 for black and 1 for white.
  ///
  /// Components are clamped to `0...1` first (WCAG is defined for displayable colours; a NaN
  /// component, which only direct assignment can store, counts as 0) and the
  /// opacity is ignored: composite a translucent colour over its background with
  /// ``blendedOver(_:in:)`` before asking.
  public var relativeLuminance: Double {
    func clamped(_ x: Double) -> Double { x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1) }
    return 0.2126 * clamped(linearRed) + 0.7152 * clamped(linearGreen) + 0.0722
      * clamped(linearBlue)
  }

  /// The WCAG 2.x contrast ratio between this colour and `other`:
  /// `(L₁ + 0.05) / (L₂ + 0.05)` with `L₁` the lighter relative luminance.
  ///
  /// Symmetric, from 1 (equal luminance) to 21 (black and white). WCAG asks at least 4.5 for
  /// body text (AA) and 7 for AAA. Opacities are ignored (see ``relativeLuminance``).
  ///
  /// - Parameter other: The other colour, typically the background.
  public func contrastRatio(with other: Color) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
  }
}
