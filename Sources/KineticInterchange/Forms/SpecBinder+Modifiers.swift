import Kinetic

/// The modifiers of the spec language (`.delay(_:)`, `.speed(_:)`, `.repeatCount(_:)`, …),
/// rows of ``SpecFormTable/modifiers``, applied outwards in the order written.
extension SpecBinder {
  /// `animation` with the modifier `call` applied.
  func apply(_ call: CallSyntax, to animation: Animation) throws(SpecError) -> Animation {
    guard let modifier = SpecFormTable.modifier(named: call.name) else {
      let names = SpecFormTable.modifiers.map { $0.name }
      throw error(
        "unknown modifier '\(call.name)'" + NameSuggestion.clause(for: call.name, among: names)
          + "; expected one of: \(names.joined(separator: ", "))",
        call.column)
    }
    let arguments = try match(modifier.signature, call)
    return try modifier.apply(
      self, SpecForm.Call(syntax: call, overload: 0, arguments: arguments), animation)
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
