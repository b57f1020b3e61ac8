import Kinetic

extension Exporter {
  /// SwiftUI source: Kinetic's model is SwiftUI's, so every curve, spring and modifier is
  /// written as it is, and a keyframe track as its keyframes (``swiftUIKeyframes(_:)``); a
  /// motion with a CSS `steps()`/`linear()` easing or a custom animation
  /// becomes a `KeyframeTrack` of `LinearKeyframe`s (and `MoveKeyframe`s at jumps).
  func swiftUI() throws(ExportError) -> String {
    if let text = Self.swiftUI(spec.animation) { return text + "\n" }
    if let track = Self.swiftUIKeyframes(spec.animation) { return track }
    let fit = try approximation()
    var lines = [header("//", error: fit.maximumError, count: fit.stops.count, noun: "keyframes")]
    lines.append("KeyframeTrack {\n")
    // A track starts from the current value: a motion that starts elsewhere jumps there first.
    if let first = fit.stops.first, first.y != 0 {
      lines.append("  MoveKeyframe(\(Self.number(first.y)))\n")
    }
    for (previous, stop) in zip(fit.stops, fit.stops.dropFirst()) {
      let seconds = (stop.u - previous.u) * fit.duration
      if seconds == 0 {
        lines.append("  MoveKeyframe(\(Self.number(stop.y)))\n")
      } else {
        lines.append(
          "  LinearKeyframe(\(Self.number(stop.y)), duration: \(Self.number(seconds)))\n")
      }
    }
    lines.append("}\n")
    return lines.joined()
  }

  /// An `Animation` expression, or `nil` when SwiftUI has no animation for part of it.
  static func swiftUI(_ animation: Animation) -> String? {
    switch animation.kind {
    case .timingCurve(let curve, let duration):
      let d = number(duration)
      if curve == .linear { return ".linear(duration: \(d))" }
      if curve == .circularEaseIn { return ".timingCurve(.circularEaseIn, duration: \(d))" }
      if curve == .circularEaseOut { return ".timingCurve(.circularEaseOut, duration: \(d))" }
      if curve == .circularEaseInOut { return ".timingCurve(.circularEaseInOut, duration: \(d))" }
      guard let b = curve.cubicBezier else { return nil }
      return swiftUIBezier(b, duration: duration)
    case .easing(let function, let duration):
      if function == .linear { return ".linear(duration: \(number(duration)))" }
      guard let b = function.cubicBezier else { return nil }
      return swiftUIBezier(b, duration: duration)
    case .spring(let animation):
      let s = animation.spring
      if animation.merges {
        return
          ".spring(response: \(number(s.response)), dampingFraction: \(number(s.dampingRatio)), "
          + "blendDuration: \(number(animation.blendDuration)))"
      }
      return ".interpolatingSpring(mass: \(number(s.mass)), stiffness: \(number(s.stiffness)), "
        + "damping: \(number(s.damping)), initialVelocity: \(number(animation.initialVelocity)))"
    case .delay(let delay, let base):
      return swiftUI(base).map { "\($0).delay(\(number(delay)))" }
    case .speed(let speed, let base):
      return swiftUI(base).map { "\($0).speed(\(number(speed)))" }
    case .repeating(let count, let autoreverses, let base):
      return swiftUI(base).map { base in
        count.map { "\(base).repeatCount(\($0), autoreverses: \(autoreverses))" }
          ?? "\(base).repeatForever(autoreverses: \(autoreverses))"
      }
    case .logicallyComplete(let after, let base):
      return swiftUI(base).map { "\($0).logicallyComplete(after: \(number(after)))" }
    case .default:
      return ".default"
    default:
      return nil
    }
  }

  /// SwiftUI's named curve for the Bezier (``Kinetic/CubicBezier/namedCurves``, the table CSS's
  /// keywords come from too), or `timingCurve`.
  static func swiftUIBezier(_ b: CubicBezier, duration: Double) -> String {
    let d = number(duration)
    if let name = b.named?.swiftUIName { return ".\(name)(duration: \(d))" }
    // Control points are finite, so every one is a Swift `Double` literal.
    let points = (try? controlPoints(b)) ?? ""
    return ".timingCurve(\(points), duration: \(d))"
  }
}
