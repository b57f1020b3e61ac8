extension Animator {
  /// Pauses at `time`: the presented value holds still (velocity zero) until ``resume(at:)``.
  ///
  /// Animation time stops, so after resuming at t₂ the motion continues exactly as it would have
  /// from the pause time t₁, shifted by t₂ − t₁: value(t) = unpaused value(t − (t₂ − t₁)), with
  /// no jump. Pausing a paused animator does nothing.
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func pause(at time: Double) {
    guard time.isFinite else { return }
    let time = commandTime(time)
    var segment = segments[segmentIndex(at: time)]
    guard !segment.isPaused else { return }
    segment.tau = Self.animationTime(segment, at: time)
    segment.start = time
    segment.rate = 0
    segment.isPaused = true
    segments.append(segment)
    trimHistoryIfNeeded()
  }

  /// Resumes a paused animator at `time`, in the direction it was playing. Resuming an animator
  /// that is not paused does nothing.
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func resume(at time: Double) {
    guard time.isFinite else { return }
    let time = commandTime(time)
    var segment = segments[segmentIndex(at: time)]
    guard segment.isPaused else { return }
    segment.start = time
    segment.rate = segment.direction
    segment.isPaused = false
    segments.append(segment)
    trimHistoryIfNeeded()
  }
}
