import Kinetic

/// Core Animation's `CAKeyframeAnimation` as a spec, written as an initialiser with its
/// properties as arguments, in any order:
///
///     CAKeyframeAnimation(values: [0, 1.2, 0.8, 1], keyTimes: [0, 0.2, 0.5, 1],
///       timingFunctions: [.easeIn, .linear, .easeOut], calculationMode: .linear, duration: 1)
///
/// Semantics from Apple's documentation of `CAKeyframeAnimation` and
/// `CAAnimationCalculationMode`: the animation passes through `values` (absolute, so it starts
/// at the first, not at `--from`) at `keyTimes`, fractions of `duration` (seconds; Core
/// Animation's default 0.25) that start at 0, end at 1 and never decrease, evenly spaced when
/// omitted; `timingFunctions` gives one curve per segment (n − 1 for n values, linear when
/// omitted). The calculation modes:
/// - `.linear` (the default): each segment along its timing function;
/// - `.discrete`: each value held from its key time until the next, with one more key time
///   than values (n + 1, from 0 to 1), or n equal intervals;
/// - `.paced`: linear, with `keyTimes` and `timingFunctions` ignored and the key times chosen
///   so that the speed is constant (each segment's share of the duration is its share of the
///   distance travelled; equal shares when nothing moves);
/// - `.cubic`: a Catmull-Rom spline through the values at the key times (``CubicKeyframe``s,
///   the Kochanek–Bartels form at tension, continuity and bias 0 with its adjustment for
///   unequal intervals, which Apple names); Kinetic starts and ends it at rest, a choice Apple
///   does not document. Timing functions other than linear warp time within a segment, which
///   no keyframe type expresses, and are refused with `.cubic`, as is `.cubicPaced` (an
///   arc-length reparameterisation of the spline) and the tension, continuity and bias arrays.
///
/// Timing functions: `.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut`, `.default` (Core
/// Animation's named functions, with the control points of `CAMediaTimingFunction(name:)`),
/// `CAMediaTimingFunction(name: .easeIn)` and `CAMediaTimingFunction(controlPoints: x1, y1, x2,
/// y2)` with x in [0, 1].
enum CoreAnimationKeyframesForm {
  /// `CAMediaTimingFunctionName`s with their control points (the foreign forms' table).
  static var timingFunctions: [String: UnitCurve] { ForeignEasings.coreAnimation }

  /// `CAAnimationCalculationMode` names.
  enum Mode: String {
    case linear, discrete, paced, cubic, cubicPaced
  }

