import Kinetic
import KineticInterchange
import KineticPlot

/// The animation a demo's `--curve` option chooses: one of SwiftUI's four named timing curves
/// run over the demo's `--duration`, or any animation spec (a spring, a CSS easing, a curve with
/// modifiers, another ecosystem's form) with its own timing, parsed by ``init(parsing:)`` and
/// handed to ``Demo/init(options:curve:)``. A demo runs it as a ``DemoTiming``, the curve with
/// its `--duration`.
///
/// ```swift
/// let named = DemoCurve(named: "easeIn")!                      // over --duration
/// let spring = try DemoCurve(parsing: "bouncy")                // its own settling time
/// DemoTiming(curve: spring, duration: 1).length                // the spring's removal time
/// ```
public struct DemoCurve: Hashable, Sendable {
  /// The curve's name (`easeInOut`) or the spec as written (`spring(duration: 0.4)`).
  public let name: String
  /// What it is, for ``DemoTiming`` to run.
  let storage: Storage

  /// A named curve, run over a demo's `--duration`, or a spec's animation, run as it is.
  enum Storage: Hashable, Sendable {
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

  /// A `--curve` parameter with `defaultValue`.
  public static func parameter(default defaultValue: DemoCurve) -> DemoParameter {
    DemoParameter(
      name: "curve",
      summary:
        "Timing curve of the animation, over --duration; or any animation spec, e.g. "
        + "'spring(duration: 0.5, bounce: 0.3)' or 'ease 300ms', with its own timing.",
      defaultValue: defaultValue.name, kind: .choice(named.map(\.name)))
  }
}
