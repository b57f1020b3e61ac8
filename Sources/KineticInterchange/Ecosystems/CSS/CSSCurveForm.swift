import Kinetic

/// A CSS `<easing-function>` as written in a spec, before it is built into a curve.
enum CSSCurveForm: Hashable, Sendable {
  /// `cubic-bezier(x1, y1, x2, y2)`, x1 and x2 already checked to lie in [0, 1].
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`.
  case keyword(String)
  /// `steps(count, position)`.
  case steps(count: Int, position: CSSEasingFunction.StepPosition)
  /// `linear(...)`: each stop an output value with zero to two input percentages.
  case linear([LinearStop])

  /// One `linear()` stop: output `value` at the given input `percentages` (0...2 of them).
  struct LinearStop: Hashable, Sendable {
    var value: Double
    var percentages: [Double]
  }

  /// The CSS keywords, in the order `kinetic list` prints them.
  static let keywords = ["ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
  /// The `<step-position>` keywords of `steps()`, from the core's own list.
  static let stepPositions = CSSEasingFunction.StepPosition.allCases.map { $0.rawValue }

  /// The easing function this form describes, which follows the CSS rules outside [0, 1]
  /// (tangent extension for `cubic-bezier()`).
  ///
  /// - Throws: ``TimingCurveError`` for a form that is well formed but invalid
  ///   (`steps(1, jump-none)`, `linear()` with fewer than two stops).
  func easingFunction() throws(TimingCurveError) -> CSSEasingFunction {
    switch self {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return try CSSEasingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    case .keyword("ease"): return .ease
    case .keyword("ease-in"): return .easeIn
    case .keyword("ease-out"): return .easeOut
    case .keyword("ease-in-out"): return .easeInOut
    case .keyword("step-start"): return .stepStart
    case .keyword: return .stepEnd  // "step-end", the one keyword left (see `keywords`)
    case .steps(let count, let position):
      return try CSSEasingFunction.steps(count, position)
    case .linear(let stops):
      return try CSSEasingFunction.linear(
        stops: stops.map {
          CSSEasingFunction.LinearStop(output: $0.value, positions: $0.percentages)
        })
    }
  }
}
