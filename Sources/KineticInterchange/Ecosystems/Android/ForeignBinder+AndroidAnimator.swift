import Kinetic

extension ForeignBinder {
  /// The settings of a `ValueAnimator`/`ObjectAnimator` Kinetic reads, as Kotlin properties.
  static let androidAnimatorSettings = [
    "duration", "interpolator", "startDelay", "repeatCount", "repeatMode",
  ]
  /// Settings that change nothing Kinetic plays (listeners, targets, starting it).
  static let androidIgnoredSettings: Set<String> = [
    "start", "target", "addListener", "addUpdateListener", "addPauseListener", "autoCancel",
    "setupStartValues", "setupEndValues", "propertyName",
  ]

  /// An Android `ObjectAnimator.ofFloat(view, "translationX", 0f, 100f)` or
  /// `ValueAnimator.ofFloat(0f, 100f)` (also `ofInt`), with its settings in Kotlin or Java.
  ///
  /// ValueAnimator's defaults (`android/animation/ValueAnimator.java`, android-14.0.0): a duration
  /// of 300 ms, `AccelerateDecelerateInterpolator` (`sDefaultInterpolator`; `null` sets a
  /// `LinearInterpolator`), no start delay, `repeatCount` 0 (`ValueAnimator.INFINITE` = −1 for
  /// ever), `repeatMode` `RESTART` (1) or `REVERSE` (2), which plays every other pass with the
  /// fraction 1 − f before the interpolator, time running backwards. The start delay comes once,
  /// before the first pass. Durations are milliseconds.
  func androidAnimator(_ code: AndroidCode) throws(SpecError) -> Animation {
    let (name, arguments, column) = code.constructor
    if name == ["SpringAnimation"] { return try androidSpringAnimation(code) }
    if name == ["FlingAnimation"] {
      throw error(
        "Android FlingAnimation is a physics model (it finds its own end): use it with eval "
          + "--at or plot, not as an animation", column)
    }
    let form = "Android \(name.joined(separator: "."))(...)"
    guard name.count == 2, ["ObjectAnimator", "ValueAnimator"].contains(name[0]),
      ["ofFloat", "ofInt", "ofPropertyValuesHolder"].contains(name[1])
    else {
      throw error(
        "in \(form): Kinetic reads ObjectAnimator.ofFloat(target, \"property\", from, to), "
          + "ValueAnimator.ofFloat(from, to) (ofInt too) and ofPropertyValuesHolder with one "
          + "PropertyValuesHolder.ofKeyframe", column)
    }
    var keyframes: [(u: Double, y: Double, column: Int)]?
    if name[1] == "ofPropertyValuesHolder" {
      // The holders after the target (ObjectAnimator) or all (ValueAnimator).
      let holders = name[0] == "ObjectAnimator" ? Array(arguments.dropFirst()) : arguments
      guard holders.count == 1 else {
        throw error(
          "in \(form): Kinetic reads one PropertyValuesHolder.ofKeyframe(...), got "
            + "\(holders.count) holders", column)
      }
      keyframes = try androidKeyframes(holders[0].value, form: form)
    } else {
      // The values after the target and property name (ObjectAnimator) or all (ValueAnimator).
      let values = name[0] == "ObjectAnimator" ? Array(arguments.dropFirst(2)) : arguments
      if name[0] == "ObjectAnimator" {
        guard arguments.count >= 2, case .string = arguments[1].value else {
          throw error("in \(form): expected (target, \"propertyName\", values...)", column)
        }
      }
      guard (1...2).contains(values.count) else {
        throw error(
          "in \(form): Kinetic reads one or two values (to, or from and to), got \(values.count)",
          column)
      }
      for value in values { _ = try number(value, "value", form: form) }
    }
    var a: [String: (arguments: [ForeignArgument], column: Int)] = [:]
    for setting in code.settings {
      if Self.androidIgnoredSettings.contains(setting.name) { continue }
      guard Self.androidAnimatorSettings.contains(setting.name) else {
        throw error(
          "in \(form): Kinetic does not read '\(setting.name)'"
            + NameSuggestion.clause(for: setting.name, among: Self.androidAnimatorSettings),
          setting.column)
      }
      guard setting.arguments.count == 1 else {
        throw error("in \(form): '\(setting.name)' takes one value", setting.column)
      }
      a[setting.name] = (setting.arguments, setting.column)
    }
    func single(_ key: String) -> ForeignArgument? { a[key]?.arguments[0] }
    let duration = try number(
      single("duration"), "duration", form: form, default: 300, .nonNegative)
    let delay = try number(single("startDelay"), "startDelay", form: form, default: 0, .nonNegative)
    let repeatCount = try number(
      single("repeatCount"), "repeatCount", form: form, default: 0,
      constants: ["ValueAnimator.INFINITE": -1, "ObjectAnimator.INFINITE": -1, "INFINITE": -1])
    guard repeatCount == repeatCount.rounded(), repeatCount >= -1, repeatCount < 10_000 else {
      throw error(
        "in \(form): 'repeatCount' is a whole number in 0...9999 or ValueAnimator.INFINITE, got "
          + Exporter.number(repeatCount), a["repeatCount"]!.column)
    }
    let mode = try number(
      single("repeatMode"), "repeatMode", form: form, default: 1,
      constants: [
        "ValueAnimator.RESTART": 1, "ValueAnimator.REVERSE": 2, "ObjectAnimator.RESTART": 1,
        "ObjectAnimator.REVERSE": 2, "RESTART": 1, "REVERSE": 2,
      ])
    guard mode == 1 || mode == 2 else {
      throw error(
        "in \(form): 'repeatMode' is ValueAnimator.RESTART or ValueAnimator.REVERSE",
        a["repeatMode"]!.column)
    }
    guard let keyframes else {
      return try androidValueAnimator(
        duration: duration, delay: delay, repeatCount: repeatCount, reverse: mode == 2,
        interpolator: single("interpolator")?.value)
    }
    // The keyframes' values, each interval linear, over the animator's linear time.
    if let given = single("interpolator")?.value,
      !["LinearInterpolator", "null"].contains(given.dottedName ?? "")
    {
      throw error(
        "in \(form): Kinetic reads keyframes played by a LinearInterpolator(); give "
          + "'interpolator = LinearInterpolator()'", given.column)
    }
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(
        stops: Exporter.linearStops(keyframes.map { (u: $0.u, y: $0.y) }))
    } catch {
      throw self.error("in \(form): \(error)", keyframes[0].column)
    }
    return androidTiming(
      duration > 0
        ? .easing(function, duration: duration / 1000) : .timingCurve(.linear, duration: 0),
      delay: delay, repeatCount: repeatCount, reverse: mode == 2)
  }

  /// `PropertyValuesHolder.ofKeyframe("property", Keyframe.ofFloat(fraction, value), …)`: the
  /// keyframes' fractions of the animator's time, from 0 to 1, not decreasing, and their
  /// values as fractions of the change (what `kinetic export --to android` writes for a loop
  /// a path cannot say). Android's `KeyframeSet` interpolates linearly between them when no
  /// keyframe has an interpolator of its own.
  func androidKeyframes(_ holder: ForeignValue, form: String) throws(SpecError) -> [(
    u: Double, y: Double, column: Int
  )] {
    guard case .call(["PropertyValuesHolder", "ofKeyframe"], let arguments, let column) = holder,
      let property = arguments.first, case .string = property.value
    else {
      throw error(
        "in \(form): expected PropertyValuesHolder.ofKeyframe(\"property\", keyframes...)",
        holder.column)
    }
    var keyframes: [(u: Double, y: Double, column: Int)] = []
    for argument in arguments.dropFirst() {
      guard case .call(["Keyframe", "ofFloat"], let pair, let c) = argument.value, pair.count == 2
      else {
        throw error(
          "in \(form): Kinetic reads keyframes as Keyframe.ofFloat(fraction, value)",
          argument.value.column)
      }
      let u = try number(pair[0], "fraction", form: form, .unitInterval)
      if let previous = keyframes.last, u < previous.u {
        throw error("in \(form): keyframe fractions must not decrease", pair[0].column)
      }
      keyframes.append((u, try number(pair[1], "value", form: form), c))
    }
    guard keyframes.count >= 2, keyframes.first?.u == 0, keyframes.last?.u == 1 else {
      throw error(
        "in \(form): give keyframes from Keyframe.ofFloat(0f, …) to Keyframe.ofFloat(1f, …)",
        column)
    }
    return keyframes
  }

  /// The motion of a `ValueAnimator`: `duration` and `delay` in milliseconds, `repeatCount`
  /// (−1 for ever), reversing passes, and its interpolator (`nil` for the default,
  /// `AccelerateDecelerateInterpolator`; `null` for `LinearInterpolator`).
  func androidValueAnimator(
    duration: Double, delay: Double, repeatCount: Double, reverse: Bool,
    interpolator: ForeignValue?
  ) throws(SpecError) -> Animation {
    // A duration of 0 jumps to the end (ValueAnimator's fraction is 1 at once).
    var animation = Animation.timingCurve(.linear, duration: 0)
    if duration > 0 {
      if let given = interpolator, given.dottedName != "null" {
        animation = try androidInterpolation(given, duration: duration / 1000)
      } else {
        let played: AndroidInterpolator = interpolator == nil ? .accelerateDecelerate : .linear
        animation = played.animation(duration: duration / 1000)
      }
    }
    return androidTiming(animation, delay: delay, repeatCount: repeatCount, reverse: reverse)
  }

  /// One pass, `animation`, played by a `ValueAnimator`'s `repeatCount` (−1 for ever),
  /// reversing passes and start `delay` in milliseconds.
  func androidTiming(_ animation: Animation, delay: Double, repeatCount: Double, reverse: Bool)
    -> Animation
  {
    var animation = animation
    if repeatCount != 0 {
      let passes = repeatCount < 0 ? nil : Int(repeatCount) + 1
      animation = animation.repeated(passes: passes, alternating: reverse)
    }
    return delay > 0 ? animation.delay(delay / 1000) : animation
  }
}
