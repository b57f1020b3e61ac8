import Kinetic

extension ForeignBinder {
  /// The platform's interpolator resources as the constructor calls they inflate to
  /// (`frameworks/base/core/res/res/anim/*_interpolator.xml` and `res/interpolator/*.xml`,
  /// android-14.0.0): `@android:anim/overshoot_interpolator` is `OvershootInterpolator()`,
  /// `@android:interpolator/fast_out_slow_in` the platform's `PathInterpolator(0.4, 0, 0.2,
  /// 1)` (the exact cubic, not androidx's table).
  ///
  /// The `res/interpolator/` files as read: aosp-mirror/platform_frameworks_base at
  /// 5a71f83 (fast_out_slow_in.xml), 18769204 (linear_out_slow_in.xml), 8f422df
  /// (fast_out_linear_in.xml), f31161a (accelerate_decelerate.xml, overshoot.xml); and, where
  /// the index holds no AOSP copy, the same files in CyanogenMod/android_frameworks_base (a
  /// fork of it) at ea6d6f9: accelerate_cubic.xml and decelerate_cubic.xml (factor 1.5),
  /// accelerate_quint.xml (factor 2.5), anticipate.xml (tension 2). Not read, so not listed:
  /// accelerate_quad, decelerate_quad, decelerate_quint, anticipate_overshoot, bounce, cycle.
  static let androidInterpolatorResources: [String: (String, [Double])] = [
    "@android:anim/accelerate_decelerate_interpolator": ("AccelerateDecelerateInterpolator", []),
    "@android:anim/accelerate_interpolator": ("AccelerateInterpolator", [1]),
    "@android:anim/decelerate_interpolator": ("DecelerateInterpolator", [1]),
    "@android:anim/anticipate_interpolator": ("AnticipateInterpolator", [2]),
    "@android:anim/overshoot_interpolator": ("OvershootInterpolator", [2]),
    "@android:anim/anticipate_overshoot_interpolator": (
      "AnticipateOvershootInterpolator", [2, 1.5]
    ),
    "@android:anim/bounce_interpolator": ("BounceInterpolator", []),
    "@android:anim/cycle_interpolator": ("CycleInterpolator", [1]),
    "@android:anim/linear_interpolator": ("LinearInterpolator", []),
    "@android:interpolator/fast_out_slow_in": ("PathInterpolator", [0.4, 0, 0.2, 1]),
    "@android:interpolator/linear_out_slow_in": ("PathInterpolator", [0, 0, 0.2, 1]),
    "@android:interpolator/fast_out_linear_in": ("PathInterpolator", [0.4, 0, 1, 1]),
    "@android:interpolator/linear": ("LinearInterpolator", []),
    "@android:interpolator/accelerate_decelerate": ("AccelerateDecelerateInterpolator", []),
    "@android:interpolator/overshoot": ("OvershootInterpolator", [2]),
    "@android:interpolator/anticipate": ("AnticipateInterpolator", [2]),
    "@android:interpolator/accelerate_cubic": ("AccelerateInterpolator", [1.5]),
    "@android:interpolator/decelerate_cubic": ("DecelerateInterpolator", [1.5]),
    "@android:interpolator/accelerate_quint": ("AccelerateInterpolator", [2.5]),
  ]

  /// The interpolator elements of an XML resource and their attributes, in constructor order.
  static let androidInterpolatorElements: [String: (String, [String])] = [
    "accelerateDecelerateInterpolator": ("AccelerateDecelerateInterpolator", []),
    "accelerateInterpolator": ("AccelerateInterpolator", ["factor"]),
    "decelerateInterpolator": ("DecelerateInterpolator", ["factor"]),
    "anticipateInterpolator": ("AnticipateInterpolator", ["tension"]),
    "overshootInterpolator": ("OvershootInterpolator", ["tension"]),
    "anticipateOvershootInterpolator": (
      "AnticipateOvershootInterpolator", ["tension", "extraTension"]
    ),
    "bounceInterpolator": ("BounceInterpolator", []),
    "cycleInterpolator": ("CycleInterpolator", ["cycles"]),
    "linearInterpolator": ("LinearInterpolator", []),
    "pathInterpolator": ("PathInterpolator", ["controlX1", "controlY1", "controlX2", "controlY2"]),
  ]

  /// The `<objectAnimator>` attributes Kinetic reads, and those that change nothing it plays.
  static let androidAnimatorAttributes = [
    "duration", "startOffset", "repeatCount", "repeatMode", "interpolator",
  ]
  static let androidIgnoredAttributes: Set<String> = [
    "xmlns:android", "propertyName", "valueFrom", "valueTo", "valueType", "propertyXName",
    "propertyYName", "ordering",
  ]

