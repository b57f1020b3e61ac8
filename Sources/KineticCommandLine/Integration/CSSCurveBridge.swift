import Kinetic

/// A CSS easing function as the CLI evaluates it: the value is the function's (right-continuous
/// at a step's jump, as CSS specifies with the before flag unset) and the velocity its
/// right-hand derivative.
///
/// The two places where ``CSSEasingFunction/velocity(at:)`` is infinite differ:
/// - At a jump of `steps()`, `step-start` or `step-end` it is +∞ (the jump), but the value is
///   the level after the jump and the right-hand derivative is 0, the slope of that level; so
///   the velocity of a step function is 0 everywhere.
/// - At a vertical tangent of `cubic-bezier()` (e.g. `cubic-bezier(1, 0, 0, 1)` at 0.5) the
///   curve is continuous and its slope really is ±∞ from both sides; that is reported as is.
struct CSSProgressCurve: ProgressCurve {
  let function: CSSEasingFunction
  /// Whether `function` is piecewise constant (`steps()`, `step-start`, `step-end`).
  let isStepFunction: Bool

  func value(at progress: Double) -> Double { function.value(at: progress) }

  func derivative(at progress: Double) -> Double {
    let velocity = function.velocity(at: progress)
    return isStepFunction && velocity.isInfinite ? 0 : velocity
  }
}

/// Builds the CSS easing functions of the spec language as ``CSSEasingFunction``s, which follow
/// the CSS rules outside [0, 1] (tangent extension for `cubic-bezier()`).
enum CSSCurveBridge {
  /// A CSS curve that is well formed but invalid (e.g. `steps(1, jump-none)`).
  struct Failure: Error {
    var message: String
  }

  static func curve(_ form: CSSCurveForm) throws(Failure) -> any ProgressCurve {
    CSSProgressCurve(function: try function(form), isStepFunction: form.isStepFunction)
  }

  static func function(_ form: CSSCurveForm) throws(Failure) -> CSSEasingFunction {
    do {
      switch form {
      case .cubicBezier(let x1, let y1, let x2, let y2):
        return try CSSEasingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      case .keyword("ease"): return CSSEasingFunction.ease
      case .keyword("ease-in"): return CSSEasingFunction.easeIn
      case .keyword("ease-out"): return CSSEasingFunction.easeOut
      case .keyword("ease-in-out"): return CSSEasingFunction.easeInOut
      case .keyword("step-start"): return CSSEasingFunction.stepStart
      case .keyword("step-end"): return CSSEasingFunction.stepEnd
      case .keyword(let name): throw Failure(message: "unknown CSS keyword '\(name)'")
      case .steps(let count, let position):
        let step = CSSEasingFunction.StepPosition(rawValue: position) ?? .jumpEnd
        return try CSSEasingFunction.steps(count, step)
      case .linear(let stops):
        return try CSSEasingFunction.linear(
          stops: stops.map {
            CSSEasingFunction.LinearStop(output: $0.value, positions: $0.percentages)
          })
      }
    } catch let error as Failure {
      throw error
    } catch {
      throw Failure(message: "\(error)")
    }
  }

  /// SwiftUI's `timingCurve` control points as a ``UnitCurve``, rejecting what
  /// ``UnitCurve/bezier(startControlPoint:endControlPoint:)`` would clamp (a y beyond the
  /// solver's range).
  static func timingCurve(x1: Double, y1: Double, x2: Double, y2: Double) throws(Failure)
    -> UnitCurve
  {
    do {
      return try UnitCurve.bezier(
        validatingStartControlPoint: UnitPoint(x: x1, y: y1),
        endControlPoint: UnitPoint(x: x2, y: y2))
    } catch {
      throw Failure(message: error.description)
    }
  }
}
