extension Animator {
  /// Animates the model value to `target` with `animation`, starting at `time`.
  ///
  /// If the animator is at rest the animation simply starts from the presented value. Otherwise
  /// `policy` says how it combines with the running animations (see ``RetargetPolicy``).
  ///
  /// A paused animator resumes (the running animations continue from where they were paused). While
  /// reversed, the backward playback is not an animation that can keep its delta, so `additive`
  /// (and `automatic` choosing it) merges instead, carrying the presented velocity (reverse is
  /// Kinetic's, so SwiftUI's hand-over rule does not apply); afterwards playback is forward.
  ///
  /// - Parameters:
  ///   - target: The new model value; a non-finite target is ignored.
  ///   - animation: How to get there.
  ///   - time: When, in seconds; a non-finite time is ignored.
  ///   - policy: How to combine with running animations.
  ///   - engine: How the springs SwiftUI integrates (`spring`, `smooth`, `snappy`, `bouncy`,
  ///     `interactiveSpring`) run: ``SpringEngine/exact``, the closed form (the default), or
  ///     ``SpringEngine/swiftui``, SwiftUI's fixed-step integrator with its completion rules
  ///     (see <doc:SwiftUIFidelity>). Merging, blending and the velocity handed over follow the
  ///     same rules with either; the engine applies to the animation this command starts (a
  ///     running one keeps the engine it started with).
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func animate(
    to target: Value, with animation: Animation, at time: Double,
    policy: RetargetPolicy = .automatic, engine: SpringEngine = .exact
  ) {
    animate(
      to: target, with: animation, at: time, policy: policy, engine: engine,
      environment: EnvironmentValues())
  }

  /// Animates the model value to `target` with `animation`, starting at `time`, for a view
  /// whose environment is `environment`: as ``animate(to:with:at:policy:engine:)``, with the
  /// animation's custom animations reading `environment` through
  /// ``AnimationContext/environment`` (the animations already running keep theirs; see
  /// ``setEnvironment(_:at:)``).
  @_specialize(exported:true,where Value == Double)
  public mutating func animate(
    to target: Value, with animation: Animation, at time: Double, policy: RetargetPolicy,
    engine: SpringEngine, environment: EnvironmentValues
  ) {
    guard time.isFinite, target.euclideanNorm.isFinite else { return }
    let time = commandTime(time)
    let (segment, tau, piece) = locate(time)
    // value(at:), isComplete(at:) and velocity(at:) without locating again, each run sampled
    // once.
    let reading = Self.reading(of: piece, at: tau)
    let presented = reading.value
    let wasComplete = segment.direction < 0 ? tau <= segment.origin : reading.isFinished
    let previous = reading.lastRunning.map { piece.runs[$0] }

    var pieces: PieceList
    var origin = segment.origin
    var newPiece: Piece
    if wasComplete {
      // A new motion: forget the pieces of the last one; reverse stops here.
      origin = tau
      pieces = PieceList([Piece(start: -.infinity, base: presented, runs: [], target: presented)])
      newPiece = Self.piece(
        animation, at: tau, from: presented, to: target, velocity: .zero, engine: engine,
        environment: environment)
    } else {
      // The motion so far, shared with the earlier segments (a piece that starts at `tau`
      // too stays, shadowed by the new one: lookups take the last piece starting at or before
      // a time).
      pieces = segment.pieces.prefix(count: Self.pieceIndex(segment.pieces, at: tau) + 1)
      let presentedVelocity =
        segment.rate == 0 || (segment.rate < 0 && tau <= segment.origin)
        ? Value.zero : reading.velocity.scaled(by: segment.rate)
      var resolved = resolve(
        policy, animation: animation, previous: previous, piece: piece, tau: tau, target: target)
      if resolved == .additive && segment.direction < 0 { resolved = .merge }
      switch resolved {
      case .additive:
        // Finished runs are folded into the base so that the list stays short.
        var folded = Self.foldingFinishedRuns(of: piece, at: tau, onto: piece.base)
        guard folded.runs.count < Self.additiveLimit else {
          // As many contributions run as the limit allows: merge instead (see
          // `additiveLimit`).
          newPiece = Self.piece(
            animation, at: tau, from: presented, to: target, velocity: presentedVelocity,
            engine: engine, environment: environment)
          break
        }
        folded.runs.append(
          Self.makeRun(
            animation, start: tau, change: target - piece.target, velocity: .zero,
            engine: engine, environment: environment))
        newPiece = Piece(start: tau, base: folded.base, runs: folded.runs, target: target)
      case .restart:
        newPiece = Self.piece(
          animation, at: tau, from: presented, to: target, velocity: .zero, engine: engine,
          environment: environment)
      case .matched:
        let matched = Self.matchedAnimation(
          animation, change: target - presented, velocity: presentedVelocity)
        newPiece = Self.piece(
          matched ?? animation, at: tau, from: presented, to: target,
          velocity: matched == nil ? presentedVelocity : .zero, engine: engine,
          environment: environment)
      // SwiftUI's hand-over for SwiftUI's rule; backward playback is Kinetic's own (SwiftUI
      // has no reverse) and keeps the smoother hand-over.
      case .merge where policy == .automatic && segment.direction > 0:
        // A repetition merging into the same repetition keeps counting passes.
        if let repetition = Self.swiftUIMergedRepetition(
          animation, into: piece, at: tau, target: target, presented: presented, engine: engine,
          environment: environment)
        {
          newPiece = repetition
          break
        }
        newPiece = Piece(
          start: tau, base: presented,
          runs: [
            Self.swiftUIMergedRun(
              animation, into: piece, previous: previous, at: tau, change: target - presented,
              presentedVelocity: presentedVelocity, engine: engine, environment: environment)
          ],
          target: target)
      case .merge, .automatic:
        newPiece = Self.piece(
          animation, at: tau, from: presented, to: target, velocity: presentedVelocity,
          engine: engine, environment: environment)
      }
    }
    pieces.append(newPiece)
    segments.append(
      Segment(
        start: time, tau: tau, rate: 1, direction: 1, isPaused: false, origin: origin,
        pieces: pieces))
    trimHistoryIfNeeded()
  }

