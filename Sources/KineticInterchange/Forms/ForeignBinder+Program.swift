import Kinetic

extension ForeignBinder {
  /// Several statements (what `kinetic export` writes for Core Animation and Flutter): a
  /// Core Animation object configured by property assignments, or a Flutter
  /// `AnimationController` with a `CurvedAnimation` over it.
  func program(_ statements: [ForeignStatement]) throws(SpecError) -> Animation {
    // GSAP: CustomEase.create(...) statements and a tween (what export --to gsap writes).
    if statements.contains(where: {
      ["gsap", "CustomEase"].contains(String(($0.value.dottedName ?? "").prefix { $0 != "." }))
    }) {
      return try gsapProgram(statements)
    }
    for statement in statements {
      guard case .call(let parts, _, _) = statement.value, statement.target.count <= 1 else {
        continue
      }
      switch parts.joined(separator: ".") {
      case "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation":
        return try coreAnimationObject(statement, statements)
      case "AnimationController":
        return try flutterController(statement, statements)
      default: continue
      }
    }
    throw error(
      "in foreign code: expected a Core Animation object (let animation = CABasicAnimation(...) "
        + "and its properties) or a Flutter AnimationController with a CurvedAnimation",
      statements.first?.column ?? formColumn)
  }

  // MARK: Core Animation

  /// The properties Core Animation's animation classes take, by class.
  static let coreAnimationProperties: [String: [String]] = {
    let common = [
      "duration", "beginTime", "speed", "autoreverses", "repeatCount", "fillMode",
      "isRemovedOnCompletion", "fromValue", "toValue", "byValue", "keyPath", "delegate",
    ]
    return [
      "CABasicAnimation": common + ["timingFunction"],
      "CASpringAnimation": common + ["mass", "stiffness", "damping", "initialVelocity"],
      "CAKeyframeAnimation": common + [
        "values", "keyTimes", "calculationMode", "timingFunctions", "timingFunction",
      ],
    ]
  }()

  /// A `CABasicAnimation`, `CASpringAnimation` or `CAKeyframeAnimation` declared by `object`
  /// and configured by assignments to its properties (Apple's documentation of each class:
  /// `duration` 0.25 s by default, `beginTime = CACurrentMediaTime() + delay`, `repeatCount`
  /// counting a forward and, with `autoreverses`, a backward pass as one repetition, the
  /// backward pass running time backwards). `layer.add(animation, forKey:)` is accepted.
  func coreAnimationObject(_ object: ForeignStatement, _ statements: [ForeignStatement])
    throws(SpecError)
    -> Animation
  {
    guard case .call(let parts, let arguments, let column) = object.value else {
      throw error("in Core Animation: expected an animation object", object.column)
    }
    let kind = parts.joined(separator: ".")
    let form = "Core Animation \(kind)"
    let known = Self.coreAnimationProperties[kind] ?? []
    let name = object.target.first
    var properties: [String: ForeignStatement] = [:]
    for statement in statements where statement.column != object.column {
      if statement.target.isEmpty, case .call(let p, _, _) = statement.value, p.last == "add" {
        continue
      }
      guard let name, statement.target.count == 2, statement.target[0] == name,
        !statement.declares
      else {
        throw error(
          "in \(form): expected an assignment such as \(name ?? "animation").duration = 0.3",
          statement.column)
      }
      let property = statement.target[1]
      guard known.contains(property) else {
        throw unknown("property", property, among: known, form: form, column: statement.column)
      }
      properties[property] = statement
    }
    // Initialiser arguments: keyPath, and CASpringAnimation's physical and perceptual forms.
    var springArguments: [ForeignArgument] = []
    for argument in arguments where argument.label != "keyPath" {
      guard kind == "CASpringAnimation" else {
        throw error("in \(form): unexpected argument '\(argument.label ?? "")'", argument.column)
      }
      springArguments.append(argument)
    }
    func argument(_ property: String) -> ForeignArgument? {
      properties[property].map {
        ForeignArgument(label: property, column: $0.column, value: $0.value)
      }
    }
    func value(_ property: String, default fallback: Double, _ constraint: NumberConstraint)
      throws(SpecError) -> Double
    {
      try number(argument(property), property, form: form, default: fallback, constraint)
    }
    let duration: Double?
    if let statement = properties["duration"], case .name(let p, _) = statement.value,
      p.last == "settlingDuration", kind == "CASpringAnimation"
    {
      duration = nil
    } else {
      duration = try value("duration", default: 0.25, .positive)
    }
    var animation: Animation
    switch kind {
    case "CASpringAnimation":
      var (m, k, c) = (1.0, 100.0, 10.0)
      if !springArguments.isEmpty {
        let initial = try appleAnimation(.call(parts, springArguments, column: column))
        guard case .spring(let s) = initial.resolved.kind else {
          throw error("in \(form): expected a spring", column)
        }
        (m, k, c) = (s.spring.mass, s.spring.stiffness, s.spring.damping)
      }
      let spring = try self.spring(
        .massStiffnessDamping(
          mass: try value("mass", default: m, .positive),
          stiffness: try value("stiffness", default: k, .positive),
          damping: try value("damping", default: c, .nonNegative), allowOverDamping: true),
        form: form, column: column)
      let velocity = try value("initialVelocity", default: 0, .any)
      if let duration {
        // Core Animation removes a spring animation at its duration: the value jumps to the
        // model value, the target.
        animation = Animation(
          CutOffSpring(spring: spring, initialVelocity: velocity, duration: duration))
      } else {
        animation = .interpolatingSpring(spring, initialVelocity: velocity)
      }
    case "CAKeyframeAnimation":
      animation = try coreAnimationKeyframes(properties, duration: duration ?? 0.25, form: form)
    default:
      let curve =
        try properties["timingFunction"].map { (statement) throws(SpecError) in
          try appleCurve(statement.value)
        } ?? .linear
      animation = .timingCurve(curve, duration: duration ?? 0.25)
    }
    let speed = try value("speed", default: 1, .positive)
    if speed != 1 { animation = animation.speed(speed) }
    // Repetition: each counted repetition is a forward pass and, with autoreverses, a backward
    // one.
    var autoreverses = false
    if let statement = properties["autoreverses"] {
      switch statement.value.dottedName {
      case "true": autoreverses = true
      case "false": autoreverses = false
      default:
        throw error("in \(form): 'autoreverses' is true or false", statement.value.column)
      }
    }
    var passes: Int? = autoreverses ? 2 : 1
    if let statement = properties["repeatCount"] {
      let text = statement.value.dottedName ?? ""
      if [".infinity", "Float.infinity", ".greatestFiniteMagnitude"].contains(text) {
        passes = nil
      } else {
        let count = try value("repeatCount", default: 0, .nonNegative)
        let total = (count == 0 ? 1 : count) * (autoreverses ? 2 : 1)
        guard total == total.rounded(), total < 1_000_000 else {
          throw error(
            "in \(form): \(count) repetitions end partway through a pass, which Kinetic does "
              + "not play", statement.value.column)
        }
        passes = Int(total)
      }
    }
    // An autoreversing animation makes at least two passes.
    if autoreverses || passes != 1 {
      animation = animation.repeated(passes: passes, alternating: autoreverses)
    }
    let delay = try coreAnimationDelay(properties["beginTime"], form: form)
    return delay > 0 ? animation.delay(delay) : animation
  }

