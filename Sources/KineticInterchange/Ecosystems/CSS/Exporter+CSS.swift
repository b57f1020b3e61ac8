import Kinetic

extension Exporter {
  /// The CSS easing of a curve core: a keyword where one names it exactly.
  static func cssEasing(_ core: ExportMotion.Core) -> String? {
    switch core.curve {
    case .bezier(let b)?: return CSSEasingFunction(b).description
    case .linear?: return "linear"
    case nil: break
    }
    if case .easing(let function, _) = core { return function.description }
    return nil
  }

  /// Seconds as CSS writes them.
  static func cssTime(_ seconds: Double) -> String { number(seconds) + "s" }

  /// `transition` for a single pass, `animation` with `@keyframes` for a repetition;
  /// `linear()` stops when CSS cannot play the motion exactly.
  func css() throws(ExportError) -> String {
    if let core = motion.core, let easing = Self.cssEasing(core),
      isReproduced(returnPass: .timeReversed),
      let length = core.curveDuration
    {
      guard let repetition = motion.repetition else {
        return
          "transition: transform \(Self.cssTime(length)) \(easing) \(Self.cssTime(motion.delay));\n"
      }
      return Self.cssAnimation(
        length: length, easing: easing, delay: motion.delay, iterations: repetition.count,
        alternates: repetition.autoreverses)
    }
    if let track = try cssKeyframes(property: spec.property ?? .scale) {
      return track
    }
    if let loop = try loopApproximation() {
      return header("/*", " */", loop: loop, noun: "stops")
        + Self.cssAnimation(
          length: loop.fit.duration, easing: loop.fit.function.description, delay: loop.delay,
          iterations: loop.iterations, alternates: loop.alternates)
    }
    let fit = try approximation()
    return header("/*", " */", error: fit.maximumError, count: fit.stops.count, noun: "stops")
      + "transition: transform \(Self.cssTime(fit.duration)) \(fit.function.description);\n"
  }

