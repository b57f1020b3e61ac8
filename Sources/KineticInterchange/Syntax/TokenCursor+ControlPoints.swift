import Kinetic

extension TokenCursor {
  /// A cubic Bezier ``UnitCurve`` written as its control points' four coordinates
  /// `x1, y1, x2, y2`, separated by commas: the one reader of the keyframe forms' Bezier easings
  /// (CSS `cubic-bezier(…)`, Compose `CubicBezierEasing(…)`, Core Animation
  /// `controlPoints: …`, Motion's `[x1, y1, x2, y2]`), which write the brackets around it.
  ///
  /// - Parameters:
  ///   - what: What a number is called when one is missing (`a number`).
  ///   - suffixes: The number suffixes the language allows (Kotlin's `f`).
  ///   - xOutsideUnit: The error when an x lies outside `[0, 1]`, at its column; `nil` where any x
  ///     is accepted.
  mutating func bezierCurve(
    _ what: String, suffixes: Set<String> = [""], xOutsideUnit: String? = nil
  ) throws(SpecError) -> UnitCurve {
    var numbers: [Double] = []
    for index in 0..<4 {
      if index > 0 { try expect(",") }
      let (value, token) = try number(what, suffixes: suffixes)
      if let xOutsideUnit, index % 2 == 0 && !(0...1).contains(value) {
        throw SpecError(xOutsideUnit, column: token.column, source: source)
      }
      numbers.append(value)
    }
    return .bezier(
      startControlPoint: UnitPoint(x: numbers[0], y: numbers[1]),
      endControlPoint: UnitPoint(x: numbers[2], y: numbers[3]))
  }
}
