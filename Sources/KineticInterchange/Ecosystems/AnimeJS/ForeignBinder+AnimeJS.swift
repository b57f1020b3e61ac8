import Kinetic

extension ForeignBinder {
  /// An Anime.js easing, a curve alone lasting 1 s: version 3's `anime.easing("easeOutElastic(1,
  /// .5)")` (its `parseEasings`) or version 4's `eases.outElastic(1, .5)` and `eases.inOutQuad`;
  /// a spring over its own duration: `anime.easing("spring(1, 80, 10, 0)")` or version 4's
  /// `createSpring({ stiffness: 80 })`.
  func animeJS(_ value: ForeignValue) throws(SpecError) -> Animation {
    switch value {
    case .call(["anime"], let arguments, let column):
      guard arguments.count == 1, case .object(let members, let c) = arguments[0].value else {
        throw error("in Anime.js anime(...): expected one parameters object { ... }", column)
      }
      return try animeJSTween(members, version: .v3, form: "Anime.js anime(...)", column: c)
    case .call(["animate"], let arguments, let column):
      guard arguments.count == 2, case .object(let members, let c) = arguments[1].value else {
        throw error("in Anime.js animate(...): expected (targets, { ... })", column)
      }
      return try animeJSTween(members, version: .v4, form: "Anime.js animate(...)", column: c)
    case .call(["anime", "easing"], let arguments, let column):
      guard arguments.count == 1, case .string(let text, let c) = arguments[0].value else {
        throw error("in Anime.js anime.easing(...): expected one easing string", column)
      }
      // Anime.js 3 answers a spring string with its duration function, not an ease; Kinetic
      // reads the spring as a tween plays it, over its own duration.
      if let spring = try animeJSVersion3Spring(text, column: c + 1) { return spring.animation }
      return try animeJSEase(text, version: .v3, column: c + 1).animation(duration: 1)
    case .call(let parts, _, _) where parts == ["createSpring"]:
      return try animeJSVersion4Spring(value).animation
    case .name(let parts, let column) where parts.count == 2 && parts[0] == "eases":
      // In version 4 these are factories, (overshoot) => ease: passed bare, Anime.js would
      // call the factory with the progress.
      guard !AnimeJSEase.takesParameters(parts[1]) else {
        throw error(
          "in Anime.js eases.\(parts[1]): it makes an ease from its parameters; write "
            + "eases.\(parts[1])() for the defaults", column)
      }
      return try animeJSEase(name: parts[1], nil, version: .v4, column: column)
        .animation(duration: 1)
    case .call(let parts, let arguments, let column) where parts.count == 2 && parts[0] == "eases":
      var numbers: [Double] = []
      for argument in arguments {
        guard case .number(let x, _, _) = argument.value, argument.label == nil else {
          throw error("in Anime.js eases.\(parts[1])(...): expected numbers", argument.column)
        }
        numbers.append(x)
      }
      return try animeJSEase(name: parts[1], numbers, version: .v4, column: column)
        .animation(duration: 1)
    default:
      throw error(
        "in Anime.js: expected anime.easing(\"...\") (version 3) or eases.name(...) (version 4), "
          + "got \(value.described)", value.column)
    }
  }

  /// The ease an Anime.js easing string names (`"easeOutElastic(1, .5)"`); `column` is that of
  /// its first character.
  func animeJSEase(_ text: String, version: AnimeJSEase.Version, column: Int)
    throws(SpecError) -> GSAPEase
  {
    let trimmed = String(text.unicodeScalars.filter { !$0.isSyntaxSpace })
    guard let open = trimmed.firstIndex(of: "(") else {
      return try animeJSEase(name: trimmed, nil, version: version, column: column)
    }
    guard trimmed.hasSuffix(")") else {
      throw error("in Anime.js easing '\(text)': expected ')' at the end", column)
    }
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    var numbers: [Double] = []
    for piece in inside.split(separator: ",", omittingEmptySubsequences: false)
    where !inside.isEmpty {
      guard let x = Double(piece), x.isFinite else {
        throw error("in Anime.js easing '\(text)': '\(piece)' is not a number", column)
      }
      numbers.append(x)
    }
    return try animeJSEase(
      name: String(trimmed[..<open]), numbers, version: version, column: column)
  }

  /// The ease `name(arguments)` in `version`'s spelling, with the error naming the form.
  func animeJSEase(
    name: String, _ arguments: [Double]?, version: AnimeJSEase.Version, column: Int
  ) throws(SpecError) -> GSAPEase {
    let form = version == .v3 ? "Anime.js 3 easing" : "Anime.js 4 ease"
    do {
      if let ease = try AnimeJSEase.easing(name, arguments, version: version) { return ease }
    } catch {
      throw self.error("in \(form): \(error.message)", column)
    }
    throw unknown("easing", name, among: AnimeJSEase.names(version), form: form, column: column)
  }
}
