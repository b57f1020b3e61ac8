import Kinetic

/// Turns a ``SpecSyntax`` into an ``AnimationSpec``: resolves names, matches arguments to
/// SwiftUI's and CSS's parameter lists, validates ranges, and applies modifiers.
package struct SpecBinder {
  package let source: String

  package func error(_ message: String, _ column: Int) -> SpecError {
    SpecError(message, column: column, source: source)
  }

  func bind(_ syntax: SpecSyntax) throws(SpecError) -> AnimationSpec {
    var animation = try bindBase(syntax.base)
    if let time = syntax.time { animation = try applyTime(time, to: animation, base: syntax.base) }
    for modifier in syntax.modifiers {
      animation = try apply(modifier, to: animation)
    }
    return AnimationSpec(source: source, animation: animation)
  }

  // MARK: Base

  /// The animation a base call names: its row of ``SpecFormTable``, the call matched against
  /// the row's overloads, and the row's builder.
  private func bindBase(_ call: CallSyntax) throws(SpecError) -> Animation {
    guard let form = SpecFormTable.form(for: call) else {
      throw error(
        "unknown animation '\(call.name)'"
          + NameSuggestion.clause(for: call.name, among: SpecFormTable.suggestionCandidates)
          + "; expected one of: \(SpecFormTable.baseNames.joined(separator: ", ")), or an "
          + "easings.net name such as easeInOutBack",
        call.column)
    }
    return try form.build(self, try matched(call, to: form))
  }

  /// `call` matched to one of `form`'s overloads.
  func matched(_ call: CallSyntax, to form: SpecForm) throws(SpecError) -> SpecForm.Call {
    if form.readsStops {
      return SpecForm.Call(
        syntax: call, overload: 0, arguments: SpecArguments(values: [:], columns: [:]))
    }
    switch form.overloads.count {
    case 0:
      try requireBare(call)
      return SpecForm.Call(
        syntax: call, overload: 0, arguments: SpecArguments(values: [:], columns: [:]))
    case 1:
      return SpecForm.Call(syntax: call, overload: 0, arguments: try match(form.overloads[0], call))
    default:
      let (index, arguments) = try SpecOverloads(signatures: form.overloads).match(
        call, source: source)
      return SpecForm.Call(syntax: call, overload: index, arguments: arguments)
    }
  }

  /// `timingCurve(_:_:_:_:duration:)`: any x, clamped to [0, 1] as SwiftUI does (Apple,
  /// `UnitCurve.bezier`); CSS rejects it.
  func timingCurve(_ call: SpecForm.Call) throws(SpecError) -> Animation {
    let a = call.arguments
    // Rejecting only a y beyond the solver's range, which `UnitCurve.bezier` would clamp.
    let (x1, x2) = (min(max(a.number("x1"), 0), 1), min(max(a.number("x2"), 0), 1))
    let curve: UnitCurve
    do {
      curve = try UnitCurve.bezier(
        validatingStartControlPoint: UnitPoint(x: x1, y: a.number("y1")),
        endControlPoint: UnitPoint(x: x2, y: a.number("y2")))
    } catch {
      throw self.error("invalid timingCurve(...): \(error.description)", call.syntax.column)
    }
    return .timingCurve(curve, duration: a.number("duration"))
  }

  /// `spring`: bare, SwiftUI's `.spring`; else by the overload that matched (duration/bounce,
  /// response/dampingFraction, a `Spring` value).
  func spring(_ call: SpecForm.Call) throws(SpecError) -> Animation {
    if call.syntax.arguments == nil { return .spring }
    let a = call.arguments
    let spring = try self.spring(
      call,
      call.overload == 0
        ? .durationBounce(duration: a.number("duration"), bounce: a.number("bounce"))
        : .responseDampingRatio(
          response: a.number("response"), dampingRatio: a.number("dampingFraction")))
    return .spring(spring, blendDuration: a.number("blendDuration"))
  }

  /// `interpolatingSpring`: mass/stiffness/damping (over-damping allowed), duration/bounce, or
  /// a `Spring` value.
  func interpolatingSpring(_ call: SpecForm.Call) throws(SpecError) -> Animation {
    let a = call.arguments
    let spring = try self.spring(
      call,
      call.overload == 0
        ? .massStiffnessDamping(
          mass: a.number("mass"), stiffness: a.number("stiffness"), damping: a.number("damping"),
          allowOverDamping: true)
        : .durationBounce(duration: a.number("duration"), bounce: a.number("bounce")))
    return .interpolatingSpring(spring, initialVelocity: a.number("initialVelocity"))
  }

  /// The spring of a call to `spring` or `interpolatingSpring`: their third overload takes a
  /// `Spring` value, the first two give `parameters`, validated at the call.
  private func spring(_ call: SpecForm.Call, _ parameters: @autoclosure () -> Spring.Parameters)
    throws(SpecError) -> Spring
  {
    if call.overload == 2 { return try springValue(call.arguments) }
    return try validSpring(parameters(), call.syntax)
  }

  /// `interactiveSpring`: duration/extraBounce (bounce ``Kinetic/Animation/SpringDefaults/interactiveBounce``
  /// plus the extra) or response/dampingFraction.
  func interactiveSpring(_ call: SpecForm.Call) throws(SpecError) -> Animation {
    let a = call.arguments
    let spring: Spring
    if call.overload == 0 {
      let bounce = Animation.SpringDefaults.interactiveBounce + a.number("extraBounce")
      if let violation = NumberConstraint.bounce.violation(bounce) {
        throw error(
          "'extraBounce:' of interactiveSpring gives bounce \(bounce), which \(violation)",
          a.columns["extraBounce"] ?? call.syntax.column)
      }
      spring = try validSpring(
        .durationBounce(duration: a.number("duration"), bounce: bounce), call.syntax)
    } else {
      spring = try validSpring(
        .responseDampingRatio(
          response: a.number("response"), dampingRatio: a.number("dampingFraction")),
        call.syntax)
    }
    return .spring(spring, blendDuration: a.number("blendDuration"))
  }

  /// SwiftUI's `smooth`, `snappy` and `bouncy` presets.
  func preset(_ preset: Spring.Preset, _ call: SpecForm.Call) throws(SpecError) -> Animation {
    let duration = call.arguments.number("duration")
    let extra = call.arguments.number("extraBounce")
    let bounce = preset.bounce + extra
    // The presets clamp the sum; the spec language reports it instead.
    if let violation = NumberConstraint.bounce.violation(bounce) {
      throw error(
        "'extraBounce:' of \(preset.rawValue) gives bounce \(bounce), which \(violation)",
        call.arguments.columns["extraBounce"] ?? call.syntax.column)
    }
    _ = try validSpring(.durationBounce(duration: duration, bounce: bounce), call.syntax)
    switch preset {
    case .smooth: return .smooth(duration: duration, extraBounce: extra)
    case .snappy: return .snappy(duration: duration, extraBounce: extra)
    case .bouncy: return .bouncy(duration: duration, extraBounce: extra)
    }
  }

  func match(_ signature: SpecSignature, _ call: CallSyntax) throws(SpecError)
    -> SpecArguments
  {
    switch signature.match(call, source: source) {
    case .success(let arguments): return arguments
    case .failure(let mismatch): throw mismatch.error
    }
  }

  private func requireBare(_ call: CallSyntax) throws(SpecError) {
    if call.arguments != nil { throw error("'\(call.name)' takes no arguments", call.column) }
  }

  /// The `Spring` value bound to the parameter `spring` (`.bouncy`, `Spring(...)`).
  private func springValue(_ arguments: SpecArguments) throws(SpecError) -> Spring {
    guard case .call(let call) = arguments.values["spring"] else {
      throw error("missing Spring value", 1)
    }
    return try SpringValueBinder(source: source).spring(call)
  }

  /// A spring built with validation, so that values the SwiftUI-style initialisers would clamp
  /// (a response of 1e9 s) are reported at the call instead of silently changed.
  private func validSpring(_ parameters: Spring.Parameters, _ call: CallSyntax) throws(SpecError)
    -> Spring
  {
    do {
      return try Spring(validating: parameters)
    } catch {
      throw self.error("invalid \(call.name)(...): \(error.description)", call.column)
    }
  }

  /// A CSS easing animation over 1 s (so that time equals input progress); an invalid form
  /// is a spec error at the call.
  func bindCSS(_ form: CSSCurveForm, _ call: CallSyntax, duration: Double = 1)
    throws(SpecError) -> Animation
  {
    do {
      return .easing(try form.easingFunction(), duration: duration)
    } catch {
      throw self.error("invalid \(call.name)(...): \(error.description)", call.column)
    }
  }

  /// A CSS easing run over `time` (`ease 300ms`): the one place a CSS `<time>` is accepted, on a
  /// CSS easing function (or bare `linear`, CSS's keyword too) that has no duration of its own.
  private func applyTime(_ time: TimeSyntax, to animation: Animation, base: CallSyntax)
    throws(SpecError) -> Animation
  {
    guard time.seconds > 0 else {
      throw error("CSS time '\(time.text)' must be greater than 0", time.column)
    }
    guard time.seconds <= Self.maximumTime else {
      throw error(
        "CSS time '\(time.text)' is too long (at most \(Int(Self.maximumTime)) s)", time.column)
    }
    let hasDuration = base.arguments?.contains { $0.label == "duration" } ?? false
    switch animation.kind {
    case .easing(let function, _) where !hasDuration:
      return .easing(function, duration: time.seconds)
    case .timingCurve(let curve, _) where base.name == "linear" && base.arguments == nil:
      return .timingCurve(curve, duration: time.seconds)
    default:
      let reason =
        hasDuration
        ? "'\(base.name)' already has a duration"
        : "a CSS time follows only a CSS easing function (ease, ease-in, ease-out, "
          + "ease-in-out, linear, cubic-bezier(...), steps(...), linear(...))"
      throw error("unexpected time '\(time.text)': \(reason)", time.column)
    }
  }

  /// The longest CSS time accepted, in seconds (as `--duration`'s limit).
  package static let maximumTime = 1e9

  /// The stops of CSS `linear(...)`: each argument one output value with up to two input
  /// percentages.
  func linearStops(_ call: CallSyntax) throws(SpecError) -> [CSSCurveForm.LinearStop] {
    var stops: [CSSCurveForm.LinearStop] = []
    for argument in call.arguments ?? [] {
      if let label = argument.label {
        throw error("linear(...) stops take no labels, got '\(label):'", argument.column)
      }
      guard case .numbers(let numbers) = argument.value, let first = numbers.first else {
        throw error("linear(...) stops are numbers", argument.valueColumn)
      }
      if first.isPercentage {
        throw error(
          "a linear(...) stop starts with its output value, not '\(first.text)%'", first.column)
      }
      let rest = numbers.dropFirst()
      if let plain = rest.first(where: { !$0.isPercentage }) {
        throw error("expected a percentage after the stop value, got '\(plain.text)'", plain.column)
      }
      if rest.count > 2 {
        throw error(
          "a linear(...) stop takes at most two percentages", rest[rest.startIndex + 2].column)
      }
      stops.append(CSSCurveForm.LinearStop(value: first.value, percentages: rest.map { $0.value }))
    }
    return stops
  }
}
