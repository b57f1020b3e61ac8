import Kinetic

extension ForeignBinder {
  /// The timing keys of a GSAP tween's vars; any other key is a tweened property (`x: 100`),
  /// whose value Kinetic does not need (it animates progress from 0 to 1).
  static let gsapTimingKeys = [
    "duration", "ease", "delay", "repeat", "yoyo", "repeatDelay",
  ]

  /// Vars GSAP reads that change the motion in ways Kinetic does not play.
  static let gsapUnreadKeys = [
    "yoyoEase", "stagger", "keyframes", "timeScale", "reversed", "runBackwards", "startAt",
  ]

  /// A GSAP spec: `gsap.to(target, vars)`, `gsap.from(target, vars)`,
  /// `gsap.fromTo(target, fromVars, toVars)`, `gsap.parseEase("power2.out")` (a curve alone,
  /// 1 s) or `CustomEase.create("id", "M0,0 C…")`; `customEases` are the eases that earlier
  /// `CustomEase.create` statements registered, by id.
  func gsap(_ value: ForeignValue, customEases: [String: GSAPEase] = [:]) throws(SpecError)
    -> Animation
  {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error(
        "in GSAP: expected gsap.to(...), gsap.from(...), gsap.fromTo(...), gsap.parseEase(...) "
          + "or CustomEase.create(...), got \(value.described)", value.column)
    }
    let name = parts.joined(separator: ".")
    let form = "GSAP \(name)(...)"
    switch name {
    case "gsap.to", "gsap.from", "gsap.fromTo":
      let count = name == "gsap.fromTo" ? 3 : 2
      guard arguments.count == count, arguments.allSatisfy({ $0.label == nil }) else {
        throw error(
          "in \(form): expected \(count == 3 ? "(target, fromVars, toVars)" : "(target, vars)")",
          column)
      }
      guard case .object(let members, let c) = arguments[count - 1].value else {
        throw error(
          "in \(form): the vars are an object { duration: 1, ease: \"power2.out\", ... }, got "
            + arguments[count - 1].value.described, arguments[count - 1].value.column)
      }
      return try gsapTween(members, form: form, column: c, customEases: customEases)
    case "gsap.parseEase", "CustomEase.create":
      return try gsapEase(value, form: form, customEases: customEases).animation(duration: 1)
    default:
      throw unknown(
        "call", name, among: ["gsap.to", "gsap.from", "gsap.fromTo", "gsap.parseEase"],
        form: "GSAP", column: column)
    }
  }

  /// A tween's vars: `duration` (s, default 0.5), `ease` (default `"power1.out"`), `delay` (s),
  /// `repeat` (passes after the first, −1 forever), `yoyo` (every other pass runs backwards in
  /// time, as GSAP plays it) and `repeatDelay` (s between passes; GSAP's total is
  /// duration + (duration + repeatDelay)·repeat, so none after the last pass).
  func gsapTween(
    _ members: [ForeignArgument], form: String, column: Int, customEases: [String: GSAPEase]
  ) throws(SpecError) -> Animation {
    var a: [String: ForeignArgument] = [:]
    for member in members {
      guard let key = member.label else {
        throw error("in \(form): expected 'key: value' in the vars", member.column)
      }
      if Self.gsapUnreadKeys.contains(key) {
        throw error("in \(form): Kinetic does not read '\(key)'", member.column)
      }
      if Self.gsapTimingKeys.contains(key) {
        guard a[key] == nil else {
          throw error("in \(form): '\(key)' is given twice", member.column)
        }
        a[key] = member
      } else if !NameSuggestion.suggestions(for: key, among: Self.gsapTimingKeys).isEmpty,
        key.count > 2
      {
        // A tweened property spelt like a timing key is far likelier a misspelling.
        throw error(
          "in \(form): unknown key '\(key)'"
            + NameSuggestion.clause(for: key, among: Self.gsapTimingKeys), member.column)
      }
    }
    let duration = try number(
      a["duration"], "duration", form: form, default: GSAPEase.defaultDuration, .positive)
    let ease =
      try a["ease"].map { (e) throws(SpecError) in
        try gsapEase(e.value, form: form, customEases: customEases)
      } ?? GSAPEase.defaultEase
    let repeatCount = try number(a["repeat"], "repeat", form: form, default: 0)
    guard repeatCount == -1 || (repeatCount >= 0 && repeatCount == repeatCount.rounded()),
      repeatCount < 10_000
    else {
      throw error(
        "in \(form): 'repeat' is a whole number of passes after the first (below 10000) or -1 "
          + "for ever, got \(Exporter.number(repeatCount))", a["repeat"]?.value.column ?? column)
    }
    var yoyo = false
    if let given = a["yoyo"] {
      switch given.value.dottedName {
      case "true": yoyo = true
      case "false": yoyo = false
      default: throw error("in \(form): 'yoyo' is true or false", given.value.column)
      }
    }
    let repeatDelay = try number(
      a["repeatDelay"], "repeatDelay", form: form, default: 0, .nonNegative)
    let delay = try number(a["delay"], "delay", form: form, default: 0, .nonNegative)
    let passes: Int? = repeatCount < 0 ? nil : Int(repeatCount) + 1
    var animation = ease.animation(duration: duration)
    if passes != 1 && repeatDelay > 0 {
      animation = try gsapPasses(
        ease, duration: duration, passes: passes, yoyo: yoyo, repeatDelay: repeatDelay,
        form: form, column: a["repeatDelay"]?.column ?? column)
    } else if passes != 1 {
      animation = animation.repeated(passes: passes, alternating: yoyo)
    }
    return delay > 0 ? animation.delay(delay) : animation
  }

  /// The passes of a tween with a `repeatDelay`, written out as keyframes for a curve ease: each
  /// pass along the ease (a yoyo pass backwards in time: from 1 to 0 along the reversed curve,
  /// which is f(1 − s)), a hold of `repeatDelay` between passes, and without yoyo a jump back
  /// to 0; for the other eases, ``GSAPRepeatAnimation``.
  func gsapPasses(
    _ ease: GSAPEase, duration: Double, passes: Int?, yoyo: Bool, repeatDelay: Double,
    form: String, column: Int
  ) throws(SpecError) -> Animation {
    guard let passes else {
      throw error(
        "in \(form): Kinetic plays a repeatDelay with a finite repeat only, not repeat: -1",
        column)
    }
    guard case .curve(let curve) = ease else {
      return Animation(
        GSAPRepeatAnimation(
          pass: ease.animation(duration: duration), passDuration: duration, passes: passes,
          yoyo: yoyo, repeatDelay: repeatDelay))
    }
    var points = [EasedKeyframePoints.Point(time: 0, value: 0, curve: curve, column: column)]
    var time = 0.0
    for pass in 0..<passes {
      let backwards = yoyo && pass % 2 == 1
      if pass > 0 {
        time += repeatDelay
        let held = points[points.count - 1].value
        points.append(.init(time: time, value: held, curve: .linear, column: column))
        if !yoyo { points.append(.init(time: time, value: 0, curve: curve, column: column)) }
        points[points.count - 1].curve = backwards ? curve.reversed : curve
      }
      time += duration
      points.append(.init(time: time, value: backwards ? 0 : 1, curve: .linear, column: column))
    }
    return .keyframes(EasedKeyframePoints(points: points).keyframes(from: 0).map { $0.keyframe })
  }

  /// A GSAP ease: a string (a name, a configured name, `CustomEase` path data, or the id of a
  /// `CustomEase.create` earlier in the spec), `gsap.parseEase("…")`,
  /// `CustomEase.create("id", "path")`, or a GSAP 2 name such as `Power2.easeOut`.
  func gsapEase(_ value: ForeignValue, form: String, customEases: [String: GSAPEase])
    throws(SpecError) -> GSAPEase
  {
    switch value {
    case .string(let text, let column):
      return try gsapEaseString(text, column: column + 1, form: form, customEases: customEases)
    case .name(let parts, let column):
      let name = parts.joined(separator: ".")
      guard let ease = GSAPEase.named[name] else {
        throw unknown(
          "ease", name, among: Array(GSAPEase.named.keys), form: "GSAP ease", column: column)
      }
      return ease
    case .call(["gsap", "parseEase"], let arguments, let column):
      guard arguments.count == 1, case .string(let text, let c) = arguments[0].value else {
        throw error("in GSAP gsap.parseEase(...): expected one ease string", column)
      }
      return try gsapEaseString(text, column: c + 1, form: form, customEases: customEases)
    case .call(["CustomEase", "create"], let arguments, let column):
      let createForm = "GSAP CustomEase.create(id, path)"
      guard arguments.count == 2, case .string(let path, let c) = arguments[1].value else {
        throw error("in \(createForm): expected an id and a path data string", column)
      }
      return try customEase(path, column: c + 1, form: createForm)
    default:
      throw error(
        "in \(form): an ease is a string such as \"power2.out\", got \(value.described)",
        value.column)
    }
  }

  /// The ease a GSAP ease string names; `column` is that of its first character.
  func gsapEaseString(
    _ text: String, column: Int, form: String, customEases: [String: GSAPEase]
  ) throws(SpecError) -> GSAPEase {
    let trimmed = String(text.unicodeScalars.filter { !$0.isSyntaxSpace })
    if let ease = GSAPEase.named[trimmed] ?? customEases[text] { return ease }
    if trimmed.hasPrefix("M") {
      return try customEase(text, column: column, form: "GSAP CustomEase path")
    }
    if let open = trimmed.firstIndex(of: "(") {
      let base = String(trimmed[..<open])
      guard trimmed.hasSuffix(")") else {
        throw error("in GSAP ease '\(text)': expected ')' at the end", column)
      }
      let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      var numbers: [Double] = []
      for piece in inside.split(separator: ",", omittingEmptySubsequences: false)
      where !inside.isEmpty {
        guard let x = Double(piece), x.isFinite else {
          throw error("in GSAP ease '\(text)': '\(piece)' is not a number", column)
        }
        numbers.append(x)
      }
      do {
        if let ease = try GSAPEase.configured(base, numbers) { return ease }
      } catch {
        throw self.error("in GSAP ease: \(error.message)", column)
      }
      if GSAPEase.named[base] != nil {
        throw error("in GSAP ease: '\(base)' takes no parameters", column)
      }
    }
    let head = String(trimmed.prefix { $0 != "(" })
    throw unknown(
      "ease", head, among: Array(GSAPEase.named.keys) + ["steps"], form: "GSAP ease",
      column: column)
  }

  /// The ease `CustomEase` path data draws.
  func customEase(_ path: String, column: Int, form: String) throws(SpecError) -> GSAPEase {
    do {
      return try CustomEasePath(path).ease()
    } catch {
      throw self.error("in \(form): \(error.message)", column + error.offset)
    }
  }

  /// GSAP statements: `CustomEase.create("id", "path")` registrations followed by one tween
  /// (what `kinetic export --to gsap` writes).
  func gsapProgram(_ statements: [ForeignStatement]) throws(SpecError) -> Animation {
    var eases: [String: GSAPEase] = [:]
    var tween: ForeignValue?
    for statement in statements {
      if case .call(["gsap", "registerPlugin"], _, _) = statement.value { continue }
      if case .call(["CustomEase", "create"], let arguments, let column) = statement.value,
        statement.target.isEmpty || statement.declares
      {
        guard arguments.count == 2, case .string(let id, _) = arguments[0].value else {
          throw error("in GSAP CustomEase.create(id, path): expected an id string", column)
        }
        eases[id] = try gsapEase(statement.value, form: "GSAP", customEases: [:])
        continue
      }
      guard tween == nil, case .call(let parts, _, _) = statement.value, parts.first == "gsap"
      else {
        throw error(
          "in GSAP: expected CustomEase.create(...) statements and one gsap.to(...)",
          statement.column)
      }
      tween = statement.value
    }
    guard let tween else {
      throw error("in GSAP: expected a gsap.to(...) after CustomEase.create(...)", formColumn)
    }
    return try gsap(tween, customEases: eases)
  }
}