  static func parse(_ scanner: TokenCursor) throws(SpecError) -> KeyframeSpec {
    var s = scanner
    let head = s.current
    s.advance()
    try s.expect("(")
    var values: [(value: Double, column: Int)]?
    var keyTimes: [(value: Double, column: Int)]?
    var functions: [(value: UnitCurve, column: Int)]?
    var mode = Mode.linear
    var modeColumn = head.column
    var duration = 0.25
    var seen: Set<String> = []
    if !s.accept(")") {
      repeat {
        s.skipSeparators()
        let label = s.current
        guard label.kind == .word else {
          throw s.unexpected(
            expected: "an argument: values, keyTimes, timingFunctions, calculationMode or duration")
        }
        guard seen.insert(label.text).inserted else {
          throw SpecError(
            "argument '\(label.text)' is given twice", column: label.column, source: s.source)
        }
        s.advance()
        try s.expect(":")
        switch label.text {
        case "values":
          values = try numberList(&s, what: "a keyframe value")
        case "keyTimes":
          keyTimes = try numberList(&s, what: "a key time in 0...1")
        case "timingFunctions":
          try s.expect("[")
          functions = try s.items(upTo: "]", allowsEmpty: true) { s throws(SpecError) in
            try s.withColumn(timingFunction)
          }
        case "calculationMode":
          s.skipSeparators()
          modeColumn = s.current.column
          let name = try memberName(&s, what: "a calculation mode such as .linear")
          guard let known = Mode(rawValue: name.text) else {
            throw SpecError(
              "unknown calculation mode '.\(name.text)'; expected .linear, .discrete, .paced or .cubic",
              column: name.column, source: s.source)
          }
          mode = known
        case "duration":
          duration = try s.positiveNumber(
            "seconds", else: "duration must be greater than 0 seconds")
        default:
          throw SpecError(
            "unknown argument '\(label.text)'; expected values, keyTimes, timingFunctions, calculationMode or duration (tensionValues, continuityValues, biasValues and path are not supported)",
            column: label.column, source: s.source)
        }
      } while s.accept(",")
      try s.expect(")")
    }
    s.skipSeparators()
    if s.current.kind != .end { throw s.unexpected(expected: "the end of the spec") }
    guard let values, !values.isEmpty else {
      throw SpecError(
        "CAKeyframeAnimation needs 'values: [...]' with at least one value", column: head.column,
        source: s.source)
    }
    if mode == .cubicPaced {
      throw SpecError(
        "calculationMode .cubicPaced (an arc-length reparameterised spline) is not supported; use .cubic or .paced",
        column: modeColumn, source: s.source)
    }
    let source = s.source
    let points: [(time: Double, value: Double, curve: UnitCurve, column: Int)]
    switch mode {
    case .paced:
      // keyTimes and timingFunctions are ignored, as Core Animation ignores them.
      var distances = zip(values, values.dropFirst()).map { abs($1.value - $0.value) }
      var total = distances.reduce(0, +)
      if !(total > 0 && total.isFinite) {
        distances = distances.map { _ in 1 }
        total = Double(distances.count)
      }
      var travelled = 0.0
      var times = [0.0]
      for distance in distances {
        travelled += distance
        times.append(min(travelled / total, 1) * duration)
      }
      points = values.indices.map { (times[$0], values[$0].value, .linear, values[$0].column) }
    case .discrete:
      let fractions = try times(
        keyTimes, count: values.count + 1, mode: mode, head: head, source: source)
      var list: [(time: Double, value: Double, curve: UnitCurve, column: Int)] = []
      for (index, value) in values.enumerated() {
        // A move to the value, held until the next key time.
        list.append((fractions[index] * duration, value.value, .linear, value.column))
        list.append((fractions[index + 1] * duration, value.value, .linear, value.column))
      }
      points = list
    case .linear, .cubic, .cubicPaced:
      let fractions = try times(
        keyTimes, count: values.count, mode: mode, head: head, source: source)
      let curves = try segmentCurves(functions, count: values.count - 1, head: head, source: source)
      if mode == .cubic, let bad = functions?.first(where: { $0.value != .linear }) {
        throw SpecError(
          "timingFunctions other than .linear are not supported with calculationMode .cubic (they warp time inside a spline segment)",
          column: bad.column, source: source)
      }
      points = values.indices.map {
        (
          fractions[$0] * duration, values[$0].value, $0 < curves.count ? curves[$0] : .linear,
          values[$0].column
        )
      }
    }
    if mode != .cubic {
      // Linear, paced and discrete (a hold to each next key time, then a jump of duration 0):
      // the keyframe model the other keyframe forms share. Only .cubic builds its own track,
      // a Catmull-Rom spline of CubicKeyframes, which the eased-points model does not describe.
      let eased = EasedKeyframePoints(
        points: points.map {
          EasedKeyframePoints.Point(
            time: $0.time, value: $0.value, curve: $0.curve, column: $0.column)
        })
      return KeyframeSpec(
        source: source, label: source, keyframes: { initial, _ in eased.keyframes(from: initial) },
        column: head.column)
    }
    let track = { (_: Double, _: Double) -> [(keyframe: Keyframe<Double>, column: Int)] in
      var keyframes: [(keyframe: Keyframe<Double>, column: Int)] = [
        (.move(MoveKeyframe(points[0].value)), points[0].column)
      ]
      for index in points.indices.dropFirst() {
        let (previous, point) = (points[index - 1], points[index])
        keyframes.append(
          (.cubic(CubicKeyframe(point.value, duration: point.time - previous.time)), point.column))
      }
      return keyframes
    }
    return KeyframeSpec(source: source, label: source, keyframes: track, column: head.column)
  }

