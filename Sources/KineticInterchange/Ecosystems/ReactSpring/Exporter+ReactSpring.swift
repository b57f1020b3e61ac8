import Kinetic

extension Exporter {
  /// A react-spring `config`: tension/friction/mass for a spring, otherwise `duration` with an
  /// easing function over the stops — for a loop, one period's, with `loop: true` or
  /// `loop: { reverse: true }` (``stopsLoop(_:)``).
  func reactSpring() throws(ExportError) -> String {
    if case .spring(let spring, let velocity, _)? = motion.core, motion.delay == 0,
      motion.repetition == nil
    {
      return """
        // react-spring integrates this spring numerically and ends it by its own precision rule.
        const config = { tension: \(Self.number(spring.stiffness)), friction: \(Self.number(spring.damping)), mass: 1, velocity: \(Self.number(velocity)) };

        """
    }
    if let loop = try stopsLoop(.reactSpring) { return loop }
    let fit = try approximation()
    return try StopsCode.reactSpring.code(
      header: header("//", error: fit.maximumError, count: fit.stops.count, noun: "stops"),
      stops: fit.stops, duration: fit.duration)
  }
}
