import Kinetic

/// Turns a ``SpecSyntax`` into an ``AnimationSpec``: resolves names, matches arguments to
/// SwiftUI's and CSS's parameter lists, validates ranges, and applies modifiers.
struct SpecBinder {
  let source: String

  /// Every base name the spec language accepts, grouped for `kinetic list`.
  static let curveNames = [
    "linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
    "circularEaseInOut", "timingCurve(_:_:_:_:duration:)",
  ]
  static let cssNames =
    ["cubic-bezier(x1, y1, x2, y2)", "steps(n, position)", "linear(stops...)"]
    + CSSCurveForm.keywords
  static let springNames = [
    "spring", "spring(response:dampingFraction:blendDuration:)",
    "spring(duration:bounce:blendDuration:)",
    "interpolatingSpring(mass:stiffness:damping:initialVelocity:)",
    "interpolatingSpring(duration:bounce:initialVelocity:)",
    "interactiveSpring(response:dampingFraction:blendDuration:)", "smooth(duration:extraBounce:)",
    "snappy(duration:extraBounce:)", "bouncy(duration:extraBounce:)", "default",
  ]
  static let modifierNames = [
    "delay(_:)", "speed(_:)", "repeatCount(_:autoreverses:)", "repeatForever(autoreverses:)",
  ]
  private static let baseNames =
    [
      "linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
      "circularEaseInOut", "timingCurve", "cubic-bezier", "steps", "spring", "interpolatingSpring",
      "interactiveSpring", "smooth", "snappy", "bouncy", "default",
    ] + CSSCurveForm.keywords

  /// SwiftUI's `.spring` and `.default`: response 0.5 s, damping fraction 0.825.
  private static let defaultSpring = Spring(response: 0.5, dampingRatio: 0.825)

  func error(_ message: String, _ column: Int) -> SpecError {
    SpecError(message, column: column, source: source)
  }

  func bind(_ syntax: SpecSyntax) throws -> AnimationSpec {
    let (base, family, curve, spring) = try bindBase(syntax.base)
    var animation = base
    for modifier in syntax.modifiers {
      animation = try apply(modifier, to: animation)
    }
    // The curve and spring describe the base only; callers check `modifierNames` before treating
    // the whole spec as a curve or a spring.
    return AnimationSpec(
      source: source, animation: animation, family: family, curve: curve, spring: spring,
      modifierNames: syntax.modifiers.map(\.name))
  }

  // MARK: Base

  private typealias Base = (Animation, AnimationSpec.Family, (any ProgressCurve)?, Spring?)

