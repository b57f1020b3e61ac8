import Kinetic

/// The demos' colours: Apple's light-mode system colours (gamma-encoded sRGB), which read
/// better on white than the pure primaries of ``Kinetic/Color``'s named colours.
enum DemoPalette {
  private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
    Color(red: r / 255, green: g / 255, blue: b / 255)
  }
  static let blue = rgb(0, 122, 255)
  static let green = rgb(52, 199, 89)
  static let orange = rgb(255, 149, 0)
  static let red = rgb(255, 59, 48)
  static let teal = rgb(48, 176, 199)
  static let gray = rgb(142, 142, 147)
}
