import Kinetic

extension ForeignBinder {
  /// `SpringForce`'s and `DynamicAnimation`'s constants (androidx.dynamicanimation 1.0).
  static let androidSpringConstants: [String: Double] = [
    "SpringForce.STIFFNESS_HIGH": 10_000, "SpringForce.STIFFNESS_MEDIUM": 1500,
    "SpringForce.STIFFNESS_LOW": 200, "SpringForce.STIFFNESS_VERY_LOW": 50,
    "SpringForce.DAMPING_RATIO_HIGH_BOUNCY": 0.2, "SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY": 0.5,
    "SpringForce.DAMPING_RATIO_LOW_BOUNCY": 0.75, "SpringForce.DAMPING_RATIO_NO_BOUNCY": 1,
    "DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS": 1,
    "DynamicAnimation.MIN_VISIBLE_CHANGE_ROTATION_DEGREES": 0.1,
    "DynamicAnimation.MIN_VISIBLE_CHANGE_ALPHA": 1.0 / 256,
    "DynamicAnimation.MIN_VISIBLE_CHANGE_SCALE": 1.0 / 500,
  ]

  /// The minimum visible change `DynamicAnimation`'s constructor gives a view property.
  static func androidMinimumVisibleChange(_ property: String) -> Double? {
    switch property {
    case "TRANSLATION_X", "TRANSLATION_Y", "TRANSLATION_Z", "X", "Y", "Z", "SCROLL_X", "SCROLL_Y":
      return 1
    case "ROTATION", "ROTATION_X", "ROTATION_Y": return 0.1
    case "SCALE_X", "SCALE_Y": return 1.0 / 500
    case "ALPHA": return 1.0 / 256
    default: return nil
    }
  }

  /// The stiffness and damping ratio of a `SpringForce(…)` with chained setters
  /// (`SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(…)`), starting
  /// from `base`.
  func androidSpringForce(
    _ value: ForeignValue, base: (stiffness: Double, dampingRatio: Double), form: String
  ) throws(SpecError) -> (stiffness: Double, dampingRatio: Double) {
    guard case .call(let parts, let arguments, let column) = value, parts.count == 1 else {
      throw error("in \(form): expected SpringForce(finalPosition) with its setters", value.column)
    }
    switch parts[0] {
    case "SpringForce":
      guard arguments.count <= 1 else {
        throw error("in \(form): SpringForce takes one final position", column)
      }
      if let position = arguments.first { _ = try number(position, "finalPosition", form: form) }
      return base
    case ".setStiffness", ".setDampingRatio", ".setFinalPosition":
      guard arguments.count == 2 else {
        throw error("in \(form): \(parts[0].dropFirst()) takes one value", column)
      }
      var force = try androidSpringForce(arguments[0].value, base: base, form: form)
      let x = try number(
        arguments[1], String(parts[0].dropFirst(4)), form: form,
        constants: Self.androidSpringConstants)
      if parts[0] == ".setStiffness" {
        guard x > 0 else {
          throw error("in \(form): the stiffness must be positive, got \(x)", arguments[1].column)
        }
        force.stiffness = x
      } else if parts[0] == ".setDampingRatio" {
        guard x >= 0 else {
          throw error(
            "in \(form): the damping ratio must be non-negative, got \(x)", arguments[1].column)
        }
        force.dampingRatio = x
      }
      return force
    default:
      throw error(
        "in \(form): Kinetic reads SpringForce's setStiffness, setDampingRatio and "
          + "setFinalPosition, got \(parts[0].dropFirst())", column)
    }
  }

  /// An androidx `SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f)` with
  /// `setStartVelocity`, `setSpring(SpringForce(…)…)` (or `spring.stiffness = …` in Kotlin),
  /// `setMinimumVisibleChange` (and `setStartValue`, whose value, like the final position's, is
  /// the sample's start), read as ``AndroidSpringAnimation`` with SpringForce's defaults
  /// (stiffness `STIFFNESS_MEDIUM` 1500, damping ratio `DAMPING_RATIO_MEDIUM_BOUNCY` 0.5).
  func androidSpringAnimation(_ code: AndroidCode) throws(SpecError) -> Animation {
    let (_, arguments, column) = code.constructor
    let form = "Android SpringAnimation(...)"
    guard (2...3).contains(arguments.count) else {
      throw error(
        "in \(form): expected (target, property) or (target, property, finalPosition)", column)
    }
    var visible = 1.0
    if case .name(let parts, let c) = arguments[1].value, parts.count == 2,
      parts[0] == "DynamicAnimation"
    {
      guard let change = Self.androidMinimumVisibleChange(parts[1]) else {
        throw error("in \(form): unknown view property '\(parts[1])'", c)
      }
      visible = change
    }
    if arguments.count == 3 { _ = try number(arguments[2], "finalPosition", form: form) }
    var force = (stiffness: 1500.0, dampingRatio: 0.5)
    var velocity = 0.0
    for setting in code.settings {
      let constants = Self.androidSpringConstants
      switch setting.name {
      case "start", "animateToFinalPosition", "addEndListener", "addUpdateListener", "cancel":
        continue
      case "startVelocity", "startValue", "minimumVisibleChange", "spring.stiffness",
        "spring.dampingRatio", "spring.finalPosition", "spring":
        guard setting.arguments.count == 1 else {
          throw error("in \(form): '\(setting.name)' takes one value", setting.column)
        }
      default:
        throw error(
          "in \(form): Kinetic does not read '\(setting.name)'"
            + NameSuggestion.clause(
              for: setting.name,
              among: [
                "startVelocity", "startValue", "spring", "minimumVisibleChange",
                "spring.stiffness", "spring.dampingRatio",
              ]),
          setting.column)
      }
      let argument = setting.arguments[0]
      switch setting.name {
      case "startVelocity": velocity = try number(argument, "startVelocity", form: form)
      case "minimumVisibleChange":
        visible = try number(
          argument, "minimumVisibleChange", form: form, .positive, constants: constants)
      case "spring.stiffness":
        force.stiffness = try number(
          argument, "stiffness", form: form, .positive, constants: constants)
      case "spring.dampingRatio":
        force.dampingRatio = try number(
          argument, "dampingRatio", form: form, .nonNegative, constants: constants)
      // Where the motion starts and ends is the sample's (`--from`, `--to`).
      case "spring.finalPosition": _ = try number(argument, "finalPosition", form: form)
      case "startValue": _ = try number(argument, "startValue", form: form)
      default: force = try androidSpringForce(argument.value, base: force, form: form)
      }
    }
    let k = force.stiffness
    let spring = try self.spring(
      .massStiffnessDamping(
        mass: 1, stiffness: k, damping: 2 * force.dampingRatio * k.squareRoot(),
        allowOverDamping: true), form: form, column: column)
    return Animation(
      AndroidSpringAnimation(spring: spring, startVelocity: velocity, minimumVisibleChange: visible)
    )
  }
}
