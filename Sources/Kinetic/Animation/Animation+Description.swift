extension Animation: CustomStringConvertible {
  /// The animation as SwiftUI-style source: the base (`timingCurve(easeInOut, duration: 0.35)`,
  /// `spring(Spring(…))`, `easing(ease, duration: 1)`, a custom animation's own description)
  /// followed by its modifiers, innermost first (`.delay(0.2).speed(2)`). Built without
  /// recursion, so any depth of nesting prints.
  public var description: String {
    var modifiers: [String] = []
    var animation = self
    while true {
      switch animation.kind {
      case .delay(let delay, let base):
        modifiers.append(".delay(\(delay))")
        animation = base
      case .speed(let speed, let base):
        modifiers.append(".speed(\(speed))")
        animation = base
      case .repeating(let count, let autoreverses, let base):
        modifiers.append(
          count.map { ".repeatCount(\($0), autoreverses: \(autoreverses))" }
            ?? ".repeatForever(autoreverses: \(autoreverses))")
        animation = base
      case .alternating(let count, let base):
        modifiers.append(".alternating(count: \(count.map { String($0) } ?? "nil"))")
        animation = base
      case .logicallyComplete(let after, let base):
        modifiers.append(".logicallyComplete(after: \(after))")
        animation = base
      case .timingCurve(let curve, let duration):
        return "timingCurve(\(curve), duration: \(duration))" + modifiers.reversed().joined()
      case .easing(let function, let duration):
        return "easing(\(function), duration: \(duration))" + modifiers.reversed().joined()
      case .spring(let spring):
        let base =
          spring.merges
          ? "spring(\(spring.spring), blendDuration: \(spring.blendDuration))"
          : "interpolatingSpring(\(spring.spring), initialVelocity: \(spring.initialVelocity))"
        let rule =
          spring.completionRule == .swiftui ? "" : ".completionRule(.\(spring.completionRule))"
        return base + rule + modifiers.reversed().joined()
      case .decay(let decay):
        return
          "decay(friction: \(decay.decay.friction), restingSpeed: \(decay.restingSpeed), "
          + "restingDistance: \(decay.restingDistance))" + modifiers.reversed().joined()
      case .custom(let custom):
        #if hasFeature(Embedded)
          // Embedded Swift cannot describe a value of any type (no reflection).
          return custom.description + modifiers.reversed().joined()
        #else
          return String(describing: custom) + modifiers.reversed().joined()
        #endif
      case .default:
        // SwiftUI prints its box's base type (OpenSwiftUI `AnimationCompatibilityTests`).
        return "DefaultAnimation()" + modifiers.reversed().joined()
      case .keyframes(let keyframes):
        return "keyframes { \(keyframes.map { $0.description }.joined(separator: "; ")) }"
          + modifiers.reversed().joined()
      }
    }
  }
}
