import Kinetic

extension PhysicsSpec {
  /// Whether `source` is androidx's `FlingAnimation(view, DynamicAnimation.X)` with its setters.
  static func isAndroidFling(_ source: String) -> Bool {
    AndroidCode.recognises(source)
      && (try? AndroidCode.parse(source))?.constructor.name == ["FlingAnimation"]
  }

  /// A `FlingAnimation(view, DynamicAnimation.X)` with `setStartVelocity`, `setFriction`,
  /// `setMinValue`, `setMaxValue`, `setStartValue` and `setMinimumVisibleChange` (chained, in
  /// Kotlin's `apply`, or on its variable), read as ``AndroidFling``. With a start velocity the
  /// code carries its release (from `setStartValue`, else 0); without one `--from` and
  /// `--velocity` give it.
  static func androidFling(_ source: String) throws(SpecError) -> PhysicsSpec {
    let code = try AndroidCode.parse(source)
    let binder = ForeignBinder(source: source)
    let form = "Android FlingAnimation(...)"
    let (_, arguments, column) = code.constructor
    guard arguments.count == 2 else {
      throw SpecError("in \(form): expected (target, property)", column: column, source: source)
    }
    var visible = 1.0
    if case .name(let parts, let c) = arguments[1].value, parts.count == 2,
      parts[0] == "DynamicAnimation"
    {
      guard let change = ForeignBinder.androidMinimumVisibleChange(parts[1]) else {
        throw SpecError(
          "in \(form): unknown view property '\(parts[1])'", column: c, source: source)
      }
      visible = change
    }
    let keys = [
      "startVelocity", "friction", "minValue", "maxValue", "startValue", "minimumVisibleChange",
    ]
    var a: [String: ForeignArgument] = [:]
    for setting in code.settings {
      if ["start", "addEndListener", "addUpdateListener", "cancel"].contains(setting.name) {
        continue
      }
      guard keys.contains(setting.name), setting.arguments.count == 1 else {
        throw SpecError(
          "in \(form): Kinetic does not read '\(setting.name)'"
            + NameSuggestion.clause(for: setting.name, among: keys),
          column: setting.column, source: source)
      }
      a[setting.name] = setting.arguments[0]
    }
    var constants = ForeignBinder.androidSpringConstants
    constants["Float.MAX_VALUE"] = .infinity
    func number(_ key: String, _ fallback: Double, _ constraint: NumberConstraint)
      throws(SpecError) -> Double
    {
      try binder.number(
        a[key], key, form: form, default: fallback, constraint, constants: constants)
    }
    let friction = try number("friction", 1, .positive)
    let minimum = try number("minValue", -.infinity, .any)
    let maximum = try number("maxValue", .infinity, .any)
    guard minimum < maximum else {
      throw SpecError(
        "in \(form): minValue must be below maxValue", column: column, source: source)
    }
    visible = try number("minimumVisibleChange", visible, .positive)
    let model = AndroidFling(
      frictionScalar: friction, minimumVisibleChange: visible, minimum: minimum, maximum: maximum)
    var release: Release?
    if a["startVelocity"] != nil {
      release = Release(
        from: try number("startValue", 0, .any), to: 0,
        velocity: try number("startVelocity", 0, .any))
    } else if a["startValue"] != nil {
      throw SpecError(
        "in \(form): give setStartVelocity with setStartValue (or neither, and --from, --velocity)",
        column: a["startValue"]!.column, source: source)
    }
    return PhysicsSpec(source: source, model: .free(erased(model)), release: release)
  }
}
