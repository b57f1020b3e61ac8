import Kinetic

extension Exporter {
  /// A framer-motion / Motion `transition`: Bezier `ease` arrays, `type: "spring"` physics, and
  /// `repeat`/`repeatType` (`"mirror"` is SwiftUI's return pass, `"reverse"` CSS's); a loop
  /// as one period's keyframes with `times` and the same `repeat` (``stopsLoop(_:)``); a
  /// keyframe track as its keyframes (``framerKeyframes()``); otherwise linear keyframes with
  /// `times`.
  func framer() throws(ExportError) -> String {
    if let core = motion.core {
      switch core {
      case .spring(let spring, let velocity, _) where motion.repetition == nil:
        return """
          // framer ends a spring by its restSpeed/restDelta rule; the motion until then is this spring's.
          const transition = { type: "spring", stiffness: \(Self.number(spring.stiffness)), damping: \(Self.number(spring.damping)), mass: 1, velocity: \(Self.number(velocity)), delay: \(Self.number(motion.delay)) };

          """
      case .bezier, .easing:
        if let text = framerTween(core) { return text }
      default: break
      }
    }
    if let track = try framerKeyframes() { return track }
    if let loop = try stopsLoop(.framer) { return loop }
    let fit = try approximation()
    return try StopsCode.framer.code(
      header: header("//", error: fit.maximumError, count: fit.stops.count, noun: "keyframes"),
      stops: fit.stops, duration: fit.duration)
  }

  /// A tween transition, or `nil` when framer cannot play the motion exactly.
  func framerTween(_ core: ExportMotion.Core) -> String? {
    guard let curve = core.curve, let length = core.curveDuration else { return nil }
    let ease: String
    switch curve {
    case .bezier(let b):
      guard let points = try? Self.controlPoints(b) else { return nil }
      ease = "[\(points)]"
    case .linear: ease = "\"linear\""
    }
    var fields = [
      "duration: \(Self.number(length))", "ease: \(ease)",
      "delay: \(Self.number(motion.delay))",
    ]
    if let repetition = motion.repetition {
      let returnPass: ReturnPass = isReproduced(returnPass: .mirrored) ? .mirrored : .timeReversed
      guard isReproduced(returnPass: returnPass) else { return nil }
      // framer's `repeat` counts the passes after the first.
      fields.append("repeat: \(repetition.count.map { String($0 - 1) } ?? "Infinity")")
      if repetition.autoreverses {
        fields.append("repeatType: \(returnPass == .mirrored ? "\"mirror\"" : "\"reverse\"")")
      }
    } else if !isReproduced(returnPass: .timeReversed) {
      return nil
    }
    return "const transition = { \(fields.joined(separator: ", ")) };\n"
  }
}
