import Kinetic

extension ForeignBinder {
  /// The Web Animations API's `element.animate(keyframes, options)` (what `kinetic export --to
  /// waapi` writes): `options` is a duration in milliseconds or an object with `duration` and
  /// `delay` (ms), `easing` (a CSS easing string, default `"linear"`), `iterations` (a whole
  /// number or `Infinity`), `direction` (`"normal"` or `"alternate"`), and `fill`, `endDelay`,
  /// `id`, `composite`, which do not change the motion. `keyframes` must be two keyframes (from
  /// and to) without their own offsets or easings: the motion is the timing's, in fractions of
  /// the change.
  func webAnimation(_ arguments: [ForeignArgument], column: Int) throws(SpecError) -> Animation {
    let form = "Web Animations element.animate(keyframes, options)"
    let a = try match(arguments, ["keyframes", "options"], form: form, column: column)
    guard let keyframes = a["keyframes"] else {
      throw error("in \(form): missing 'keyframes'", column)
    }
    if case .array(let frames, let c) = keyframes.value {
      guard frames.count == 2 else {
        throw error(
          "in \(form): Kinetic reads two keyframes (from and to), got \(frames.count)", c)
      }
      for frame in frames {
        guard case .object(let members, _) = frame else {
          throw error("in \(form): a keyframe is an object such as { opacity: 0 }", frame.column)
        }
        if let own = members.first(where: { ["offset", "easing"].contains($0.label ?? "") }) {
          throw error(
            "in \(form): a keyframe's own '\(own.label ?? "")' is not read; give the easing in "
              + "the options", own.column)
        }
      }
    } else if case .object = keyframes.value {
      // Property-indexed keyframes, { opacity: [0, 1] }: one from and one to per property.
    } else {
      throw error(
        "in \(form): 'keyframes' is an array of keyframe objects, got "
          + keyframes.value.described, keyframes.value.column)
    }
    guard let options = a["options"] else {
      throw error("in \(form): missing 'options' (a duration in milliseconds or an object)", column)
    }
    if case .number = options.value {
      let ms = try number(options, "duration", form: form, .positive)
      return WebAnimationTiming(easing: .easing(.linear, duration: 1), duration: ms / 1000)
        .animation
    }
    guard case .object(let members, let objectColumn) = options.value else {
      throw error(
        "in \(form): 'options' is a duration in milliseconds or an object, got "
          + options.value.described, options.value.column)
    }
    let o = try match(
      members,
      [
        "duration", "delay", "easing", "iterations", "direction", "fill", "endDelay", "id",
        "composite", "iterationStart",
      ], form: form, column: objectColumn)
    let duration = try number(o["duration"], "duration", form: form, .positive)
    var timing = WebAnimationTiming(
      easing: .easing(.linear, duration: 1), duration: duration / 1000)
    timing.delay = try number(o["delay"], "delay", form: form, default: 0, .nonNegative) / 1000
    if let easing = o["easing"] {
      if case .string(let text, let c) = easing.value,
        let bad = WebAnimationTiming.easingFunctionError(text)
      {
        // The bare CSS form's message, at its column inside the string (after the quote).
        throw error("in \(form), 'easing': \(bad.message)", c + bad.column)
      }
      guard case .string(let text, let c) = easing.value,
        let kind = WebAnimationTiming.easing(text)
      else {
        throw error(
          "in \(form): 'easing' is a CSS easing string such as \"ease-in\" or "
            + "\"cubic-bezier(0.42, 0, 0.58, 1)\", got \(easing.value.described)",
          easing.value.column)
      }
      _ = c
      timing.easing = kind
    }
    if let iterations = o["iterations"] {
      if case .name(["Infinity"], _) = iterations.value {
        timing.iterations = nil
      } else {
        timing.iterations = Int(
          try number(iterations, "iterations", form: form, .positiveInteger(limit: 999_999)))
      }
    }
    if let direction = o["direction"] {
      guard case .string(let name, _) = direction.value,
        let alternates = WebAnimationTiming.directions[name]
      else {
        throw error(
          "in \(form): 'direction' is \"normal\" or \"alternate\", got "
            + direction.value.described, direction.value.column)
      }
      timing.alternates = alternates
    }
    if let start = o["iterationStart"],
      try number(start, "iterationStart", form: form, .nonNegative) != 0
    {
      throw error("in \(form): an 'iterationStart' other than 0 is not supported", start.column)
    }
    return timing.animation
  }
}
