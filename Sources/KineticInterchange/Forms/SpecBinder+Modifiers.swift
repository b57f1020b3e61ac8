import Kinetic

/// The modifiers of the spec language (`.delay(_:)`, `.speed(_:)`, `.repeatCount(_:)`, …),
/// applied outwards in the order written.
extension SpecBinder {
  /// `animation` with the modifier `call` applied.
  func apply(_ call: CallSyntax, to animation: Animation) throws(SpecError) -> Animation {
    switch call.name {
    case "delay":
      // Any delay and speed, as SwiftUI's (see `Animation.delay(_:)`, `speed(_:)`).
      let signature = SpecSignature(name: "delay", parameters: [.number(nil, "delay", .any)])
      return try requireFiniteTiming(
        animation.delay(try match(signature, call).number("delay")), call)
    case "speed":
      let signature = SpecSignature(name: "speed", parameters: [.number(nil, "speed", .any)])
      return try requireFiniteTiming(
        animation.speed(try match(signature, call).number("speed")), call)
    case "repeatCount":
      let signature = SpecSignature(
        name: "repeatCount",
        parameters: [
          .number(nil, "count", .positiveInteger(limit: 1_000_000)),
          .boolean("autoreverses", default: true),
        ])
      let a = try match(signature, call)
      return animation.repeatCount(Int(a.number("count")), autoreverses: a.boolean("autoreverses"))
    case "repeatForever":
      let signature = SpecSignature(
        name: "repeatForever", parameters: [.boolean("autoreverses", default: true)])
      return animation.repeatForever(
        autoreverses: try match(signature, call).boolean("autoreverses"))
    case "logicallyComplete":
      let signature = SpecSignature(
        name: "logicallyComplete", parameters: [.number("after", "after", .nonNegative)])
      return animation.logicallyComplete(after: try match(signature, call).number("after"))
    default:
      let modifiers = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]
      throw error(
        "unknown modifier '\(call.name)'" + NameSuggestion.clause(for: call.name, among: modifiers)
          + "; expected one of: delay, speed, repeatCount, repeatForever, logicallyComplete",
        call.column)
    }
  }

  /// `animation` after a `delay` or `speed` modifier, which flatten into one delay and one
  /// speed: an error when the combined speed or delay has overflowed to infinity (a product of
  /// speeds beyond 1.8e308 would otherwise finish the animation at once, silently).
  func requireFiniteTiming(_ animation: Animation, _ call: CallSyntax) throws(SpecError)
    -> Animation
  {
    var current = animation
    while true {
      switch current.kind {
      case .delay(let delay, let base):
        guard delay.isFinite else {
          throw error("the combined delay of the modifiers overflows (\(delay) s)", call.column)
        }
        current = base
      case .speed(let speed, _):
        guard speed.isFinite else {
          throw error("the combined speed of the modifiers overflows (\(speed))", call.column)
        }
        return animation
      default:
        return animation
      }
    }
  }
}
