import Kinetic

/// Builds the CSS easing functions and SwiftUI timing curves of the spec language.
///
/// - Note: Provisional until `CSSEasingFunction` lands on main: `cubic-bezier()` and the Bezier
///   keywords are ``UnitCurve`` Beziers (input clamped to [0, 1] instead of the CSS tangent
///   extension); `steps()`, `step-start`, `step-end` and `linear()` are reported as not
///   available.
enum CSSCurveBridge {
  /// A CSS curve that is well formed but invalid (e.g. `steps(1, jump-none)`).
  struct Failure: Error {
    var message: String
  }

  static func curve(_ form: CSSCurveForm) throws -> any ProgressCurve {
    switch form {
    case .cubicBezier(let x1, let y1, let x2, let y2): return bezier(x1, y1, x2, y2)
    case .keyword("ease"): return bezier(0.25, 0.1, 0.25, 1)
    case .keyword("ease-in"): return bezier(0.42, 0, 1, 1)
    case .keyword("ease-out"): return bezier(0, 0, 0.58, 1)
    case .keyword("ease-in-out"): return bezier(0.42, 0, 0.58, 1)
    case .keyword(let name): throw CommandLineError.notAvailable("the CSS easing '\(name)'")
    case .steps: throw CommandLineError.notAvailable("the CSS easing 'steps()'")
    case .linear: throw CommandLineError.notAvailable("the CSS easing 'linear()'")
    }
  }

  /// SwiftUI's `timingCurve` control points as a ``UnitCurve`` (x already checked in [0, 1]).
  static func timingCurve(x1: Double, y1: Double, x2: Double, y2: Double) throws(Failure)
    -> UnitCurve
  {
    bezier(x1, y1, x2, y2)
  }

  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
  }
}
