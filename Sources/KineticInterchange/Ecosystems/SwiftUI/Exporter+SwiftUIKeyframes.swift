import Kinetic

extension Exporter {
  /// A keyframe track as the same SwiftUI keyframes (issue 33: a `KeyframeTrack` exports as
  /// itself, not as linear keyframes through stops): each `LinearKeyframe` with its named
  /// timing curve, `CubicKeyframe` with its velocities, `SpringKeyframe` with its spring as
  /// mass, stiffness and damping, and `MoveKeyframe`, its values the track's fractions of the
  /// change (read back from 0, the track reproduces them); a curve without a name as
  /// `.bezier(startControlPoint:endControlPoint:)`. `nil` when the motion is not a bare track,
  /// or a linear keyframe's curve is not a Bezier (such a track is approximated).
  static func swiftUIKeyframes(_ animation: Animation) -> String? {
    guard case .keyframes(var keyframes) = animation.kind else { return nil }
    // A track read from 0 starts with a move there (`KeyframeSpec.animationSpec(from:)`),
    // which reading the written track adds again.
    if case .move(let first)? = keyframes.first, first.to == 0 { keyframes.removeFirst() }
    guard !keyframes.isEmpty else { return nil }
    var lines = ["KeyframeTrack {"]
    for keyframe in keyframes {
      switch keyframe {
      case .linear(let k):
        let curve: String
        if let name = UnitCurve.namedCurves.first(where: { $0.value == k.timingCurve })?.key {
          curve = name == "linear" ? "" : ", timingCurve: .\(name)"
        } else if let b = k.timingCurve.cubicBezier {
          curve =
            ", timingCurve: .bezier(startControlPoint: UnitPoint(x: \(number(b.x1)), y: "
            + "\(number(b.y1))), endControlPoint: UnitPoint(x: \(number(b.x2)), y: \(number(b.y2))))"
        } else {
          return nil
        }
        lines.append(
          "  LinearKeyframe(\(number(k.to)), duration: \(number(k.duration))\(curve))")
      case .cubic(let k):
        var arguments = [number(k.to), "duration: \(number(k.duration))"]
        if let v = k.startVelocity { arguments.append("startVelocity: \(number(v))") }
        if let v = k.endVelocity { arguments.append("endVelocity: \(number(v))") }
        lines.append("  CubicKeyframe(\(arguments.joined(separator: ", ")))")
      case .spring(let k):
        var arguments = [number(k.to)]
        if let d = k.duration { arguments.append("duration: \(number(d))") }
        let s = k.spring
        arguments.append(
          "spring: Spring(mass: \(number(s.mass)), stiffness: \(number(s.stiffness)), "
            + "damping: \(number(s.damping)))")
        if let v = k.startVelocity { arguments.append("startVelocity: \(number(v))") }
        lines.append("  SpringKeyframe(\(arguments.joined(separator: ", ")))")
      case .move(let k):
        lines.append("  MoveKeyframe(\(number(k.to)))")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
