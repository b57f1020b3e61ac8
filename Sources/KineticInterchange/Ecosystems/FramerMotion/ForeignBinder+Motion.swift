import Kinetic

extension ForeignBinder {
  /// A Motion (framer-motion) transition object. Springs (`type: "spring"`, or any of
  /// stiffness/damping/mass/bounce/visualDuration): physical parameters (defaults 100, 10, 1)
  /// win over `visualDuration`/`bounce` (ω = 2π/(1.2·visualDuration), ζ = clamp(1 − bounce,
  /// 0.05, 1)), which win over `duration`/`bounce` (Motion's `findSpring`; default bounce 0.3,
  /// and the motion ends at `duration`). As in Motion, `visualDuration` is read only when
  /// `bounce` or `duration` is set too; alone it leaves the default spring. A spring defined by
  /// time ignores `velocity`, as Motion does. `restSpeed` and `restDelta` are read and checked
  /// but do not end the motion: Kinetic follows a physical spring until it settles, where Motion
  /// jumps to the target once both thresholds hold (at most `restDelta` away;
  /// ``SpringGenerator`` models that rule). Tweens: `duration` (s, default 0.3) and `ease` (a
  /// name or `[x1, y1, x2, y2]`, default `"easeInOut"`). `delay` (s), `repeat` (count after
  /// the first pass, or `Infinity`) and `repeatType` (`"loop"`, `"mirror"`, SwiftUI's
  /// mirrored return pass, or `"reverse"`, time running backwards) apply to both. `velocity` is in changes per second.
  func motion(_ members: [ForeignArgument], _ value: ForeignValue) throws(SpecError) -> Animation {
    let form = "Motion transition { ... }"
    let labels = [
      "type", "stiffness", "damping", "mass", "velocity", "duration", "bounce", "visualDuration",
      "ease", "delay", "repeat", "repeatType", "restSpeed", "restDelta",
    ]
    let a = try match(members, labels, form: form, column: value.column)
    var type = "tween"
    if let t = a["type"] {
      guard case .string(let name, let column) = t.value else {
        throw error("in \(form): 'type' takes a string such as \"spring\"", t.value.column)
      }
      guard ["spring", "tween", "keyframes"].contains(name) else {
        throw unknown(
          "type", name, among: ["spring", "tween", "keyframes"], form: form, column: column)
      }
      type = name
    } else if ["stiffness", "damping", "mass", "bounce", "visualDuration"].contains(where: {
      a[$0] != nil
    }) {
      type = "spring"
    }
    let velocity = try number(a["velocity"], "velocity", form: form, default: 0)
    for key in ["restSpeed", "restDelta"] {
      _ = try number(a[key], key, form: form, default: 0, .nonNegative)
    }
    var animation: Animation
    if type == "spring" {
      if let ease = a["ease"] {
        throw error("in \(form): a spring takes no 'ease'", ease.column)
      }
      // Motion takes the time-defined path only when `duration` or `bounce` is set
      // (getSpringOptions' durationKeys): `visualDuration` alone leaves the default spring.
      if ["stiffness", "damping", "mass"].contains(where: { a[$0] != nil })
        || ["duration", "bounce"].allSatisfy({ a[$0] == nil })
      {
        let spring = try self.spring(
          .massStiffnessDamping(
            mass: try number(a["mass"], "mass", form: form, default: 1, .positive),
            stiffness: try number(a["stiffness"], "stiffness", form: form, default: 100, .positive),
            damping: try number(a["damping"], "damping", form: form, default: 10, .nonNegative),
            allowOverDamping: true), form: form, column: value.column)
        animation = .interpolatingSpring(spring, initialVelocity: velocity)
      } else if let visual = a["visualDuration"] {
        // Motion ignores `velocity` in a spring defined by time (visualDuration or duration
        // with bounce): getSpringOptions sets it to 0, "to prevent wild oscillation from
        // interrupted animations" (spring.test.ts, 'Time-defined spring ignores velocity').
        let d = try number(visual, "visualDuration", form: form, .positive)
        let bounce = try number(a["bounce"], "bounce", form: form, default: 0)
        let ratio = min(max(1 - bounce, 0.05), 1)
        let spring = try self.spring(
          .responseDampingRatio(response: 1.2 * d, dampingRatio: ratio), form: form,
          column: value.column)
        animation = .interpolatingSpring(spring)
      } else {
        let duration = try number(a["duration"], "duration", form: form, default: 0.8, .positive)
        let bounce = try number(a["bounce"], "bounce", form: form, default: 0.3)
        // As for visualDuration, Motion resolves and runs the spring with velocity 0.
        guard
          let spring = DurationResolvedSpring.motion(
            duration: duration, bounce: bounce, velocity: 0)
        else {
          throw error(
            "in \(form): Motion finds no spring for this duration and bounce", value.column)
        }
        animation = Animation(
          CutOffSpring(spring: spring, initialVelocity: 0, duration: min(max(duration, 0.01), 10)))
      }
    } else {
      for key in ["stiffness", "damping", "mass", "bounce", "visualDuration"] where a[key] != nil {
        throw error("in \(form): a \(type) takes no '\(key)'", a[key]!.column)
      }
      let duration = try number(a["duration"], "duration", form: form, default: 0.3, .positive)
      let curve =
        try a["ease"].map { (e) throws(SpecError) in try motionEase(e.value) } ?? .easeInOut
      animation = .timingCurve(curve, duration: duration)
    }
    if let repeatArgument = a["repeat"] {
      // "loop" restarts, "mirror" is SwiftUI's mirrored return pass, "reverse" plays the
      // motion backwards in time (`alternating`).
      var returnPass = "loop"
      if let kind = a["repeatType"] {
        guard case .string(let name, _) = kind.value, ["loop", "mirror", "reverse"].contains(name)
        else {
          throw error(
            "in \(form): 'repeatType' is \"loop\", \"mirror\" or \"reverse\", got "
              + kind.value.described, kind.value.column)
        }
        returnPass = name
      }
      var count: Int?
      if case .name(["Infinity"], _) = repeatArgument.value {
        count = nil
      } else {
        let passes = try number(repeatArgument, "repeat", form: form, .nonNegative)
        guard passes == passes.rounded(), passes < 1_000_000 else {
          throw error(
            "in \(form): 'repeat' is a whole number below 1000000 or Infinity",
            repeatArgument.value.column)
        }
        count = Int(passes) + 1
      }
      if count != 1 {
        switch returnPass {
        case "reverse":
          animation = animation.alternating(count: count)
        default:
          let mirrored = returnPass == "mirror"
          animation =
            count.map { animation.repeatCount($0, autoreverses: mirrored) }
            ?? animation.repeatForever(autoreverses: mirrored)
        }
      }
    }
    let delay = try number(a["delay"], "delay", form: form, default: 0, .nonNegative)
    return delay > 0 ? animation.delay(delay) : animation
  }

