import Kinetic

/// The colours of one neumorphic theme. Neumorphic controls are made of the background itself,
/// lifted by a light shadow on one side and a dark shadow on the other, so both shadow colours
/// are derived from the background rather than chosen.
public struct NeumorphicPalette: Hashable, Sendable {
  /// The theme's name, e.g. `dark`.
  public var name: String
  /// The surface everything sits on; raised controls share it.
  public var background: Color
  /// The primary label colour on raised and pressed controls.
  public var label: Color
  /// The secondary (caption) label colour; soft greys are typical of neumorphism and are where
  /// contrast usually fails.
  public var secondaryLabel: Color
  /// The fill of a control that is switched on.
  public var accent: Color
  /// The label colour on ``accent``.
  public var accentLabel: Color
  /// How far the light shadow moves the background towards white, in `0...1`.
  public var lightening: Double
  /// How far the dark shadow moves the background towards black, in `0...1`.
  public var darkening: Double

  /// Creates a palette.
  ///
  /// - Parameters:
  ///   - name: The palette's name, as the demo's options spell it.
  ///   - background: The surface colour, shared by the view and its surroundings.
  ///   - label: The primary text colour.
  ///   - secondaryLabel: The secondary text colour.
  ///   - accent: The accent (highlight) colour.
  ///   - accentLabel: The label colour on `accent`.
  ///   - lightening: Fraction of the way from the background to white for the light shadow,
  ///     in gamma-encoded sRGB (as design tools mix); 0.08 by default.
  ///   - darkening: Fraction of the way from the background to black for the dark shadow;
  ///     0.35 by default (dark shadows need more to read on a dark surface).
  public init(
    name: String, background: Color, label: Color, secondaryLabel: Color, accent: Color,
    accentLabel: Color, lightening: Double = 0.08, darkening: Double = 0.35
  ) {
    self.name = name
    self.background = background
    self.label = label
    self.secondaryLabel = secondaryLabel
    self.accent = accent
    self.accentLabel = accentLabel
    self.lightening = lightening
    self.darkening = darkening
  }

  /// The highlight cast towards the light (top leading): ``background`` lightened by
  /// ``lightening``.
  public var lightShadow: Color { Self.lightened(background, by: lightening) }

  /// The shadow cast away from the light (bottom trailing): ``background`` darkened by
  /// ``darkening``.
  public var darkShadow: Color { Self.darkened(background, by: darkening) }

  /// The face of a pressed control: the background darkened slightly, as if pushed into it.
  public var pressedSurface: Color { Self.darkened(background, by: 0.06) }

  /// `color` moved `amount` of the way towards white in gamma-encoded sRGB:
  /// `c + (1 − c) · amount` per component; opacity kept. `amount` is clamped to `0...1`.
  public static func lightened(_ color: Color, by amount: Double) -> Color {
    var result = color.interpolated(towards: .white, amount: clampedUnit(amount), in: .sRGB)
    result.opacity = color.opacity
    return result
  }

  /// `color` moved `amount` of the way towards black in gamma-encoded sRGB: `c · (1 − amount)`
  /// per component; opacity kept. `amount` is clamped to `0...1`.
  public static func darkened(_ color: Color, by amount: Double) -> Color {
    var result = color.interpolated(towards: .black, amount: clampedUnit(amount), in: .sRGB)
    result.opacity = color.opacity
    return result
  }

  private static func clampedUnit(_ x: Double) -> Double {
    x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1)
  }

  /// The dark theme: slate `#2C2F36` with near-white labels, a soft grey caption `#8B8F97`
  /// (about 4.1:1, below AA, as neumorphic captions often are) and a blue `#5B9BFF` accent
  /// with a near-black label.
  public static let dark = NeumorphicPalette(
    name: "dark", background: hex("#2C2F36"), label: hex("#E8EAED"),
    secondaryLabel: hex("#8B8F97"), accent: hex("#5B9BFF"), accentLabel: hex("#0B1020"),
    lightening: 0.14, darkening: 0.45)

  /// The colourful theme: violet `#6C5CE7` with white labels (just over AA), a lavender caption
  /// `#C9C4FA` (about 3:1, failing) and a yellow `#FDCB6E` accent with a dark olive label.
  public static let colourful = NeumorphicPalette(
    name: "colourful", background: hex("#6C5CE7"), label: .white,
    secondaryLabel: hex("#C9C4FA"), accent: hex("#FDCB6E"), accentLabel: hex("#2D2A00"),
    lightening: 0.22, darkening: 0.3)

  /// The built-in palettes, dark first.
  public static let all: [NeumorphicPalette] = [.dark, .colourful]

  private static func hex(_ text: String) -> Color {
    // The literals above are valid; the fallback only keeps this total.
    (try? Color(hex: text)) ?? .black
  }
}
