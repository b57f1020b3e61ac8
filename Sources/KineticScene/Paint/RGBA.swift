import Kinetic

/// A scene-local colour: gamma-encoded sRGB components and an opacity, each in `0...1`.
///
/// - Note: Kinetic's core `Color` (linear-light interpolation, WCAG contrast) lands separately;
///   until the scene switches to it, `RGBA` interpolates its gamma-encoded components directly,
///   which is what SVG and CSS do by default.
public struct RGBA: Hashable, Sendable {
  /// Red, gamma-encoded sRGB in `0...1`.
  public var red: Double
  /// Green, gamma-encoded sRGB in `0...1`.
  public var green: Double
  /// Blue, gamma-encoded sRGB in `0...1`.
  public var blue: Double
  /// Opacity in `0...1` (1 is opaque).
  public var opacity: Double

  /// Creates a colour; components are stored as given and clamped only when rendered.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A grey with `white` as each component.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from a 24-bit hex value `0xRRGGBB`.
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }

  /// This colour with its opacity multiplied by `factor`.
  public func opacity(_ factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, opacity: opacity * factor)
  }

  /// Components clamped to `0...1`, NaN mapped to 0, so renderers never emit invalid colours.
  var clamped: RGBA {
    func c(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    return RGBA(red: c(red), green: c(green), blue: c(blue), opacity: c(opacity))
  }

  /// The 8-bit channel values of the clamped colour.
  var bytes: (red: Int, green: Int, blue: Int) {
    let c = clamped
    return (
      Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded())
    )
  }

  /// `#rrggbb` of the clamped colour, for SVG.
  var hexString: String {
    let (r, g, b) = bytes
    func two(_ v: Int) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(r) + two(g) + two(b)
  }

  /// Opaque black.
  public static let black = RGBA(white: 0)
  /// Opaque white.
  public static let white = RGBA(white: 1)
  /// Fully transparent black.
  public static let clear = RGBA(white: 0, opacity: 0)
  /// A mid grey.
  public static let gray = RGBA(hex: 0x8E8E93)
  /// Red.
  public static let red = RGBA(hex: 0xFF3B30)
  /// Orange.
  public static let orange = RGBA(hex: 0xFF9500)
  /// Yellow.
  public static let yellow = RGBA(hex: 0xFFCC00)
  /// Green.
  public static let green = RGBA(hex: 0x34C759)
  /// Teal.
  public static let teal = RGBA(hex: 0x30B0C7)
  /// Blue.
  public static let blue = RGBA(hex: 0x007AFF)
  /// Indigo.
  public static let indigo = RGBA(hex: 0x5856D6)
  /// Purple.
  public static let purple = RGBA(hex: 0xAF52DE)
  /// Pink.
  public static let pink = RGBA(hex: 0xFF2D55)
}

extension RGBA: Animatable {
  /// (red, green, blue, opacity): colours interpolate component-wise.
  public var animatableData: SIMD4<Double> {
    get { SIMD4(red, green, blue, opacity) }
    set {
      red = newValue[0]
      green = newValue[1]
      blue = newValue[2]
      opacity = newValue[3]
    }
  }
}
