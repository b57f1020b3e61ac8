extension Animator {
  /// Forgets what the animator showed before `time`, to bound its memory: from then on, queries
  /// for earlier times answer as at `time`, commands for earlier times act at `time`, and
  /// ``reverse(at:)`` retraces the path back to `time` at the earliest.
  ///
  /// Every command adds a segment (and a retarget a piece of the current motion), all kept so
  /// that queries are pure functions of time and a reverse can retrace the whole motion. An
  /// animator that lives long, or is retargeted again and again without coming to rest, should
  /// have its history discarded now and then, e.g. before each retarget, up to the earliest time
  /// the caller may still ask about. Answers for times at or after `time` do not change.
  ///
  /// - Complexity: O(s + p) for the s segments and p pieces kept.
  // Pre-specialised for scalars: unspecialised, the generic metadata lookups of a retarget cost
  // more than the frame of many running animators (AnimatorSuite benchmark).
  @_specialize(exported:true,where Value == Double)
  public mutating func discardHistory(before time: Double) {
    guard time.isFinite, time > historyStart else { return }
    let first = segmentIndex(at: time)
    var kept = Array(segments[first...])
    // The lowest animation time any kept segment reaches at or after `time`: τ runs forward or
    // stands still except in reversed segments, which may reach their origin.
    var lowest = Self.animationTime(kept[0], at: time)
    for (j, segment) in kept.enumerated() {
      let start = j == 0 ? time : segment.start
      let startTau = Self.animationTime(segment, at: start)
      lowest = min(lowest, startTau)
      if segment.rate < 0 {
        let reached =
          j + 1 < kept.count ? Self.animationTime(segment, at: kept[j + 1].start) : segment.origin
        lowest = min(lowest, reached)
      }
    }
    var isTrimmed = first > 0
    for j in kept.indices {
      let drop = Self.pieceIndex(kept[j].pieces, at: lowest)
      if drop > 0 {
        kept[j].pieces.removeFirst(drop)
        isTrimmed = true
      }
      if kept[j].origin < lowest {
        kept[j].origin = lowest
        isTrimmed = true
      }
    }
    if !isTrimmed && isKnownUniquelyReferenced(&storage) {
      // Nothing to forget but the horizon itself: no need for a new storage.
      storage.header.historyStart = time
    } else {
      // One new storage for both changes (assigning each would build it twice).
      storage = Self.makeStorage(segments: kept, historyStart: time)
    }
  }
}
