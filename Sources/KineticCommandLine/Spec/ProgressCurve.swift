import Kinetic

/// A timing function from input progress to output progress, as `kinetic eval --progress`
/// evaluates it: SwiftUI's ``UnitCurve`` (input clamped to [0, 1]) or a CSS easing function
/// (CSS rules outside [0, 1]).
protocol ProgressCurve: Sendable {
  /// Output progress at input `progress`.
  func value(at progress: Double) -> Double
  /// d(output)/d(input) at input `progress`: the exact slope (``UnitCurve/derivative(at:)``,
  /// not SwiftUI's endpoint convention of ``UnitCurve/velocity(at:)``).
  func derivative(at progress: Double) -> Double
}

extension UnitCurve: ProgressCurve {}
