import Kinetic

extension Exporter {
  /// Flutter: a `Cubic` curve (inside an `Interval` for a delay) with the controller's
  /// duration, a `SpringSimulation`, or a `Curve` subclass interpolating the stops with the
  /// controller that plays it (``StopsCode/flutter``).
  func flutter() throws(ExportError) -> String {
    if let core = motion.core {
      switch core {
      case .spring(let spring, let velocity, _) where motion.delay == 0 && motion.repetition == nil:
        return """
          final simulation = SpringSimulation(
            SpringDescription(mass: 1, stiffness: \(Self.number(spring.stiffness)), damping: \(Self.number(spring.damping))),
            0.0, // start
            1.0, // end
            \(Self.number(velocity)), // velocity, in changes per second
          );

          """
      case .bezier, .easing:
        if let text = flutterCurve(core) { return text }
      default: break
      }
    }
    if let text = try stopsLoop(.flutter) { return text }
    let fit = try approximation()
    return try StopsCode.flutter.code(
      header: header("//", error: fit.maximumError, count: fit.stops.count, noun: "stops"),
      stops: fit.stops, duration: fit.duration)
  }

  /// `Cubic`/`Curves.linear` with its duration (and an `Interval` for a delay), with the
  /// controller's `repeat(reverse:count:)` for a repetition (Flutter's reverse runs time
  /// backwards; a delay before the loop is a `Future.delayed`), or `nil` for a CSS
  /// step/linear() easing or a return pass Flutter does not play.
  func flutterCurve(_ core: ExportMotion.Core) -> String? {
    guard isReproduced(returnPass: .timeReversed) else { return nil }
    if let repetition = motion.repetition {
      // (A delay before the loop is the stops' `Future.delayed`.)
      guard motion.delay == 0, let shape = core.curve, let length = core.curveDuration,
        let loop = try? StopsCode.flutter.loopStatement(
          StopsCode.Loop(
            count: repetition.count, returnPass: repetition.autoreverses ? .timeReversed : nil,
            delay: motion.delay)),
        let code = Self.flutterController(curve: shape, delay: 0, length: length)
      else { return nil }
      return code + loop
    }
    guard let shape = core.curve, let length = core.curveDuration else { return nil }
    return Self.flutterController(curve: shape, delay: motion.delay, length: length)
  }

  /// The controller and `CurvedAnimation` of `curve` over `length` seconds after `delay` (an
  /// `Interval`), or `nil` when the whole is not a number of microseconds a Dart int holds.
  static func flutterController(curve shape: ExportMotion.Core.Curve, delay: Double, length: Double)
    -> String?
  {
    var curve: String
    switch shape {
    case .bezier(let b):
      guard let points = try? controlPoints(b) else { return nil }
      curve = "Cubic(\(points))"
    case .linear: curve = "Curves.linear"
    }
    let total = delay + length
    if delay > 0 {
      curve = "Interval(\(number(delay / total)), 1.0, curve: \(curve))"
    }
    // A whole number of microseconds that a Dart int holds; else the stops' code says why not.
    guard total * 1e6 == (total * 1e6).rounded(),
      let us = try? CodeLiteral.dartInt.text(total * 1e6, for: "the duration in microseconds")
    else { return nil }
    return """
      final controller = AnimationController(vsync: this, duration: const Duration(microseconds: \(us)));
      final animation = CurvedAnimation(parent: controller, curve: \(curve));

      """
  }
}
