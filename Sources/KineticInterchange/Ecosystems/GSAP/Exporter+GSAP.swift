import Kinetic

extension Exporter {
  /// The GSAP spellings `--to gsap` prefers for an ease, in this order: the first whose curve
  /// is the motion's is written.
  static let gsapEaseNames: [String] = {
    var names = ["none"]
    for family in ["power1", "power2", "power3", "power4", "sine", "circ", "bounce"]
      + ["back", "elastic"]
    {
      names += [family + ".in", family + ".out", family + ".inOut"]
    }
    return names
  }()

  /// A `gsap.to` tween: a GSAP ease by name when the motion's curve is one, `CustomEase` path
  /// data for a cubic Bezier, `delay`, `repeat` and `yoyo` (GSAP's yoyo runs time backwards);
  /// a loop GSAP cannot play exactly as one approximated period (``loopApproximation(targetReturn:)``)
  /// with GSAP's own `repeat` and `yoyo`; otherwise the whole motion as one tween whose ease is
  /// `CustomEase` path data of lines through the fewest stops within the tolerance. An
  /// approximation's measured error is stated in a first-line comment.
  func gsap() throws(ExportError) -> String {
    if let exact = try gsapExact() { return exact }
    if let loop = try loopApproximation() {
      let (path, stops) = Self.gsapPath(loop.fit.stops)
      let written = try self.loop(loop, writing: stops)
      var fields = ["duration: \(Self.number(loop.fit.duration))", "ease: \"kinetic\""]
      if loop.delay > 0 { fields.append("delay: \(Self.number(loop.delay))") }
      fields.append("repeat: \(loop.iterations.map { String($0 - 1) } ?? "-1")")
      if loop.alternates { fields.append("yoyo: true") }
      return header("//", loop: written, noun: "points") + Self.gsapCode(path: path, fields: fields)
    }
    let fit = try approximation()
    let (path, written) = Self.gsapPath(fit.stops)
    // The error of the stops as written (their decimal text), which is what GSAP plays.
    let measured = try error(of: written, duration: fit.duration)
    return header("//", error: measured, count: fit.stops.count, noun: "points")
      + Self.gsapCode(
        path: path, fields: ["duration: \(Self.number(fit.duration))", "ease: \"kinetic\""])
  }

  /// `CustomEase` path data of lines through `stops` (a path of lines runs from x = 0 to 1 at
  /// any heights, as the stops do), and the stops as its decimal text says them.
  static func gsapPath(_ stops: [(u: Double, y: Double)]) -> (
    path: String, written: [(u: Double, y: Double)]
  ) {
    let texts = stops.map { (fraction($0.u), number($0.y)) }
    let path =
      "M\(texts[0].0),\(texts[0].1) "
      + texts.dropFirst().map { "L\($0.0),\($0.1)" }.joined(separator: " ")
    return (path, texts.map { (u: Double($0.0) ?? 0, y: Double($0.1) ?? 0) })
  }

  /// The tween when GSAP plays the motion exactly, else `nil`.
  private func gsapExact() throws(ExportError) -> String? {
    let passes = targetPasses()
    var animation = passes.base
    let delay = passes.delay
    var repeatField: [String] = []
    if let repetition = passes.repetition {
      repeatField = ["repeat: \(repetition.count.map { String($0 - 1) } ?? "-1")"]
      if repetition.alternates { repeatField.append("yoyo: true") }
    }
    if case .default = animation.kind { animation = Animation.defaultBase }
    let ease: String
    var path: String?
    let duration: Double
    switch animation.kind {
    case .timingCurve(let curve, let d):
      duration = d
      if let name = Self.gsapEaseNames.first(where: { GSAPEase.named[$0] == .curve(curve) }) {
        ease = name
      } else if let bezier = curve.cubicBezier {
        (ease, path) = ("kinetic", try Self.customEasePath(bezier))
      } else {
        return nil
      }
    case .custom:
      // GSAP's expo, as the reader builds it: compared by value, as custom animations are.
      guard
        let (name, d) = [
          ("expo.in", UnitCurve.EasingDirection.in), ("expo.out", .out), ("expo.inOut", .inOut),
        ]
        .lazy.compactMap({ (name, direction) -> (String, Double)? in
          guard let d = Self.customDuration(animation) else { return nil }
          return animation == Animation(GSAPExpoAnimation(direction: direction, duration: d))
            ? (name, d) : nil
        }).first
      else { return nil }
      (ease, duration) = (name, d)
    case .easing(let function, let d):
      duration = d
      if function == .linear {
        ease = "none"
      } else if let steps = Self.gsapSteps(function) {
        ease = steps
      } else if let bezier = function.cubicBezier {
        (ease, path) = ("kinetic", try Self.customEasePath(bezier))
      } else {
        return nil
      }
    default:
      return nil
    }
    guard duration > 0 else { return nil }
    let fields =
      ["duration: \(Self.number(duration))", "ease: \"\(ease)\""]
      + (delay > 0 ? ["delay: \(Self.number(delay))"] : []) + repeatField
    return Self.gsapCode(path: path, fields: fields)
  }

  /// `"steps(n)"` when `function` is GSAP's steps(n), CSS `steps(n + 1, jump-none)`.
  static func gsapSteps(_ function: CSSEasingFunction) -> String? {
    let text = function.description
    guard text.hasPrefix("steps("), let count = Int(text.dropFirst(6).prefix { $0.isNumber }),
      count >= 2,
      (try? GSAPEase.configured("steps", [Double(count - 1)])) == .easing(function)
    else { return nil }
    return "steps(\(count - 1))"
  }

  /// The duration of a custom animation that answers one.
  static func customDuration(_ animation: Animation) -> Double? {
    let end = animation.sampler(change: 1.0).removalTime
    return end.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// `M0,0 C x1,y1 x2,y2 1,1`.
  static func customEasePath(_ b: CubicBezier) throws(ExportError) -> String {
    let points = try controlPoints(b).split(separator: ",").map {
      $0.drop { $0 == " " }
    }
    return "M0,0 C\(points[0]),\(points[1]) \(points[2]),\(points[3]) 1,1"
  }

  /// The code: the CustomEase registration when there is a path, and the tween.
  static func gsapCode(path: String?, fields: [String]) -> String {
    var code = ""
    if let path {
      code += "gsap.registerPlugin(CustomEase);\n"
      code += "CustomEase.create(\"kinetic\", \"\(path)\");\n"
    }
    return code + "gsap.to(element, { x: 100, \(fields.joined(separator: ", ")) });\n"
  }
}
