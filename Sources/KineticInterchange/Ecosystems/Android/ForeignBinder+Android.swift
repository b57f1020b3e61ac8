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

  /// Whether a spec whose first word is `head` is Android code: an interpolator (known or
  /// misspelt, `...Interpolator`, so that "did you mean" answers it) or an animator.
  static func isAndroidHead(_ head: String) -> Bool {
    androidInterpolatorParameters[head] != nil || head.hasSuffix("Interpolator")
      || AndroidCode.heads.contains(head)
  }

  /// An Android interpolator alone, a curve lasting 1 s.
  func android(_ value: ForeignValue) throws(SpecError) -> Animation {
    try androidInterpolation(value, duration: 1)
  }

  /// The interpolator `value` played over `duration` seconds: a constructor call, or
  /// `PathInterpolator(PathParser.createPathFromPathData("M0,0 C0.4,0 0.2,1 1,1"))`, path data
  /// that must run from (0, 0) to (1, 1) with x never going back, as `PathInterpolator`
  /// requires (AOSP `PathInterpolator.initPath`); a path of lines plays as linear keyframes
  /// through its points (a vertical line a jump), a path with curves as the exact curve.
  func androidInterpolation(_ value: ForeignValue, duration: Double) throws(SpecError)
    -> Animation
  {
    guard case .call(["PathInterpolator"], let arguments, let column) = value,
      arguments.count == 1, case .call = arguments[0].value
    else { return try androidInterpolator(value).animation(duration: duration) }
    let form = "Android PathInterpolator(path)"
    guard case .call(let parts, let inner, _) = arguments[0].value,
      parts.last == "createPathFromPathData", inner.count == 1,
      case .string(let data, let c) = inner[0].value
    else {
      throw error(
        "in \(form): expected PathParser.createPathFromPathData(\"M0,0 C... 1,1\") or 2 or 4 "
          + "control values", arguments[0].column)
    }
    let ease = try customEase(data, column: c + 1, form: form)
    guard let path = try? CustomEasePath(data),
      path.segments.first?.start == CustomEasePath.Point(x: 0, y: 0),
      path.segments.last?.end == CustomEasePath.Point(x: 1, y: 1)
    else {
      throw error("in \(form): the path must start at 0,0 and end at 1,1", column)
    }
    return ease.animation(duration: duration)
  }

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
