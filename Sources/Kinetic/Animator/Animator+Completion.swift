extension Animator {
  /// When the animator comes to rest if no further command arrives: the first time from which
  /// ``isComplete(at:)`` holds, in seconds; `nil` when it never does (a `repeatForever` or
  /// undamped spring, a pause with animations pending, or a ``CustomAnimation`` that does not
  /// report its duration).
  ///
  /// Lets a renderer, a plot or the CLI know how long to sample. For an animator at rest it is
  /// the time of the last command (or −∞ before any).
  public var completionTime: Double? {
    let segment = segments[segments.count - 1]
    let piece = segment.pieces[segment.pieces.count - 1]
    if segment.direction < 0 {
      // Backwards towards the origin, at rate −1 unless paused.
      if segment.tau <= segment.origin { return segment.start }
      return segment.isPaused ? nil : segment.start + (segment.tau - segment.origin)
    }
    // Forward: the last run to finish, in animation time.
    var end = -Double.infinity
    for run in piece.runs {
      let length = run.sampler.removalTime
      guard let length, length.isFinite else { return nil }
      end = max(end, run.start + length)
    }
    if end <= segment.tau { return segment.start }
    return segment.isPaused ? nil : segment.start + (end - segment.tau)
  }
}