  /// An Android XML animator or interpolator resource: `<objectAnimator
  /// android:duration="300" android:interpolator="@android:anim/overshoot_interpolator"/>` (or
  /// `<animator>`; `android:startOffset`, `android:repeatCount` with `infinite`,
  /// `android:repeatMode` `restart` or `reverse`, milliseconds, ValueAnimator's defaults), an
  /// interpolator element alone (a curve of 1 s), or `android:interpolator="@android:anim/…"`.
  func androidXML(_ xml: AndroidXML) throws(SpecError) -> Animation {
    guard let root = xml.elements.first(where: { $0.resourceName == nil }) ?? xml.elements.first
    else {
      throw error("in Android XML: expected an element such as <objectAnimator .../>", 1)
    }
    if root.name == "" {
      guard let given = root.attributes["interpolator"], root.attributes.count == 1 else {
        throw error(
          "in Android XML: expected android:interpolator=\"@android:anim/...\"", root.column)
      }
      return try androidInterpolation(try androidInterpolatorReference(given, in: xml), duration: 1)
    }
    if Self.androidInterpolatorElements[root.name] != nil {
      return try androidInterpolation(try androidInterpolatorElement(root), duration: 1)
    }
    guard root.name == "objectAnimator" || root.name == "animator" else {
      throw unknown(
        "element", "<\(root.name)>",
        among: ["<objectAnimator>", "<animator>"]
          + Self.androidInterpolatorElements.keys.map { "<\($0)>" },
        form: "Android XML", column: root.column)
    }
    let form = "Android XML <\(root.name)>"
    for (key, value) in root.attributes
    where !Self.androidAnimatorAttributes.contains(key)
      && !Self.androidIgnoredAttributes.contains(key)
    {
      throw error(
        "in \(form): Kinetic does not read 'android:\(key)'"
          + NameSuggestion.clause(for: key, among: Self.androidAnimatorAttributes), value.column)
    }
    func attribute(_ key: String, _ fallback: Double, _ words: [String: Double] = [:])
      throws(SpecError) -> Double
    {
      guard let (text, column) = root.attributes[key] else { return fallback }
      guard let x = words[text] ?? Double(text), x.isFinite else {
        throw error("in \(form): 'android:\(key)' takes a number, got '\(text)'", column)
      }
      return x
    }
    let duration = try attribute("duration", 300)
    let delay = try attribute("startOffset", 0)
    let repeatCount = try attribute("repeatCount", 0, ["infinite": -1])
    let mode = try attribute("repeatMode", 1, ["restart": 1, "reverse": 2])
    for (key, x, valid) in [
      ("duration", duration, duration >= 0), ("startOffset", delay, delay >= 0),
      (
        "repeatCount", repeatCount,
        repeatCount == repeatCount.rounded() && repeatCount >= -1 && repeatCount < 10_000
      ),
      ("repeatMode", mode, mode == 1 || mode == 2),
    ] where !valid {
      throw error(
        "in \(form): 'android:\(key)' = \(Exporter.number(x)) is out of range",
        root.attributes[key]!.column)
    }
    let interpolator = try root.attributes["interpolator"].map { (given) throws(SpecError) in
      try androidInterpolatorReference(given, in: xml)
    }
    return try androidValueAnimator(
      duration: duration, delay: delay, repeatCount: repeatCount, reverse: mode == 2,
      interpolator: interpolator)
  }

  /// The interpolator a reference names: a platform resource, or `@interpolator/NAME` given in
  /// the same text (a comment naming `res/interpolator/NAME.xml` before its element).
  func androidInterpolatorReference(_ given: (value: String, column: Int), in xml: AndroidXML)
    throws(SpecError) -> ForeignValue
  {
    if let (name, values) = Self.androidInterpolatorResources[given.value] {
      return .call(
        [name],
        values.map {
          ForeignArgument(
            label: nil, column: given.column,
            value: .number($0, text: "\($0)", column: given.column))
        }, column: given.column)
    }
    if given.value.hasPrefix("@interpolator/"),
      let element = xml.elements.first(where: {
        $0.resourceName == String(given.value.dropFirst(14))
      })
    {
      return try androidInterpolatorElement(element)
    }
    // The res/interpolator/ files not read (see androidInterpolatorResources) have a
    // res/anim/ twin that is: name it as the remedy rather than a near spelling.
    let platform = "@android:interpolator/"
    if given.value.hasPrefix(platform) {
      let twin = "@android:anim/\(given.value.dropFirst(platform.count))_interpolator"
      if let (name, _) = Self.androidInterpolatorResources[twin] {
        throw error(
          "in Android XML: interpolator resource '\(given.value)' is not read (its source "
            + "could not be confirmed); '\(twin)' is the platform's \(name): use that", given.column
        )
      }
    }
    throw unknown(
      "interpolator resource", given.value,
      among: Array(Self.androidInterpolatorResources.keys), form: "Android XML",
      column: given.column)
  }

  /// An interpolator element as the constructor call it inflates to.
  func androidInterpolatorElement(_ element: AndroidXML.Element) throws(SpecError) -> ForeignValue {
    guard let (name, parameters) = Self.androidInterpolatorElements[element.name] else {
      throw unknown(
        "interpolator element", element.name, among: Array(Self.androidInterpolatorElements.keys),
        form: "Android XML", column: element.column)
    }
    let form = "Android XML <\(element.name)>"
    var arguments: [ForeignArgument] = []
    if name == "PathInterpolator", let (data, column) = element.attributes["pathData"] {
      let path = ForeignValue.call(
        ["PathParser", "createPathFromPathData"],
        [ForeignArgument(label: nil, column: column, value: .string(data, column: column - 1))],
        column: column)
      return .call(
        [name], [ForeignArgument(label: nil, column: column, value: path)], column: element.column)
    }
    for (key, value) in element.attributes where key != "xmlns:android" && !parameters.contains(key)
    {
      throw error(
        "in \(form): unknown attribute 'android:\(key)'"
          + NameSuggestion.clause(for: key, among: parameters), value.column)
    }
    for parameter in parameters {
      guard let (text, column) = element.attributes[parameter] else { continue }
      guard let x = Double(text), x.isFinite else {
        throw error("in \(form): 'android:\(parameter)' takes a number, got '\(text)'", column)
      }
      arguments.append(
        ForeignArgument(
          label: parameter, column: column, value: .number(x, text: text, column: column)))
    }
    if name == "PathInterpolator", arguments.count == 2 {
      arguments = arguments.map {
        ForeignArgument(
          label: $0.label == "controlX1" ? "controlX" : "controlY", column: $0.column,
          value: $0.value)
      }
    }
    return .call([name], arguments, column: element.column)
  }
}