  /// A piece from `tau` on whose one run animates from the presentation value `presented` to
  /// `target` with `animation`, starting with `velocity`: what every retarget that does not add
  /// to the running runs starts.
  static func piece(
    _ animation: Animation, at tau: Double, from presented: Value, to target: Value,
    velocity: Value, engine: SpringEngine, environment: EnvironmentValues
  ) -> Piece {
    Piece(
      start: tau, base: presented,
      runs: [
        makeRun(
          animation, start: tau, change: target - presented, velocity: velocity, engine: engine,
          environment: environment)
      ],
      target: target)
  }

  /// The policy `policy` stands for here: `automatic` asks the new animation whether it merges
  /// with `previous`, the most recent running animation of `piece` (`nil`: none is running).
  func resolve(
    _ policy: RetargetPolicy, animation: Animation, previous: Run?, piece: Piece, tau: Double,
    target: Value
  )
    -> RetargetPolicy
  {
    guard policy == .automatic else { return policy }
    guard let previous else { return .merge }
    var context = previous.sampler.context
    let merges = animation.shouldMerge(
      previous: previous.animation, value: target - piece.target, time: tau - previous.start,
      context: &context)
    return merges ? .merge : .additive
  }

  /// The run of `animation` merging, by SwiftUI's rule, into `piece` (whose most recent running
  /// run is `previous`) at animation time `tau`: from the presentation value, animating
  /// `change`, with the velocity SwiftUI hands over.
  ///
  /// SwiftUI's merging spring takes `previous.velocity(…)` from the animation it merges into,
  /// else the spring state left in the shared context (OpenSwiftUI `FluidSpringAnimation.swift`,
  /// `shouldMerge`): a bare merging spring (and a custom animation that reports one, and
  /// Kinetic's decay) gives its velocity; a delayed, sped-up or repeated spring gives its base
  /// spring's state velocity, in base time and, in a mirrored return pass, the forward direction
  /// (``AnimationSampler/baseVelocity(at:)``); a timing curve, `interpolatingSpring` and an
  /// additive combination of several give none, so the spring starts from rest. Merging through equal modifiers (`.spring.speed(2)` into
  /// `.spring.speed(2)`) compares the bases, which hand velocity as above; the merged
  /// animation's time keeps counting from the first start (OpenSwiftUI `AnimatableAttribute.swift`,
  /// `combine`), so what is left of a delay is all that is waited for.
  static func swiftUIMergedRun(
    _ animation: Animation, into piece: Piece, previous: Run?, at tau: Double, change: Value,
    presentedVelocity: Value, engine: SpringEngine = .exact,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> Run {
    guard let previous else {
      return makeRun(
        animation, start: tau, change: change, velocity: .zero, engine: engine,
        environment: environment)
    }
    let elapsed = previous.elapsedAtStart + (tau - previous.start)
    // The bases under the modifiers the two share (equal, or the merge would not happen).
    var new = animation
    var old = previous.animation
    var isPairwise = true
    while new.isModified && old.isModified {
      switch (new.kind, old.kind) {
      case (.delay(_, let a), .delay(_, let b)), (.speed(_, let a), .speed(_, let b)),
        (.repeating(_, _, let a), .repeating(_, _, let b)),
        (.alternating(_, let a), .alternating(_, let b)),
        (.logicallyComplete(_, let a), .logicallyComplete(_, let b)):
        (new, old) = (a, b)
      default:
        isPairwise = false
      }
      if !isPairwise { break }
    }
    var velocity = Value.zero
    // SwiftUI blends the response over the new spring's blendDuration when it merges into a
    // bare merging spring of another response (`FluidSpringAnimation.shouldMerge`).
    var blendFrom: Double?
    if piece.runs.count == 1, !old.isModified, case .spring(let oldSpring) = old.resolved.kind,
      oldSpring.merges, case .spring(let newSpring) = new.resolved.kind, newSpring.merges,
      newSpring.blendDuration > 0, oldSpring.spring.response != newSpring.spring.response
    {
      blendFrom = oldSpring.spring.response
    }
    if piece.runs.count == 1 && old.isModified && !new.isModified {
      // A bare spring merging into a modified one takes the base spring's own velocity, in
      // its own time and forward direction (see `AnimationSampler.baseVelocity(at:)`): in a
      // mirrored return pass, against the motion on screen.
      if case .spring(let spring) = old.innermost.kind, spring.merges {
        velocity = previous.sampler.baseVelocity(at: tau - previous.start)
      }
    } else if piece.runs.count == 1 {
      switch old.resolved.kind {
      case .spring(let spring) where spring.merges:
        // Through shared modifiers the merged run restarts them and its sampler takes the
        // velocity on screen into the base's time: C1. (A repetition merging into the same
        // repetition keeps counting passes instead: `swiftUIMergedRepetition`; this covers
        // the cases it leaves, e.g. a repetition under another modifier or merged twice.)
        velocity = presentedVelocity
      case .decay:
        // Kinetic's own kind (SwiftUI has no decay): a fling hands over its exact velocity,
        // so a spring catching it is C1.
        velocity = presentedVelocity
      case .custom(let custom) where !previous.animation.isModified:
        var context = previous.sampler.context
        _ = previous.sampler.sample(at: tau - previous.start, context: &context)
        velocity =
          custom.velocity(value: previous.change, time: tau - previous.start, context: context)
          ?? .zero
      default:
        break
      }
    }
    var run = makeRun(
      animation.isModified ? animation.continued(after: elapsed) : animation, start: tau,
      change: change, velocity: velocity, blendingFrom: blendFrom, engine: engine,
      environment: environment)
    run.animation = animation
    run.elapsedAtStart = animation.isModified ? elapsed : 0
    return run
  }

  /// A run of `animation` from `start`, with `velocity` carried in, its merging springs run
  /// by `engine`, its custom animations reading `environment`.
  ///
  /// A custom animation is primed by one call at time 0, so that state it computes once is
  /// kept in its context. A bare merging spring's SwiftUI removal is searched for only when
  /// a query needs it (``DeferredSpringCompletion``): a retarget usually comes first (issue 37).
  static func makeRun(
    _ animation: Animation, start: Double, change: Value, velocity: Value,
    blendingFrom previousResponse: Double? = nil, engine: SpringEngine = .exact,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> Run {
    var sampler = AnimationSampler(
      animation, change: change, initialVelocity: velocity,
      context: AnimationContext(environment: environment),
      engine: engine, blendingFrom: previousResponse, defersRemoval: true)
    let run = Run(animation: animation, start: start, sampler: sampler)
    // A run with a kernel is a built-in one: its core is not looked at (a copy of it).
    guard run.kernel == nil, case .custom = sampler.core else { return run }
    var context = sampler.context
    _ = sampler.sample(at: 0, context: &context)
    context.logicallyComplete = false
    sampler = AnimationSampler(
      change: sampler.change, initialVelocity: sampler.initialVelocity,
      removalTime: sampler.removalTime, layers: sampler.layers, core: sampler.core,
      state: context)
    return Run(animation: animation, start: start, sampler: sampler)
  }

  /// `piece`'s runs still running at animation time `tau`, and `base` plus the change of each
  /// finished one (folded in, so that a piece's run list stays short).
  ///
  /// When the finished runs are the first ones (or none), the runs kept are the rest of
  /// `piece`'s list, sharing its buffer, so that a run the caller appends costs O(1) (see
  /// ``RunList``); otherwise they are copied into a list of their own. Either way the base
  /// adds the changes in the runs' order, as ever.
  static func foldingFinishedRuns(of piece: Piece, at tau: Double, onto base: Value) -> (
    base: Value, runs: RunList
  ) {
    var base = base
    // How many runs at the front have finished, while every run before has; then the runs
    // kept, once a finished run follows a running one.
    var leading = 0
    var copied: [Run]?
    // Through the buffer: iterating the runs would copy each (through the sampler's value
    // witness), and only the runs kept need a copy.
    piece.runs.withUnsafeBufferPointer { old in
      for index in old.indices {
        let run = old.baseAddress! + index
        if Run.sample(run, at: tau).isFinished {
          base += run.pointee.sampler.change
          if index == leading {
            leading += 1
          } else if copied == nil {
            var kept = Array(old[leading..<index])
            kept.reserveCapacity(old.count - leading + 1)
            copied = kept
          }
        } else if copied != nil {
          copied!.append(run.pointee)
        }
      }
    }
    return (base, copied.map { RunList($0) } ?? piece.runs.dropping(first: leading))
  }
}
