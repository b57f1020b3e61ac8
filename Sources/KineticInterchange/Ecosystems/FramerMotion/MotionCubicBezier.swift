/// Motion's (framer-motion's) `cubicBezier`, as Motion evaluates a cubic Bezier easing:
/// `binarySubdivide` halves the parameter interval until the curve's x is within
/// `subdivisionPrecision` = 1e-7 of the input or `subdivisionMaxIterations` = 12 halvings are
/// done, then `calcBezier` gives y; inputs 0 and 1 are returned unchanged, and a curve with
/// x1 = y1 and x2 = y2 is the identity (`noop`).
///
/// Source: motiondivision/motion, packages/motion-utils/src/easing/cubic-bezier.ts (framer-motion
/// 11/12, motion-utils 11.18).
enum MotionCubicBezier {
  static let subdivisionPrecision = 1e-7
  static let subdivisionMaxIterations = 12

  /// `calcBezier(t, a1, a2)` in Motion's Horner form.
  static func calcBezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    (((1.0 - 3.0 * a2 + 3.0 * a1) * t + (3.0 * a2 - 6.0 * a1)) * t + 3.0 * a1) * t
  }

  /// `binarySubdivide(x, 0, 1, x1, x2)`: the parameter Motion settles on.
  static func parameter(x1: Double, x2: Double, at x: Double) -> Double {
    var lowerBound = 0.0
    var upperBound = 1.0
    var currentX: Double
    var currentT: Double
    var i = 0
    repeat {
      currentT = lowerBound + (upperBound - lowerBound) / 2.0
      currentX = calcBezier(currentT, x1, x2) - x
      if currentX > 0.0 { upperBound = currentT } else { lowerBound = currentT }
      i += 1
    } while abs(currentX) > subdivisionPrecision && i < subdivisionMaxIterations
    return currentT
  }

  /// The output Motion gives for input progress `t`.
  static func value(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double)
    -> Double
  {
    if x1 == y1 && x2 == y2 { return t }
    if t == 0 || t == 1 { return t }
    return calcBezier(parameter(x1: x1, x2: x2, at: t), y1, y2)
  }
}
