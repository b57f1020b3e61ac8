import Kinetic

/// SwiftUI's keyframe syntax as a spec:
///
///     KeyframeTrack(\.scale) {
///       LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeIn)
///       CubicKeyframe(0.8, duration: 0.3, startVelocity: 0, endVelocity: 0)
///       SpringKeyframe(1, duration: 0.5, spring: .bouncy, startVelocity: 0)
///       MoveKeyframe(0)
///     }
///
/// Keyframes are separated by `;` or line breaks; each is a call in the spec language's call
/// syntax (so `spring:` takes every spring value `spring(_:)` takes, and `timingCurve:` a
/// ``UnitCurve`` name). The optional key path names the series.
enum SwiftUIKeyframesForm {

  /// Reads the track from its tokens (in the ``Tokenizer``'s code dialect): the head, an
  /// optional key path, and the keyframes between braces, split at `;` and line breaks outside
  /// brackets; each keyframe is then parsed as a spec-language call.
  static func parse(_ tokens: TokenCursor) throws(SpecError) -> KeyframeSpec {
    var s = tokens
    let source = s.source
    let scalars = Array(source.unicodeScalars)
    func fail(_ message: String, at token: Token) -> SpecError {
      SpecError(message, column: token.column, source: source)
    }
    /// The text from column `a` up to column `b`, excluded.
    func text(_ a: Int, _ b: Int) -> String {
      String(scalars: scalars[(a - 1)..<(b - 1)])
    }
    s.skipSeparators()
    let head = s.current
    s.advance()
    s.skipSeparators()
    var label: String?
    if s.current.isPunctuation("(") {
      s.advance()
      s.skipSeparators()
      guard s.current.isPunctuation("\\") else {
        throw fail("expected a key path such as '\\.scale' in KeyframeTrack(...)", at: s.current)
      }
      let backslash = s.current
      while !s.current.isPunctuation(")") {
        guard s.current.kind != .end else {
          throw fail("missing ')' after the key path", at: head)
        }
        s.advance()
      }
      let path = text(backslash.column + 1, s.current.column).trimmingSpaces
      let components = path.split(separator: ".", omittingEmptySubsequences: false)
      guard components.count >= 2,
        components.dropFirst().allSatisfy({ part in
          !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isWordPart }
        })
      else {
        throw fail("malformed key path '\\\(path)'; expected one such as '\\.scale'", at: backslash)
      }
      label = components.dropFirst().joined(separator: ".")
      s.advance()
      s.skipSeparators()
    }
    guard s.current.isPunctuation("{") else {
      throw fail(
        "expected '{' and keyframes after KeyframeTrack, e.g. 'KeyframeTrack { LinearKeyframe(1, duration: 0.5) }'",
        at: s.current)
    }
    let open = s.current
    s.advance()
    // The keyframes: split at ';' and line breaks outside brackets, up to the matching '}',
    // as column ranges.
    var items: [(start: Int, end: Int)] = []
    var depth = 0
    var itemStart = open.column + 1
    while true {
      let token = s.current
      guard token.kind != .end else { throw fail("missing '}' to close the keyframes", at: open) }
      s.advance()
      if token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
      } else if depth == 0
        && (token.isPunctuation(";") || token.kind == .newline || token.isPunctuation("}"))
      {
        items.append((itemStart, token.column))
        itemStart = token.column + 1
        if token.isPunctuation("}") { break }
      }
    }
    s.skipSeparators()
    if s.current.kind != .end {
      let column = s.current.column
      throw fail("unexpected '\(text(column, column + 1))' after the keyframe track", at: s.current)
    }
    var keyframes: [(Keyframe<Double>, Int)] = []
    for item in items where !text(item.start, item.end).trimmingSpaces.isEmpty {
      // Parsed where it stands, so that columns refer to the whole spec. (A copy padded with
      // spaces to its offset did the same in time quadratic in the track: issue 37.)
      do throws(SpecError) {
        let syntax = try SpecParser.parse(text(item.start, item.end), columnOffset: item.start - 1)
        guard syntax.modifiers.isEmpty else {
          throw SpecError(
            "a keyframe takes no modifiers", column: syntax.modifiers[0].column, source: source)
        }
        keyframes.append((try keyframe(syntax.base, source: source), syntax.base.column))
      } catch {
        throw SpecError(error.message, column: error.column, source: source)
      }
    }
    let written = keyframes
    return KeyframeSpec(
      source: source, label: label ?? source, keyframes: { _, _ in written.map { ($0.0, $0.1) } },
      column: head.column)
  }

  /// One keyframe call.
  static func keyframe(_ call: CallSyntax, source: String) throws(SpecError) -> Keyframe<Double> {
    func match(_ parameters: [SpecSignature.Parameter]) throws(SpecError) -> SpecArguments {
      try SpecOverloads(signatures: [SpecSignature(name: call.name, parameters: parameters)])
        .match(call, source: source).1
    }
    let value = SpecSignature.Parameter.number(nil, "value", .any)
    let duration = SpecSignature.Parameter.number("duration", "duration", .any)
    func optionalNumber(_ label: String) -> SpecSignature.Parameter {
      SpecSignature.Parameter(
        label: label, name: label, kind: .number(.any), defaultValue: .keyword(""))
    }
    func number(_ a: SpecArguments, _ name: String) -> Double? {
      if case .number(let x) = a.values[name] { return x }
      return nil
    }
    switch call.name {
    case "LinearKeyframe":
      let a = try match([
        value, duration,
        SpecSignature.Parameter(
          label: "timingCurve", name: "timingCurve", kind: .call("a UnitCurve such as .easeIn"),
          defaultValue: .keyword("linear")),
      ])
      var curve = UnitCurve.linear
      if case .call(let named) = a.values["timingCurve"] {
        curve = try unitCurve(named, source: source)
      }
      return .linear(
        LinearKeyframe(a.number("value"), duration: a.number("duration"), timingCurve: curve))
    case "CubicKeyframe":
      let a = try match([
        value, duration, optionalNumber("startVelocity"), optionalNumber("endVelocity"),
      ])
      return .cubic(
        CubicKeyframe(
          a.number("value"), duration: a.number("duration"),
          startVelocity: number(a, "startVelocity"),
          endVelocity: number(a, "endVelocity")))
    case "SpringKeyframe":
      let a = try match([
        value, optionalNumber("duration"),
        SpecSignature.Parameter(
          label: "spring", name: "spring", kind: SpringValueBinder.kind, defaultValue: .keyword("")),
        optionalNumber("startVelocity"),
      ])
      var spring = Spring(duration: 0.5, bounce: 0)
      if case .call(let value) = a.values["spring"] {
        spring = try SpringValueBinder(source: source).spring(value)
      }
      return .spring(
        SpringKeyframe(
          a.number("value"), duration: number(a, "duration"), spring: spring,
          startVelocity: number(a, "startVelocity")))
    case "MoveKeyframe":
      return .move(MoveKeyframe(try match([value]).number("value")))
    default:
      throw SpecError(
        "unknown keyframe '\(call.name)'; expected LinearKeyframe, CubicKeyframe, SpringKeyframe or MoveKeyframe",
        column: call.column, source: source)
    }
  }
  /// A keyframe's `timingCurve`: one of `UnitCurve`'s named curves (`.easeIn`), or
  /// `.bezier(startControlPoint: UnitPoint(x:y:), endControlPoint: UnitPoint(x:y:))`.
  static func unitCurve(_ named: CallSyntax, source: String) throws(SpecError) -> UnitCurve {
    if named.arguments == nil, let known = UnitCurve.named(named.name) { return known }
    guard named.name == "bezier", let arguments = named.arguments else {
      throw SpecError(
        "unknown timing curve '\(named.name)'; expected one of \(UnitCurve.namedCurves.map { $0.key }.sorted().map { "." + $0 }.joined(separator: ", ")) or .bezier(startControlPoint:endControlPoint:)",
        column: named.column, source: source)
    }
    func point(_ label: String) throws(SpecError) -> UnitPoint {
      guard let argument = arguments.first(where: { $0.label == label }) else {
        throw SpecError(
          ".bezier needs '\(label): UnitPoint(x: …, y: …)'", column: named.column, source: source)
      }
      guard case .call(let call) = argument.value, call.name == "UnitPoint",
        let coordinates = call.arguments, coordinates.count == 2,
        coordinates[0].label == "x", coordinates[1].label == "y",
        case .numbers(let xs) = coordinates[0].value, xs.count == 1, !xs[0].isPercentage,
        case .numbers(let ys) = coordinates[1].value, ys.count == 1, !ys[0].isPercentage
      else {
        throw SpecError(
          "expected 'UnitPoint(x: <number>, y: <number>)' for \(label)",
          column: argument.valueColumn, source: source)
      }
      return UnitPoint(x: xs[0].value, y: ys[0].value)
    }
    guard arguments.count == 2 else {
      throw SpecError(
        ".bezier takes startControlPoint and endControlPoint", column: named.column,
        source: source)
    }
    let start = try point("startControlPoint")
    let end = try point("endControlPoint")
    guard [start.x, start.y, end.x, end.y].allSatisfy({ $0.isFinite }) else {
      throw SpecError(
        "the control points of .bezier must be finite", column: named.column, source: source)
    }
    return .bezier(startControlPoint: start, endControlPoint: end)
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars.drop(while: { $0.isSyntaxSpace })
    var view = String.UnicodeScalarView(scalars)
    while let last = view.last, last.isSyntaxSpace { view.removeLast() }
    return String(view)
  }

}
