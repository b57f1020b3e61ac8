import Kinetic

/// The other ecosystems' spellings of an animation, read into the same ``Animation`` as the
/// SwiftUI and CSS forms: Compose (`tween(durationMillis = 300, easing = FastOutSlowInEasing)`,
/// `spring(dampingRatio = …, stiffness = …)`, `CubicBezierEasing(…)`, the named easings),
/// Flutter (`Curves.easeOutBack`, `Cubic(…)`, `Interval(…)`, `SpringDescription(…)` and its
/// named constructors), Motion/framer-motion and react-spring transition objects (`{ type:
/// "spring", … }`, `config.wobbly`), and Core Animation/UIKit (`CAMediaTimingFunction(…)`,
/// `CASpringAnimation(…)`, `UISpringTimingParameters(…)`, `UIView.animate(…)`).
///
/// A curve written alone lasts 1 s (as a CSS easing does), so that time equals input progress.
/// Errors name the form being read (`in Compose tween(...)`) and the column.
enum ForeignSpec {
  /// The words that declare a name before a value (`val x = …`), which mark a foreign spec.
  static let declarationWords: Set<String> = ["val", "var", "let", "const", "final"]

  /// The first words that mark a foreign spec (besides a leading `{`, and Compose's `spring`
  /// with `=` arguments): the declaration words and the heads of the ecosystems' forms in
  /// ``SpecFormTable``.
  static let leadingWords: Set<String> = declarationWords.union(SpecFormTable.foreignHeads)

  /// Whether `source` is written in a foreign syntax (rather than SwiftUI's or CSS's).
  static func recognises(_ source: String) -> Bool {
    if CSSDeclarationSpec.recognises(source) || StopsCode.form(of: source) != nil
      || AndroidCode.recognises(source) || AndroidXML.recognises(source)
    {
      return true
    }
    // By the leading characters alone, so that a spec whose later tokens are bad (an
    // overflowing number) still gets the foreign form's error.
    let text = source.blankingComments().unicodeScalars
      .drop { $0.isSyntaxSpace }
    if text.first == "{" { return true }
    // A GSAP ease string alone, "power2.out".
    if text.first == "\"" || text.first == "'" { return true }
    let head = String(String.UnicodeScalarView(text.prefix { $0.isWordPart }))
    // A misspelt Android interpolator (`OvershootInterpolatr`) is still Android's, for its
    // "did you mean".
    if leadingWords.contains(head) || ForeignBinder.isAndroidHead(head) { return true }
    if isWebAnimationsCall(text) { return true }
    // Compose's `spring(...)`: Kotlin's `name = value` arguments or `<Float>`.
    return head == "spring" && text.contains { $0 == "=" || $0 == "<" }
  }

  /// Whether `text` starts with a Web Animations API call, `name.animate(`.
  static func isWebAnimationsCall(_ text: Substring.UnicodeScalarView) -> Bool {
    var rest = text
    var parts = 0
    while true {
      let word = rest.prefix { $0.isWordPart }
      guard !word.isEmpty else { return false }
      rest = rest.dropFirst(word.count)
      parts += 1
      if String(String.UnicodeScalarView(word)) == "animate", parts > 1 {
        return rest.drop { $0.isSyntaxSpace }.first == "("
      }
      guard rest.first == "." else { return false }
      rest = rest.dropFirst()
    }
  }

  /// Parses and binds a foreign spec: its animation, and the CSS property it animates where
  /// the code names one (a Web Animations keyframe track's).
  static func parse(_ source: String) throws(SpecError)
    -> (animation: Animation, property: CSSAnimatedProperty?)
  {
    if CSSDeclarationSpec.recognises(source) { return (try CSSDeclarationSpec.parse(source), nil) }
    // What `kinetic export` writes for an approximation, with its interpolation function.
    if let code = StopsCode.form(of: source) { return (try code.animation(source), nil) }
    if AndroidXML.recognises(source) {
      return (try ForeignBinder(source: source).androidXML(try AndroidXML(source)), nil)
    }
    if AndroidCode.recognises(source) {
      return (
        try ForeignBinder(source: source).androidAnimator(try AndroidCode.parse(source)), nil
      )
    }
    let value: ForeignValue
    do {
      value = try ForeignParser.parse(source)
    } catch {
      // A syntax error names the form it was read as, like the binder's errors.
      throw SpecError(
        "in \(ecosystem(of: source)): \(error.message)", column: error.column, source: source)
    }
    return try ForeignBinder(source: source).animatedProperty(value)
  }

