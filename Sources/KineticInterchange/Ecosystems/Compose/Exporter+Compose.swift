import Kinetic

extension Exporter {
  /// A Compose `AnimationSpec<Float>`: `tween` with `CubicBezierEasing`, `spring`, wrapped in
  /// `repeatable`/`infiniteRepeatable`; a track of linear keyframes as the same `keyframes`
  /// (``composeKeyframes(_:)``); a loop as one period's `Easing` in `infiniteRepeatable` or
  /// `repeatable` (``stopsLoop(_:)``); otherwise `keyframes` with linear segments at whole
  /// milliseconds, or, when rounding the keyframes to whole milliseconds would exceed the
  /// tolerance (a jump or a steep stretch between two milliseconds), a `tween` whose `Easing`
  /// interpolates the stops, fitted over the whole number of milliseconds Compose plays.
  /// Compose takes `Float` parameters and whole milliseconds; every stated error is measured on
  /// what is written.
  func compose() throws(ExportError) -> String {
    if let core = motion.core, let text = try composeExact(core) { return text + "\n" }
    if let track = try composeKeyframes(spec.animation) { return track }
    if let loop = try stopsLoop(.compose) { return loop }
    let fit = try approximation()
    let totalText = try CodeLiteral.kotlinInt.text(
      max(1, (fit.duration * 1000).rounded()), for: "durationMillis")
    let total = Int(max(1, (fit.duration * 1000).rounded()))
    // Keyframes at whole milliseconds, with the positions, the span and the values (Kotlin
    // Floats) rounded as Compose reads them.
    let stops = fit.stops.map {
      (u: (($0.u * Double(total)).rounded()) / Double(total), y: Double(Float($0.y)))
    }
    let error = try self.error(of: stops, duration: Double(total) / 1000)
    guard error > tolerance else {
      var text = header("//", error: error, count: stops.count, noun: "keyframes")
      text += "keyframes<Float> {\n  durationMillis = \(totalText)\n"
      for stop in stops {
        let ms = Int((stop.u * Double(total)).rounded())
        text +=
          "  \(try CodeLiteral.kotlinFloat.text(stop.y, for: "a keyframe value")) at \(ms) "
          + "using LinearEasing\n"
      }
      return text + "}\n"
    }
    // The stops as an easing over the whole milliseconds that cover the motion.
    let millis = max(1, (fit.duration * 1000).rounded(.up))
    let eased = try approximation(over: millis / 1000)
    return try StopsCode.compose.code(
      header: header("//", error: eased.maximumError, count: eased.stops.count, noun: "stops"),
      stops: eased.stops, duration: millis / 1000)
  }

  /// The exact spec, or `nil`.
  func composeExact(_ core: ExportMotion.Core) throws(ExportError) -> String? {
    switch core {
    case .bezier(_, let duration), .easing(_, let duration):
      guard let curve = core.curve else { return nil }
      return try composeTween(curve, duration: duration)
    case .spring(let spring, let velocity, _):
      guard motion.delay == 0, motion.repetition == nil, velocity == 0 else { return nil }
      let ratio = try CodeLiteral.kotlinFloat.text(spring.dampingRatio, for: "dampingRatio")
      let stiffness = try CodeLiteral.kotlinFloat.text(spring.stiffness, for: "stiffness")
      return "spring<Float>(dampingRatio = \(ratio), stiffness = \(stiffness))"
    }
  }

  /// `tween(...)`, wrapped for a repetition, or `nil` when not whole milliseconds.
  func composeTween(_ curve: ExportMotion.Core.Curve, duration: Double) throws(ExportError)
    -> String?
  {
    guard let ms = Self.wholeMilliseconds(duration),
      let delay = Self.wholeMilliseconds(motion.delay),
      isReproduced(returnPass: .timeReversed)
    else { return nil }
    let easing: String
    switch curve {
    case .bezier(let b):
      easing = "CubicBezierEasing(\(try Self.controlPoints(b, as: .kotlinFloat)))"
    case .linear: easing = "LinearEasing"
    }
    guard let repetition = motion.repetition else {
      return "tween<Float>(durationMillis = \(ms), delayMillis = \(delay), easing = \(easing))"
    }
    let tween = "tween<Float>(durationMillis = \(ms), easing = \(easing))"
    let mode = repetition.autoreverses ? "RepeatMode.Reverse" : "RepeatMode.Restart"
    let offset = "initialStartOffset = StartOffset(\(delay))"
    guard let count = repetition.count else {
      return "infiniteRepeatable(animation = \(tween), repeatMode = \(mode), \(offset))"
    }
    return
      "repeatable(iterations = \(count), animation = \(tween), repeatMode = \(mode), \(offset))"
  }
}
