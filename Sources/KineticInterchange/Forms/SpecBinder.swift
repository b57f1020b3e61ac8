import Kinetic

/// Turns a ``SpecSyntax`` into an ``AnimationSpec``: resolves names, matches arguments to
/// SwiftUI's and CSS's parameter lists, validates ranges, and applies modifiers.
package struct SpecBinder {
  package let source: String

  /// Every base name the spec language accepts, grouped for `kinetic list`.
  package static let curveNames = swiftUICurveNames + ["timingCurve(_:_:_:_:duration:)"]
  /// The core's ``Kinetic/UnitCurve/namedCurves``, with SwiftUI's deprecated spelling
  /// `easeInEaseOut` after the `easeInOut` it means.
  private static let swiftUICurveNames = UnitCurve.namedCurves.flatMap {
    $0.key == "easeInOut" ? [$0.key, "easeInEaseOut"] : [$0.key]
  }
  package static let cssNames =
    ["cubic-bezier(x1, y1, x2, y2)", "steps(n, position)", "linear(stops...)"]
    + CSSCurveForm.keywords
  package static let springNames = [
    "spring", "spring(duration:bounce:blendDuration:)",
    "spring(response:dampingFraction:blendDuration:)", "spring(_:blendDuration:)",
    "interpolatingSpring(mass:stiffness:damping:initialVelocity:)",
    "interpolatingSpring(duration:bounce:initialVelocity:)",
    "interpolatingSpring(_:initialVelocity:)",
    "interactiveSpring(duration:extraBounce:blendDuration:)",
    "interactiveSpring(response:dampingFraction:blendDuration:)", "smooth(duration:extraBounce:)",
    "snappy(duration:extraBounce:)", "bouncy(duration:extraBounce:)", "default",
  ]
  package static let modifierNames = [
    "delay(_:)", "speed(_:)", "repeatCount(_:autoreverses:)", "repeatForever(autoreverses:)",
    "logicallyComplete(after:)",
  ]
  static let baseNames =
    swiftUICurveNames
    + [
      "timingCurve", "cubic-bezier", "steps", "spring", "interpolatingSpring",
      "interactiveSpring", "smooth", "snappy", "bouncy", "default",
    ] + CSSCurveForm.keywords

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

  /// The animation a base call names, by family.
  private func bindBase(_ call: CallSyntax) throws(SpecError) -> Animation {
    switch call.name {
    case let name where name == "timingCurve" || Self.swiftUICurveNames.contains(name):
      return try bindTimingCurve(call)
    case "cubic-bezier", "steps":
      return try bindCSSFunction(call)
    case let name where CSSCurveForm.keywords.contains(name):
      // `ease(duration: 0.3)`: the keyword with a duration, as SwiftUI spells one.
      let signature = SpecSignature(
        name: name, parameters: [.number("duration", "duration", .positive, default: 1)])
      let arguments = try match(signature, call)
      return try bindCSS(.keyword(name), call, duration: arguments.number("duration"))
    case "spring", "interpolatingSpring", "interactiveSpring":
      return try bindSpring(call)
    case "smooth", "snappy", "bouncy":
      return try bindPreset(call)
    case "default":
      try requireBare(call)
      return .default
    case let name where UnitCurve.easings.contains(where: { $0.key == name }):
      return try bindEasingsNet(call)
    default:
      let known = Self.baseNames + UnitCurve.easings.map { $0.key }
      throw error(
        "unknown animation '\(call.name)'"
          + NameSuggestion.clause(for: call.name, among: known + ForeignSpec.leadingWords.sorted())
          + "; expected one of: \(Self.baseNames.joined(separator: ", ")), or an easings.net name "
          + "such as easeInOutBack",
        call.column)
    }
  }

  /// An easings.net curve by name (`easeInSine` … `easeInOutBounce`), 1 s unless given
  /// `(duration:)`, as a CSS keyword lasts.
  private func bindEasingsNet(_ call: CallSyntax) throws(SpecError) -> Animation {
    let signature = SpecSignature(
      name: call.name, parameters: [.number("duration", "duration", .positive, default: 1)])
    let arguments = try match(signature, call)
    let curve = UnitCurve.easings.first { $0.key == call.name }!.value
    return .timingCurve(curve, duration: arguments.number("duration"))
  }

  /// SwiftUI's `UnitCurve` names and `timingCurve` (CSS's `linear(...)` when it has stops).
  private func bindTimingCurve(_ call: CallSyntax) throws(SpecError) -> Animation {
    switch call.name {
    // SwiftUI's `UnitCurve` names (the circular ones have no `Animation` shorthand in SwiftUI:
    // there `circularEaseIn(duration: d)` is `.timingCurve(.circularEaseIn, duration: d)`).
    // `easeInEaseOut` is SwiftUI's deprecated `UnitCurve` spelling of `easeInOut`.
    case let name where Self.swiftUICurveNames.contains(name):
      if call.name == "linear", let arguments = call.arguments,
        arguments.contains(where: { $0.label == nil })
      {
        return try bindCSS(.linear(linearStops(call)), call)
      }
      // `easeInEaseOut`, the one name not a row of the table, is `easeInOut`.
      let curve = UnitCurve.named(call.name) ?? .easeInOut
      let signature = SpecSignature(
        name: call.name,
        parameters: [
          .number("duration", "duration", .positive, default: Animation.defaultDuration)
        ])
      let arguments = try match(signature, call)
      return .timingCurve(curve, duration: arguments.number("duration"))

    case "timingCurve":
      // Any x, clamped to [0, 1] as SwiftUI does (Apple, `UnitCurve.bezier`); CSS rejects it.
      let signature = SpecSignature(
        name: "timingCurve",
        parameters: [
          .number(nil, "x1", .any), .number(nil, "y1", .any),
          .number(nil, "x2", .any), .number(nil, "y2", .any),
          .number("duration", "duration", .positive, default: Animation.defaultDuration),
        ])
      let a = try match(signature, call)
      // Rejecting only a y beyond the solver's range, which `UnitCurve.bezier` would clamp.
      let (x1, x2) = (min(max(a.number("x1"), 0), 1), min(max(a.number("x2"), 0), 1))
      let curve: UnitCurve
      do {
        curve = try UnitCurve.bezier(
          validatingStartControlPoint: UnitPoint(x: x1, y: a.number("y1")),
          endControlPoint: UnitPoint(x: x2, y: a.number("y2")))
      } catch {
        throw self.error("invalid timingCurve(...): \(error.description)", call.column)
      }
      return .timingCurve(curve, duration: a.number("duration"))
    default:
      throw error("unknown timing curve '\(call.name)'", call.column)
    }
  }

  /// CSS's `cubic-bezier()` and `steps()`.
  private func bindCSSFunction(_ call: CallSyntax) throws(SpecError) -> Animation {
    switch call.name {
    case "cubic-bezier":
      let signature = SpecSignature(
        name: "cubic-bezier",
        parameters: [
          .number(nil, "x1", .unitInterval), .number(nil, "y1", .any),
          .number(nil, "x2", .unitInterval), .number(nil, "y2", .any),
        ])
      let a = try match(signature, call)
      return try bindCSS(
        .cubicBezier(
          x1: a.number("x1"), y1: a.number("y1"), x2: a.number("x2"), y2: a.number("y2")),
        call)

    case "steps":
      let signature = SpecSignature(
        name: "steps",
        parameters: [
          .number(nil, "count", .positiveInteger(limit: 1_000_000_000)),
          SpecSignature.Parameter(
            label: nil, name: "position", kind: .keyword(CSSCurveForm.stepPositions),
            defaultValue: .keyword(CSSEasingFunction.StepPosition.jumpEnd.rawValue)),
        ])
      let a = try match(signature, call)
      let keyword = a.keyword("position") ?? CSSEasingFunction.StepPosition.jumpEnd.rawValue
      // The signature admits only `stepPositions`, which are the core's raw values.
      guard let position = CSSEasingFunction.StepPosition(rawValue: keyword) else {
        throw error("unknown step position '\(keyword)'", call.column)
      }
      let form = CSSCurveForm.steps(count: Int(a.number("count")), position: position)
      return try bindCSS(form, call)
    default:
      throw error("unknown CSS function '\(call.name)'", call.column)
    }
  }

  /// SwiftUI's `spring`, `interpolatingSpring` and `interactiveSpring`.
  private func bindSpring(_ call: CallSyntax) throws(SpecError) -> Animation {
    switch call.name {
    case "spring":
      if call.arguments == nil { return .spring }
      // In SwiftUI's order of preference: `spring()` resolves to the duration/bounce form, the
      // response/dampingFraction form is disfavoured, and `spring(.bouncy)` takes a `Spring`.
      let overloads = SpecOverloads(signatures: [
        SpecSignature(
          name: "spring",
          parameters: [
            .number("duration", "duration", .positive, default: 0.5),
            .number("bounce", "bounce", .bounce, default: 0),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0),
          ]),
        SpecSignature(
          name: "spring",
          parameters: [
            .number("response", "response", .positive, default: 0.5),
            .number("dampingFraction", "dampingFraction", .nonNegative, default: 0.825),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0),
          ]),
        SpecSignature(
          name: "spring",
          parameters: [
            .init(label: nil, name: "spring", kind: SpringValueBinder.kind, defaultValue: nil),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0),
          ]),
      ])
      let (index, a) = try overloads.match(call, source: source)
      let spring: Spring
      switch index {
      case 0:
        spring = try validSpring(
          .durationBounce(duration: a.number("duration"), bounce: a.number("bounce")), call)
      case 1:
        spring = try validSpring(
          .responseDampingRatio(
            response: a.number("response"), dampingRatio: a.number("dampingFraction")), call)
      default:
        spring = try springValue(a)
      }
      return .spring(spring, blendDuration: a.number("blendDuration"))

    case "interpolatingSpring":
      let overloads = SpecOverloads(signatures: [
        SpecSignature(
          name: "interpolatingSpring",
          parameters: [
            .number("mass", "mass", .positive, default: 1),
            .number("stiffness", "stiffness", .positive),
            .number("damping", "damping", .nonNegative),
            .number("initialVelocity", "initialVelocity", .any, default: 0),
          ]),
        SpecSignature(
          name: "interpolatingSpring",
          parameters: [
            .number("duration", "duration", .positive, default: 0.5),
            .number("bounce", "bounce", .bounce, default: 0),
            .number("initialVelocity", "initialVelocity", .any, default: 0),
          ]),
        SpecSignature(
          name: "interpolatingSpring",
          parameters: [
            .init(label: nil, name: "spring", kind: SpringValueBinder.kind, defaultValue: nil),
            .number("initialVelocity", "initialVelocity", .any, default: 0),
          ]),
      ])
      let (index, a) = try overloads.match(call, source: source)
      let spring: Spring
      switch index {
      case 0:
        spring = try validSpring(
          .massStiffnessDamping(
            mass: a.number("mass"), stiffness: a.number("stiffness"), damping: a.number("damping"),
            allowOverDamping: true), call)
      case 1:
        spring = try validSpring(
          .durationBounce(duration: a.number("duration"), bounce: a.number("bounce")), call)
      default:
        spring = try springValue(a)
      }
      return .interpolatingSpring(spring, initialVelocity: a.number("initialVelocity"))

    case "interactiveSpring":
      // SwiftUI's order: the duration/extraBounce form first (a bare `interactiveSpring` is
      // bounce 0.15), the response/dampingFraction form disfavoured.
      let overloads = SpecOverloads(signatures: [
        SpecSignature(
          name: "interactiveSpring",
          parameters: [
            .number("duration", "duration", .positive, default: 0.15),
            .number("extraBounce", "extraBounce", .any, default: 0),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0.25),
          ]),
        SpecSignature(
          name: "interactiveSpring",
          parameters: [
            .number("response", "response", .positive, default: 0.15),
            .number("dampingFraction", "dampingFraction", .nonNegative, default: 0.86),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0.25),
          ]),
      ])
      let (index, a) = try overloads.match(call, source: source)
      let spring: Spring
      if index == 0 {
        let bounce = 0.15 + a.number("extraBounce")
        if let violation = NumberConstraint.bounce.violation(bounce) {
          throw error(
            "'extraBounce:' of interactiveSpring gives bounce \(bounce), which \(violation)",
            a.columns["extraBounce"] ?? call.column)
        }
        spring = try validSpring(
          .durationBounce(duration: a.number("duration"), bounce: bounce), call)
      } else {
        spring = try validSpring(
          .responseDampingRatio(
            response: a.number("response"), dampingRatio: a.number("dampingFraction")),
          call)
      }
      return .spring(spring, blendDuration: a.number("blendDuration"))
    default:
      throw error("unknown spring '\(call.name)'", call.column)
    }
  }

  /// SwiftUI's `smooth`, `snappy` and `bouncy` presets.
  private func bindPreset(_ call: CallSyntax) throws(SpecError) -> Animation {
    let signature = SpecSignature(
      name: call.name,
      parameters: [
        .number("duration", "duration", .positive, default: 0.5),
        .number("extraBounce", "extraBounce", .any, default: 0),
      ])
    let a = try match(signature, call)
    let duration = a.number("duration")
    let extra = a.number("extraBounce")
    guard let preset = Spring.Preset(rawValue: call.name) else {
      throw error("unknown spring preset '\(call.name)'", call.column)
    }
    let bounce = preset.bounce + extra
    // The presets clamp the sum; the spec language reports it instead.
    if let violation = NumberConstraint.bounce.violation(bounce) {
      throw error(
        "'extraBounce:' of \(call.name) gives bounce \(bounce), which \(violation)",
        a.columns["extraBounce"] ?? call.column)
    }
    _ = try validSpring(.durationBounce(duration: duration, bounce: bounce), call)
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
  private func bindCSS(_ form: CSSCurveForm, _ call: CallSyntax, duration: Double = 1)
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
  private func linearStops(_ call: CallSyntax) throws(SpecError) -> [CSSCurveForm.LinearStop] {
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
