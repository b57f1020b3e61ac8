import Kinetic

/// The named curves as `UnitCurve`s built from their published control points, independent of
/// the spec language.
enum UnitCurveReference {
  static let easeIn = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  static let easeInOut = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
}
