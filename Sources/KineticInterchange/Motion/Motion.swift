import Kinetic

/// What a spec from any ecosystem reads as: an animation (a SwiftUI `Animation`, a CSS easing,
/// a Compose `tween`, a Flutter `Curve`, a Motion transition, …), a keyframe track, or a
/// physics model — released with a velocity and finding its own end (`decay(rate:)`,
/// `FrictionSimulation(drag:)`, Motion's `inertia`) or moving to a target
/// (`SpringSimulation(mass:stiffness:damping:)`, `Spring(duration:bounce:)`).
///
/// ```swift
/// let motion = try Motion(parsing: "tween(durationMillis = 300, easing = FastOutSlowInEasing)")
/// let sampler = try motion.sampler(from: 0, to: 100)
/// let frame = sampler.sample(at: 0.1)      // frame.value, frame.velocity
/// let code = try motion.exported(to: .swiftui)
/// print(code.text)                         // what `kinetic export SPEC --to swiftui` prints
/// ```
///
/// Every form `kinetic` accepts parses here, with the same errors: a ``SpecError`` naming the
/// offending token, the form it was reading and its column. Numbers are in the ecosystem's
/// own units (Compose milliseconds, a UIKit deceleration rate per millisecond); values and
/// velocities come out in the units of `from` and `to`, per second.
public struct Motion: Sendable {
  /// The spec as written.
  public let source: String
  let storage: Storage

  /// The parsed spec, by what it reads as.
  enum Storage: Sendable {
    case animation(AnimationSpec)
    case keyframes(KeyframeSpec)
    case physics(PhysicsSpec)
  }

  /// What a motion is, as ``Motion/kind`` describes it.
  public enum Kind: Sendable, Equatable {
    /// An animation from a start to a target: ``Motion/animation`` is it.
    case animation
    /// A keyframe track: its keyframes are absolute values from the start, so it takes no
    /// target.
    case keyframes
    /// A physics model released with a velocity, finding its own end (no target).
    case released
    /// A physics model moving to a target.
    case targeted
  }

  /// Parses `source`, written in any ecosystem's syntax that `kinetic` reads (see
  /// `kinetic list`).
  ///
  /// - Throws: ``SpecError`` naming the offending token, the form it was reading, and its
  ///   column; its ``SpecError/caretDiagram`` shows where.
  public init(parsing source: String) throws(SpecError) {
    self.source = source
    // A snippet with its surroundings is read as the animation it carries (see SpecSnippet).
    let snippet = try SpecSnippet(source)
    if !snippet.isReduced {
      // A form as it stands (nothing peeled): each reader would reduce it again to itself, so
      // they read it as it is — the studio page parses on every slider move.
      storage = try Self.storage(irreducible: source)
      return
    }
    storage = try snippet.reading { (spec) throws(SpecError) -> Storage in
      if PhysicsSpec.handles(spec) { return .physics(try PhysicsSpec.parse(spec)) }
      if KeyframeSpec.recognises(spec) { return .keyframes(try KeyframeSpec.parse(spec)) }
      return .animation(try AnimationSpec.parse(spec))
    }
  }

  /// What `spec`, which ``SpecSnippet`` leaves as it is, reads as.
  private static func storage(irreducible spec: String) throws(SpecError) -> Storage {
    if PhysicsSpec.handles(irreducible: spec) {
      return .physics(try PhysicsSpec.parse(irreducible: spec))
    }
    if KeyframeSpec.recognises(irreducible: spec) {
      return .keyframes(try KeyframeSpec.parse(irreducible: spec))
    }
    return .animation(try AnimationSpec.parse(irreducible: spec))
  }

  /// What the motion is.
  public var kind: Kind {
    switch storage {
    case .animation: .animation
    case .keyframes: .keyframes
    case .physics(let physics): physics.hasTarget ? .targeted : .released
    }
  }

  /// The series name: the spec itself, or a keyframe track's key path (`scale`) or CSS
  /// property.
  public var label: String {
    switch storage {
    case .animation(let spec): spec.label
    case .keyframes(let spec): spec.label
    case .physics(let spec): spec.source
    }
  }

  /// The animation the spec describes, modifiers included; `nil` for a keyframe track (see
  /// ``keyframeAnimation(from:to:)``) and for a physics model.
  public var animation: Animation? {
    if case .animation(let spec) = storage { return spec.animation }
    return nil
  }

