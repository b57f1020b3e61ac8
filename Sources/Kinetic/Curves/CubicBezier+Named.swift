extension CubicBezier {
  /// A cubic Bezier with a name: its CSS keyword and, where SwiftUI has the same curve, its
  /// SwiftUI name.
  public struct Named: Sendable {
    /// `ease`, `ease-in`, `ease-out` or `ease-in-out`.
    public let cssKeyword: String
    /// `easeIn`, `easeOut`, `easeInOut`; `nil` for CSS's `ease`, which SwiftUI does not name.
    public let swiftUIName: String?
    /// The curve, with CSS's control points for the keyword.
    public let curve: CubicBezier
  }

  /// The named curves, the one table both CSS's keywords and SwiftUI's names are written from:
  /// `ease` (0.25, 0.1)(0.25, 1), `ease-in`/`easeIn` (0.42, 0)(1, 1), `ease-out`/`easeOut`
  /// (0, 0)(0.58, 1), `ease-in-out`/`easeInOut` (0.42, 0)(0.58, 1).
  public static let namedCurves: [Named] = [
    Named(
      cssKeyword: "ease", swiftUIName: nil,
      curve: CubicBezier(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
    Named(
      cssKeyword: "ease-in", swiftUIName: "easeIn",
      curve: CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)),
    Named(
      cssKeyword: "ease-out", swiftUIName: "easeOut",
      curve: CubicBezier(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)),
    Named(
      cssKeyword: "ease-in-out", swiftUIName: "easeInOut",
      curve: CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)),
  ]

  /// The named curve whose CSS keyword is `cssKeyword` (`"ease"`, `"ease-in"`, `"ease-out"`,
  /// `"ease-in-out"`), or `nil`.
  public static func named(cssKeyword: String) -> CubicBezier? {
    namedCurves.first { $0.cssKeyword == cssKeyword }?.curve
  }

  /// This curve's name, if it has exactly the control points of a named curve.
  public var named: Named? {
    Self.namedCurves.first {
      $0.curve.x1 == x1 && $0.curve.y1 == y1 && $0.curve.x2 == x2 && $0.curve.y2 == y2
    }
  }
}
