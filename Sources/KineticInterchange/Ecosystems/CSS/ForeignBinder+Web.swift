import Kinetic

extension ForeignBinder {
  /// The Web Animations API's `element.animate(keyframes, options)` (what `kinetic export --to
  /// waapi` writes): `options` is a duration in milliseconds or an object with `duration` and
  /// `delay` (ms), `easing` (a CSS easing string, default `"linear"`), `iterations` (a whole
  /// number or `Infinity`), `direction` (`"normal"` or `"alternate"`), and `fill`, `endDelay`,
  /// `id`, `composite`, which do not change the motion. Two keyframes (from and to) without
  /// their own offsets or easings are the timing's motion, in fractions of the change; any
  /// other keyframe array is a track of the keyframes' own values, offsets and easings
  /// (``webKeyframes(_:form:column:)``), whose options may not ease it as a whole.
  func webAnimation(_ arguments: [ForeignArgument], column: Int) throws(SpecError) -> Animation {
    try webAnimationTrack(arguments, column: column).animation
  }

  /// ``webAnimation(_:column:)`` with the property its keyframes animate, when they are a track
  /// (`nil` for two keyframes read as the timing's motion): what `kinetic export` writes the
  /// track's values as, so that a track read from `opacity` exports as `opacity`.
  func webAnimationTrack(_ arguments: [ForeignArgument], column: Int) throws(SpecError)
    -> (animation: Animation, property: CSSAnimatedProperty?)
  {
    let form = "Web Animations element.animate(keyframes, options)"
    let a = try match(arguments, ["keyframes", "options"], form: form, column: column)
    guard let keyframes = a["keyframes"] else {
      throw error("in \(form): missing 'keyframes'", column)
    }
    // Keyframes with their own offsets or easings, or more than two, are a track (issue 33).
    var track: [EasedKeyframePoints.Point]?
    var property: CSSAnimatedProperty?
    if case .array(let frames, let c) = keyframes.value {
      let ownTiming = frames.contains { frame in
        guard case .object(let members, _) = frame else { return false }
        return members.contains { ["offset", "easing"].contains($0.label ?? "") }
      }
      if frames.count != 2 || ownTiming {
        (track, property) = try webKeyframes(frames, form: form, column: c)
      }
      for frame in frames {
        guard case .object = frame else {
          throw error("in \(form): a keyframe is an object such as { opacity: 0 }", frame.column)
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
      let timing = WebAnimationTiming(easing: .easing(.linear, duration: 1), duration: ms / 1000)
      return (try animation(of: track, timing, form: form, column: column), property)
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
      var isLinear = false
      if case .easing(let function, _) = kind { isLinear = function == .linear }
      if track != nil, !isLinear {
        throw error(
          "in \(form): an 'easing' in the options eases the whole iteration across the "
            + "keyframes; Kinetic reads keyframes with their own easing: give each keyframe its "
            + "'easing' instead", easing.column)
      }
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
    return (try animation(of: track, timing, form: form, column: column), property)
  }

  /// The track (or, when `nil`, the two keyframes' change) played with `timing`.
  private func animation(
    of track: [EasedKeyframePoints.Point]?, _ timing: WebAnimationTiming, form: String,
    column: Int
  ) throws(SpecError) -> Animation {
    guard let track else { return timing.animation }
    guard let animation = timing.animation(ofTrack: track) else {
      throw error(
        "in \(form): keyframes that do not end at the change (1) cannot repeat in Kinetic; "
          + "give 'iterations: 1'", column)
    }
    return animation
  }

  /// Web Animations keyframe objects with their own `offset` and `easing` (Web Animations 1,
  /// "processing a keyframes argument" and "computing missing keyframe offsets"): one
  /// property, its values numbers or CSS values of one unit (`"80px"`, `"translateX(80px)"`,
  /// read as CSS `@keyframes` values are); an `offset` in 0...1, not decreasing, or, when
  /// missing, 0 for the first keyframe, 1 for the last (and for a lone keyframe), and evenly
  /// spaced between the offsets around it; an `easing` — `linear` by default — applying from
  /// its keyframe to the next, linear or a cubic Bezier. Missing keyframes at offsets 0 and 1
  /// take the underlying value (`--from`), as in CSS. Points at times in fractions of the
  /// duration, and the property they animate (its CSS name, transform function and unit).
  func webKeyframes(_ frames: [ForeignValue], form: String, column: Int) throws(SpecError)
    -> (points: [EasedKeyframePoints.Point], property: CSSAnimatedProperty?)
  {
    guard !frames.isEmpty else {
      throw error("in \(form): 'keyframes' is empty; give at least one keyframe", column)
    }
    var property: (name: String, column: Int)?
    var unit: (text: String, function: String?, column: Int)?
    var points: [EasedKeyframePoints.Point] = []
    var offsets: [Double?] = []
    /// Where each keyframe's `offset` is written (its keyframe's value where it has none).
    var offsetColumns: [Int] = []
    for frame in frames {
      guard case .object(let members, let frameColumn) = frame else {
        throw error("in \(form): a keyframe is an object such as { opacity: 0 }", frame.column)
      }
      var point = EasedKeyframePoints.Point(
        time: 0, value: nil, curve: .linear, column: frameColumn)
      var offset: Double?
      var offsetColumn: Int?
      for member in members {
        switch member.label {
        case "offset"?:
          offset = try number(member, "offset", form: form, .unitInterval)
          offsetColumn = member.value.column
        case "easing"?:
          point.curve = try webKeyframeEasing(member, form: form)
        case "composite"?:
          continue
        case let name?:
          if let property, property.name != name {
            throw error(
              "in \(form): Kinetic reads keyframes of one property; '\(name)' is not "
                + "'\(property.name)' (column \(property.column))", member.column)
          }
          property = property ?? (name, member.column)
          let read = try webKeyframeValue(member, property: name, form: form)
          let unitlessZero = read.unit.isEmpty && read.function == nil && read.value == 0
          if let unit, !unitlessZero, unit.text != read.unit || unit.function != read.function {
            throw error(
              "in \(form): keyframe values must share one unit and transform function: "
                + "not those of the value at column \(unit.column)", member.value.column)
          }
          if !unitlessZero { unit = unit ?? (read.unit, read.function, member.value.column) }
          point.value = read.value
          point.column = member.value.column
        case nil:
          throw error(
            "in \(form): a keyframe's members are 'property: value', 'offset' and 'easing'",
            member.column)
        }
      }
      guard point.value != nil else {
        throw error(
          "in \(form): a keyframe without a value; give the property's value", frameColumn)
      }
      points.append(point)
      offsets.append(offset)
      offsetColumns.append(offsetColumn ?? point.column)
    }
    // Missing offsets: the ends at 0 and 1, the rest evenly spaced between known offsets.
    if offsets.count > 1, offsets[0] == nil { offsets[0] = 0 }
    if offsets[offsets.count - 1] == nil { offsets[offsets.count - 1] = 1 }
    var known = 0
    for index in offsets.indices.dropFirst() {
      guard let offset = offsets[index] else { continue }
      let previous = offsets[known]!
      guard offset >= previous else {
        throw error(
          "in \(form): keyframe offsets must not decrease: \(offset) comes after \(previous)",
          offsetColumns[index])
      }
      for between in (known + 1)..<index {
        offsets[between] =
          previous + (offset - previous) * Double(between - known) / Double(index - known)
      }
      known = index
    }
    for index in points.indices { points[index].time = offsets[index]! }
    if points[0].time > 0 {
      points.insert(.init(time: 0, value: nil, curve: .linear, column: column), at: 0)
    }
    if points[points.count - 1].time < 1 {
      points.append(.init(time: 1, value: nil, curve: .linear, column: column))
    }
    let animated = property.map {
      CSSAnimatedProperty(
        scriptName: $0.name, transformFunction: unit?.function, unit: unit?.text ?? "")
    }
    return (points, animated)
  }

  /// A keyframe's value: a number, or a string holding a CSS value of one number — in a unit,
  /// or in one `transform` function for `transform` — read as a CSS `@keyframes` value.
  private func webKeyframeValue(_ member: ForeignArgument, property: String, form: String)
    throws(SpecError) -> (value: Double, unit: String, function: String?)
  {
    switch member.value {
    case .number(let x, _, _): return (x, "", nil)
    case .string(let text, let c):
      // The string's own errors are placed in the whole spec, named by the form.
      var cursor: TokenCursor
      let read: (name: String, function: String?, value: Double, unit: String, column: Int)
      do {
        cursor = try TokenCursor(text, dialect: .code, columnOffset: c)
        read = try CSSKeyframesForm.declarationValue(&cursor, property: property)
      } catch {
        throw self.error("in \(form), '\(property)': \(error.message)", error.column)
      }
      cursor.skipSeparators()
      guard cursor.current.kind == .end, CSSKeyframesForm.units.contains(read.unit) else {
        throw error(
          "in \(form): '\(property)' takes one number, in a unit or one transform function "
            + "such as \"translateX(80px)\"", c)
      }
      return (read.value, read.unit, read.function)
    default:
      throw error(
        "in \(form): '\(property)' takes a number or a CSS value string, got "
          + member.value.described, member.value.column)
    }
  }

  /// A keyframe's `easing`: a CSS easing string that is linear or a cubic Bezier.
  private func webKeyframeEasing(_ member: ForeignArgument, form: String) throws(SpecError)
    -> UnitCurve
  {
    if case .string(let text, let c) = member.value {
      if let bad = WebAnimationTiming.easingFunctionError(text) {
        throw error("in \(form), 'easing': \(bad.message)", c + bad.column)
      }
      switch WebAnimationTiming.easing(text) {
      case .timingCurve(let curve, _)?: return curve
      case .easing(let function, _)? where function == .linear: return .linear
      case .easing(let function, _)?:
        if let b = function.cubicBezier { return UnitCurve(b) }
      default: break
      }
    }
    throw error(
      "in \(form): a keyframe's 'easing' is a CSS easing string that is linear or a cubic "
        + "Bezier, such as \"ease-in\" or \"cubic-bezier(0.42, 0, 0.58, 1)\", got "
        + member.value.described, member.value.column)
  }
}
