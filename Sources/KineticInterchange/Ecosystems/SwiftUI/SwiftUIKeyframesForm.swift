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
  static let curveNames: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
    "circularEaseInOut": .circularEaseInOut,
  ]

  static func parse(_ source: String) throws(SpecError) -> KeyframeSpec {
    let scalars = Array(source.unicodeScalars)
    var i = 0
    func skipSpaces() {
      while i < scalars.count && scalars[i].isSyntaxSpace { i += 1 }
    }
    func fail(_ message: String, at index: Int) -> SpecError {
      SpecError(message, column: index + 1, source: source)
    }
    func text(_ a: Int, _ b: Int) -> String { String(String.UnicodeScalarView(scalars[a..<b])) }
    skipSpaces()
    let head = i
    i += "KeyframeTrack".unicodeScalars.count
    skipSpaces()
    var label: String?
    if i < scalars.count && scalars[i] == "(" {
      i += 1
      skipSpaces()
      guard i < scalars.count && scalars[i] == "\\" else {
        throw fail("expected a key path such as '\\.scale' in KeyframeTrack(...)", at: i)
      }
      let start = i + 1
      while i < scalars.count && scalars[i] != ")" { i += 1 }
      guard i < scalars.count else { throw fail("missing ')' after the key path", at: head) }
      let path = text(start, i).trimmingSpaces
      let components = path.split(separator: ".", omittingEmptySubsequences: false)
      guard components.count >= 2,
        components.dropFirst().allSatisfy({ part in
          !part.isEmpty && part.unicodeScalars.allSatisfy(\.isWordPart)
        })
      else {
        throw fail("malformed key path '\\\(path)'; expected one such as '\\.scale'", at: start - 1)
      }
      label = components.dropFirst().joined(separator: ".")
      i += 1
      skipSpaces()
    }
    guard i < scalars.count && scalars[i] == "{" else {
      throw fail(
        "expected '{' and keyframes after KeyframeTrack, e.g. 'KeyframeTrack { LinearKeyframe(1, duration: 0.5) }'",
        at: min(i, scalars.count))
    }
    let open = i
    // The keyframes: split at ';' and line breaks outside parentheses, up to the matching '}'.
    var items: [(start: Int, end: Int)] = []
    var depth = 0
    var itemStart = i + 1
    i += 1
    var closed = false
    while i < scalars.count {
      let c = scalars[i]
      if c == "(" || c == "[" {
        depth += 1
      } else if c == ")" || c == "]" {
        depth -= 1
      } else if depth == 0 && (c == ";" || c == "\n" || c == "\r" || c == "}") {
        items.append((itemStart, i))
        itemStart = i + 1
        if c == "}" {
          closed = true
          break
        }
      }
      i += 1
    }
    guard closed else { throw fail("missing '}' to close the keyframes", at: open) }
    i += 1
    skipSpaces()
    if i < scalars.count {
      throw fail("unexpected '\(text(i, i + 1))' after the keyframe track", at: i)
    }
    var keyframes: [(Keyframe<Double>, Int)] = []
    for item in items where !text(item.start, item.end).trimmingSpaces.isEmpty {
      // Parsed in place (padded to its offset) so that columns refer to the whole spec.
      let padded = String(repeating: " ", count: item.start) + text(item.start, item.end)
      do throws(SpecError) {
        let syntax = try SpecParser.parse(padded)
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
      source: source, label: label ?? source, keyframes: { _ in written.map { ($0.0, $0.1) } },
      column: head + 1)
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
        guard let known = curveNames[named.name], named.arguments == nil else {
          throw SpecError(
            "unknown timing curve '\(named.name)'; expected one of \(curveNames.keys.sorted().map { "." + $0 }.joined(separator: ", "))",
            column: named.column, source: source)
        }
        curve = known
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
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars.drop(while: \.isSyntaxSpace)
    var view = String.UnicodeScalarView(scalars)
    while let last = view.last, last.isSyntaxSpace { view.removeLast() }
    return String(view)
  }
}
