import Kinetic
import KineticPlot

/// The timing curves a demo's `--curve` option accepts, named as SwiftUI's animations.
public enum DemoCurve: String, CaseIterable, Sendable {
  /// `Animation.linear(duration:)`.
  case linear
  /// `Animation.easeIn(duration:)`.
  case easeIn
  /// `Animation.easeOut(duration:)`.
  case easeOut
  /// `Animation.easeInOut(duration:)`.
  case easeInOut

  /// The animation of this curve over `duration` seconds.
  public func animation(duration: Double) -> Animation {
    switch self {
    case .linear: .linear(duration: duration)
    case .easeIn: .easeIn(duration: duration)
    case .easeOut: .easeOut(duration: duration)
    case .easeInOut: .easeInOut(duration: duration)
    }
  }

  /// The unit curve, for reference values in tests and CSV columns.
  public var unitCurve: UnitCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    }
  }

  /// A `--curve` parameter with `defaultValue`.
  public static func parameter(default defaultValue: DemoCurve) -> DemoParameter {
    DemoParameter(
      name: "curve", summary: "Timing curve of the animation.", defaultValue: defaultValue.rawValue,
      kind: .choice(allCases.map(\.rawValue)))
  }

  /// A `--duration` parameter (seconds) with `defaultValue`.
  public static func durationParameter(default defaultValue: Double) -> DemoParameter {
    DemoParameter(
      name: "duration", summary: "Length of the animation, in seconds.",
      defaultValue: RoundTripFormat.text(defaultValue),
      kind: .number(0.01...60))
  }
}
