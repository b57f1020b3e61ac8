extension UnitCurve {
  /// SwiftUI's named unit curves under their `UnitCurve` member names, in SwiftUI's order: the
  /// one table the spec language, the keyframe forms and `kinetic list` are written from (as
  /// ``CubicBezier/namedCurves`` is for CSS's keywords). The deprecated spelling
  /// ``easeInEaseOut`` is not a row: it names the `easeInOut` row.
  public static let namedCurves: KeyValuePairs<String, UnitCurve> = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
    "circularEaseInOut": .circularEaseInOut,
  ]

  /// The curve of ``namedCurves`` called `name` (`"easeInOut"`), or `nil` for any other name.
  ///
  /// - Parameter name: A `UnitCurve` member name, without the leading dot.
  public static func named(_ name: String) -> UnitCurve? {
    namedCurves.first { $0.key == name }?.value
  }
}