  private func bindBase(_ call: CallSyntax) throws -> Base {
    switch call.name {
    // SwiftUI's `UnitCurve` names (the circular ones have no `Animation` shorthand in SwiftUI:
    // there `circularEaseIn(duration: d)` is `.timingCurve(.circularEaseIn, duration: d)`).
    case "linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
      "circularEaseInOut":
      if call.name == "linear", let arguments = call.arguments,
        arguments.contains(where: { $0.label == nil })
      {
        return try bindCSS(.linear(linearStops(call)), call)
      }
      let curve: UnitCurve
      switch call.name {
      case "linear": curve = .linear
      case "easeIn": curve = .easeIn
      case "easeOut": curve = .easeOut
      case "circularEaseIn": curve = .circularEaseIn
      case "circularEaseOut": curve = .circularEaseOut
      case "circularEaseInOut": curve = .circularEaseInOut
      default: curve = .easeInOut
      }
      let signature = SpecSignature(
        name: call.name,
        parameters: [
          .number("duration", "duration", .positive, default: Animation.defaultDuration)
        ])
      let arguments = try match(signature, call)
      return (.timingCurve(curve, duration: arguments.number("duration")), .timingCurve, curve, nil)

    case "timingCurve":
      let signature = SpecSignature(
        name: "timingCurve",
        parameters: [
          .number(nil, "x1", .unitInterval), .number(nil, "y1", .any),
          .number(nil, "x2", .unitInterval), .number(nil, "y2", .any),
          .number("duration", "duration", .positive, default: Animation.defaultDuration),
        ])
      let a = try match(signature, call)
      let curve: UnitCurve
      do {
        curve = try CSSCurveBridge.timingCurve(
          x1: a.number("x1"), y1: a.number("y1"), x2: a.number("x2"), y2: a.number("y2"))
      } catch let failure {
        throw error("invalid timingCurve(...): \(failure.message)", call.column)
      }
      return (.timingCurve(curve, duration: a.number("duration")), .timingCurve, curve, nil)

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
            defaultValue: .keyword("jump-end")),
        ])
      let a = try match(signature, call)
      let form = CSSCurveForm.steps(
        count: Int(a.number("count")), position: a.keyword("position") ?? "jump-end")
      return try bindCSS(form, call)

    case let name where CSSCurveForm.keywords.contains(name):
      try requireBare(call)
      return try bindCSS(.keyword(name), call)

    case "spring":
      if call.arguments == nil { return (.spring, .spring, nil, Self.defaultSpring) }
      let overloads = SpecOverloads(signatures: [
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
            .number("duration", "duration", .positive, default: 0.5),
            .number("bounce", "bounce", .bounce, default: 0),
            .number("blendDuration", "blendDuration", .nonNegative, default: 0),
          ]),
      ])
      let (index, a) = try overloads.match(call, source: source)
      let parameters: Spring.Parameters =
        index == 0
        ? .responseDampingRatio(
          response: a.number("response"), dampingRatio: a.number("dampingFraction"))
        : .durationBounce(duration: a.number("duration"), bounce: a.number("bounce"))
      let spring = try validSpring(parameters, call)
      return (.spring(spring, blendDuration: a.number("blendDuration")), .spring, nil, spring)

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
      ])
      let (index, a) = try overloads.match(call, source: source)
      let parameters: Spring.Parameters =
        index == 0
        ? .massStiffnessDamping(
          mass: a.number("mass"), stiffness: a.number("stiffness"), damping: a.number("damping"),
          allowOverDamping: true)
        : .durationBounce(duration: a.number("duration"), bounce: a.number("bounce"))
      let spring = try validSpring(parameters, call)
      let animation = AnimationBridge.interpolatingSpring(
        spring, initialVelocity: a.number("initialVelocity"))
      return (animation, .spring, nil, spring)

    case "interactiveSpring":
      let signature = SpecSignature(
        name: "interactiveSpring",
        parameters: [
          .number("response", "response", .positive, default: 0.15),
          .number("dampingFraction", "dampingFraction", .nonNegative, default: 0.86),
          .number("blendDuration", "blendDuration", .nonNegative, default: 0.25),
        ])
      let a = try match(signature, call)
      let spring = try validSpring(
        .responseDampingRatio(
          response: a.number("response"), dampingRatio: a.number("dampingFraction")),
        call)
      return (.spring(spring, blendDuration: a.number("blendDuration")), .spring, nil, spring)

    case "smooth", "snappy", "bouncy":
      let signature = SpecSignature(
        name: call.name,
        parameters: [
          .number("duration", "duration", .positive, default: 0.5),
          .number("extraBounce", "extraBounce", .any, default: 0),
        ])
      let a = try match(signature, call)
      let duration = a.number("duration")
      let extra = a.number("extraBounce")
      let presetBounce = call.name == "smooth" ? 0 : call.name == "snappy" ? 0.15 : 0.3
      let bounce = presetBounce + extra
      // The presets clamp the sum; the spec language reports it instead.
      guard bounce > -1 && bounce < 1 else {
        throw error(
          "'extraBounce:' of \(call.name) gives bounce \(bounce), which must be in (-1, 1)",
          a.columns["extraBounce"] ?? call.column)
      }
      _ = try validSpring(.durationBounce(duration: duration, bounce: bounce), call)
      let spring: Spring
      switch call.name {
      case "smooth": spring = .smooth(duration: duration, extraBounce: extra)
      case "snappy": spring = .snappy(duration: duration, extraBounce: extra)
      default: spring = .bouncy(duration: duration, extraBounce: extra)
      }
      let animation = AnimationBridge.preset(
        call.name, duration: duration, extraBounce: extra, spring: spring)
      return (animation, .spring, nil, spring)

    case "default":
      try requireBare(call)
      return (.default, .spring, nil, Self.defaultSpring)

    default:
      throw error(
        "unknown animation '\(call.name)'; expected one of: \(Self.baseNames.joined(separator: ", "))",
        call.column)
    }
  }

  private func match(_ signature: SpecSignature, _ call: CallSyntax) throws(SpecError)
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

  private func bindCSS(_ form: CSSCurveForm, _ call: CallSyntax) throws -> Base {
    let curve: any ProgressCurve
    do {
      curve = try CSSCurveBridge.curve(form)
    } catch {
      throw cssError(error, call)
    }
    let animation = Animation(EasingAnimation(form: form, curve: curve, duration: 1))
    return (animation, .css, curve, nil)
  }

  /// An invalid CSS curve as a spec error at the call; anything else (a missing backend) as is.
  private func cssError(_ error: any Error, _ call: CallSyntax) -> any Error {
    guard let failure = error as? CSSCurveBridge.Failure else { return error }
    return self.error("invalid \(call.name)(...): \(failure.message)", call.column)
  }

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
      stops.append(CSSCurveForm.LinearStop(value: first.value, percentages: rest.map(\.value)))
    }
    return stops
  }

  // MARK: Modifiers

  private func apply(_ call: CallSyntax, to animation: Animation) throws -> Animation {
    switch call.name {
    case "delay":
      let signature = SpecSignature(
        name: "delay", parameters: [.number(nil, "delay", .nonNegative)])
      return animation.delay(try match(signature, call).number("delay"))
    case "speed":
      let signature = SpecSignature(name: "speed", parameters: [.number(nil, "speed", .positive)])
      return animation.speed(try match(signature, call).number("speed"))
    case "repeatCount":
      let signature = SpecSignature(
        name: "repeatCount",
        parameters: [
          .number(nil, "count", .positiveInteger(limit: 1_000_000)),
          .boolean("autoreverses", default: true),
        ])
      let a = try match(signature, call)
      return try AnimationBridge.repeatCount(
        animation, Int(a.number("count")), autoreverses: a.boolean("autoreverses"))
    case "repeatForever":
      let signature = SpecSignature(
        name: "repeatForever", parameters: [.boolean("autoreverses", default: true)])
      return try AnimationBridge.repeatForever(
        animation, autoreverses: try match(signature, call).boolean("autoreverses"))
    default:
      throw error(
        "unknown modifier '\(call.name)'; expected one of: delay, speed, repeatCount, repeatForever",
        call.column)
    }
  }
}
