import Kinetic

/// Jetpack Compose's `keyframes` spec (`KeyframesSpec`) as a spec:
///
///     keyframes { durationMillis = 1000; 1.2 at 200 using EaseIn; 0.8 at 500; 1 at 1000 }
///
/// Semantics from Compose's `KeyframesSpec`: values at times in milliseconds (`at`, or
/// `atFraction` of the duration), each easing (`using` or `with`; `LinearEasing` by default)
/// applying to the interval that starts at its keyframe; before the first keyframe the motion
/// starts from the initial value at 0. Compose ends at the animation's target at
/// `durationMillis` (default 300): without a keyframe there, the last keyframe's easing leads
/// to the target (`--to`, 1 when not given; ``KeyframeSpec/endsAtTarget``), as in the
/// documentation's own example. `keyframesWithSpline { … }` takes the same body and passes
/// through the values along Compose's monotone cubic spline (see ``splineKeyframes(_:from:to:)``);
/// per-keyframe easings other than `LinearEasing` are refused there.
enum ComposeKeyframesForm {
  /// Compose's easing constants: the one table the other Compose forms read
  /// (``ForeignEasings/compose``: `Easing.kt`, `EasingFunctions.kt`, Material 3's tokens).
  static var easings: [String: UnitCurve] { ForeignEasings.compose }

  static func parse(_ scanner: TokenCursor) throws(SpecError) -> KeyframeSpec {
    var s = scanner
    let head = s.current
    let isSpline = head.text == "keyframesWithSpline"
    s.advance()
    // Kotlin's type argument, `keyframes<Float> { … }`.
    if s.accept("<") {
      _ = try s.word("a type such as Float")
      try s.expect(">")
    }
    try s.expect("{")
    var duration = 300.0
    var durationToken: Token?
    var entries:
      [(
        value: Double, time: Double?, fraction: Double?, curve: UnitCurve, column: Int,
        timeToken: Token
      )] = []
    while true {
      s.skipSeparators(semicolons: true)
      if s.accept("}") { break }
      if s.current.kind == .word
        && (s.current.text == "durationMillis" || s.current.text == "delayMillis")
      {
        let name = s.current
        s.advance()
        try s.expect("=")
        let (value, token) = try s.number("a whole number of milliseconds")
        if name.text == "delayMillis" {
          guard value == 0 else {
            throw SpecError(
              "delayMillis is not supported; start the keyframes later instead",
              column: name.column, source: s.source)
          }
          continue
        }
        // A Kotlin Int: a whole number of milliseconds up to 2³¹ − 1.
        guard value > 0, value == value.rounded(), value <= Double(Int32.max) else {
          throw SpecError(
            "durationMillis must be a whole number of milliseconds in 1...2147483647 (a Kotlin "
              + "Int)", column: token.column, source: s.source)
        }
        duration = value
        durationToken = token
        continue
      }
      let (value, valueToken) = try s.number(
        "a keyframe ('<value> at <ms>') or 'durationMillis = <ms>'", suffixes: ["", "f"])
      guard s.current.kind == .word, s.current.text == "at" || s.current.text == "atFraction" else {
        throw s.unexpected(expected: "'at' or 'atFraction'")
      }
      let isFraction = s.current.text == "atFraction"
      s.advance()
      let (time, timeToken) = try s.number(
        isFraction ? "a fraction" : "milliseconds", suffixes: isFraction ? ["", "f"] : ["", "ms"])
      var curve = UnitCurve.linear
      if s.current.kind == .word && (s.current.text == "using" || s.current.text == "with") {
        let keyword = s.current
        s.advance()
        curve = try easing(&s)
        if isSpline && curve != .linear {
          throw SpecError(
            "an easing in keyframesWithSpline warps time inside a spline segment, which no keyframe type expresses; remove '\(keyword.text) ...' (LinearEasing is the default)",
            column: keyword.column, source: s.source)
        }
      }
      entries.append(
        (
          // A Kotlin `f` literal is a Float, rounded as Compose reads it.
          valueToken.suffix == "f" ? Double(Float(value)) : value, isFraction ? nil : time,
          isFraction ? time : nil, curve, valueToken.column,
          timeToken
        ))
    }
    s.skipSeparators(semicolons: true)
    if s.current.kind != .end { throw s.unexpected(expected: "the end of the spec") }
    var points: [EasedKeyframePoints.Point] = []
    for entry in entries {
      let ms = entry.time ?? (entry.fraction! * duration)
      guard ms >= 0 && ms <= duration else {
        throw SpecError(
          "keyframe time \(ms) ms is outside 0...\(duration) ms (durationMillis)",
          column: entry.timeToken.column, source: s.source)
      }
      points.append(
        .init(time: ms / 1000, value: entry.value, curve: entry.curve, column: entry.column))
    }
    points.sort { $0.time < $1.time }  // stable: the later of two at the same time wins
    let endsAtTarget = points.last?.time != duration / 1000
    if endsAtTarget {
      points.append(
        .init(
          time: duration / 1000, value: nil, curve: .linear,
          column: durationToken?.column ?? head.column, isTarget: true))
    }
    if points.first?.time != 0 {
      points.insert(.init(time: 0, value: nil, curve: .linear, column: head.column), at: 0)
    }
    if isSpline {
      // A later keyframe at the same time replaces an earlier one, as in Compose's map.
      var unique: [EasedKeyframePoints.Point] = []
      for point in points {
        if unique.last?.time == point.time { unique.removeLast() }
        unique.append(point)
      }
      let spline = unique
      return KeyframeSpec(
        source: s.source, label: s.source,
        keyframes: { splineKeyframes(spline, from: $0, to: $1) }, column: head.column,
        endsAtTarget: endsAtTarget)
    }
    let eased = EasedKeyframePoints(points: points)
    return KeyframeSpec(
      source: s.source, label: s.source, keyframes: { eased.keyframes(from: $0, to: $1) },
      column: head.column, endsAtTarget: endsAtTarget)
  }

