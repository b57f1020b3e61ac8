import Kinetic

extension Exporter {
  /// How a target plays the return passes of a repetition.
  enum ReturnPass {
    /// Time runs backwards (CSS `alternate`, Compose `RepeatMode.Reverse`, Core Animation
    /// `autoreverses`, framer `"reverse"`): f(1 − u).
    case timeReversed
    /// The value is mirrored and the curve runs forwards (SwiftUI, framer `"mirror"`): 1 − f(u).
    case mirrored
  }

  /// The curve of a Bezier or CSS-easing core at input progress `u`.
  static func curveValue(_ core: ExportMotion.Core, _ u: Double) -> Double? {
    switch core {
    case .bezier(let bezier, _): return bezier?.value(at: u) ?? u
    case .easing(let function, _): return function.value(at: u)
    case .spring: return nil
    }
  }

  /// Whether a target that plays the core with `delay`, the repetition and return passes
  /// played as `returnPass` reproduces the motion: checked against the motion itself at 4,001
  /// times and each pass boundary, to 1e-12 of the change.
  ///
  /// A repetition of more than five passes is checked with five or four (of the same parity):
  /// every pass plays alike, and the check stays exact and cheap at 10⁶ passes.
  func isReproduced(returnPass: ReturnPass) -> Bool {
    // Most targets ask (CSS, WAAPI, Compose, Flutter, Motion, Core Animation, …): one check
    // per exporter.
    if let known = resolved.reproduced.first(where: { $0.returnPass == returnPass }) {
      return known.isReproduced
    }
    let answer = checkedReproduction(returnPass: returnPass)
    resolved.reproduced.append((returnPass, answer))
    return answer
  }

  /// ``isReproduced(returnPass:)``, checked.
  private func checkedReproduction(returnPass: ReturnPass) -> Bool {
    let motion = ExportMotion(ExportMotion.capped(self.motion.animation))
    guard let core = motion.core else { return false }
    guard let length = core.curveDuration, length > 0 else { return false }
    // A repetition forever is checked over its first four passes.
    let total = motion.totalDuration ?? (motion.delay + 4 * length)
    let passes = motion.repetition.map { $0.count.map(Double.init) ?? .infinity } ?? 1
    let autoreverses = motion.repetition?.autoreverses ?? false
    func model(_ t: Double) -> Double? {
      let tau = t - motion.delay
      if tau <= 0 { return 0 }
      var pass = (tau / length).rounded(.down)
      var local = tau / length - pass
      if pass >= passes {
        pass = passes - 1
        local = 1
      }
      let odd = autoreverses && Int(pass.truncatingRemainder(dividingBy: 2)) == 1
      guard odd else { return Self.curveValue(core, local) }
      switch returnPass {
      case .timeReversed: return Self.curveValue(core, 1 - local)
      case .mirrored: return Self.curveValue(core, local).map { 1 - $0 }
      }
    }
    let progress = motion.progress(duration: 1)
    var times = (0...4000).map { total * Double($0) / 4000 }
    var boundary = motion.delay
    while boundary < total && times.count < 20_000 {
      times += [boundary.nextDown, boundary, boundary.nextUp]
      boundary += length
    }
    // A step's jump may fall an ulp either side in the two computations of the same time.
    func agrees(_ t: Double) -> Bool {
      let actual = progress(t)
      return [t, t - 1e-9, t + 1e-9].contains { s in
        model(s).map { abs($0 - actual) <= 1e-12 } ?? false
      }
    }
    for t in times where t >= 0 {
      guard agrees(t) else { return false }
    }
    return true
  }

  /// Shortest round-trip text of the Bezier's control points, comma-separated.
  static func controlPoints(_ b: CubicBezier, as literal: CodeLiteral = .double)
    throws(ExportError) -> String
  {
    var texts: [String] = []
    for (value, name) in zip([b.x1, b.y1, b.x2, b.y2], ["x1", "y1", "x2", "y2"]) {
      texts.append(try literal.text(value, for: "the control point's \(name)"))
    }
    return texts.joined(separator: ", ")
  }
}
