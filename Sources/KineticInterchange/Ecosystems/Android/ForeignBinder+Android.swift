import Kinetic

extension ForeignBinder {
  /// The interpolator class names Android's View framework and androidx give, with the
  /// parameters their constructors take.
  static let androidInterpolatorParameters: [String: [String]] = [
    "AccelerateDecelerateInterpolator": [],
    "AccelerateInterpolator": ["factor"],
    "DecelerateInterpolator": ["factor"],
    "AnticipateInterpolator": ["tension"],
    "OvershootInterpolator": ["tension"],
    "AnticipateOvershootInterpolator": ["tension", "extraTension"],
    "BounceInterpolator": [],
    "CycleInterpolator": ["cycles"],
    "LinearInterpolator": [],
    "PathInterpolator": ["controlX1", "controlY1", "controlX2", "controlY2"],
    "FastOutSlowInInterpolator": [],
    "LinearOutSlowInInterpolator": [],
    "FastOutLinearInInterpolator": [],
  ]

  /// An Android interpolator constructor call, `OvershootInterpolator(2f)`, with AOSP's defaults
  /// (factor 1, tension 2, extraTension 1.5; `CycleInterpolator` has no default).
  func androidInterpolator(_ value: ForeignValue) throws(SpecError) -> AndroidInterpolator {
    let name: String
    let arguments: [ForeignArgument]
    let column: Int
    switch value {
    case .call(let parts, let a, let c) where parts.count == 1:
      (name, arguments, column) = (parts[0], a, c)
    case .name(let parts, let c) where parts.count == 1:
      (name, arguments, column) = (parts[0], [], c)
    default:
      throw error(
        "in Android: expected an interpolator such as OvershootInterpolator(2f), got "
          + value.described, value.column)
    }
    guard let parameters = Self.androidInterpolatorParameters[name] else {
      throw unknown(
        "interpolator", name, among: Array(Self.androidInterpolatorParameters.keys),
        form: "Android", column: column)
    }
    let form = "Android \(name)(\(parameters.joined(separator: ", ")))"
    if name == "PathInterpolator" {
      return try androidPath(arguments, form: form, column: column)
    }
    let a = try match(arguments, parameters, form: form, column: column)
    switch name {
    case "AccelerateDecelerateInterpolator": return .accelerateDecelerate
    case "AccelerateInterpolator":
      return .accelerate(
        factor: try number(a["factor"], "factor", form: form, default: 1, .nonNegative))
    case "DecelerateInterpolator":
      return .decelerate(
        factor: try number(a["factor"], "factor", form: form, default: 1, .nonNegative))
    case "AnticipateInterpolator":
      return .anticipate(tension: try number(a["tension"], "tension", form: form, default: 2))
    case "OvershootInterpolator":
      return .overshoot(tension: try number(a["tension"], "tension", form: form, default: 2))
    case "AnticipateOvershootInterpolator":
      return .anticipateOvershoot(
        tension: try number(a["tension"], "tension", form: form, default: 2),
        extraTension: try number(a["extraTension"], "extraTension", form: form, default: 1.5))
    case "BounceInterpolator": return .bounce
    case "CycleInterpolator":
      return .cycle(cycles: try number(a["cycles"], "cycles", form: form))
    case "LinearInterpolator": return .linear
    default:
      return .lookupTable(AndroidInterpolator.LookupTable(rawValue: name)!)
    }
  }

  /// `PathInterpolator(controlX, controlY)` (a quadratic, raised to the cubic of the same
  /// curve) or `PathInterpolator(controlX1, controlY1, controlX2, controlY2)`.
  private func androidPath(_ arguments: [ForeignArgument], form: String, column: Int)
    throws(SpecError) -> AndroidInterpolator
  {
    switch arguments.count {
    case 2:
      let a = try match(arguments, ["controlX", "controlY"], form: form, column: column)
      let x = try number(a["controlX"], "controlX", form: form)
      let y = try number(a["controlY"], "controlY", form: form)
      // A quadratic with control c is the cubic with controls 2c/3 and 1 − 2(1 − c)/3.
      return .path(
        try bezier(
          2 * x / 3, 2 * y / 3, (1 + 2 * x) / 3, (1 + 2 * y) / 3, form: form, column: column))
    case 4:
      return .path(
        try controlPoints(
          arguments, labels: ["controlX1", "controlY1", "controlX2", "controlY2"], form: form,
          column: column))
    default:
      throw error(
        "in \(form): takes 2 or 4 control values, got \(arguments.count)", column)
    }
  }
}
