/// A CSS `<easing-function>` as written in a spec, before it is built into a curve.
enum CSSCurveForm: Hashable, Sendable {
  /// `cubic-bezier(x1, y1, x2, y2)`, x1 and x2 already checked to lie in [0, 1].
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`.
  case keyword(String)
  /// `steps(count, position)` with a CSS `<step-position>` keyword.
  case steps(count: Int, position: String)
  /// `linear(...)`: each stop an output value with zero to two input percentages.
  case linear([LinearStop])

  /// One `linear()` stop: output `value` at the given input `percentages` (0...2 of them).
  struct LinearStop: Hashable, Sendable {
    var value: Double
    var percentages: [Double]
  }

  /// The CSS keywords, in the order `kinetic list` prints them.
  static let keywords = ["ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]
  /// The `<step-position>` keywords of `steps()`.
  static let stepPositions = ["jump-start", "jump-end", "jump-none", "jump-both", "start", "end"]

  /// Whether the form is a cubic Bézier: `cubic-bezier()` or one of its keywords (`ease`,
  /// `ease-in`, `ease-out`, `ease-in-out`).
  var isCubicBezier: Bool {
    switch self {
    case .cubicBezier: return true
    case .keyword(let name): return ["ease", "ease-in", "ease-out", "ease-in-out"].contains(name)
    case .steps, .linear: return false
    }
  }

  /// Whether the form is a step function (`steps()`, `step-start`, `step-end`): piecewise
  /// constant, with jumps where its two-sided slope is infinite.
  var isStepFunction: Bool {
    switch self {
    case .steps: return true
    case .keyword(let name): return name == "step-start" || name == "step-end"
    case .cubicBezier, .linear: return false
    }
  }
}