  /// The key times as fractions: `count` of them from 0 to 1, never decreasing, or evenly
  /// spaced when not given.
  private static func times(
    _ given: [(value: Double, column: Int)]?, count: Int, mode: Mode,
    head: Token, source: String
  ) throws(SpecError) -> [Double] {
    guard let given else {
      return (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }
    guard given.count == count else {
      let rule =
        mode == .discrete
        ? "one more than values with calculationMode .discrete" : "one per value"
      throw SpecError(
        "keyTimes has \(given.count) entries for \(count - (mode == .discrete ? 1 : 0)) values (\(rule))",
        column: given.first?.column ?? head.column, source: source)
    }
    guard given.first?.value == 0, count == 1 || given.last?.value == 1 else {
      let bad = given.first?.value == 0 ? given[given.count - 1] : given[0]
      throw SpecError(
        "keyTimes must start at 0 and end at 1", column: bad.column, source: source)
    }
    for index in given.indices.dropFirst() where given[index].value < given[index - 1].value {
      throw SpecError(
        "keyTimes must not decrease", column: given[index].column, source: source)
    }
    return given.map { $0.value }
  }

  /// One curve per segment: `count` timing functions, or linear ones when not given.
  private static func segmentCurves(
    _ given: [(value: UnitCurve, column: Int)]?, count: Int, head: Token,
    source: String
  ) throws(SpecError) -> [UnitCurve] {
    guard let given else { return Array(repeating: .linear, count: count) }
    guard given.count == count else {
      throw SpecError(
        "timingFunctions has \(given.count) entries for \(count) segments (one fewer than values)",
        column: given.first?.column ?? head.column, source: source)
    }
    return given.map { $0.value }
  }

  /// `[n, n, ...]`.
  private static func numberList(_ s: inout TokenCursor, what: String)
    throws(SpecError) -> [(value: Double, column: Int)]
  {
    try s.expect("[")
    return try s.items(upTo: "]", allowsEmpty: true) { s throws(SpecError) in
      try s.numberWithColumn(what)
    }
  }

  /// `.name`.
  private static func memberName(_ s: inout TokenCursor, what: String)
    throws(SpecError) -> Token
  {
    try s.expect(".")
    return try s.word(what)
  }

  /// `.easeIn`, `CAMediaTimingFunction(name: .easeIn)` or
  /// `CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)`.
  static func timingFunction(_ s: inout TokenCursor) throws(SpecError) -> UnitCurve {
    s.skipSeparators()
    let expected = "a timing function such as .easeIn or CAMediaTimingFunction(controlPoints: ...)"
    if s.current.kind == .word && s.current.text == "CAMediaTimingFunction" {
      s.advance()
      try s.expect("(")
      s.skipSeparators()
      let label = s.current
      guard label.kind == .word, label.text == "name" || label.text == "controlPoints" else {
        throw s.unexpected(expected: "'name:' or 'controlPoints:'")
      }
      s.advance()
      try s.expect(":")
      let curve: UnitCurve
      if label.text == "name" {
        curve = try named(&s, expected: expected)
      } else {
        curve = try s.bezierCurve(
          "a control point coordinate", xOutsideUnit: "control point x must be in [0, 1]")
      }
      try s.expect(")")
      return curve
    }
    return try named(&s, expected: expected)
  }

  /// `.name` of a `CAMediaTimingFunctionName`.
  private static func named(_ s: inout TokenCursor, expected: String)
    throws(SpecError) -> UnitCurve
  {
    let name = try memberName(&s, what: expected)
    guard let curve = timingFunctions[name.text] else {
      throw SpecError(
        "unknown timing function '.\(name.text)'; expected \(timingFunctions.keys.sorted().map { "." + $0 }.joined(separator: ", "))",
        column: name.column, source: s.source)
    }
    return curve
  }
}
