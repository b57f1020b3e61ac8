import Kinetic

extension ForeignBinder {
  /// react-spring's `config.name` presets (`default`, `gentle`, `wobbly`, `stiff`, `slow`,
  /// `molasses`).
  func reactSpringPreset(_ value: ForeignValue) throws(SpecError) -> Animation {
    .interpolatingSpring(try reactSpringConfig(value).spring)
  }

  /// react-spring's presets, by name.
  static let reactSpringPresets: [String: ReactSpringConfig] = [
    "default": .default, "gentle": .gentle, "wobbly": .wobbly, "stiff": .stiff, "slow": .slow,
    "molasses": .molasses,
  ]

  /// The members of a config object with its spreads (`{ ...config.gentle, duration: 300 }`)
  /// replaced by the preset's `tension`, `friction` and `mass`, which later members override,
  /// as JavaScript's object spread does.
  func spreading(_ members: [ForeignArgument]) throws(SpecError) -> [ForeignArgument] {
    var result: [ForeignArgument] = []
    for member in members {
      guard member.label == "..." else {
        result.removeAll { $0.label == member.label }
        result.append(member)
        continue
      }
      // Only react-spring's presets can be seen from here; any other object spread in (a
      // variable of the app's, in Motion's transition or anywhere) is named as such, not
      // looked up as a preset.
      guard case .name(let parts, _) = member.value, parts.count == 2, parts[0] == "config" else {
        // Named as written: `'...base'`, `'...theme.spring'`, `'...makeConfig(...)'`.
        let name =
          member.value.dottedName == nil ? "'...'" : "'..." + member.value.described.dropFirst()
        throw error(
          "a spread \(name) copies an object Kinetic cannot see; paste its properties in its "
            + "place (react-spring's presets, '...config.gentle', are read)", member.value.column)
      }
      let preset = try reactSpringConfig(member.value)
      for (key, number) in [
        ("tension", preset.tension), ("friction", preset.friction), ("mass", preset.mass),
      ] {
        result.removeAll { $0.label == key }
        result.append(
          ForeignArgument(
            label: key, column: member.column,
            value: .number(number, text: "config preset", column: member.column)))
      }
    }
    return result
  }

  /// The preset `config.name` names.
  func reactSpringConfig(_ value: ForeignValue) throws(SpecError) -> ReactSpringConfig {
    let presets = Self.reactSpringPresets
    if case .call(let parts, _, let column) = value, parts.count == 2, presets[parts[1]] != nil {
      throw error(
        "in react-spring: config.\(parts[1]) is a preset object, not a function; write it without ()",
        column)
    }
    guard case .name(let parts, let column) = value, parts.count == 2,
      let preset = presets[parts[1]]
    else {
      let name = value.dottedName ?? ""
      throw unknown(
        "preset", name, among: presets.keys.map { "config." + $0 }, form: "react-spring",
        column: value.column)
    }
    _ = column
    return preset
  }

  /// A react-spring config object: `tension` (170), `friction` (26), `mass` (1), `velocity`
  /// (changes per second); or `frequency` (s) and `damping` (ratio, default 1); or `duration`
  /// (ms) with `easing` (`easings.easeInOutQuad`, the easings.net names; default linear).
  func reactSpring(_ members: [ForeignArgument], _ value: ForeignValue) throws(SpecError)
    -> Animation
  {
    let form = "react-spring config { ... }"
    let a = try match(
      members,
      ["tension", "friction", "mass", "velocity", "frequency", "damping", "duration", "easing"],
      form: form, column: value.column)
    let velocity = try number(a["velocity"], "velocity", form: form, default: 0)
    for key in ["restSpeed", "restDelta"] {
      _ = try number(a[key], key, form: form, default: 0, .nonNegative)
    }
    if a["duration"] != nil || a["easing"] != nil {
      let ms = try number(a["duration"], "duration", form: form, .positive)
      var curve = UnitCurve.linear
      if let easing = a["easing"] {
        // react-spring's `easings` holds easings.net's functions and `linear`.
        guard case .name(let parts, let column) = easing.value, parts.count == 2,
          parts[0] == "easings",
          let named = parts[1] == "linear"
            ? (key: "linear", value: UnitCurve.linear)
            : UnitCurve.easings.first(where: { $0.key == parts[1] })
        else {
          let name = easing.value.dottedName ?? ""
          throw unknown(
            "easing", name,
            among: UnitCurve.easings.map { "easings." + $0.key } + ["easings.linear"],
            form: form, column: easing.value.column)
        }
        _ = column
        curve = named.value
      }
      return .timingCurve(curve, duration: ms / 1000)
    }
    let mass = try number(a["mass"], "mass", form: form, default: 1, .positive)
    let spring: Spring
    if let frequency = a["frequency"] {
      let response = try number(frequency, "frequency", form: form, .positive)
      let ratio = try number(a["damping"], "damping", form: form, default: 1, .nonNegative)
      let stiffness = mass * (2 * Double.pi / response) * (2 * Double.pi / response)
      spring = try self.spring(
        .massStiffnessDamping(
          mass: mass, stiffness: stiffness, damping: 4 * Double.pi * ratio * mass / response,
          allowOverDamping: true), form: form, column: value.column)
    } else {
      spring = try self.spring(
        .massStiffnessDamping(
          mass: mass,
          stiffness: try number(a["tension"], "tension", form: form, default: 170, .positive),
          damping: try number(a["friction"], "friction", form: form, default: 26, .nonNegative),
          allowOverDamping: true), form: form, column: value.column)
    }
    return .interpolatingSpring(spring, initialVelocity: velocity)
  }
}
