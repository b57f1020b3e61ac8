import Kinetic

/// A timing function from input progress to output progress, as `kinetic eval --progress`
/// evaluates it: SwiftUI's ``UnitCurve`` (input clamped to [0, 1]) or a CSS easing function
/// (CSS rules outside [0, 1]).
protocol ProgressCurve: Sendable {
  /// Output progress at input `progress`.
  func value(at progress: Double) -> Double
  /// d(output)/d(input) at input `progress`.
  func velocity(at progress: Double) -> Double
  /// Whether the input is clamped to [0, 1] before the curve is evaluated (SwiftUI's rule), so
  /// the output is constant outside that interval.
  var clampsProgress: Bool { get }
}

extension ProgressCurve {
  /// CSS easing functions are defined outside [0, 1].
  var clampsProgress: Bool { false }

  /// The derivative of ``value(at:)`` with respect to the input, as a table of input and output
  /// shows it: ``velocity(at:)``, except 0 outside [0, 1] for a curve that clamps its input,
  /// where the output stays at its end value. (SwiftUI's `UnitCurve.velocity(at:)` evaluates
  /// the clamped input instead, giving the end slope, +∞ for `circularEaseIn` at 1.5.)
  func slope(at progress: Double) -> Double {
    if clampsProgress && (progress < 0 || progress > 1) { return 0 }
    return velocity(at: progress)
  }
}

extension UnitCurve: ProgressCurve {
  /// SwiftUI clamps a `UnitCurve`'s input to [0, 1].
  var clampsProgress: Bool { true }
}
