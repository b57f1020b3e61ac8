import Kinetic

extension StopsCode {
  /// How a loop statement plays the stops' period: passes (`nil` forever) and the return pass
  /// every other period plays (`nil`: every period forwards), after `delay` seconds.
  struct Loop: Equatable {
    var count: Int?
    var returnPass: Exporter.ReturnPass?
    var delay: Double
  }

  /// The return passes this form's loop statement can say: Flutter's `repeat(reverse: true)`,
  /// Compose's `RepeatMode.Reverse` and framer's `"reverse"` run time backwards; framer's
  /// `"mirror"` and react-spring's `loop: { reverse: true }` (which swaps `from` and `to`, the
  /// easing running forwards) mirror the value.
  var loopReturns: [Exporter.ReturnPass] {
    switch self {
    case .flutter, .compose: return [.timeReversed]
    case .framer: return [.timeReversed, .mirrored]
    case .reactSpring: return [.mirrored]
    }
  }

  /// Whether this form's loop statement can say a finite count and a delay: react-spring's
  /// `loop` repeats for ever, and replays its `delay` with every loop.
  var loopTakesCountAndDelay: Bool { self != .reactSpring }

  /// The statement after this form's code that plays its stops as a loop — with the numbers
  /// written in, or, for reading, holes `⟪count⟫` and `⟪delay⟫` (`count` passes, `delay` in the
  /// form's duration unit) — or `nil` when the form cannot say `loop`.
  func loopStatement(_ loop: Loop, count: String?, delay: String) -> String? {
    guard loop.returnPass.map(loopReturns.contains) ?? true,
      loopTakesCountAndDelay || (loop.count == nil && loop.delay == 0)
    else { return nil }
    let hasCount = loop.count != nil
    let hasDelay = loop.delay != 0
    switch self {
    case .flutter:
      let reverse = "reverse: \(loop.returnPass != nil)"
      let repeatCall =
        "controller.repeat(\(reverse)\(hasCount ? ", count: \(count ?? "")" : ""))"
      // Declarations, which a file's top level and a State's initState both take.
      guard hasDelay else { return "final loop = \(repeatCall);\n" }
      return "final loop = Future.delayed(const Duration(microseconds: \(delay)), "
        + "() => \(repeatCall));\n"
    case .compose:
      let mode = loop.returnPass == nil ? "RepeatMode.Restart" : "RepeatMode.Reverse"
      let tail = "spec, \(mode), StartOffset(\(delay)))"
      return hasCount
        ? "val loop = repeatable(\(count ?? ""), \(tail)\n"
        : "val loop = infiniteRepeatable(\(tail)\n"
    case .framer:
      let type: String
      switch loop.returnPass {
      case nil: type = "loop"
      case .timeReversed?: type = "reverse"
      case .mirrored?: type = "mirror"
      }
      // framer's `repeat` counts the passes after the first.
      return "const loop = { ...transition, delay: \(delay), "
        + "repeat: \(hasCount ? count ?? "" : "Infinity"), repeatType: \"\(type)\" };\n"
    case .reactSpring:
      let value = loop.returnPass == nil ? "true" : "{ reverse: true }"
      return "const props = { from: { x: 0 }, to: { x: 100 }, loop: \(value), config };\n"
    }
  }

  /// The loop statement of `loop` with its numbers: `count` as the form counts passes, the
  /// delay in its unit (``durationHole``).
  ///
  /// - Throws: ``ExportError`` when the form cannot say the loop, or a number is more than
  ///   its type holds.
  func loopStatement(_ loop: Loop) throws(ExportError) -> String {
    let count = loop.count.map { self == .framer ? $0 - 1 : $0 }
    let delay: String
    switch self {
    case .flutter:
      delay = try CodeLiteral.dartInt.text(
        (loop.delay * 1e6).rounded(), for: "the delay in microseconds")
    case .compose:
      delay = try CodeLiteral.kotlinInt.text((loop.delay * 1e3).rounded(), for: "StartOffset")
    case .framer, .reactSpring: delay = Exporter.number(loop.delay)
    }
    guard let text = loopStatement(loop, count: count.map { String($0) }, delay: delay) else {
      throw ExportError("\(form) cannot say this loop")
    }
    return text
  }

  /// Every loop statement of this form, for reading, with holes.
  var loopTemplates: [(loop: Loop, template: CodeTemplate)] {
    // Labelled as returned: an array's tuple labels changed later is a dynamic cast, which
    // Embedded Swift has not.
    var templates: [(loop: Loop, template: CodeTemplate)] = []
    for returnPass in [nil] + loopReturns.map(Optional.some) {
      for count in [nil, 2] as [Int?] {
        for delay in [0.0, 1] {
          let loop = Loop(count: count, returnPass: returnPass, delay: delay)
          guard let text = loopStatement(loop, count: "⟪count⟫", delay: "⟪delay⟫") else {
            continue
          }
          templates.append((loop: loop, template: CodeTemplate(text)))
        }
      }
    }
    return templates
  }

  /// The loop `rest` (the text after this form's code) says, with its count and delay read
  /// (the delay in seconds).
  ///
  /// - Throws: ``SpecError`` when `rest` is no loop statement of this form, or its numbers are
  ///   not a whole count of at least one pass and a delay of at least 0.
  func loop(_ rest: String) throws(SpecError) -> Loop {
    var firstFailure: SpecError?
    for (shape, template) in loopTemplates {
      let holes: [String: (text: String, column: Int)]
      do throws(SpecError) {
        holes = try template.read(rest, form: "\(form) loop")
      } catch {
        if firstFailure == nil { firstFailure = error }
        continue
      }
      var loop = shape
      if let (text, column) = holes["count"] {
        guard let n = Int(text), n >= (self == .framer ? 0 : 1), n < 1_000_000 else {
          throw SpecError(
            "in \(form) loop: expected a whole number of passes", column: column, source: rest)
        }
        loop.count = self == .framer ? n + 1 : n
      }
      if let (text, column) = holes["delay"] {
        guard let d = Double(text), d >= 0, d.isFinite else {
          throw SpecError(
            "in \(form) loop: expected a delay of at least 0", column: column, source: rest)
        }
        loop.delay = d * durationHole.scale
      } else {
        loop.delay = 0
      }
      return loop
    }
    throw firstFailure!
  }

  /// `period` played as `loop` says.
  static func animation(_ period: Animation, playing loop: Loop) -> Animation {
    var animation: Animation
    switch loop.returnPass {
    case nil:
      animation = Animation(kind: .repeating(count: loop.count, autoreverses: false, period))
    case .mirrored?:
      animation = Animation(kind: .repeating(count: loop.count, autoreverses: true, period))
    case .timeReversed?: animation = Animation(kind: .alternating(count: loop.count, period))
    }
    if loop.delay > 0 { animation = Animation(kind: .delay(loop.delay, animation)) }
    return animation
  }
}
