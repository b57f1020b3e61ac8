import CKineticMath

// The sRGB transfer function of IEC 61966-2-1 (also the one WCAG 2.x prescribes for relative
// luminance, with the corrected 0.04045 threshold).
extension Color {
  /// Decodes a gamma-encoded sRGB component to linear light.
  ///
  /// `c / 12.92` for `|c| ≤ 0.04045`, else `((|c| + 0.055) / 1.055)^2.4` with the sign of `c`.
  /// Mirroring negative values (extended sRGB) keeps the function odd, monotone and invertible
  /// on the whole real line, so out-of-gamut values met while animating stay finite.
  ///
  /// In `Double`, `(1 + 0.055) / 1.055` rounds to exactly 1, so 1 maps to 1.
  ///
  /// - Parameter encoded: A gamma-encoded component, nominally in `0...1`.
  /// - Returns: The linear-light component; 0 ↦ 0 and 1 ↦ 1 exactly.
  @inlinable
  public static func linearSRGB(fromEncoded encoded: Double) -> Double {
    let magnitude = Swift.abs(encoded)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -linear : linear
  }

  /// Encodes a linear-light component with the sRGB transfer function.
  ///
  /// `12.92 · l` for `|l| ≤ 0.0031308`, else `1.055 · |l|^(1/2.4) − 0.055` with the sign of `l`;
  /// the inverse of ``linearSRGB(fromEncoded:)`` to within a few ulps.
  ///
  /// - Parameter linear: A linear-light component, nominally in `0...1`.
  /// - Returns: The gamma-encoded component; 0 ↦ 0 and 1 ↦ 1 exactly.
  @inlinable
  public static func encodedSRGB(fromLinear linear: Double) -> Double {
    let magnitude = Swift.abs(linear)
    let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : encodedPower(pow(magnitude, 1 / 2.4))
    return linear < 0 ? -encoded : encoded
  }

  /// `1.055 p − 0.055`, evaluated as `p + 0.055 (p − 1)`: the textbook form rounds to
  /// 1 − 2⁻⁵³ at p = 1, while this one gives exactly 1 there and stays within a few ulps
  /// elsewhere (`p − 1` is exact for p ≥ 0.5 and the correction term is small below).
  @inlinable
  static func encodedPower(_ p: Double) -> Double { p + 0.055 * (p - 1) }
}