  /// A Motion `ease`: a name (quoted, or the imported easing function itself: `easeIn`), a
  /// Bezier array, or one of Motion's easing functions — `cubicBezier(x1, y1, x2, y2)`,
  /// `reverseEasing(ease)` (the easing turned end for end, 1 − e(1 − p): Motion's own `backIn`
  /// is `reverseEasing(backOut)`) and `mirrorEasing(ease)` (e(2p)/2 on the first half, its
  /// reversal on the second: `circInOut` is `mirrorEasing(circIn)`), of any `ease` value.
  func motionEase(_ value: ForeignValue) throws(SpecError) -> UnitCurve {
    let form = "Motion ease"
    func named(_ name: String, _ column: Int) throws(SpecError) -> UnitCurve {
      guard let curve = ForeignEasings.motion[name] else {
        throw unknown(
          "easing", name, among: Array(ForeignEasings.motion.keys), form: form, column: column)
      }
      return curve
    }
    switch value {
    case .string(let name, let column):
      return try named(name, column)
    case .name(let parts, let column) where parts.count == 1:
      // The easing function itself, imported from "motion" (`ease: easeOut`).
      return try named(parts[0], column)
    case .array(let items, let column):
      guard items.count == 4 else {
        throw error("in \(form): a cubic Bezier array has four numbers, got \(items.count)", column)
      }
      let arguments = items.map { ForeignArgument(label: nil, column: $0.column, value: $0) }
      return try controlPoints(
        arguments, labels: ["x1", "y1", "x2", "y2"], form: form, column: column)
    case .call(let parts, let arguments, let column) where parts == ["cubicBezier"]:
      return try controlPoints(
        arguments, labels: ["x1", "y1", "x2", "y2"], form: "Motion cubicBezier(x1, y1, x2, y2)",
        column: column)
    case .call(let parts, let arguments, let column)
    where parts == ["reverseEasing"] || parts == ["mirrorEasing"]:
      let name = parts[0]
      let a = try match(arguments, ["easing"], form: "Motion \(name)(easing)", column: column)
      guard let easing = a["easing"] else {
        throw error("in Motion \(name)(easing): missing the easing", column)
      }
      let curve = try motionEase(easing.value)
      return name == "reverseEasing" ? curve.reversed : .joined(curve, curve.reversed)
    default:
      throw error(
        "in \(form): expected a name such as \"easeOut\", [x1, y1, x2, y2], cubicBezier(…), "
          + "reverseEasing(…) or mirrorEasing(…), got \(value.described)",
        value.column)
    }
  }
}