  /// A keyframe track of linear keyframes (a CSS `@keyframes` rule read, or a SwiftUI track of
  /// `LinearKeyframe`s) as the same CSS keyframes (issue 33): `animation:` over the track's
  /// duration — with the delay, speed, iterations and `alternate` direction of an `animation:`
  /// declaration read with its rule (``easedTrack(saying:approximating:)``) — and a
  /// `@keyframes` rule with each keyframe's value at its percentage, as a declaration of
  /// `property` (the property, transform function and unit a CSS rule was read from; `scale`
  /// for a track that names none), and the curve of the interval after it as its
  /// `animation-timing-function`. `nil` for any other motion, or a track with a keyframe CSS
  /// cannot say (a cubic, spring or zero-length keyframe, a curve that is not a Bezier).
  func cssKeyframes(property: CSSAnimatedProperty) throws(ExportError) -> String? {
    guard
      let track = try easedTrack(saying: { Self.cssEasing($0) != nil }, approximating: false)
    else { return nil }
    let total = track.duration
    let count = track.iterations.map { String($0) } ?? "infinite"
    var lines = [
      "animation: kinetic \(Self.cssTime(total)) linear \(Self.cssTime(track.delay)) \(count) "
        + "\(track.alternates ? "alternate" : "normal") both;",
      "@keyframes kinetic {",
    ]
    for frame in track.frames {
      let percent = frame.time == total ? "100" : Self.number(frame.time / total * 100)
      let easing = frame.curve.flatMap { Self.cssEasing($0) }.map {
        "; animation-timing-function: \($0)"
      }
      lines.append(
        "  \(percent)% { \(property.declaration(Self.number(frame.value)))\(easing ?? "") }")
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// The CSS easing of a keyframe's curve: `linear`, a keyword or `cubic-bezier()`; `nil` for a
  /// curve that is not a Bezier.
  static func cssEasing(_ curve: UnitCurve) -> String? {
    if curve == .linear { return "linear" }
    return curve.cubicBezier.map { CSSEasingFunction($0).description }
  }

  /// `animation:` with its `@keyframes`: `iterations` passes (`nil`: `infinite`) of `length`
  /// seconds each along `easing`, every other one backwards when `alternates`.
  static func cssAnimation(
    length: Double, easing: String, delay: Double, iterations: Int?, alternates: Bool
  ) -> String {
    let count = iterations.map { String($0) } ?? "infinite"
    let direction = alternates ? "alternate" : "normal"
    return """
      animation: kinetic \(cssTime(length)) \(easing) \(cssTime(delay)) \(count) \(direction) both;
      @keyframes kinetic {
        from { transform: translateX(0); }
        to { transform: translateX(100px); }
      }

      """
  }

  /// The fewest-stop `linear()` easing, with its error and the fixed-rate stop count.
  func cssLinear() throws(ExportError) -> String {
    let fit: Approximation
    do throws(ExportError) {
      fit = try approximation(withUniformCount: true, optimal: true)
    } catch {
      // One linear() easing cannot loop; the animation targets repeat one pass's easing.
      guard motion.repetition != nil, (try? loopApproximation()) != nil else { throw error }
      let remedy =
        "a linear() easing cannot loop: export --to css or --to waapi, which repeat one pass's "
        + "linear() easing"
      throw ExportError("\(error.message); \(remedy)")
    }
    let uniform = fit.uniformCount.map { "; fixed-rate sampling needs \($0) stops" } ?? ""
    return "/* approximation: max error \(Self.short(fit.maximumError)) of the change with "
      + "\(fit.stops.count) stops (tolerance \(Self.number(tolerance))\(uniform)); "
      + "duration \(Self.cssTime(fit.duration)) — kinetic export '\(commentSource)' */\n"
      + fit.function.description + "\n"
  }

  /// `element.animate(...)` with the CSS easing, a keyframe track as its keyframes
  /// (``waapiTrack(property:)``), or `linear()` stops.
  func waapi() throws(ExportError) -> String {
    if let core = motion.core, let easing = Self.cssEasing(core),
      isReproduced(returnPass: .timeReversed), let length = core.curveDuration
    {
      return Self.waapiAnimation(
        length: length, easing: easing, delay: motion.delay,
        iterations: motion.repetition.map { $0.count } ?? 1,
        alternates: motion.repetition?.autoreverses == true)
    }
    if let track = try waapiTrack(property: spec.property ?? .scale) { return track }
    if let loop = try loopApproximation() {
      return header("//", loop: loop, noun: "stops")
        + Self.waapiAnimation(
          length: loop.fit.duration, easing: loop.fit.function.description, delay: loop.delay,
          iterations: loop.iterations, alternates: loop.alternates)
    }
    let fit = try approximation()
    return header("//", error: fit.maximumError, count: fit.stops.count, noun: "stops") + """
      element.animate(\(Self.waapiKeyframes), {
        duration: \(Self.number(fit.duration * 1000)),
        easing: "\(fit.function.description)",
        fill: "both",
      });

      """
  }

  /// The keyframes every `element.animate(...)` export moves between.
  static let waapiKeyframes =
    "[{ transform: \"translateX(0px)\" }, { transform: \"translateX(100px)\" }]"

  /// `element.animate(...)` playing `iterations` passes (`nil`: `Infinity`) of `length` seconds
  /// along `easing`, every other one backwards when `alternates`.
  static func waapiAnimation(
    length: Double, easing: String, delay: Double, iterations: Int?, alternates: Bool
  ) -> String {
    """
    element.animate(\(waapiKeyframes), {
      duration: \(number(length * 1000)),
      delay: \(number(delay * 1000)),
      easing: "\(easing)",
      iterations: \(iterations.map { String($0) } ?? "Infinity"),
      direction: "\(alternates ? "alternate" : "normal")",
      fill: "both",
    });

    """
  }
}
