import Kinetic
import KineticPlot
import KineticScene

/// How a demo animates: its ``DemoCurve`` and the `--duration` a named curve runs over, one
/// value read by ``DemoOptions/timing(default:)``, so that a demo asks it how long it runs and
/// where it is at a time without carrying the duration beside the curve.
///
/// A named curve runs over ``duration``; a spec (a spring, a CSS easing, a curve with
/// modifiers, another ecosystem's form) keeps its own timing, and ``duration`` is then only
/// its length when it never ends or would run longer than ``maximumLength``.
///
/// ```swift
/// let eased = DemoTiming(curve: .easeIn, duration: 2)
/// eased.animation                       // Animation.timingCurve(.easeIn, duration: 2)
/// eased.progress(at: 1)                 // easeIn at 1/2
/// let spring = DemoTiming(curve: try DemoCurve(parsing: "bouncy"), duration: 2)
/// spring.length                         // the spring's removal time from 0 to 1
/// ```
public struct DemoTiming: Hashable, Sendable {
  /// The `--curve`: one of the named curves, or a spec with its own timing.
  public let curve: DemoCurve
  /// The `--duration`, in seconds: a named curve's length; a spec's only when it never ends.
  public let duration: Double

  /// `curve` over `duration` seconds.
  public init(curve: DemoCurve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// A `--duration` parameter (seconds, up to ``maximumLength``) with `defaultValue`; with
  /// ``DemoCurve/parameter(default:)``, what ``DemoOptions/timing(default:)`` reads.
  public static func durationParameter(default defaultValue: Double) -> DemoParameter {
    DemoParameter(
      name: "duration", summary: "Length of the animation, in seconds.",
      defaultValue: RoundTripFormat.text(defaultValue),
      kind: .number(0.01...maximumLength))
  }

  /// The animation to run: a named curve over ``duration``; a spec as it is (its own
  /// duration, delay, repeats).
  public var animation: Animation {
    switch curve.storage {
    case .named(let unitCurve): .timingCurve(unitCurve, duration: duration)
    case .spec(let animation): animation
    }
  }

  /// The longest a demo runs a spec, in seconds: as long as `--duration` may be.
  public static let maximumLength = 60.0

  /// How long the animation runs, in seconds: ``duration`` for a named curve; for a spec, its
  /// removal time from 0 to 1 (a spring's settling), or ``duration`` when it never ends
  /// (`repeatForever`) or would run longer than ``maximumLength``.
  public var length: Double {
    switch curve.storage {
    case .named: return duration
    case .spec(let animation):
      guard let length = animation.duration(for: 1.0), length.isFinite,
        length <= Self.maximumLength
      else { return duration }
      return max(length, 0)
    }
  }

  /// How long the animation of a change of `change` (in the animated value's own units, e.g.
  /// points) runs, in seconds: ``duration`` for a named curve; for a spec, its removal for that
  /// change (SwiftUI's thresholds are in the value's units, so a longer move runs longer), or
  /// ``duration`` when it never ends or would run longer than ``maximumLength``.
  public func length(change: Double) -> Double {
    switch curve.storage {
    case .named: return duration
    case .spec(let animation): return length(removedAt: animation.duration(for: change))
    }
  }

  /// How long a scene's animation runs, in seconds: ``duration`` for a named curve; for a
  /// spec, `removal`, the time the scene removed it — SwiftUI's thresholds measured in the
  /// animated values' own units, so the last frame lands on the target — or ``duration`` when
  /// it is never removed (`nil`, `repeatForever`) or would run longer than ``maximumLength``.
  public func length(removedAt removal: Double?) -> Double {
    switch curve.storage {
    case .named: return duration
    case .spec:
      guard let removal, removal.isFinite, removal <= Self.maximumLength else { return duration }
      return max(removal, 0)
    }
  }

  /// How long the change `scene` makes at `time` runs, in seconds from `time`: ``duration``
  /// for a named curve; for a spec, until the scene removes its animation (see
  /// ``length(removedAt:)``).
  public func length<State>(ofChangeAt time: Double, in scene: SceneModel<State>) -> Double {
    length(removedAt: scene.completionTime(ofChangeAt: time, criteria: .removed).map { $0 - time })
  }

  /// The animated value at `time` seconds, in its own units, from `from` to `to`: a named curve
  /// at `time / duration`, clamped to the animation's span; a spec sampled over the change
  /// itself, so that its removal (SwiftUI's thresholds are in the value's units) is the
  /// change's.
  public func value(from: Double, to: Double, at time: Double) -> Double {
    switch curve.storage {
    case .named: return from + (to - from) * progress(at: time)
    case .spec(let animation): return animation.value(from: from, to: to, at: time)
    }
  }

  /// The animation's progress from 0 to 1 at `time` seconds, for reference values and CSV
  /// columns: a named curve at `time / duration`, clamped to the animation's span; a spec
  /// sampled from 0 to 1 (a spring may overshoot 1).
  public func progress(at time: Double) -> Double {
    switch curve.storage {
    case .named(let unitCurve):
      return unitCurve.value(at: min(max(duration > 0 ? time / duration : 1, 0), 1))
    case .spec(let animation):
      return animation.value(from: 0.0, to: 1.0, at: time)
    }
  }
}
