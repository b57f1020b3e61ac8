import Kinetic

extension ForeignBinder {
  /// The keys of version 4's `spring({ … })` (`SpringParams`).
  static let animeJSSpringKeys = ["mass", "stiffness", "damping", "velocity", "bounce", "duration"]

  /// Version 3's `'spring(mass, stiffness, damping, velocity)'` easing string (`text` starts
  /// with `spring`), or `nil` when `text` is another easing; `column` is that of its first
  /// character.
  func animeJSVersion3Spring(_ text: String, column: Int) throws(SpecError) -> AnimeJSSpring? {
    let trimmed = String(text.unicodeScalars.filter { !$0.isSyntaxSpace })
    guard trimmed == "spring" || trimmed.hasPrefix("spring(") else { return nil }
    let form = "Anime.js 3 spring(mass, stiffness, damping, velocity)"
    var parameters: [Double?] = []
    if trimmed != "spring" {
      guard trimmed.hasSuffix(")") else {
        throw error("in \(form): expected ')' at the end of '\(text)'", column)
      }
      let inside = trimmed.dropFirst(7).dropLast()
      let pieces = inside.split(separator: ",", omittingEmptySubsequences: false)
      guard pieces.count <= 4 else {
        throw error("in \(form): takes up to 4 numbers, got \(pieces.count)", column)
      }
      for piece in pieces {
        // Anime.js's parseFloat of an empty piece is NaN, which its minMax passes on.
        guard let x = Double(piece), x.isFinite else {
          throw error("in \(form): '\(piece)' is not a number", column)
        }
        parameters.append(x)
      }
    }
    do {
      return try AnimeJSSpring.version3(parameters)
    } catch {
      throw self.error("in \(form): \(error.description)", column)
    }
  }

  /// Version 4's `spring({ stiffness, damping, mass, velocity })` or `{ bounce, duration }`,
  /// also spelt `createSpring` (its name before 4.4).
  func animeJSVersion4Spring(_ value: ForeignValue) throws(SpecError) -> AnimeJSSpring {
    guard case .call(let parts, let arguments, let column) = value, parts.count == 1 else {
      throw error("in Anime.js: expected spring({ ... }), got \(value.described)", value.column)
    }
    let form = "Anime.js 4 \(parts[0])({ ... })"
    var members: [ForeignArgument] = []
    switch arguments.count {
    case 0: break
    case 1:
      guard case .object(let m, _) = arguments[0].value else {
        throw error("in \(form): expected one parameters object { ... }", arguments[0].column)
      }
      members = m
    default:
      throw error("in \(form): expected one parameters object { ... }", column)
    }
    var a: [String: ForeignArgument] = [:]
    for member in members {
      guard let key = member.label, Self.animeJSSpringKeys.contains(key) else {
        let key = member.label ?? ""
        throw error(
          "in \(form): unknown key '\(key)'"
            + NameSuggestion.clause(for: key, among: Self.animeJSSpringKeys)
            + "; expected \(Self.animeJSSpringKeys.joined(separator: ", "))", member.column)
      }
      guard a[key] == nil else { throw error("in \(form): '\(key)' is given twice", member.column) }
      a[key] = member
    }
    var p = AnimeJSSpring.Version4Parameters()
    func given(_ key: String) throws(SpecError) -> Double? {
      guard let argument = a[key] else { return nil }
      return try number(argument, key, form: form)
    }
    p.mass = try given("mass")
    p.stiffness = try given("stiffness")
    p.damping = try given("damping")
    p.velocity = try given("velocity")
    p.bounce = try given("bounce")
    p.duration = try given("duration")
    do {
      return try AnimeJSSpring.version4(p)
    } catch {
      throw self.error("in \(form): \(error.description)", column)
    }
  }

  /// Version 4's easing functions called by name, as imported from `animejs`:
  /// `cubicBezier(x1, y1, x2, y2)`, `steps(n, fromStart)` and `linear(0, '0.5 20%', 1)`, or
  /// `nil` for another call.
  ///
  /// From `src/easings/` of 4.4.1: `steps` is ⌊t·n⌋/n (⌈t·n⌉/n from the start), CSS's
  /// `jump-end` (`jump-start`) but at the instants k/n; `linear` puts a bare middle point at
  /// i/(count − 1), not between its neighbours as CSS does; `cubicBezier` is read as the exact
  /// curve (Anime.js solves it by bisection to 10⁻⁷).
  func animeJSVersion4EaseCall(_ value: ForeignValue) throws(SpecError) -> GSAPEase? {
    guard case .call(let parts, let arguments, let column) = value, parts.count == 1,
      ["cubicBezier", "steps", "linear"].contains(parts[0])
    else { return nil }
    let name = parts[0]
    let form = "Anime.js 4 \(name)(...)"
    switch name {
    case "cubicBezier":
      let labels = ["x1", "y1", "x2", "y2"]
      let a = try match(arguments, labels, form: form, column: column)
      // Defaults (0.5, 0, 0.5, 1), as Anime.js's.
      let v = try zip(labels, [0.5, 0, 0.5, 1]).map { (l, d) throws(SpecError) in
        try number(a[l], l, form: form, default: d)
      }
      for (index, x) in [v[0], v[2]].enumerated() where !(0...1).contains(x) {
        throw error("in \(form): x\(index * 2 + 1) must be in 0...1, got \(x)", column)
      }
      do {
        return .easing(try .cubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3]))
      } catch {
        throw self.error("in \(form): \(error.description)", column)
      }
    case "steps":
      let a = try match(arguments, ["steps", "fromStart"], form: form, column: column)
      let n = try number(a["steps"], "steps", form: form, default: 10)
      guard n == n.rounded(), n >= 1, n <= 10_000 else {
        throw error("in \(form): 'steps' must be a whole number in 1...10000, got \(n)", column)
      }
      var fromStart = false
      if let flag = a["fromStart"] {
        guard let text = flag.value.dottedName, ["true", "false"].contains(text) else {
          throw error("in \(form): 'fromStart' is true or false", flag.value.column)
        }
        fromStart = text == "true"
      }
      return .easing(
        (try? CSSEasingFunction.steps(Int(n), fromStart ? .jumpStart : .jumpEnd)) ?? .linear)
    default:
      guard !arguments.isEmpty else { return .curve(.linear) }
      guard arguments.count >= 2 else {
        throw error("in \(form): takes no points or at least two", column)
      }
      var stops: [CSSEasingFunction.LinearStop] = []
      let last = arguments.count - 1
      for (index, argument) in arguments.enumerated() {
        var output: Double
        var position = Double(index) / Double(last) * 100
        switch argument.value {
        case .number(let x, _, _): output = x
        case .string(let text, let c) where index != 0 && index != last:
          let words = text.split(separator: " ")
          guard (1...2).contains(words.count), let y = Double(words[0]),
            words.count == 1 || (words[1].hasSuffix("%") && Double(words[1].dropLast()) != nil)
          else {
            throw error("in \(form): expected a point such as '0.5 20%', got '\(text)'", c + 1)
          }
          output = y
          if words.count == 2 { position = Double(words[1].dropLast())! }
        default:
          throw error(
            "in \(form): expected a number"
              + (index != 0 && index != last ? " or a point such as '0.5 20%'" : "") + ", got "
              + argument.value.described, argument.value.column)
        }
        if index == 0 { position = 0 }
        if index == last { position = 100 }
        stops.append(CSSEasingFunction.LinearStop(output: output, positions: [position]))
      }
      do {
        return .easing(try .linear(stops: stops))
      } catch {
        throw self.error("in \(form): \(error.description)", column)
      }
    }
  }
}
