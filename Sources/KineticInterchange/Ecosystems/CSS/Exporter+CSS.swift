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
      let count = repetition.count.map { String($0) } ?? "infinite"
      let direction = repetition.autoreverses ? "alternate" : "normal"
      return """
        animation: kinetic \(Self.cssTime(length)) \(easing) \(Self.cssTime(motion.delay)) \(count) \(direction) both;
        @keyframes kinetic {
          from { transform: translateX(0); }
          to { transform: translateX(100px); }
        }

        """
    }
    let fit = try approximation()
    return header("/*", " */", error: fit.maximumError, count: fit.stops.count, noun: "stops")
      + "transition: transform \(Self.cssTime(fit.duration)) \(fit.function.description);\n"
  }

  /// The fewest-stop `linear()` easing, with its error and the fixed-rate stop count.
  func cssLinear() throws(ExportError) -> String {
    let fit = try approximation(withUniformCount: true)
    let uniform = fit.uniformCount.map { "; fixed-rate sampling needs \($0) stops" } ?? ""
    return "/* approximation: max error \(Self.short(fit.maximumError)) of the change with "
      + "\(fit.stops.count) stops (tolerance \(Self.number(tolerance))\(uniform)); "
      + "duration \(Self.cssTime(fit.duration)) — kinetic export '\(spec.source)' */\n"
      + fit.function.description + "\n"
  }

  /// `element.animate(...)` with the CSS easing, or `linear()` stops.
  func waapi() throws(ExportError) -> String {
    let keyframes = "[{ transform: \"translateX(0px)\" }, { transform: \"translateX(100px)\" }]"
    if let core = motion.core, let easing = Self.cssEasing(core),
      isReproduced(returnPass: .timeReversed), let length = core.curveDuration
    {
      let count = motion.repetition.map { $0.count.map { String($0) } ?? "Infinity" } ?? "1"
      let direction = motion.repetition?.autoreverses == true ? "alternate" : "normal"
      return """
        element.animate(\(keyframes), {
          duration: \(Self.number(length * 1000)),
          delay: \(Self.number(motion.delay * 1000)),
          easing: "\(easing)",
          iterations: \(count),
          direction: "\(direction)",
          fill: "both",
        });

        """
    }
    let fit = try approximation()
    return header("//", error: fit.maximumError, count: fit.stops.count, noun: "stops") + """
      element.animate(\(keyframes), {
        duration: \(Self.number(fit.duration * 1000)),
        easing: "\(fit.function.description)",
        fill: "both",
      });

      """
  }

}
