import Kinetic

/// A CSS `@keyframes` rule as a spec, for one numeric property (a number in one unit, or one
/// `transform` function of one number such as `translateX(80px)`):
///
///     @keyframes pulse {
///       0% { scale: 0; animation-timing-function: linear }
///       20% { scale: 1.2; animation-timing-function: ease-in }
///       50% { scale: 0.8 }
///       to { scale: 1 }
///     }
///
/// Semantics from CSS Animations Level 1: selectors are `from` (0%), `to` (100%) or
/// percentages, comma-separated lists allowed; a keyframe's `animation-timing-function`
/// applies from it to the next keyframe, `ease` by default (the initial value of
/// `animation-timing-function`); a missing 0% or 100% keyframe takes the underlying value
/// (`--from`); keyframes with the same offset merge, later declarations winning. Like every CSS
/// form in the spec language the animation lasts 1 s, so time equals progress. Timing
/// functions: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(x1, y1, x2,
/// y2)` with x in [0, 1].
enum CSSKeyframesForm {
  static let timingFunctions: [String: UnitCurve] = [
    "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    "ease": .bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
  ]

  /// Reads the rule; a keyframe without its own `animation-timing-function` is eased by
  /// `defaultCurve` (an `animation:` declaration's easing), or `ease`.
  static func parse(_ scanner: TokenCursor, defaultCurve: UnitCurve? = nil) throws(SpecError)
    -> KeyframeSpec
  {
    var s = scanner
    let head = s.current
    guard head.text == "@keyframes" else { throw s.unexpected(expected: "a keyframe form") }
    s.advance()
    s.skipSeparators()
    if s.current.kind == .word || s.current.kind == .string { s.advance() }  // the rule's name
    try s.expect("{")
    var property: (name: String, declared: String, function: String?, column: Int)?
    var unit: (text: String, column: Int)?
    // Offset → (value, timing function, column), merged in order.
    var frames: [Double: (value: Double?, curve: UnitCurve?, column: Int)] = [:]
    while !s.accept("}") {
      var offsets: [Double] = []
      repeat {
        s.skipSeparators()
        let token = s.current
        switch (token.kind, token.text) {
        case (.word, "from"): offsets.append(0)
        case (.word, "to"): offsets.append(1)
        case (.number(let percent), _) where token.suffix == "%":
          guard percent >= 0 && percent <= 100 else {
            throw SpecError(
              "keyframe selector \(token.text) is outside 0%...100%", column: token.column,
              source: s.source)
          }
          offsets.append(percent / 100)
        default:
          throw s.unexpected(expected: "a keyframe selector ('from', 'to' or a percentage)")
        }
        s.advance()
      } while s.accept(",")
      let blockColumn = s.current.column
      try s.expect("{")
      var value: Double?
      var curve: UnitCurve?
      var valueColumn = blockColumn
      while !s.accept("}") {
        s.skipSeparators(semicolons: true)
        if s.accept("}") { break }
        let name = try s.word("a declaration 'property: value'")
        try s.expect(":")
        if name.text == "animation-timing-function" {
          curve = try timingFunction(&s)
        } else {
          let declared = try declarationValue(&s, property: name.text)
          if let property, property.name != declared.name {
            throw SpecError(
              "a keyframe spec animates one property; '\(declared.name)' is not '\(property.name)'",
              column: name.column, source: s.source)
          }
          // A unitless 0 is a length, an angle or a number alike (CSS Values 4).
          let unitlessZero = declared.unit.isEmpty && declared.value == 0
          if let unit, unit.text != declared.unit, !unitlessZero {
            throw SpecError(
              "keyframe values must share one unit: '\(declared.unit)' here, '\(unit.text)' in the keyframe value at column \(unit.column)",
              column: declared.column, source: s.source)
          }
          property = property ?? (declared.name, name.text, declared.function, name.column)
          if !unitlessZero { unit = unit ?? (declared.unit, declared.column) }
          value = declared.value
          valueColumn = declared.column
        }
        s.skipSeparators()
        if !(s.current.kind == .punctuation && (s.current.text == ";" || s.current.text == "}")) {
          throw s.unexpected(expected: "';' or '}'")
        }
      }
      for offset in offsets {
        let old = frames[offset]
        frames[offset] = (
          value ?? old?.value, curve ?? old?.curve,
          value != nil ? valueColumn : old?.column ?? valueColumn
        )
      }
    }
    s.skipSeparators()
    if s.current.kind != .end { throw s.unexpected(expected: "the end of the spec") }
    let ease = defaultCurve ?? timingFunctions["ease"]!
    var points = frames.filter { $0.value.value != nil }.sorted { $0.key < $1.key }.map {
      EasedKeyframePoints.Point(
        time: $0.key, value: $0.value.value, curve: $0.value.curve ?? ease, column: $0.value.column)
    }
    if points.first?.time != 0 {
      points.insert(
        .init(time: 0, value: nil, curve: frames[0]?.curve ?? ease, column: head.column), at: 0)
    }
    if points.last?.time != 1 {
      points.append(.init(time: 1, value: nil, curve: ease, column: head.column))
    }
    let eased = EasedKeyframePoints(points: points)
    var spec = KeyframeSpec(
      source: s.source, label: property?.name ?? s.source,
      keyframes: { initial, _ in eased.keyframes(from: initial) },
      column: head.column)
    spec.property = property.map {
      CSSAnimatedProperty(name: $0.declared, transformFunction: $0.function, unit: unit?.text ?? "")
    }
    return spec
  }

