extension Animator {
  /// The single running timing-curve animation of `piece` and its duration, if that is what
  /// runs.
  static func scrubbableRun(_ piece: Piece) -> (run: Run, duration: Double)? {
    guard piece.runs.count == 1, case .timingCurve(_, let duration) = piece.runs[0].animation.kind,
      duration > 0
    else { return nil }
    return (piece.runs[0], duration)
  }

  /// How far through its duration the animation is at `time`, in `0...1`, when exactly one
  /// timing-curve animation is running (UIViewPropertyAnimator's `fractionComplete`); `nil`
  /// otherwise (springs, several animations, at rest before the first command).
  ///
  /// This is the fraction of *time*; the fraction of the change is `curve.value(at:)` of it.
  public func fractionComplete(at time: Double) -> Double? {
    let (_, tau, piece) = locate(time)
    guard let (run, duration) = Self.scrubbableRun(piece) else { return nil }
    return min(max((tau - run.start) / duration, 0), 1)
  }

  /// Pauses at `time` with the single running timing-curve animation positioned at
  /// `fractionComplete` of its duration: the value becomes start + change·curve(fraction), as
  /// UIViewPropertyAnimator does with `scrubsLinearly` off.
  ///
  /// ``resume(at:)`` continues from there; ``reverse(at:)`` heads back to the animation's start
  /// value, which becomes the origin of the motion.
  ///
  /// - Throws: ``AnimatorError/invalidFractionComplete(_:)`` for a fraction outside `0...1`;
  ///   ``AnimatorError/notScrubbable(time:found:)`` unless exactly one timing-curve animation
  ///   with a positive duration is running at `time`.
  public mutating func scrub(toFractionComplete fraction: Double, at time: Double)
    throws(AnimatorError)
  {
    guard fraction.isFinite, (0...1).contains(fraction) else {
      throw .invalidFractionComplete(fraction)
    }
    guard time.isFinite else { throw .notScrubbable(time: time, found: "a non-finite time") }
    let time = commandTime(time)
    let (segment, tau, piece) = locate(time)
    guard let (run, duration) = Self.scrubbableRun(piece) else {
      let found =
        piece.runs.isEmpty
        ? "no animation" : piece.runs.map { "\($0.animation)" }.joined(separator: ", ")
      throw .notScrubbable(time: time, found: found)
    }
    let start = tau - fraction * duration
    var kept = 0
    while kept < segment.pieces.count && segment.pieces[kept].start < start { kept += 1 }
    // Only the pieces before the scrubbed start stay under it. There may be none: after
    // `discardHistory(before:)` the first kept piece can start after it, and keeping that piece
    // anyway put it in front of the new one, out of order (the animator fuzz target's finding).
    // The segment needs nothing before `start`, where reversed playback stops.
    var pieces = segment.pieces.prefix(count: kept)
    var moved = run
    moved.start = start
    pieces.append(Piece(start: start, base: piece.base, runs: [moved], target: piece.target))
    segments.append(
      Segment(
        start: time, tau: tau, rate: 0, direction: segment.direction, isPaused: true, origin: start,
        pieces: pieces))
    trimHistoryIfNeeded()
  }
}
