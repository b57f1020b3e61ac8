extension Animator {
  /// From `time` on, the custom animations still running read `environment` through
  /// ``AnimationContext/environment``: the view's environment changed while its value was
  /// animating.
  ///
  /// SwiftUI hands a custom animation "the current environment of the view" (Apple,
  /// `AnimationContext.environment`; OpenSwiftUI `AnimationContext.swift` reads the view's
  /// environment attribute at each call), so a change of environment reaches a running
  /// animation on the next frame, as in Apple's `PausableAnimation` example. Kinetic's queries
  /// are functions of time: before `time` the animations read the environment they had, from
  /// `time` on the new one, and each keeps the state it was started with. Built-in animations
  /// read no environment, so an animator running none but them is left as it is (no command is
  /// recorded), as is one at rest.
  ///
  /// - Parameters:
  ///   - environment: The view's environment from `time` on.
  ///   - time: When it changed, in seconds; a non-finite time is ignored.
  ///
  /// - Complexity: O(r + p) for the r running animations and p pieces of the current motion.
  public mutating func setEnvironment(_ environment: EnvironmentValues, at time: Double) {
    guard time.isFinite else { return }
    let time = max(time, historyStart)
    let (segment, tau, piece) = locate(time)
    var runs: [Run] = []
    var replaced = false
    for index in piece.runs.indices {
      let run = piece.runs[index]
      guard run.kernel == nil, case .custom = run.sampler.core,
        !run.sampler.sample(at: tau - run.start).isFinished
      else {
        runs.append(run)
        continue
      }
      var context = run.sampler.context
      context.environmentValues = environment
      var updated = Run(
        animation: run.animation, start: run.start,
        sampler: AnimationSampler(
          change: run.sampler.change, initialVelocity: run.sampler.initialVelocity,
          removalTime: run.sampler.removalTime, layers: run.sampler.layers,
          core: run.sampler.core, state: context))
      updated.elapsedAtStart = run.elapsedAtStart
      runs.append(updated)
      replaced = true
    }
    guard replaced else { return }
    discardSegments(after: time)
    // The current piece again, from its own start, shadowing the one it replaces (lookups take
    // the last piece starting at or before a time), so the runs keep their clocks.
    var pieces = segment.pieces.prefix(count: Self.pieceIndex(segment.pieces, at: tau) + 1)
    pieces.append(
      Piece(start: piece.start, base: piece.base, runs: RunList(runs), target: piece.target))
    segments.append(
      Segment(
        start: time, tau: tau, rate: segment.rate, direction: segment.direction,
        isPaused: segment.isPaused, origin: segment.origin, pieces: pieces))
    trimHistoryIfNeeded()
  }
}
