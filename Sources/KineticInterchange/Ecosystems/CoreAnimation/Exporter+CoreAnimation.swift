import Kinetic

extension Exporter {
  /// Core Animation: `CABasicAnimation` with `CAMediaTimingFunction(controlPoints:)` (Core
  /// Animation's `autoreverses` reverses time, and counts a forward and a backward pass as one
  /// repetition, so n SwiftUI passes are `repeatCount = n/2`), `CASpringAnimation`, or a
  /// `CAKeyframeAnimation` with `values` and `keyTimes` when nothing else fits.
  func coreAnimation() throws(ExportError) -> String {
    if let core = motion.core {
      switch core {
      case .spring(let spring, let velocity, _) where motion.repetition == nil:
        return """
          let animation = CASpringAnimation(keyPath: "position.x")
          animation.mass = 1
          animation.stiffness = \(Self.number(spring.stiffness))
          animation.damping = \(Self.number(spring.damping))
          animation.initialVelocity = \(Self.number(velocity))
          animation.duration = animation.settlingDuration
          animation.beginTime = CACurrentMediaTime() + \(Self.number(motion.delay))

          """
      case .bezier, .easing:
        if let text = coreAnimationBasic(core) { return text }
      default: break
      }
    }
    // Core Animation's `autoreverses` counts a forward and a backward pass as one repetition.
    if let loop = try loopApproximation(), !loop.alternates || (loop.iterations ?? 0) % 2 == 0 {
      let count = loop.iterations.map { Double($0) / (loop.alternates ? 2 : 1) }
      return header("//", loop: loop, noun: "keyframes")
        + Self.coreAnimationKeyframes(loop.fit)
        + "animation.beginTime = CACurrentMediaTime() + \(Self.number(loop.delay))\n"
        + "animation.autoreverses = \(loop.alternates)\n"
        + "animation.repeatCount = \(count.map(Self.number) ?? ".infinity")\n"
    }
    let fit = try approximation()
    return header("//", error: fit.maximumError, count: fit.stops.count, noun: "keyframes")
      + Self.coreAnimationKeyframes(fit)
  }

  /// A `CAKeyframeAnimation` through the stops of `fit`, linearly, over its duration.
  static func coreAnimationKeyframes(_ fit: Approximation) -> String {
    """
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.values = [\(fit.stops.map { number($0.y) }.joined(separator: ", "))] // progress: scale by the change
    animation.keyTimes = [\(fit.stops.map { fraction($0.u) }.joined(separator: ", "))]
    animation.calculationMode = .linear
    animation.duration = \(number(fit.duration))

    """
  }

  /// A `CABasicAnimation`, or `nil` when Core Animation cannot play the motion exactly.
  func coreAnimationBasic(_ core: ExportMotion.Core) -> String? {
    guard isReproduced(returnPass: .timeReversed), let curve = core.curve,
      let length = core.curveDuration
    else { return nil }
    let timing: String
    switch curve {
    case .bezier(let b):
      // `CAMediaTimingFunction(controlPoints:)` takes `Float`s.
      guard let points = try? Self.controlPoints(b, as: .float) else { return nil }
      timing = "CAMediaTimingFunction(controlPoints: \(points))"
    case .linear: timing = "CAMediaTimingFunction(name: .linear)"
    }
    var lines = [
      "let animation = CABasicAnimation(keyPath: \"position.x\")",
      "animation.duration = \(Self.number(length))",
      "animation.timingFunction = \(timing)",
      "animation.beginTime = CACurrentMediaTime() + \(Self.number(motion.delay))",
      "animation.fillMode = .both",
    ]
    if let repetition = motion.repetition {
      let passes = repetition.count.map(Double.init) ?? .infinity
      lines.append("animation.autoreverses = \(repetition.autoreverses)")
      let count = repetition.autoreverses ? passes / 2 : passes
      lines.append("animation.repeatCount = \(count.isFinite ? Self.number(count) : ".infinity")")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
