extension Animator {
  /// Reverses playback at `time` (UIViewPropertyAnimator's `isReversed`): the presented value
  /// retraces the path it has shown, back to where the current motion began.
  ///
  /// If the animator has been playing forward, without pauses, since the motion began at t₀,
  /// then for 0 ≤ s ≤ T − t₀, with T = `time`,
  ///
  ///     value(T + s) = value(T − s),   velocity(T + s) = −velocity(T − s),
  ///
  /// and from 2T − t₀ on the animator rests at the origin, value(t₀), which becomes the model
  /// value. (Paused intervals are skipped, not replayed.) Reversing again plays forward along
  /// the original path towards the original target. While paused, this only flips the direction
  /// that ``resume(at:)`` will play in. At rest, there is nothing to retrace and nothing happens.
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func reverse(at time: Double) {
    guard time.isFinite else { return }
    let time = commandTime(time)
    guard !isComplete(at: time) else { return }
    var segment = segments[segmentIndex(at: time)]
    segment.tau = Self.animationTime(segment, at: time)
    segment.start = time
    segment.direction = -segment.direction
    segment.rate = segment.isPaused ? 0 : segment.direction
    segments.append(segment)
    trimHistoryIfNeeded()
  }
}
