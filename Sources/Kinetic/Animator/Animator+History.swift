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
    // At `historyStart` itself there may still be segments to forget: commands given at one
    // instant each add a segment of zero length, which no query or reverse can reach.
    guard time.isFinite, time >= historyStart else { return }
    let first = segmentIndex(at: time)
    // Decide what to forget before changing anything: usually nothing but the horizon, or the
    // previous motion's segment and pieces, and those are removed in place (a retargeting
    // renderer calls this once per retarget).
    let (lowest, isTrimmed) = storage.withUnsafeMutablePointerToHeader { header in
      Self.trimmedHistory(header.pointee.segments, from: first, at: time)
    }
    guard isKnownUniquelyReferenced(&storage) else {
      var kept = segments
      Self.forget(&kept, before: first, lowest: lowest)
      Self.store(segments: kept, historyStart: time, in: &storage)
      return
    }
    storage.withUnsafeMutablePointerToHeader { header in
      header.pointee.historyStart = time
      // Nothing to forget but the horizon itself: no need to touch the segments.
      guard isTrimmed else { return }
      // Forgetting keeps the last segment's clock and last piece, so the hot runs stay as they
      // are and only the origin can move: the segments are changed in place (a retargeting
      // renderer calls this once per retarget, and rebuilding the hot runs cost about as much
      // as the rest of it).
      Self.forget(&header.pointee.segments, before: first, lowest: lowest)
      header.pointee.present.origin =
        header.pointee.segments[header.pointee.segments.count - 1].origin
    }
  }

  /// Removes the segments before index `first` and, from the others, the pieces that end
  /// before animation time `lowest`, raising their origins to it.
  static func forget(_ segments: inout [Segment], before first: Int, lowest: Double) {
    segments.removeFirst(first)
    for j in segments.indices {
      let drop = Self.pieceIndex(segments[j].pieces, at: lowest)
      if drop > 0 { segments[j].pieces.removeFirst(count: drop) }
      if segments[j].origin < lowest { segments[j].origin = lowest }
    }
    Self.compactPieces(&segments)
  }

  /// How many commands an animator remembers by default: once it holds twice as many
  /// segments, it forgets what it showed before the `historyLimit`-th most recent command
  /// (``discardHistory(before:)`` at that command's time).
  ///
  /// The policy: queries for earlier times then answer as at that time, and a reverse retraces
  /// the path back to it at the earliest. Every answer about the last `historyLimit` commands
  /// and the future is unchanged, so a renderer (which asks about the present) never notices;
  /// memory stays proportional to the limit, and a command costs O(1) amortised, however long
  /// the animator lives (16,000 retargets during a drag are as cheap as the first 1,000).
  public static var historyLimit: Int { 1_000 }

  /// How many additive contributions may run at once: an additive retarget (``RetargetPolicy/additive``,
  /// or ``RetargetPolicy/automatic`` choosing it) that finds this many still running merges
  /// instead (``RetargetPolicy/merge``: from the presented value and velocity to the new
  /// target), so the motion stays continuous and reaches the target.
  ///
  /// The policy: each running contribution is sampled by every query and every command, so
  /// without a limit retargets faster than the animations finish (8,000 at one instant) made
  /// each command, and the memory, grow with all those before it. A 120 Hz drag of 1 s curves
  /// runs about 120 at once, far below the limit, and is unchanged bit for bit.
  public static var additiveLimit: Int { 1_000 }

  /// Forgets history beyond ``historyLimit`` once twice as many segments are held.
  mutating func trimHistoryIfNeeded() {
    // Read in place: a copy of the segments held across the call would make it copy them.
    let horizon = storage.withUnsafeMutablePointerToHeader { header -> Double? in
      let count = header.pointee.segments.count
      guard count > 2 * Self.historyLimit else { return nil }
      return header.pointee.segments[count - Self.historyLimit].start
    }
    guard let horizon else { return }
    discardHistory(before: horizon)
  }

  /// Copies the live pieces of a buffer into a new one once most of it has been forgotten,
  /// so that forgetting history frees memory; the segments that shared it are rebased.
  static func compactPieces(_ segments: inout [Segment]) {
    // A buffer is copied only when every segment sharing it has mostly forgotten it
    // (`SharedList.isMostlyForgotten`), so one segment short of that rules its buffer out;
    // usually every segment is, and no table need be built.
    let worthCompacting = segments.contains { segment in
      PieceList.isMostlyForgotten(
        lowerBound: segment.pieces.bounds.lowerBound, count: segment.pieces.buffer.elements.count)
    }
    guard worthCompacting else { return }
    var live: [ObjectIdentifier: Range<Int>] = [:]
    for segment in segments {
      let id = ObjectIdentifier(segment.pieces.buffer)
      let bounds = segment.pieces.bounds
      live[id] =
        live[id].map {
          min($0.lowerBound, bounds.lowerBound)..<max($0.upperBound, bounds.upperBound)
        } ?? bounds
    }
    var replacements: [ObjectIdentifier: PieceList.Buffer] = [:]
    for j in segments.indices {
      let buffer = segments[j].pieces.buffer
      let id = ObjectIdentifier(buffer)
      guard let range = live[id],
        PieceList.isMostlyForgotten(lowerBound: range.lowerBound, count: buffer.elements.count)
      else { continue }
      let replacement =
        replacements[id] ?? PieceList.Buffer(Array(buffer.elements[range]))
      replacements[id] = replacement
      let bounds = segments[j].pieces.bounds
      segments[j].pieces.buffer = replacement
      segments[j].pieces.bounds =
        (bounds.lowerBound - range.lowerBound)..<(bounds.upperBound - range.lowerBound)
    }
  }

  /// The lowest animation time the segments from `first` on reach at or after `time`, and
  /// whether forgetting what comes before removes a segment or piece or moves an origin.
  static func trimmedHistory(_ segments: [Segment], from first: Int, at time: Double) -> (
    lowest: Double, isTrimmed: Bool
  ) {
    // τ runs forward or stands still except in reversed segments, which may reach their origin.
    var lowest = Self.animationTime(segments[first], at: time)
    for j in first..<segments.count {
      let segment = segments[j]
      let start = j == first ? time : segment.start
      lowest = min(lowest, Self.animationTime(segment, at: start))
      if segment.rate < 0 {
        let reached =
          j + 1 < segments.count
          ? Self.animationTime(segment, at: segments[j + 1].start) : segment.origin
        lowest = min(lowest, reached)
      }
    }
    var isTrimmed = first > 0
    for j in first..<segments.count where !isTrimmed {
      isTrimmed =
        Self.pieceIndex(segments[j].pieces, at: lowest) > 0 || segments[j].origin < lowest
    }
    return (lowest, isTrimmed)
  }
}