  /// A keyframe track as one animation from `initialValue`: sampled from 0 with a change of 1,
  /// its values are the track's absolute values, exactly; `nil` unless the motion is a
  /// keyframe track. `target` is read only by a track that ends at its animation's target
  /// (Compose's `keyframes` without a keyframe at `durationMillis`): `initialValue + 1` when
  /// `nil`.
  ///
  /// - Throws: ``SpecError`` naming the keyframe that cannot start from `initialValue` (a
  ///   motion that overflows, a spring keyframe of duration 0).
  public func keyframeAnimation(from initialValue: Double, to target: Double? = nil)
    throws(SpecError) -> Animation?
  {
    guard case .keyframes(let spec) = storage else { return nil }
    return try spec.animationSpec(from: initialValue, to: target).animation
  }

  /// A sampler of the motion from `from`: to `to` for an animation or a targeted model (a
  /// change of 1 when `to` is `nil` for an animation); for a released model or a keyframe
  /// track, which end where they will, `to` must be `nil` — except a track that ends at its
  /// animation's target (Compose's `keyframes` without a keyframe at `durationMillis`), which
  /// ends at `to` (`from + 1` when `nil`).
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The target, for the motions that have one.
  ///   - velocity: The initial velocity, in units per second: honoured by springs and physics,
  ///     refused elsewhere unless 0.
  ///   - engine: How springs are evaluated (``SpringEngine/exact`` by default).
  ///   - platform: Whose evaluator renders the animation's cubic Bezier curves
  ///     (``PlatformEngine/rendering(_:)``; exact by default). Physics models are not changed.
  /// - Throws: ``MotionError`` naming the argument that does not apply.
  public func sampler(
    from: Double, to: Double? = nil, velocity: Double = 0, engine: SpringEngine = .exact,
    platform: PlatformEngine = .exact
  ) throws(MotionError) -> MotionSampler {
    guard from.isFinite else { throw .notFinite(argument: "from", value: from) }
    if let to, !to.isFinite { throw .notFinite(argument: "to", value: to) }
    guard velocity.isFinite else { throw .notFinite(argument: "velocity", value: velocity) }
    switch storage {
    case .animation(let spec):
      let to = to ?? from + 1
      guard (to - from).isFinite else { throw .changeOverflows(from: from, to: to) }
      if velocity != 0 {
        guard case .spring = spec.animation.innermost.kind else {
          throw .velocityDoesNotApply(source)
        }
      }
      return MotionSampler(
        .animation(
          SpecSampler(
            animation: platform.rendering(spec.animation), from: from, to: to,
            initialVelocity: velocity, engine: engine)),
        duration: spec.animation.duration(for: to - from))
    case .keyframes(let spec):
      guard to == nil || spec.endsAtTarget else {
        throw .targetDoesNotApply(source, reason: .keyframes)
      }
      guard velocity == 0 else { throw .velocityDoesNotApply(source) }
      let animation: Animation
      do {
        animation = try spec.animationSpec(from: from, to: to).animation
      } catch {
        throw .keyframes(error)
      }
      return MotionSampler(
        .animation(
          SpecSampler(animation: platform.rendering(animation), from: 0, to: 1, engine: engine)),
        duration: animation.keyframeTimes.last)
    case .physics(let spec):
      guard spec.release == nil else { throw .releaseIsWritten(source) }
      if !spec.hasTarget, to != nil { throw .targetDoesNotApply(source, reason: .released) }
      guard spec.hasTarget == false || to != nil else { throw .targetRequired(source) }
      let release = PhysicsSpec.Release(from: from, to: to ?? from, velocity: velocity)
      return MotionSampler(
        .physics(spec, release),
        duration: spec.span(from: release.from, to: release.to, velocity: velocity))
    }
  }

  /// Whether the spec writes its own start, end and velocity, as Flutter's simulations do
  /// (`SpringSimulation(SpringDescription(…), 0, 300, 0)`, `FrictionSimulation(0.3, 100, 400)`):
  /// sample it with ``sampler(engine:)``, in the units of its own arguments.
  public var carriesItsRelease: Bool {
    if case .physics(let spec) = storage { return spec.release != nil }
    return false
  }

  /// A sampler of a motion that writes its own start, end and velocity (see
  /// ``carriesItsRelease``): values and velocities in the units of its arguments, as the
  /// ecosystem's own `x(t)` and `dx(t)`.
  ///
  /// - Throws: ``MotionError/targetRequired(_:)`` when the motion does not write them.
  public func sampler(engine: SpringEngine = .exact) throws(MotionError) -> MotionSampler {
    guard case .physics(let spec) = storage, let release = spec.release else {
      throw .targetRequired(source)
    }
    return MotionSampler(
      .physics(spec, release),
      duration: spec.span(from: release.from, to: release.to, velocity: release.velocity))
  }