  /// The ecosystem whose syntax `source` starts in, for syntax errors.
  static func ecosystem(of source: String) -> String {
    var text = source.blankingComments().unicodeScalars
      .drop { $0.isSyntaxSpace }
    func word() -> String {
      String(String.UnicodeScalarView(text.prefix { $0.isWordPart }))
    }
    var head = text.first == "{" ? "{" : word()
    if declarationWords.contains(head), let equals = text.firstIndex(of: "=") {
      text = text[text.index(after: equals)...].drop { $0.isSyntaxSpace }
      head = text.first == "{" ? "{" : word()
    }
    if isWebAnimationsCall(text) { return "Web Animations element.animate(...)" }
    if head == "{" { return "a Motion or react-spring transition object" }
    if let form = SpecFormTable.foreignForm(head: head) { return form.described(head) }
    return ForeignBinder.isAndroidHead(head) ? "Android \(head)" : "foreign code"
  }
}

/// Binds a parsed foreign value, by the ecosystem its head names.
struct ForeignBinder {
  let source: String

  func error(_ message: String, _ column: Int) -> SpecError {
    SpecError(message, column: column, source: source)
  }

  /// ``animation(_:)`` with the CSS property it animates where the code names one: a Web
  /// Animations keyframe track's.
  func animatedProperty(_ value: ForeignValue) throws(SpecError)
    -> (animation: Animation, property: CSSAnimatedProperty?)
  {
    if case .call(let parts, let arguments, let column) = value, Self.isWebAnimation(parts) {
      return try webAnimationTrack(arguments, column: column)
    }
    return (try animation(value), nil)
  }

  /// Whether a call's dotted name is Web Animations' `element.animate` (not UIKit's).
  static func isWebAnimation(_ parts: [String]) -> Bool {
    parts.count > 1 && parts.last == "animate" && parts.first != "UIView"
  }

  func animation(_ value: ForeignValue) throws(SpecError) -> Animation {
    switch value {
    case .statements(let statements, _):
      return try program(statements)
    case .call(let parts, let arguments, let column) where Self.isWebAnimation(parts):
      return try webAnimation(arguments, column: column)
    case .object(let members, _):
      let keys = Set(members.compactMap { $0.label })
      if keys.contains("...") { return try reactSpring(try spreading(members), value) }
      if !keys.isDisjoint(with: Self.reactSpringOnlyKeys) { return try reactSpring(members, value) }
      return try motion(members, value)
    case .string:
      return try gsapEase(value, form: "GSAP ease", customEases: [:]).animation(duration: 1)
    case .name(let parts, let column), .call(let parts, _, let column):
      guard let head = parts.first(where: { !$0.isEmpty }) else {
        throw error("expected an animation", column)
      }
      // A head no form names is read as Android's when it ends like an interpolator (for
      // its "did you mean"), else as a Compose easing, whose error lists them.
      guard let form = SpecFormTable.foreignForm(head: head) else {
        if Self.isAndroidHead(head) { return try android(value) }
        return .timingCurve(try composeEasing(value), duration: 1)
      }
      return try form.build(self, value)
    default:
      throw error(
        "expected an animation (a call such as tween(...), a name such as Curves.easeIn, or a "
          + "transition object), got \(value.described)", value.column)
    }
  }

  /// `value` read as a program of one statement (`CABasicAnimation(keyPath: "x")`, Flutter's
  /// `AnimationController(…)`).
  func statement(_ value: ForeignValue) throws(SpecError) -> Animation {
    try program([ForeignStatement(target: [], declares: false, value: value, column: value.column)])
  }

  /// Keys only react-spring's config objects have.
  static let reactSpringOnlyKeys: Set<String> = [
    "tension", "friction", "frequency", "easing", "precision", "clamp",
  ]