  /// `keyframesWithSpline` as ``CubicKeyframe``s with the tangents of Compose's monotone spline
  /// (`MonoSpline`): for secants δᵢ = (yᵢ₊₁ − yᵢ)/(tᵢ₊₁ − tᵢ) over times in seconds, the end
  /// tangents are the end secants and an interior one the mean of its two secants; then, segment
  /// by segment in order, a flat segment (δ = 0) gets both tangents 0, and when
  /// h = hypot(mᵢ/δᵢ, mᵢ₊₁/δᵢ) > 9 both are scaled by 3/h (the Fritsch–Carlson bound that keeps
  /// the segment monotone). `points` are sorted, start at 0 and have distinct times; a point
  /// that ``EasedKeyframePoints/Point/isTarget`` takes the value `target`.
  static func splineKeyframes(
    _ points: [EasedKeyframePoints.Point], from initialValue: Double, to target: Double
  ) -> [(keyframe: Keyframe<Double>, column: Int)] {
    let t: [Double] = points.map { $0.time }
    let y: [Double] = points.map { $0.isTarget ? target : $0.value ?? initialValue }
    let n = points.count
    guard n > 1 else { return [(.move(MoveKeyframe(y[0])), points[0].column)] }
    var secants: [Double] = []
    for i in 0..<(n - 1) {
      let rise: Double = y[i + 1] - y[i]
      let run: Double = t[i + 1] - t[i]
      secants.append(rise / run)
    }
    var tangents: [Double] = [secants[0]]
    for i in 1..<n {
      tangents.append(i == n - 1 ? secants[n - 2] : (secants[i - 1] + secants[i]) / 2)
    }
    for i in 0..<(n - 1) {
      if secants[i] == 0 {
        tangents[i] = 0
        tangents[i + 1] = 0
      } else {
        let a: Double = tangents[i] / secants[i]
        let b: Double = tangents[i + 1] / secants[i]
        // hypot without squaring magnitudes (which overflow past 1e154).
        let m: Double = max(abs(a), abs(b))
        let (p, q): (Double, Double) = (a / m, b / m)
        let h: Double = m * (p * p + q * q).squareRoot()
        if h > 9 {
          tangents[i] = 3 / h * a * secants[i]
          tangents[i + 1] = 3 / h * b * secants[i]
        }
      }
    }
    var result: [(keyframe: Keyframe<Double>, column: Int)] = []
    if points[0].value != nil { result.append((.move(MoveKeyframe(y[0])), points[0].column)) }
    for i in 1..<n {
      result.append(
        (
          .cubic(
            CubicKeyframe(
              y[i], duration: t[i] - t[i - 1], startVelocity: tangents[i - 1],
              endVelocity: tangents[i])),
          points[i].column
        ))
    }
    return result
  }

  /// `LinearEasing`, … or `CubicBezierEasing(a, b, c, d)`.
  static func easing(_ s: inout TokenCursor) throws(SpecError) -> UnitCurve {
    let token = try s.word("an easing such as FastOutSlowInEasing")
    if let known = easings[token.text] { return known }
    guard token.text == "CubicBezierEasing" else {
      throw SpecError(
        "unknown easing '\(token.text)'"
          + NameSuggestion.clause(for: token.text, among: Array(easings.keys))
          + "; expected a Compose Easing such as FastOutSlowInEasing, EaseInOutCubic or CubicBezierEasing(a, b, c, d)",
        column: token.column, source: s.source)
    }
    try s.expect("(")
    let curve = try s.bezierCurve("a number", suffixes: ["", "f"])
    try s.expect(")")
    return curve
  }
}
