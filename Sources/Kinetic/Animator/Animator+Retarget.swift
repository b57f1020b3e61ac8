extension Animator {
  /// Animates the model value to `target` with `animation`, starting at `time`.
  ///
  /// If the animator is at rest the animation simply starts from the presented value. Otherwise
  /// `policy` says how it combines with the running animations (see ``RetargetPolicy``).
  ///
  /// A paused animator resumes (the running animations continue from where they were paused). While
  /// reversed, the backward playback is not an animation that can keep its delta, so `additive`
  /// (and `automatic` choosing it) merges instead; afterwards playback is forward.
  ///
  /// - Parameters:
  ///   - target: The new model value; a non-finite target is ignored.
  ///   - animation: How to get there.
  ///   - time: When, in seconds; a non-finite time is ignored.
  ///   - policy: How to combine with running animations.
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func animate(
    to target: Value, with animation: Animation, at time: Double,
    policy: RetargetPolicy = .automatic
  ) {
    guard time.isFinite, target.magnitudeSquared.isFinite else { return }
    let time = max(time, historyStart)
    discardSegments(after: time)
    let (segment, tau, piece) = locate(time)
    let presented = Self.value(of: piece, at: tau)
    // isComplete(at:) without locating again.
    let wasComplete =
      segment.direction < 0 ? tau <= segment.origin : Self.isFinished(piece, at: tau)

    var pieces: [Piece]
    var origin = segment.origin
    var newPiece: Piece
    if wasComplete {
      // A new motion: forget the pieces of the last one; reverse stops here.
      origin = tau
      pieces = []
      pieces.reserveCapacity(2)
      pieces.append(Piece(start: -.infinity, base: presented, runs: [], target: presented))
      newPiece = Piece(
        start: tau, base: presented,
        runs: [Self.makeRun(animation, start: tau, change: target - presented, velocity: .zero)],
        target: target)
    } else {
      // One allocation, with room for the new piece.
      let kept = Self.pieceIndex(segment.pieces, at: tau)
      pieces = []
      pieces.reserveCapacity(kept + 2)
      pieces.append(contentsOf: segment.pieces[...kept])
      if pieces.count > 1 && pieces[pieces.count - 1].start == tau { pieces.removeLast() }
      // velocity(at:) without locating again.
      let presentedVelocity =
        segment.rate == 0 || (segment.rate < 0 && tau <= segment.origin)
        ? Value.zero : Self.velocity(of: piece, at: tau).scaled(by: segment.rate)
      var resolved = resolve(policy, animation: animation, piece: piece, tau: tau, target: target)
      if resolved == .additive && segment.direction < 0 { resolved = .merge }
      switch resolved {
      case .additive:
        // Finished runs are folded into the base so that the list stays short.
        var base = piece.base
        var runs: [Run] = []
        for run in piece.runs {
          if Self.offset(in: [run], at: 0, time: tau) == nil {
            base += run.change
          } else {
            runs.append(run)
          }
        }
        runs.append(
          Self.makeRun(animation, start: tau, change: target - piece.target, velocity: .zero))
        newPiece = Piece(start: tau, base: base, runs: runs, target: target)
      case .restart:
        newPiece = Piece(
          start: tau, base: presented,
          runs: [Self.makeRun(animation, start: tau, change: target - presented, velocity: .zero)],
          target: target)
      case .matched:
        let change = target - presented
        let matched = Self.matchedAnimation(animation, change: change, velocity: presentedVelocity)
        newPiece = Piece(
          start: tau, base: presented,
          runs: [
            Self.makeRun(
              matched ?? animation, start: tau, change: change,
              velocity: matched == nil ? presentedVelocity : .zero)
          ],
          target: target)
      case .merge, .automatic:
        newPiece = Piece(
          start: tau, base: presented,
          runs: [
            Self.makeRun(
              animation, start: tau, change: target - presented, velocity: presentedVelocity)
          ],
          target: target)
      }
    }
    pieces.append(newPiece)
    segments.append(
      Segment(
        start: time, tau: tau, rate: 1, direction: 1, isPaused: false, origin: origin,
        pieces: pieces))
  }

  /// The context `run`'s animation sees: its own, or for a run with a kernel, which keeps none,
  /// a fresh one carrying its velocity.
  static func context(of run: Run) -> AnimationContext<Value> {
    if case .general = run.kernel { return run.context }
    var context = AnimationContext<Value>()
    if run.carried != .zero { context.initialVelocity = run.carried }
    return context
  }

  /// The policy `policy` stands for here: `automatic` asks the new animation whether it merges
  /// with the most recent running animation.
  func resolve(
    _ policy: RetargetPolicy, animation: Animation, piece: Piece, tau: Double, target: Value
  )
    -> RetargetPolicy
  {
    guard policy == .automatic else { return policy }
    guard
      let previous = piece.runs.indices.last(where: {
        Self.offset(in: piece.runs, at: $0, time: tau) != nil
      }).map({ piece.runs[$0] })
    else {
      return .merge
    }
    // The built-in animations decide without a context: springs by `merges`, timing curves never.
    if let spring = animation.box.springAnimation { return spring.merges ? .merge : .additive }
    if animation.box.timingCurve != nil { return .additive }
    var context = Self.context(of: previous)
    let merges = animation.shouldMerge(
      previous: previous.animation, value: target - piece.target, time: tau - previous.start,
      context: &context)
    return merges ? .merge : .additive
  }

  /// A run of `animation` from `start`, with `velocity` carried in its context.
  ///
  /// Timing curves and springs get a closed-form kernel (``RunKernel``). Other animations are
  /// primed by one call at time 0, so that state they compute once is kept in the context.
  static func makeRun(_ animation: Animation, start: Double, change: Value, velocity: Value) -> Run
  {
    var context = AnimationContext<Value>()
    let carried = velocity != .zero && velocity.magnitudeSquared.isFinite ? velocity : .zero
    let kernel: RunKernel
    if let known = RunKernel.make(animation, change: change, carried: carried) {
      // The context is left empty (see `Run.context`): storing the velocity would allocate state
      // that the kernel never reads.
      kernel = known
    } else {
      if carried != .zero { context.initialVelocity = carried }
      _ = animation.animate(value: change, time: 0, context: &context)
      context.isLogicallyComplete = false
      kernel = .general
    }
    return Run(
      animation: animation, start: start, change: change, context: context, carried: carried,
      kernel: kernel)
  }
}