  // MARK: Arguments

  /// Matches `arguments` against `parameters` (labels; unlabelled arguments fill them in order,
  /// as Kotlin's and Dart's positional arguments do), for the form named `form`.
  func match(_ arguments: [ForeignArgument], _ parameters: [String], form: String, column: Int)
    throws(SpecError) -> [String: ForeignArgument]
  {
    var bound: [String: ForeignArgument] = [:]
    var next = 0
    for argument in arguments {
      let name: String
      if let label = argument.label {
        guard parameters.contains(label) else {
          throw error(
            "in \(form): unknown argument '\(label)'"
              + NameSuggestion.clause(for: label, among: parameters)
              + "; expected \(parameters.joined(separator: ", "))", argument.column)
        }
        name = label
      } else {
        while next < parameters.count, bound[parameters[next]] != nil { next += 1 }
        guard next < parameters.count else {
          throw error("in \(form): too many arguments", argument.column)
        }
        name = parameters[next]
      }
      guard bound[name] == nil else {
        throw error("in \(form): '\(name)' is given twice", argument.column)
      }
      bound[name] = argument
    }
    return bound
  }

  /// The number `argument` holds (a negative sign included), checked by `constraint`; `constants`
  /// resolves named constants (`Spring.StiffnessLow`).
  func number(
    _ argument: ForeignArgument?, _ name: String, form: String, default value: Double? = nil,
    _ constraint: NumberConstraint = .any, constants: [String: Double] = [:]
  ) throws(SpecError) -> Double {
    guard let argument else {
      guard let value else { throw error("in \(form): missing '\(name)'", formColumn) }
      return value
    }
    let x: Double
    switch argument.value {
    case .number(let v, _, _): x = v
    case .name(let parts, let column):
      let dotted = parts.joined(separator: ".")
      guard let v = constants[dotted] else {
        throw error(
          "in \(form): '\(name)' takes a number, got '\(dotted)'"
            + NameSuggestion.clause(for: dotted, among: Array(constants.keys)), column)
      }
      x = v
    default:
      throw error(
        "in \(form): '\(name)' takes a number, got \(argument.value.described)",
        argument.value.column)
    }
    if let violation = constraint.violation(x) {
      throw error("in \(form): '\(name)' \(violation), got \(x)", argument.value.column)
    }
    return x
  }

  /// Column of the whole spec's first token, for errors about a missing argument.
  var formColumn: Int {
    (source.unicodeScalars.firstIndex { !$0.isSyntaxSpace })
      .map { source.unicodeScalars.distance(from: source.unicodeScalars.startIndex, to: $0) + 1 }
      ?? 1
  }

  /// A validated spring, or the validation error at `column`.
  func spring(_ parameters: Spring.Parameters, form: String, column: Int) throws(SpecError)
    -> Spring
  {
    do {
      return try Spring(validating: parameters)
    } catch {
      throw self.error("in \(form): \(error.description)", column)
    }
  }

  /// A checked cubic Bezier curve.
  func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, form: String, column: Int)
    throws(SpecError) -> UnitCurve
  {
    do {
      return try UnitCurve.bezier(
        validatingStartControlPoint: UnitPoint(x: x1, y: y1),
        endControlPoint: UnitPoint(x: x2, y: y2))
    } catch {
      throw self.error("in \(form): \(error.description)", column)
    }
  }

  /// The four numbers of a Bezier call or array.
  func controlPoints(_ arguments: [ForeignArgument], labels: [String], form: String, column: Int)
    throws(SpecError) -> UnitCurve
  {
    let a = try match(arguments, labels, form: form, column: column)
    let v = try labels.map { (l) throws(SpecError) in try number(a[l], l, form: form) }
    return try bezier(v[0], v[1], v[2], v[3], form: form, column: column)
  }

  /// The unknown-name error for `name` among `known` names of `form`.
  func unknown(_ what: String, _ name: String, among known: [String], form: String, column: Int)
    -> SpecError
  {
    error(
      "in \(form): unknown \(what) '\(name)'" + NameSuggestion.clause(for: name, among: known),
      column)
  }
}