  /// Seconds of `beginTime = CACurrentMediaTime() + delay` (or `CACurrentMediaTime()`).
  func coreAnimationDelay(_ statement: ForeignStatement?, form: String) throws(SpecError) -> Double
  {
    guard let statement else { return 0 }
    func isNow(_ value: ForeignValue) -> Bool {
      if case .call(["CACurrentMediaTime"], let a, _) = value, a.isEmpty { return true }
      return false
    }
    if isNow(statement.value) { return 0 }
    if case .sum(let now, let delay, _) = statement.value, isNow(now) {
      return try number(
        ForeignArgument(label: "beginTime", column: delay.column, value: delay), "beginTime",
        form: form, .nonNegative)
    }
    throw error(
      "in \(form): 'beginTime' is CACurrentMediaTime() + delay", statement.value.column)
  }

  /// A `CAKeyframeAnimation` with linear `calculationMode`: `values` (fractions of the change)
  /// at `keyTimes` (evenly spaced when not given), each segment along its timing function.
  func coreAnimationKeyframes(
    _ properties: [String: ForeignStatement], duration: Double, form: String
  ) throws(SpecError) -> Animation {
    func numbers(_ property: String) throws(SpecError) -> [(Double, Int)]? {
      guard let statement = properties[property] else { return nil }
      guard case .array(let items, _) = statement.value else {
        throw error("in \(form): '\(property)' takes an array of numbers", statement.value.column)
      }
      return try items.map { (item) throws(SpecError) in
        (
          try number(
            ForeignArgument(label: property, column: item.column, value: item), property,
            form: form), item.column
        )
      }
    }
    if let mode = properties["calculationMode"], mode.value.dottedName != ".linear" {
      throw error(
        "in \(form): Kinetic reads calculationMode .linear here; write the other modes as "
          + "CAKeyframeAnimation(values:keyTimes:calculationMode:duration:)", mode.value.column)
    }
    if let overall = properties["timingFunction"] {
      throw error(
        "in \(form): an overall 'timingFunction' is not read; give timingFunctions per segment",
        overall.column)
    }
    guard let values = try numbers("values"), values.count >= 2 else {
      throw error("in \(form): 'values' needs at least two numbers", formColumn)
    }
    let times =
      try numbers("keyTimes")
      ?? values.indices.map { (Double($0) / Double(values.count - 1), values[$0].1) }
    guard times.count == values.count else {
      throw error(
        "in \(form): keyTimes has \(times.count) entries for \(values.count) values",
        times.first?.1 ?? formColumn)
    }
    guard times.first?.0 == 0, times.last?.0 == 1 else {
      throw error("in \(form): keyTimes must start at 0 and end at 1", times[0].1)
    }
    var curves = Array(repeating: UnitCurve.linear, count: values.count - 1)
    if let statement = properties["timingFunctions"] {
      guard case .array(let items, let c) = statement.value, items.count == curves.count else {
        throw error(
          "in \(form): 'timingFunctions' takes one timing function per segment (\(curves.count))",
          statement.value.column)
      }
      _ = c
      curves = try items.map { (item) throws(SpecError) in
        if case .name = item {
          return try member(
            item, ForeignEasings.coreAnimation, form: form, prefix: "CAMediaTimingFunctionName")
        }
        return try appleCurve(item)
      }
    }
    for index in times.indices.dropFirst() where times[index].0 < times[index - 1].0 {
      throw error("in \(form): keyTimes must not decrease", times[index].1)
    }
    // The keyframe model Core Animation's own CAKeyframeAnimation(...) form and the other
    // keyframe forms share.
    let points = values.indices.map {
      EasedKeyframePoints.Point(
        time: times[$0].0, value: values[$0].0, curve: $0 < curves.count ? curves[$0] : .linear,
        column: values[$0].1)
    }
    return .keyframes(
      EasedKeyframePoints(points: points, timeScale: duration).keyframes(from: 0).map {
        $0.keyframe
      })
  }

