import Testing

@testable import KineticCommandLine

/// Issue 36's property over the spec language: every template, with every hostile number put
/// in its parameter, gives an answer the motion allows or one usage error — never a crash,
/// another status, a NaN, or a value outside the motion's range.
@Suite("Spec language × hostile numbers (issue 36)")
struct SpecHostileNumberTests {
  typealias H = CommandLineHarness

  /// The numbers a hostile user types: signed zeros, subnormals, the ends of the normal range,
  /// the limits of `Int`, `Int32` and `Float` one either side, infinities, NaN and junk.
  static let hostileNumbers = [
    "0", "-0", "0.0", "-0.0", "5e-324", "-5e-324", "1e-320", "2.2250738585072014e-308",
    "1e-300", "1e-7", "0.5", "1", "-1", "1e10", "1e300", "1e308", "1.7976931348623157e308",
    "-1e308", "1e309", "-1e309", "inf", "-inf", "nan", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "2147483647",
    "2147483648", "-2147483649", "3.4028235e38", "3.4028236e38", "1.17549435e-38", "16777217",
  ]

  /// A template and the values its motion may take: `X` marks the hostile parameter.
  struct Template: CustomStringConvertible, Sendable {
    var text: String
    /// Values stay in 0...1 (a curve or animation that cannot overshoot).
    var isBounded: Bool
    var description: String { text }
  }

  static let templates: [Template] =
    [
      "easeInOut(duration: X)", "linear(duration: X)", "easeIn.delay(X)", "easeOut.speed(X)",
      "easeInOut.repeatCount(X)", "easeInOut.repeatCount(X, autoreverses: true)",
      "linear(duration: 1).delay(X).speed(2)", "cubic-bezier(X, 0, 1, 1)",
      "cubic-bezier(0.25, 0, X, 1)", "steps(X)", "steps(X, jump-none)", "ease Xs",
      "linear(0, 0.5 X%, 1)", "CubicBezierEasing(X, 0f, 1f, 1f)",
      "tween(durationMillis = X, easing = LinearEasing)", "Cubic(X, 0, 1, 1)",
      "CAMediaTimingFunction(controlPoints: X, 0, 1, 1)",
    ].map {
      Template(text: $0, isBounded: true)
    }
    + [
      "spring(duration: X, bounce: 0.3)", "spring(duration: 0.5, bounce: X)",
      "spring(response: X, dampingFraction: 0.5)", "spring(response: 0.5, dampingFraction: X)",
      "interpolatingSpring(mass: X, stiffness: 100, damping: 10)",
      "interpolatingSpring(mass: 1, stiffness: X, damping: 10)",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: X)",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: X)",
      "snappy(duration: X, extraBounce: 0.1)", "bouncy(duration: 0.5, extraBounce: X)",
      "timingCurve(0.5, X, 0.5, 1, duration: 1)", "cubic-bezier(0.5, X, 0.5, 1)",
      "spring(dampingRatio = X, stiffness = 400f)", "spring(dampingRatio = 0.5f, stiffness = X)",
      "{ type: \"spring\", stiffness: X, damping: 10 }",
      "{ type: \"spring\", stiffness: 100, damping: 10, mass: X }",
      "{ type: \"spring\", duration: X, bounce: 0.25 }",
      "CASpringAnimation(mass: 1, stiffness: X, damping: 10)",
      "keyframes { durationMillis = 300; 0.5 at X; 1 at 300 }",
      "keyframes { durationMillis = 300; X at 150; 1 at 300 }",
      "KeyframeTrack { LinearKeyframe(X, duration: 0.5) }",
    ].map { Template(text: $0, isBounded: false) }

  static let times = "0,0.1,1,10,1e6"

  @Test(arguments: templates)
  func everyHostileNumberGivesAnAnswerOrOneError(template: Template) {
    var answered = 0
    for number in Self.hostileNumbers {
      let spec = template.text.replacingOccurrences(of: "X", with: number)
      let arguments = ["eval", spec, "--at", Self.times]
      let result = H.run(arguments)
      if result.status == 0 {
        answered += 1
        #expect(Self.values(result.standardOutput).count == 5, "rows for \(spec)")
        #expect(result.standardError.isEmpty, "stderr on success for \(spec)")
        for (row, value) in Self.values(result.standardOutput).enumerated() {
          #expect(value.isFinite, "row \(row) of \(spec): \(value)")
          if template.isBounded {
            #expect((0...1).contains(value), "row \(row) of \(spec): \(value) outside 0...1")
          }
        }
      } else {
        H.expectContract(result, status: 2, mentions: [], arguments: arguments)
      }
    }
    // Each template is a form the language accepts: an ordinary number gives an answer.
    #expect(answered >= 1, "\(template) answered only \(answered) of the hostile numbers")
  }

  /// The `value` column of `eval`'s CSV (time,value,velocity), one per row after the header.
  static func values(_ csv: String) -> [Double] {
    csv.split(separator: "\n").dropFirst().map { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      return cells.count == 3 ? Double(cells[1]) ?? .nan : .nan
    }
  }
}
