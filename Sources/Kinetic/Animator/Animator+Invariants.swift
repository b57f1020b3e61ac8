extension Animator {
  /// Checks the animator's redundant state, as swift-collections' types do; for tests.
  ///
  /// - The segments start at or before the history horizon (−∞ until history is discarded)
  ///   and their starts never decrease; each has at least one piece,
  ///   whose starts never decrease, within its buffer.
  /// - The present (clock and last piece) and the hot runs are those of the last segment.
  /// - At most 2·``historyLimit`` + 1 segments are held, and no buffer holds more than twice
  ///   the pieces its segments can see (plus a small slack).
  ///
  /// - Returns: the first broken invariant, described, or `nil` when all hold.
  @_spi(Testing)
  public func _checkInvariants() -> String? {
    let header = storage.header
    let segments = header.segments
    guard let first = segments.first else { return "no segments" }
    guard first.start <= header.historyStart else {
      return "first segment starts at \(first.start), after the history horizon"
    }
    guard segments.count <= 2 * Self.historyLimit + 1 else {
      return "\(segments.count) segments beyond the history limit \(Self.historyLimit)"
    }
    var reach: [ObjectIdentifier: (bounds: Range<Int>, size: Int)] = [:]
    for (index, segment) in segments.enumerated() {
      if index > 0 && segment.start < segments[index - 1].start {
        return "segment \(index) starts at \(segment.start), before its predecessor"
      }
      let pieces = segment.pieces
      guard !pieces.isEmpty else { return "segment \(index) has no pieces" }
      guard pieces.bounds.upperBound <= pieces.buffer.elements.count, pieces.bounds.lowerBound >= 0
      else { return "segment \(index) reaches outside its buffer" }
      for p in 1..<pieces.count where pieces[p].start < pieces[p - 1].start {
        return "segment \(index): piece \(p) starts before piece \(p - 1)"
      }
      let id = ObjectIdentifier(pieces.buffer)
      let known = reach[id]?.bounds ?? pieces.bounds
      reach[id] = (
        min(
          known.lowerBound, pieces.bounds.lowerBound)..<max(
            known.upperBound, pieces.bounds.upperBound),
        pieces.buffer.elements.count
      )
    }
    for (_, entry) in reach where entry.size > 2 * entry.bounds.count + 2 * Self.historyLimit + 16 {
      return "a piece buffer holds \(entry.size) pieces for \(entry.bounds.count) in use"
    }
    let present = Self.present(of: segments)
    let held = header.present
    guard held.start == present.start || (held.start.isNaN && present.start.isNaN),
      held.tau == present.tau, held.rate == present.rate, held.origin == present.origin,
      held.piece.start == present.piece.start, held.piece.runs.count == present.piece.runs.count
    else { return "the present is not the last segment's" }
    guard header.hotCount == present.piece.runs.count, header.capacity >= header.hotCount else {
      return "\(header.hotCount) hot runs for \(present.piece.runs.count) present ones"
    }
    let hot = storage.withUnsafeMutablePointerToElements { hot in
      (0..<header.hotCount).map { (hot[$0].start, hot[$0].change, hot[$0].kernel == nil) }
    }
    guard hot.map(\.0) == present.piece.runs.map(\.start),
      hot.map(\.1) == present.piece.runs.map(\.change),
      hot.map(\.2) == present.piece.runs.map({ $0.kernel == nil }),
      present.piece.runs.allSatisfy({ ($0.kernel == nil) == ($0.sampler.kernel == nil) })
    else {
      return "the hot runs are not the present piece's"
    }
    return nil
  }
}

extension Animator {
  /// How many runs the animator's pieces hold, storage shared by several pieces counted once;
  /// for tests of its memory.
  @_spi(Testing)
  public var _storedRunCount: Int {
    var pieceBuffers = Set<ObjectIdentifier>()
    var runBuffers = Set<ObjectIdentifier>()
    var total = 0
    for segment in segments
    where pieceBuffers.insert(ObjectIdentifier(segment.pieces.buffer)).inserted {
      for piece in segment.pieces.buffer.elements
      where runBuffers.insert(ObjectIdentifier(piece.runs.buffer)).inserted {
        total += piece.runs.buffer.elements.count
      }
    }
    return total
  }
}
