import Kinetic

extension ForeignBinder {
  /// Compose's `Spring.DampingRatio…` and `Spring.Stiffness…` constants.
  static let composeSpringConstants: [String: Double] = [
    "Spring.DampingRatioHighBouncy": ComposeSpring.dampingRatioHighBouncy,
    "Spring.DampingRatioMediumBouncy": ComposeSpring.dampingRatioMediumBouncy,
    "Spring.DampingRatioLowBouncy": ComposeSpring.dampingRatioLowBouncy,
    "Spring.DampingRatioNoBouncy": ComposeSpring.dampingRatioNoBouncy,
    "Spring.StiffnessHigh": ComposeSpring.stiffnessHigh,
    "Spring.StiffnessMedium": ComposeSpring.stiffnessMedium,
    "Spring.StiffnessMediumLow": ComposeSpring.stiffnessMediumLow,
    "Spring.StiffnessLow": ComposeSpring.stiffnessLow,
    "Spring.StiffnessVeryLow": ComposeSpring.stiffnessVeryLow,
  ]

  /// Compose's `tween`, `spring`, and `repeatable`/`infiniteRepeatable` around them
  /// (AnimationSpec.kt: `tween(durationMillis = 300, delayMillis = 0, easing =
  /// FastOutSlowInEasing)`, `spring(dampingRatio = 1f, stiffness = 1500f)`, mass 1).
  func compose(_ value: ForeignValue) throws(SpecError) -> Animation {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error(
        "in Compose: expected a call such as tween(...), got \(value.described)", value.column)
    }
    switch parts.joined(separator: ".") {
    case "tween", "TweenSpec":
      // The class TweenSpec(durationMillis, delay, easing) names its delay `delay`.
      let delayLabel = parts == ["TweenSpec"] ? "delay" : "delayMillis"
      let form = "Compose \(parts[0])(durationMillis, \(delayLabel), easing)"
      let a = try match(
        arguments, ["durationMillis", delayLabel, "easing"], form: form, column: column)
      let duration = try number(
        a["durationMillis"], "durationMillis", form: form, default: 300, .nonNegative)
      let delay = try number(a[delayLabel], delayLabel, form: form, default: 0, .nonNegative)
      for (name, x) in [("durationMillis", duration), (delayLabel, delay)] {
        try requireMilliseconds(x, name, a[name], form: form, column: column)
      }
      let curve =
        try a["easing"].map { (argument) throws(SpecError) in
          try composeEasing(argument.value)
        } ?? ForeignEasings.compose["FastOutSlowInEasing"]!
      let tween = Animation.timingCurve(curve, duration: duration / 1000)
      return delay > 0 ? tween.delay(delay / 1000) : tween
    case "spring":
      // spring(dampingRatio, stiffness, visibilityThreshold), or the overload
      // spring(durationMillis, bounce, visibilityThreshold): ω₀ = 2π/duration and SwiftUI's
      // bounce rule (androidx PhysicsAnimationTest 'springFromDurationAndBounce…': stiffness
      // 4π²/d², ratio 0.75 for bounce 0.25 and 2 for −0.5; duration 0, bounce 1.1 and −1 refused).
      let timed = arguments.contains { $0.label == "durationMillis" || $0.label == "bounce" }
      let form =
        timed
        ? "Compose spring(durationMillis, bounce, visibilityThreshold)"
        : "Compose spring(dampingRatio, stiffness, visibilityThreshold)"
      let a = try match(
        arguments,
        timed
          ? ["durationMillis", "bounce", "visibilityThreshold"]
          : ["dampingRatio", "stiffness", "visibilityThreshold"], form: form, column: column)
      // Read and checked; the spring is followed until it settles (see ``SpringSpec`` for
      // Compose's end rule).
      _ = try number(
        a["visibilityThreshold"], "visibilityThreshold", form: form, default: 0.01, .nonNegative)
      let spring: Spring
      if timed {
        let ms = try number(a["durationMillis"], "durationMillis", form: form, .positive)
        try requireMilliseconds(
          ms, "durationMillis", a["durationMillis"], form: form, column: column)
        spring = try self.spring(
          .durationBounce(
            duration: ms / 1000, bounce: try number(a["bounce"], "bounce", form: form, default: 0)),
          form: form, column: a["bounce"]?.value.column ?? column)
      } else {
        let constants = Self.composeSpringConstants
        let ratio = try number(
          a["dampingRatio"], "dampingRatio", form: form, default: 1, .nonNegative,
          constants: constants)
        let stiffness = try number(
          a["stiffness"], "stiffness", form: form, default: 1500, .positive, constants: constants)
        spring = try self.spring(
          .massStiffnessDamping(
            mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
            allowOverDamping: true), form: form, column: column)
      }
      return .interpolatingSpring(spring)
    case "snap":
      // The same SnapSpec that the physics spec `SnapSpec(delayMillis:)` binds, as an
      // animation (SnapSpec+Animation.swift).
      let form = "Compose snap(delayMillis)"
      let a = try match(arguments, ["delayMillis"], form: form, column: column)
      let delay = try number(a["delayMillis"], "delayMillis", form: form, default: 0, .nonNegative)
      try requireMilliseconds(delay, "delayMillis", a["delayMillis"], form: form, column: column)
      do {
        return try SnapSpec(delayMillis: delay).animation
      } catch {
        throw self.error(
          "in \(form): \(error.description)", a["delayMillis"]?.value.column ?? column)
      }
    case "repeatable", "infiniteRepeatable":
      let forever = parts == ["infiniteRepeatable"]
      let form =
        forever
        ? "Compose infiniteRepeatable(animation, repeatMode, initialStartOffset)"
        : "Compose repeatable(iterations, animation, repeatMode, initialStartOffset)"
      let labels =
        (forever ? [] : ["iterations"]) + ["animation", "repeatMode", "initialStartOffset"]
      let a = try match(arguments, labels, form: form, column: column)
      guard let inner = a["animation"] else {
        throw error("in \(form): missing 'animation'", column)
      }
      let base = try compose(inner.value)
      guard case .timingCurve = base.innermost.kind else {
        throw error("in \(form): 'animation' must be a tween(...)", inner.value.column)
      }
      var reverses = false
      if let mode = a["repeatMode"] {
        switch mode.value.dottedName {
        case "RepeatMode.Reverse": reverses = true
        case "RepeatMode.Restart": reverses = false
        default:
          throw error(
            "in \(form): 'repeatMode' is RepeatMode.Restart or RepeatMode.Reverse, got "
              + mode.value.described, mode.value.column)
        }
      }
      // StartOffset(offsetMillis, offsetType): StartOffsetType.Delay (the default) waits,
      // StartOffsetType.FastForward starts that far into the repetitions; either happens once,
      // while a tween's own delayMillis is part of every iteration (VectorizedRepeatableSpec:
      // the iteration lasts delayMillis + durationMillis).
      var offset = 0.0
      var fastForwards = false
      if let start = a["initialStartOffset"] {
        let offsetForm = "Compose StartOffset(offsetMillis, offsetType)"
        guard case .call(["StartOffset"], let offsetArguments, let c) = start.value else {
          throw error(
            "in \(form): 'initialStartOffset' takes StartOffset(offsetMillis, offsetType)",
            start.value.column)
        }
        let o = try match(
          offsetArguments, ["offsetMillis", "offsetType"], form: offsetForm, column: c)
        offset = try number(
          o["offsetMillis"], "offsetMillis", form: offsetForm, default: 0, .nonNegative)
        try requireMilliseconds(
          offset, "offsetMillis", o["offsetMillis"], form: offsetForm, column: c)
        if let type = o["offsetType"] {
          switch type.value.dottedName {
          case "StartOffsetType.Delay": fastForwards = false
          case "StartOffsetType.FastForward": fastForwards = true
          default:
            throw error(
              "in \(offsetForm): 'offsetType' is StartOffsetType.Delay or StartOffsetType.FastForward, got "
                + type.value.described, type.value.column)
          }
        }
      }
      // Compose's Reverse plays the tween backwards in time (RepeatableSpec: the play time of
      // an odd iteration is `duration − playTime`), which is `alternating`, not SwiftUI's
      // mirrored autoreverse.
      let count =
        forever
        ? nil
        : Int(
          try number(
            a["iterations"], "iterations", form: form, .positiveInteger(limit: 1_000_000)))
      let animation = base.repeated(passes: count, alternating: reverses)
      guard offset > 0 else { return animation }
      return fastForwards
        ? Animation(FastForwardedAnimation(base: animation, offset: offset / 1000))
        : animation.delay(offset / 1000)
    default:
      throw unknown(
        "animation spec", parts.joined(separator: "."),
        among: ["tween", "TweenSpec", "spring", "snap", "repeatable", "infiniteRepeatable"],
        form: "Compose",
        column: column)
    }
  }

  /// Checks that `x`, read from `argument` (the parameter `name` of `form`), is a value a Kotlin
  /// `Int` holds, as Compose's milliseconds are; the error points at the argument, or at
  /// `column` when it was not written.
  func requireMilliseconds(
    _ x: Double, _ name: String, _ argument: ForeignArgument?, form: String, column: Int
  ) throws(SpecError) {
    guard x == x.rounded() && abs(x) <= Double(Int32.max) else {
      throw error(
        "in \(form): '\(name)' is a whole number of milliseconds (a Kotlin Int, at most 2147483647), got \(x)",
        argument?.value.column ?? column)
    }
  }

  /// A Compose `Easing`: a named easing or `CubicBezierEasing(a, b, c, d)`.
  func composeEasing(_ value: ForeignValue) throws(SpecError) -> UnitCurve {
    switch value {
    case .call(["CubicBezierEasing"], let arguments, let column):
      return try controlPoints(
        arguments, labels: ["a", "b", "c", "d"], form: "Compose CubicBezierEasing(a, b, c, d)",
        column: column)
    case .name(let parts, let column):
      let name = parts.joined(separator: ".")
      guard let curve = ForeignEasings.compose[name] else {
        throw unknown(
          "easing", name, among: Array(ForeignEasings.compose.keys), form: "Compose", column: column
        )
      }
      return curve
    default:
      throw error(
        "in Compose: expected an Easing such as FastOutSlowInEasing or CubicBezierEasing(...), "
          + "got \(value.described)", value.column)
    }
  }
}