  /// The motion as paste-ready code for `target`: exact where the target can express it,
  /// otherwise the fewest-stop piecewise-linear approximation within `tolerance`, in the
  /// target's own form, with a first-line comment stating its maximum error — exactly what
  /// `kinetic export SPEC --to TARGET` prints. A keyframe track is exported from 0, its values
  /// as fractions of the change.
  ///
  /// - Parameters:
  ///   - target: The ecosystem to write code for.
  ///   - tolerance: The largest error of an approximation, as a fraction of the change, in
  ///     1e-7...1.
  ///   - duration: Seconds to approximate over, at most 1,000,000; needed when the motion never
  ///     ends.
  /// - Throws: ``ExportError`` when the motion cannot be written (it never ends and no
  ///   `duration` was given, a tolerance out of range) and ``SpecError`` when it is a physics
  ///   model, which no target animates.
  #if hasFeature(Embedded)
    // Embedded Swift (the WebAssembly build) has no `any Error`: one error type, a physics
    // model's spec error carried as its message.
    public func exported(
      to target: ExportTarget, tolerance: Double = 0.001, duration: Double? = nil
    ) throws(ExportError) -> ExportedCode {
      let spec = try exportable(tolerance: tolerance, duration: duration)
      return try Self.exported(spec, to: target, tolerance: tolerance, duration: duration)
    }
  #else
    public func exported(
      to target: ExportTarget, tolerance: Double = 0.001, duration: Double? = nil
    ) throws -> ExportedCode {
      try Self.checkExport(tolerance: tolerance, duration: duration)
      return try Self.exported(
        try exportedSpec(), to: target, tolerance: tolerance, duration: duration)
    }
  #endif

  /// The motion as code for each of `targets`, in order: what ``exported(to:tolerance:duration:)``
  /// writes for each, or why it cannot. One exporter writes them all, so the targets that write
  /// the same approximation (CSS, WAAPI, GSAP, … for a spring) compute it once.
  ///
  /// - Throws: ``ExportError`` for a tolerance or duration out of range, or a physics model,
  ///   which no target animates (its message is the spec error's).
  public func exported(
    to targets: [ExportTarget], tolerance: Double = 0.001, duration: Double? = nil
  ) throws(ExportError) -> [Result<ExportedCode, ExportError>] {
    try exported(to: targets, tolerance: tolerance, duration: duration, sharing: nil)
  }

  /// ``exported(to:tolerance:duration:)`` for several targets, sharing the work about the
  /// animation with the other motions exported with `sharing` (see ``ExportSharing``).
  package func exported(
    to targets: [ExportTarget], tolerance: Double = 0.001, duration: Double? = nil,
    sharing: ExportSharing?
  ) throws(ExportError) -> [Result<ExportedCode, ExportError>] {
    let spec = try exportable(tolerance: tolerance, duration: duration)
    let exporter = Exporter(
      spec: spec, tolerance: tolerance, duration: duration, sharing: sharing)
    var results: [Result<ExportedCode, ExportError>] = []
    for target in targets {
      do throws(ExportError) {
        results.append(.success(ExportedCode(target: target, text: try exporter.code(for: target))))
      } catch {
        results.append(.failure(error))
      }
    }
    return results
  }

  /// The spec to export once the tolerance and duration are checked, a physics model's spec
  /// error carried as an ``ExportError``'s message (one error type, as Embedded Swift needs).
  private func exportable(tolerance: Double, duration: Double?) throws(ExportError)
    -> AnimationSpec
  {
    try Self.checkExport(tolerance: tolerance, duration: duration)
    do {
      return try exportedSpec()
    } catch {
      throw ExportError(error.description)
    }
  }

  /// Refuses a tolerance or duration ``exported(to:tolerance:duration:)`` cannot use.
  private static func checkExport(tolerance: Double, duration: Double?) throws(ExportError) {
    guard tolerance >= 1e-7, tolerance <= 1 else {
      throw ExportError("the tolerance \(tolerance) is outside 1e-7...1")
    }
    if let duration, !(duration > 0 && duration <= 1e6) {
      throw ExportError("the duration \(duration) is outside (0, 1000000] seconds")
    }
  }

  /// `spec` as code for `target`.
  private static func exported(
    _ spec: AnimationSpec, to target: ExportTarget, tolerance: Double, duration: Double?
  ) throws(ExportError) -> ExportedCode {
    let exporter = Exporter(spec: spec, tolerance: tolerance, duration: duration)
    return ExportedCode(target: target, text: try exporter.code(for: target))
  }

  /// The animation `kinetic export` writes: the spec itself, a keyframe track from 0, and for
  /// a physics model the error the animation forms give.
  package func exportedSpec() throws(SpecError) -> AnimationSpec {
    switch storage {
    case .animation(let spec): return spec
    case .keyframes(let spec): return try spec.animationSpec(from: 0)
    case .physics: return try AnimationSpec.parse(source)
    }
  }
}
