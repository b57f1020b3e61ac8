// Pure sRGB primaries and secondaries, as CSS and image editors define them. Apple's system
// colours (SwiftUI's `.red`, `.blue`, …) are adaptive per platform and appearance, so Kinetic
// does not pretend to reproduce them.
extension Color {
  /// Opaque black, `#000000`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white, `#FFFFFF`.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque middle grey, `#808080` (gamma-encoded 128/255; about 21.6 % linear light).
  public static let gray = Color(white: 128.0 / 255)
  /// Fully transparent black, as SwiftUI's `Color.clear`.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// Opaque red primary, `#FF0000`.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Opaque green primary, `#00FF00` (CSS calls it `lime`).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Opaque blue primary, `#0000FF`.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Opaque cyan, `#00FFFF`.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Opaque magenta, `#FF00FF`.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Opaque yellow, `#FFFF00`.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Opaque orange, `#FF8000`.
  public static let orange = Color(red: 1, green: 128.0 / 255, blue: 0)
  /// Opaque purple, `#800080`.
  public static let purple = Color(red: 128.0 / 255, green: 0, blue: 128.0 / 255)
}