  // MARK: Flutter

  /// A Flutter `AnimationController(duration: Duration(...))` declared by `controller`, with
  /// an optional `CurvedAnimation(parent: controller, curve: …)` (linear without one) and
  /// `controller.forward()` or `controller.repeat(reverse: …)` (the reverse pass runs the
  /// controller backwards through the same curve: time reversed).
  func flutterController(_ controller: ForeignStatement, _ statements: [ForeignStatement])
    throws(SpecError) -> Animation
  {
    guard case .call(_, let arguments, let column) = controller.value else {
      throw error("in Flutter: expected AnimationController(...)", controller.column)
    }
    let form = "Flutter AnimationController(duration:)"
    let a = try match(
      arguments,
      [
        "vsync", "duration", "reverseDuration", "debugLabel", "lowerBound", "upperBound",
        "value", "animationBehavior",
      ], form: form, column: column)
    guard let durationArgument = a["duration"] else {
      throw error("in \(form): missing 'duration'", column)
    }
    for unsupported in ["reverseDuration", "lowerBound", "upperBound", "value"] {
      if let given = a[unsupported] {
        throw error("in \(form): '\(unsupported)' is not supported", given.column)
      }
    }
    let duration = try dartDuration(durationArgument.value)
    guard duration > 0 else { throw error("in \(form): 'duration' must be greater than 0", column) }
    let name = controller.target.first
    var curve = UnitCurve.linear
    var repetition: (count: Int?, reverse: Bool)?
    for statement in statements where statement.column != controller.column {
      switch statement.value {
      case .call(["CurvedAnimation"], let arguments, let c):
        let curvedForm = "Flutter CurvedAnimation(parent:, curve:)"
        let b = try match(arguments, ["parent", "curve"], form: curvedForm, column: c)
        guard let parent = b["parent"]?.value.dottedName, parent == name else {
          throw error(
            "in \(curvedForm): 'parent' must be the controller '\(name ?? "controller")'", c)
        }
        guard let given = b["curve"] else { throw error("in \(curvedForm): missing 'curve'", c) }
        curve = try flutterCurve(given.value)
      // A call on the controller, or a declaration of what it returns (`final loop =
      // controller.repeat(...)`, as `kinetic export` writes it).
      case .call(let parts, let arguments, let c) where parts.count == 2 && parts[0] == name:
        switch parts[1] {
        case "forward": continue
        case "repeat":
          let repeatForm = "Flutter AnimationController.repeat(reverse:, count:)"
          let b = try match(
            arguments, ["reverse", "count", "min", "max", "period"], form: repeatForm, column: c)
          var reverse = false
          if let r = b["reverse"] {
            switch r.value.dottedName {
            case "true": reverse = true
            case "false": reverse = false
            default: throw error("in \(repeatForm): 'reverse' is true or false", r.value.column)
            }
          }
          let count = try b["count"].map { (argument) throws(SpecError) in
            Int(try number(argument, "count", form: repeatForm, .positiveInteger(limit: 999_999)))
          }
          if let other = ["min", "max", "period"].first(where: { b[$0] != nil }) {
            throw error("in \(repeatForm): '\(other)' is not supported", b[other]!.column)
          }
          repetition = (count, reverse)
        default:
          throw error(
            "in \(form): Kinetic reads \(name ?? "controller").forward() and .repeat(...), got "
              + "'\(parts[1])'", c)
        }
      default:
        throw error(
          "in \(form): expected a CurvedAnimation over the controller or a call on it",
          statement.column)
      }
    }
    var animation = Animation.timingCurve(curve, duration: duration)
    if let repetition {
      animation = animation.repeated(passes: repetition.count, alternating: repetition.reverse)
    }
    return animation
  }
}
