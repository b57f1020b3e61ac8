/// A number written in a spec that a user may tune: where it is in the source, what it sets,
/// and the range a slider for it spans. The studio page draws one slider per parameter and
/// rewrites the spec's text in place, so the spec stays in the user's own ecosystem and form.
///
/// Parameters are read from the tokens of the source (comments blanked), not from the bound
/// animation: each number literal is named by its argument label (`bounce:`, `stiffness =`,
/// `damping: 10` in an object), or, for the positional control points of a cubic Bezier
/// (`cubic-bezier(…)`, `timingCurve(…)`, `CubicBezierEasing(…)`, `Cubic(…)`, an `ease: […]`
/// array), by `x1`, `y1`, `x2`, `y2`; anything else by its call and position (`steps`, or
/// `OvershootInterpolator #1`).
public struct SpecParameter: Sendable, Equatable {
  /// What the number sets: the argument label, a control point's `x1`…`y2`, `steps`, or
  /// `call #n` for another positional argument (n from 1).
  public var name: String
  /// The number as written (a percentage as its number, without the `%`).
  public var value: Double
  /// The 1-based column (in Unicode scalars) of the number's first character.
  public var column: Int
  /// How many Unicode scalars the number takes, without a unit suffix (`f`, `ms`, `%`).
  public var length: Int
  /// The values a slider for it spans.
  public var range: ClosedRange<Double>
  /// The slider's step.
  public var step: Double
}

extension Motion {
  /// The tunable numbers of the source, in the order they are written (see ``SpecParameter``).
  ///
  /// - Complexity: O(*n*) in the length of the source.
  public var parameters: [SpecParameter] { SpecParameter.parameters(of: source) }
}

extension SpecParameter {
  /// The calls whose first four positional numbers are a cubic Bezier's control points.
  static let bezierCalls: Set<String> = [
    "cubic-bezier", "timingCurve", "CubicBezierEasing", "Cubic", "PathInterpolator",
    "cubicBezier", "CAMediaTimingFunction", "ease", "bezier",
  ]

  /// One open bracket while reading: what it belongs to and how many arguments it has seen.
  private struct Frame {
    var name: String
    var label: String?
    var index = 0
  }

  /// The tunable numbers of `source`.
  static func parameters(of source: String) -> [SpecParameter] {
    guard let tokens = try? Tokenizer(.code).tokens(source.blankingComments()) else {
      return []
    }
    var frames: [Frame] = []
    var result: [SpecParameter] = []
    for (i, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation where token.text == "(" || token.text == "[" || token.text == "{":
        let callee = i > 0 && tokens[i - 1].kind == .word ? tokens[i - 1].text : token.text
        let start = callee == token.text ? i : i - 1
        frames.append(Frame(name: callee, label: label(before: start, tokens)))
      case .punctuation where token.text == ")" || token.text == "]" || token.text == "}":
        if !frames.isEmpty { frames.removeLast() }
      case .punctuation where token.text == ",":
        if !frames.isEmpty { frames[frames.count - 1].index += 1 }
      case .number(let value):
        let name = parameterName(label(before: i, tokens), frames: frames)
        let (range, step) = Self.range(for: name, value: value)
        result.append(
          SpecParameter(
            name: name, value: value, column: token.column,
            length: token.text.unicodeScalars.count - token.suffix.unicodeScalars.count,
            range: range, step: step))
      default:
        break
      }
    }
    return result
  }

  /// The label written just before token `i` (`label:` or `label =`), if any.
  private static func label(before i: Int, _ tokens: [Token]) -> String? {
    guard i >= 2, tokens[i - 1].isPunctuation(":") || tokens[i - 1].isPunctuation("="),
      tokens[i - 2].kind == .word || tokens[i - 2].kind == .string
    else { return nil }
    return tokens[i - 2].text
  }

  /// The name of a number with `label` (or none) inside `frames`.
  private static func parameterName(_ label: String?, frames: [Frame]) -> String {
    let frame = frames.last
    if let label {
      // A point's coordinates (`CGPoint(x: 0.4, y: 0)` as `controlPoint1:`, `UnitPoint` as
      // `startControlPoint:`) are that control point's.
      if label == "x" || label == "y", let point = frame?.label {
        if point.hasSuffix("1") || point.hasPrefix("start") { return label + "1" }
        if point.hasSuffix("2") || point.hasPrefix("end") { return label + "2" }
      }
      if label != "controlPoints" { return label }
    }
    guard let frame else { return "value" }
    let callee = frame.name == "[" ? (frame.label ?? "[") : frame.name
    if frame.index < 4, bezierCalls.contains(callee) {
      return ["x1", "y1", "x2", "y2"][frame.index]
    }
    if frame.index == 0, callee == "steps" || callee == "SteppedEase" { return "steps" }
    return "\(callee) #\(frame.index + 1)"
  }

  /// The slider range and step for a parameter named `name` whose value is `value`: the
  /// physical ranges designers use (durations to 3 s or 3,000 ms, bounce −0.9…0.9, damping
  /// ratios to 2, stiffness to 1,000), always wide enough to hold `value`.
  static func range(for name: String, value: Double) -> (ClosedRange<Double>, Double) {
    let (low, high, step): (Double, Double, Double)
    switch name {
    case "x1", "x2": (low, high, step) = (0, 1, 0.01)
    case "y1", "y2": (low, high, step) = (-1, 2, 0.01)
    case "bounce", "extraBounce": (low, high, step) = (-0.9, 0.9, 0.01)
    case "dampingRatio", "dampingFraction", "usingSpringWithDamping":
      (low, high, step) = (0.05, 2, 0.01)
    case "stiffness", "tension": (low, high, step) = (1, 1_000, 1)
    case "damping", "friction": (low, high, step) = (0, 100, 0.5)
    case "mass": (low, high, step) = (0.1, 10, 0.1)
    case "steps": (low, high, step) = (1, 20, 1)
    case "speed": (low, high, step) = (0.1, 4, 0.05)
    case "durationMillis", "delayMillis": (low, high, step) = (0, 3_000, 10)
    case "duration", "response", "visualDuration", "perceptualDuration", "blendDuration",
      "delay", "withDuration", "settlingDuration":
      // Seconds, unless the number is plainly milliseconds (react-spring, Anime.js, WAAPI).
      (low, high, step) = value > 20 ? (0, 3_000, 10) : (0, 3, 0.01)
    default:
      let magnitude = max(1, 2 * abs(value))
      (low, high, step) = (value < 0 ? -magnitude : 0, magnitude, magnitude / 100)
    }
    return (min(low, value)...max(high, value), step)
  }
}
