import Kinetic

/// A physics spec: a motion model written as its ecosystem writes it (`decay(rate: .normal)`,
/// `FrictionSimulation(drag: 0.3)`, `inertia(power: 0.8, timeConstant: 350)`,
/// `Spring(duration: 0.5, bounce: 0.3)`), bound to a ``MotionModel`` (released at a position
/// with a velocity, no target) or a ``TargetedMotionModel`` (with a target).
///
/// Numbers are in the ecosystem's own units: a UIKit rate per millisecond, framer's
/// `timeConstant` in milliseconds, velocities in units per second.
package struct PhysicsSpec: Sendable {
  package enum Model: Sendable {
    /// Released at `--from` with `--velocity`; no target.
    case free(FreeMotionModel)
    /// From `--from` to `--to` with `--velocity`.
    case targeted(TargetMotionModel)
    /// ``Spring`` itself: from `--from` to `--to` with `--velocity`, never ending.
    case spring(Spring)
  }

  /// Where and how a motion starts: `--from`, `--to` (for models with a target) and the
  /// release velocity in units per second.
  package struct Release: Sendable {
    package var from: Double
    package var to: Double
    package var velocity: Double

    package init(from: Double, to: Double, velocity: Double) {
      self.from = from
      self.to = to
      self.velocity = velocity
    }
  }

  /// The spec as given.
  package let source: String
  package let model: Model
  /// The start, end and velocity the spec writes itself (Flutter's own constructors,
  /// `SpringSimulation(description, 0, 300, 0)`; see ``FlutterSimulationForm``); `nil` when
  /// they come from `--from`, `--to` and `--velocity`.
  package let release: Release?

  package init(source: String, model: Model, release: Release? = nil) {
    self.source = source
    self.model = model
    self.release = release
  }

  /// The names the physics models are called by (`decay`, `Spring`): the rows of
  /// ``SpecFormTable/physicsModels``.
  package static let baseNames = Set(SpecFormTable.physicsModels.map { $0.name })

  /// Whether `source` names a physics model (its base name is one of ``baseNames``); such specs
  /// are bound here, all others by ``AnimationSpec``.
  package static func handles(_ source: String) -> Bool {
    handles(irreducible: SpecSnippet.reduced(source)?.spec ?? source)
  }

  /// ``handles(_:)`` of a spec that ``SpecSnippet`` leaves as it is.
  static func handles(irreducible source: String) -> Bool {
    if FlutterSimulationForm.recognises(source) || isAndroidFling(source) { return true }
    guard let syntax = try? SpecParser.parse(source) else { return false }
    // Flutter's own `SpringSimulation(SpringDescription(...), start, end, velocity)` is an
    // animation (the foreign-syntax reader's); only the labelled form is the physics model.
    if syntax.base.name == "SpringSimulation", syntax.base.arguments?.first?.label == nil {
      return false
    }
    return baseNames.contains(syntax.base.name)
  }

  /// Parses and binds `source`.
  /// - Throws: ``SpecError`` naming the bad token or argument and its column.
  package static func parse(_ source: String) throws(SpecError) -> PhysicsSpec {
    let snippet = try SpecSnippet(source)
    if snippet.isReduced {
      return try snippet.reading { (spec) throws(SpecError) in try parse(spec) }
    }
    return try parse(irreducible: source)
  }

  /// ``parse(_:)`` of a spec that ``SpecSnippet`` leaves as it is.
  static func parse(irreducible source: String) throws(SpecError) -> PhysicsSpec {
    if FlutterSimulationForm.recognises(source) { return try FlutterSimulationForm.parse(source) }
    if isAndroidFling(source) { return try androidFling(source) }
    let syntax = try SpecParser.parse(source)
    let binder = PhysicsSpecBinder(source: source)
    return PhysicsSpec(source: source, model: try binder.bind(syntax))
  }

  /// Whether the model has a target (`--to`).
  package var hasTarget: Bool {
    if case .free = model { return false }
    return true
  }

  /// The model's bounds, for rules on charts.
  package var bounds: [Double] {
    if case .free(let m) = model { return m.bounds.limits }
    return []
  }

  /// Position and velocity at `time`.
  package func sample(from: Double, to: Double, velocity: Double, time: Double)
    -> (value: Double, velocity: Double)
  {
    switch model {
    case .free(let m):
      return (
        m.value(from: from, velocity: velocity, time: time),
        m.velocity(from: from, velocity: velocity, time: time)
      )
    case .targeted(let m):
      return (
        m.value(from: from, to: to, velocity: velocity, time: time),
        m.velocity(from: from, to: to, velocity: velocity, time: time)
      )
    case .spring(let spring):
      return (
        spring.value(from: from, to: to, velocity: velocity, time: time),
        spring.velocity(from: from, to: to, velocity: velocity, time: time)
      )
    }
  }

  /// A span of time that shows the whole motion: its rest time, or for a motion that never
  /// ends (``Spring``, a spring critically damped in range) the time it stays within 0.1 % of
  /// the change (of the velocity's second's
  /// worth when there is no change), capped at an hour. `nil` when it cannot be bounded.
  package func span(from: Double, to: Double, velocity: Double) -> Double? {
    let rest: Double
    let scale = max(abs(to - from), abs(velocity) * 1e-3)
    switch model {
    case .free(let m): rest = m.restTime(from: from, velocity: velocity)
    case .targeted(let m):
      rest =
        scale > 0
        ? m.settlingTime(from: from, to: to, velocity: velocity, epsilon: 1e-3 * scale)
        : m.restTime(from: from, to: to, velocity: velocity)
    case .spring(let spring):
      rest =
        scale > 0
        ? spring.settlingTime(from: from, to: to, velocity: velocity, epsilon: 1e-3 * scale) : 0
    }
    guard rest.isFinite else { return nil }
    return min(rest, 3600)
  }
}