  /// The units a keyframe value may carry (lengths, percentages, angles): the values are the
  /// numbers as written, so every keyframe must use the same unit.
  static let units: Set<String> = [
    "", "px", "%", "em", "rem", "vw", "vh", "vmin", "vmax", "pt", "cm", "mm", "in", "deg", "rad",
    "grad", "turn",
  ]

  /// The `transform` functions of one number a keyframe value may be (CSS Transforms 1 and 2).
  static let transformFunctions: Set<String> = [
    "translateX", "translateY", "translateZ", "scale", "scaleX", "scaleY", "scaleZ", "rotate",
    "rotateX", "rotateY", "rotateZ", "skewX", "skewY", "perspective",
  ]

  /// A declaration's value: a number in one of ``units``, or for `transform` one function of
  /// one number (`translateX(80px)`, `scale(1.2)`, `rotate(45deg)`), named after the function
  /// so that every keyframe must use the same one.
  static func declarationValue(_ s: inout TokenCursor, property: String) throws(SpecError) -> (
    name: String, function: String?, value: Double, unit: String, column: Int
  ) {
    s.skipSeparators()
    var name = property
    let function = property == "transform" && s.current.kind == .word ? s.current : nil
    if let function {
      guard transformFunctions.contains(function.text) else {
        throw SpecError(
          "transform '\(function.text)' is not one number; a keyframe spec animates one transform function of one number, such as translateX(80px), scale(1.2) or rotate(45deg)",
          column: function.column, source: s.source)
      }
      s.advance()
      try s.expect("(")
      name = function.text
    }
    // The code dialect keeps `%` on a number; other units follow it as a word, written
    // against it.
    let (number, token) = try s.number("a number", suffixes: ["", "%"])
    var unit = token.suffix
    if unit.isEmpty, s.current.kind == .word, units.contains(s.current.text),
      s.current.column == token.column + token.text.unicodeScalars.count
    {
      unit = s.current.text
      s.advance()
    }
    if function != nil {
      s.skipSeparators()
      guard s.accept(")") else {
        throw s.unexpected(
          expected: "')': a keyframe spec animates one transform function of one number")
      }
    }
    return (name, function?.text, number, unit, token.column)
  }

  /// A CSS timing function that is a ``UnitCurve``.
  static func timingFunction(_ s: inout TokenCursor) throws(SpecError) -> UnitCurve {
    s.skipSeparators()
    let token = try s.word("a timing function such as ease-in")
    if let known = timingFunctions[token.text] { return known }
    guard token.text == "cubic-bezier" else {
      throw SpecError(
        "timing function '\(token.text)' is not supported in keyframes; expected linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(...)",
        column: token.column, source: s.source)
    }
    try s.expect("(")
    let curve = try s.bezierCurve("a number", xOutsideUnit: "cubic-bezier x must be in [0, 1]")
    try s.expect(")")
    return curve
  }
}
