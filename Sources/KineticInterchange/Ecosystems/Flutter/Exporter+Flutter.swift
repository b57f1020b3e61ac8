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
    let fit = try approximation()
    return try StopsCode.flutter.code(
      header: header("//", error: fit.maximumError, count: fit.stops.count, noun: "stops"),
      stops: fit.stops, duration: fit.duration)
  }

  /// `Cubic`/`Curves.linear` with its duration (and an `Interval` for a delay), or `nil` for a
  /// repetition or a CSS step/linear() easing.
  func flutterCurve(_ core: ExportMotion.Core) -> String? {
    guard motion.repetition == nil, isReproduced(returnPass: .timeReversed) else { return nil }
    guard let shape = core.curve, let length = core.curveDuration else { return nil }
    var curve: String
    switch shape {
    case .bezier(let b):
      guard let points = try? Self.controlPoints(b) else { return nil }
      curve = "Cubic(\(points))"
    case .linear: curve = "Curves.linear"
    }
    let total = motion.delay + length
    if motion.delay > 0 {
      curve = "Interval(\(Self.number(motion.delay / total)), 1.0, curve: \(curve))"
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
