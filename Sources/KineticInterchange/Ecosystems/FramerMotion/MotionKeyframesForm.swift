import Kinetic

/// Motion's (framer-motion's) keyframes as a spec, written as its `animate` call:
///
///     animate([0, 1.2, 0.8, 1], { duration: 1, times: [0, 0.2, 0.5, 1], ease: ["linear", "easeIn", "linear"] })
///     animate(x, [0, 1.2, 1], { duration: 0.5, times: [0, 0.4, 1], ease: ["easeIn", "linear"] })
///
/// The second form names the motion value (or element) it animates first, as Motion's
/// `animate(value, keyframes, options)` does; the value is not read.
///
/// Semantics from Motion's keyframes generator: `times` are offsets in 0…1 of `duration`
/// (seconds, default 0.3), evenly spaced by default (the first value holds until the first
/// offset); `ease` is one easing for every segment or
/// one per segment (default `easeInOut`), each applying to the segment that starts at its
/// keyframe; a first value of `null` is the current value (`--from`). Easings: Motion's named
/// ones, the same table as its transitions (``ForeignEasings/motion``: `linear`, `easeIn`,
/// `easeOut`, `easeInOut`, `circIn`, `circOut`, `circInOut`, `backIn`, `backOut`,
/// `backInOut`, `anticipate`), or a cubic Bezier `[x1, y1, x2, y2]`.
enum MotionKeyframesForm {
  /// Motion's named easings, shared with its transitions.
  static var easings: [String: UnitCurve] { ForeignEasings.motion }

  static func parse(_ scanner: TokenCursor) throws(SpecError) -> KeyframeSpec {
    var s = scanner
    let head = s.current
    s.advance()
    try s.expect("(")
    s.skipSeparators()
    // `animate(value, keyframes, options)`: the motion value (or element) animated, skipped.
    if s.current.kind == .word || s.current.kind == .string {
      s.advance()
      try s.expect(",")
    }
    try s.expect("[")
    var values: [(value: Double?, column: Int)] = []
    repeat {
      s.skipSeparators()
      if values.isEmpty && s.current.kind == .word && s.current.text == "null" {
        values.append((nil, s.current.column))
        s.advance()
      } else {
        let (value, token) = try s.number("a keyframe value")
        values.append((value, token.column))
      }
    } while s.accept(",")
    try s.expect("]")
    var duration = 0.3
    var times: [(value: Double, column: Int)]?
    var eases: [(value: UnitCurve, column: Int)]?
    var easeColumn = head.column
    if s.accept(",") {
      try s.expect("{")
      var closed = s.accept("}")
      while !closed {
        s.skipSeparators()
        let key = s.current
        guard key.kind == .word || key.kind == .string else {
          throw s.unexpected(expected: "'duration', 'times' or 'ease'")
        }
        s.advance()
        try s.expect(":")
        switch key.text {
        case "duration":
          duration = try s.positiveNumber("seconds", else: "duration must be greater than 0")
        case "times":
          try s.expect("[")
          times = try s.items(upTo: "]", allowsEmpty: false) { s throws(SpecError) in
            try s.numberWithColumn("an offset in 0...1")
          }
        case "ease":
          s.skipSeparators()
          easeColumn = s.current.column
          eases = try easeList(&s)
        default:
          throw SpecError(
            "unknown option '\(key.text)'; expected duration, times or ease", column: key.column,
            source: s.source)
        }
        if s.accept(",") {
          closed = s.accept("}")
        } else {
          try s.expect("}")
          closed = true
        }
      }
    }
    try s.expect(")")
    s.skipSeparators()
    if s.current.kind != .end { throw s.unexpected(expected: "the end of the spec") }

    let offsets =
      times
      ?? values.indices.map {
        ($0 == 0 ? 0 : Double($0) / Double(values.count - 1), values[$0].column)
      }
    guard offsets.count == values.count else {
      throw SpecError(
        "times has \(offsets.count) offsets for \(values.count) values",
        column: offsets.first?.1 ?? head.column, source: s.source)
    }
    guard let firstOffset = offsets.first?.0, firstOffset >= 0, firstOffset <= 1 else {
      throw SpecError(
        "the first offset in times must be within 0...1", column: offsets[0].1, source: s.source)
    }
    for index in offsets.indices.dropFirst()
    where !(offsets[index].0 >= offsets[index - 1].0 && offsets[index].0 <= 1) {
      throw SpecError(
        "times must increase within 0...1", column: offsets[index].1, source: s.source)
    }
    let segmentCount = max(values.count - 1, 0)
    let curves: [UnitCurve]
    switch eases {
    case nil: curves = Array(repeating: .easeInOut, count: segmentCount)
    case .some(let list) where list.count == 1:
      curves = Array(repeating: list[0].0, count: segmentCount)
    case .some(let list):
      guard list.count == segmentCount else {
        throw SpecError(
          "ease has \(list.count) easings for \(segmentCount) segments", column: easeColumn,
          source: s.source)
      }
      curves = list.map { $0.0 }
    }
    var points = values.indices.map { index in
      EasedKeyframePoints.Point(
        time: offsets[index].0 * duration, value: values[index].value,
        curve: index < curves.count ? curves[index] : .linear, column: values[index].column)
    }
    if let first = points.first, first.time > 0 {
      // A first offset after 0: Motion's interpolation clamps, holding the first value until
      // then (keyframes.test.ts, 'two keyframes honour times').
      points.insert(
        EasedKeyframePoints.Point(
          time: 0, value: first.value, curve: .linear, column: first.column),
        at: 0)
    }
    let eased = EasedKeyframePoints(points: points)
    return KeyframeSpec(
      source: s.source, label: s.source,
      keyframes: { initial, _ in eased.keyframes(from: initial) }, column: head.column)
  }

  /// `"easeIn"`, `[x1, y1, x2, y2]`, or a list of those.
  static func easeList(_ s: inout TokenCursor) throws(SpecError)
    -> [(value: UnitCurve, column: Int)]
  {
    s.skipSeparators()
    if s.current.kind == .punctuation && s.current.text == "[" {
      let saved = s
      s.advance()
      s.skipSeparators()
      if case .number = s.current.kind {
        s = saved
        return [try s.withColumn(ease)]
      }
      return try s.items(upTo: "]", allowsEmpty: false) { s throws(SpecError) in
        try s.withColumn(ease)
      }
    }
    return [try s.withColumn(ease)]
  }

  static func ease(_ s: inout TokenCursor) throws(SpecError) -> UnitCurve {
    s.skipSeparators()
    let token = s.current
    if token.kind == .word || token.kind == .string {
      s.advance()
      guard let known = easings[token.text] else {
        throw SpecError(
          "unknown easing '\(token.text)'; expected \(easings.keys.sorted().joined(separator: ", ")) or [x1, y1, x2, y2]",
          column: token.column, source: s.source)
      }
      return known
    }
    try s.expect("[")
    let curve = try s.bezierCurve("a number")
    try s.expect("]")
    return curve
  }
}
