import Kinetic

extension ForeignBinder {
  /// react-spring's `useSpring({ config, delay, loop })` (what a pasted hook reduces to when
  /// it has a `delay` or a `loop`; its other props are values and callbacks): the config's
  /// motion (a preset, a config object; `config.default` when absent) with react-spring's
  /// timing props, as react-spring 9 plays them (pmndrs/react-spring, `createLoopUpdate` and
  /// `_merge` in packages/core/src/SpringValue.ts at b167608, `scheduleProps` in
  /// packages/core/src/scheduleProps.ts at 3105c94) —
  ///
  /// - `delay` (milliseconds) before every pass: a loop's update spreads the hook's props,
  ///   its delay included, and waits it whole before it applies (`scheduleProps`), so the
  ///   value holds where the last pass ended;
  /// - `loop: true` plays the pass again from the start, forever (`reset`: back to `from`) —
  ///   without a delay, since with one the value would hold the end through the delay and then
  ///   jump, which no repetition here plays (refused, with what to write);
  /// - `loop: { reverse: true }` plays every other pass from the end back to the start (the
  ///   range flipped, from where the value rests): the value mirrored, as SwiftUI's
  ///   autoreversing repeat plays it;
  /// - `loop: false` (or `delay: 0`) changes nothing.
  ///
  /// A pass ends where Kinetic's reading of the config ends (its spring's completion), as
  /// react-spring starts the next pass once the spring rests. A loop function, a loop object
  /// with other props, and a config velocity (which react-spring gives every pass, in either
  /// direction) are refused with what to paste instead.
  func reactSpringHook(_ value: ForeignValue) throws(SpecError) -> Animation {
    let form = "react-spring useSpring({ ... })"
    guard case .call(let parts, let arguments, let column) = value, parts == ["useSpring"],
      arguments.count == 1, arguments[0].label == nil,
      case .object(let members, _) = arguments[0].value
    else {
      throw error(
        "in \(form): expected useSpring({ config: ..., delay: ..., loop: ... })", value.column)
    }
    var base = try reactSpringPreset(.name(["config", "default"], column: column))
    var delay = 0.0
    var loop: (reverse: Bool, column: Int)?
    var velocity: (Double, Int)?
    for member in members {
      switch member.label {
      case "config":
        if case .object(let config, _) = member.value {
          let spread = try spreading(config)
          base = try reactSpring(spread, member.value)
          if let v = spread.first(where: { $0.label == "velocity" }) {
            velocity = (try number(v, "velocity", form: form), v.column)
          }
        } else {
          base = try reactSpringPreset(member.value)
        }
      case "delay":
        delay = try number(member, "delay", form: form, .nonNegative) / 1000
      case "loop":
        loop = try reactSpringLoop(member, form: form)
      default:
        throw error(
          "in \(form): Kinetic reads config, delay and loop here, got '\(member.label ?? "a value")'"
            + NameSuggestion.clause(for: member.label ?? "", among: ["config", "delay", "loop"]),
          member.column)
      }
    }
    guard let loop else { return delay > 0 ? base.delay(delay) : base }
    if let velocity, velocity.0 != 0 {
      throw error(
        "in \(form): a looping spring with a config velocity starts every pass with it, in "
          + "either direction, which Kinetic does not model; remove the velocity or the loop",
        velocity.1)
    }
    if !loop.reverse, delay > 0 {
      // The loop's update is delayed whole, its reset to `from` included (scheduleProps), so
      // every later pass holds the end through its delay and then jumps to the start.
      throw error(
        "in \(form): with loop: true, react-spring holds the end through every later pass's "
          + "delay and then jumps to the start, which Kinetic does not model; remove the delay, "
          + "or write loop: { reverse: true } (there and back, the delay before every pass)",
        loop.column)
    }
    let pass = delay > 0 ? base.delay(delay) : base
    return pass.repeatForever(autoreverses: loop.reverse)
  }

  /// A `loop` prop: `nil` for `false`, or whether every other pass returns.
  private func reactSpringLoop(_ member: ForeignArgument, form: String) throws(SpecError)
    -> (reverse: Bool, column: Int)?
  {
    let remedy =
      "write loop: true (repeat from the start) or loop: { reverse: true } (there and back)"
    switch member.value {
    case .name(let parts, let c) where parts == ["true"]: return (false, c)
    case .name(let parts, _) where parts == ["false"]: return nil
    case .object(let members, let c):
      guard members.count == 1, members[0].label == "reverse",
        members[0].value.dottedName == "true"
      else {
        throw error(
          "in \(form): Kinetic reads a loop object of { reverse: true } alone (another prop in "
            + "it overrides the hook's props on every pass); \(remedy)", c)
      }
      return (true, c)
    default:
      throw error(
        "in \(form): 'loop' is true, false or { reverse: true } here (a loop function decides "
          + "at run time); \(remedy)", member.value.column)
    }
  }
}
