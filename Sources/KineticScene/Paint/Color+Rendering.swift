import Kinetic

// What the renderers need from a colour: gamma-encoded sRGB bytes for SVG and ANSI, clamped so
// that an overshooting animation or a NaN never produces an invalid document.

extension Color {
  /// A component clamped to `0...1`, NaN mapped to 0.
  static func clampedUnit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

  /// The gamma-encoded sRGB components, clamped to `0...1`.
  var clampedEncoded: SIMD3<Double> {
    SIMD3(Color.clampedUnit(red), Color.clampedUnit(green), Color.clampedUnit(blue))
  }

  /// The opacity clamped to `0...1`.
  var clampedOpacity: Double { Color.clampedUnit(opacity) }

  /// The 8-bit gamma-encoded channel values.
  var bytes: (red: Int, green: Int, blue: Int) {
    let c = clampedEncoded * 255
    return (Int(c.x.rounded()), Int(c.y.rounded()), Int(c.z.rounded()))
  }

  /// `#rrggbb` for SVG (opacity is written separately).
  var svgHex: String {
    let (r, g, b) = bytes
    func two(_ v: Int) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(r) + two(g) + two(b)
  }
}
