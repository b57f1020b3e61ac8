import Kinetic
import KineticInterchange
import KineticPlot

/// The animation a demo's `--curve` option chooses: one of SwiftUI's four named timing curves
/// run over the demo's `--duration`, or any animation spec (a spring, a CSS easing, a curve with
/// modifiers, another ecosystem's form) with its own timing, parsed by ``init(parsing:)`` and
/// handed to ``Demo/init(options:curve:)``.
///
/// ```swift
/// let named = DemoCurve(named: "easeIn")!                      // over --duration
/// let spring = try DemoCurve(parsing: "bouncy")                // its own settling time
/// spring.length(duration: 1)                                    // the spring's removal time
/// ```
public struct DemoCurve: Hashable, Sendable {
  /// The curve's name (`easeInOut`) or the spec as written (`spring(duration: 0.4)`).
  public let name: String
  private let storage: Storage

  private enum Storage: Hashable, Sendable {
    case named(UnitCurve)
    case spec(Animation)
  }

  /// `Animation.linear(duration:)`.
  public static let linear = DemoCurve(name: "linear", storage: .named(.linear))
  /// `Animation.easeIn(duration:)`.
  public static let easeIn = DemoCurve(name: "easeIn", storage: .named(.easeIn))
  /// `Animation.easeOut(duration:)`.
  public static let easeOut = DemoCurve(name: "easeOut", storage: .named(.easeOut))
  /// `Animation.easeInOut(duration:)`.
  public static let easeInOut = DemoCurve(name: "easeInOut", storage: .named(.easeInOut))

  /// The named curves, in the order help lists them.
  public static let named: [DemoCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

  private init(name: String, storage: Storage) {
    self.name = name
    self.storage = storage
  }

  /// The named curve `name`, or `nil` when it names none.
  public init?(named name: String) {
    guard let curve = Self.named.first(where: { $0.name == name }) else { return nil }
    self = curve
  }

  /// Any animation, as it was parsed from `spec`.
  public init(spec: String, animation: Animation) {
    self.init(name: spec, storage: .spec(animation))
  }

  /// One of the named curves, or else the animation `spec` describes in any ecosystem's
  /// syntax (see ``KineticInterchange/Motion``).
  ///
  /// - Throws: ``KineticInterchange/SpecError`` naming the offending token and its column.
  public init(parsing spec: String) throws {
    if let named = DemoCurve(named: spec) {
      self = named
      return
    }
    self.init(spec: spec, animation: try AnimationSpec.parse(spec).animation)
  }

  /// The named curve, or `nil` for a spec.
  public var unitCurve: UnitCurve? {
    if case .named(let curve) = storage { return curve }
    return nil
  }

  /// The animation to run: a named curve over `duration` seconds; a spec as it is (its own
  /// duration, delay, repeats).
  public func animation(duration: Double) -> Animation {
    switch storage {
    case .named(let curve): .timingCurve(curve, duration: duration)
    case .spec(let animation): animation
    }
  }

  /// The longest a demo runs a spec: as long as `--duration` may be.
  public static let maximumLength = 60.0

  /// How long the animation runs, in seconds: `duration` for a named curve; for a spec, its
  /// removal time from 0 to 1 (a spring's settling), or `duration` when it never ends
  /// (`repeatForever`) or would run longer than ``maximumLength``.
  public func length(duration: Double) -> Double {
    switch storage {
    case .named: return duration
    case .spec(let animation):
      guard let length = animation.duration(for: 1.0), length.isFinite,
        length <= Self.maximumLength
      else { return duration }
      return max(length, 0)
    }
  }

  /// How long the animation of a change of `change` (in the animated value's own units, e.g.
  /// points) runs, in seconds: `duration` for a named curve; for a spec, its removal for that
  /// change (SwiftUI's thresholds are in the value's units, so a longer move runs longer), or
  /// `duration` when it never ends or would run longer than ``maximumLength``.
  public func length(duration: Double, change: Double) -> Double {
    switch storage {
    case .named: return duration
    case .spec(let animation):
      return length(duration: duration, removedAt: animation.duration(for: change))
    }
  }

  /// How long a scene's animation runs, in seconds: `duration` for a named curve; for a spec,
  /// `removal`, the time the scene removed it — SwiftUI's thresholds measured in the animated
  /// values' own units, so the last frame lands on the target — or `duration` when it is never
  /// removed (`nil`, `repeatForever`) or would run longer than ``maximumLength``.
  public func length(duration: Double, removedAt removal: Double?) -> Double {
    switch storage {
    case .named: return duration
    case .spec:
      guard let removal, removal.isFinite, removal <= Self.maximumLength else { return duration }
      return max(removal, 0)
    }
  }

  /// The animated value at `time` seconds, in its own units, from `from` to `to`: a named curve
  /// at `time / duration`, clamped to the animation's span; a spec sampled over the change
  /// itself, so that its removal (SwiftUI's thresholds are in the value's units) is the
  /// change's.
  public func value(from: Double, to: Double, at time: Double, duration: Double) -> Double {
    switch storage {
    case .named: return from + (to - from) * progress(at: time, duration: duration)
    case .spec(let animation): return animation.value(from: from, to: to, at: time)
    }
  }

  /// The animation's progress from 0 to 1 at `time` seconds, for reference values and CSV
  /// columns: a named curve at `time / duration`, clamped to the animation's span; a spec
  /// sampled from 0 to 1 (a spring may overshoot 1).
  public func progress(at time: Double, duration: Double) -> Double {
    switch storage {
    case .named(let curve):
      return curve.value(at: min(max(duration > 0 ? time / duration : 1, 0), 1))
    case .spec(let animation):
      return animation.value(from: 0.0, to: 1.0, at: time)
    }
  }

  /// A `--curve` parameter with `defaultValue`.
  public static func parameter(default defaultValue: DemoCurve) -> DemoParameter {
    DemoParameter(
      name: "curve",
      summary:
        "Timing curve of the animation, over --duration; or any animation spec, e.g. "
        + "'spring(duration: 0.5, bounce: 0.3)' or 'ease 300ms', with its own timing.",
      defaultValue: defaultValue.name, kind: .choice(named.map(\.name)))
  }

  /// A `--duration` parameter (seconds) with `defaultValue`.
  public static func durationParameter(default defaultValue: Double) -> DemoParameter {
    DemoParameter(
      name: "duration", summary: "Length of the animation, in seconds.",
      defaultValue: RoundTripFormat.text(defaultValue),
      kind: .number(0.01...60))
  }
}
