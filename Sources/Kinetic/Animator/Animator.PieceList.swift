extension Animator {
  /// The pieces of one segment, by increasing start: a range of a buffer that the segments of
  /// one motion share, so that a command appends one piece instead of copying all of them.
  ///
  /// Why: every command starts a segment, and each segment needs the pieces of the motion up
  /// to its time. Stored as separate arrays they made history quadratic in the number of
  /// commands (16,000 spring retargets held 4 GB); as ranges of one buffer they cost O(1)
  /// each. A segment appends in place when nothing beyond its range is in the buffer, which is
  /// the case for commands in time order; otherwise (after a reverse rewrote the future, or in
  /// a copy of the animator that diverged) it copies its own range into a new buffer first.
  @usableFromInline
  struct PieceList: RandomAccessCollection {
    /// Pieces shared by segments; each sees its own range.
    @usableFromInline
    final class Buffer {
      // Unchecked: only the animator that holds a buffer changes it, never during an access
      // to it; the dynamic exclusivity checks were a tenth of a retarget's instructions.
      @exclusivity(unchecked) @usableFromInline var pieces: [Piece]
      @usableFromInline init(_ pieces: [Piece]) { self.pieces = pieces }
    }

    @usableFromInline var buffer: Buffer
    /// This list's pieces in `buffer`.
    @usableFromInline var bounds: Range<Int>

    /// A list of `pieces` in a buffer of its own.
    @usableFromInline
    init(_ pieces: [Piece]) {
      // Room for the piece a command appends next (a new motion starts from a one-piece list).
      var pieces = pieces
      pieces.reserveCapacity(pieces.count + 1)
      buffer = Buffer(pieces)
      bounds = 0..<pieces.count
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { bounds.count }
    // Stated, not inherited: the default goes through `distance(from:to:)` unspecialised.
    @inlinable var count: Int { bounds.count }

    @inlinable
    subscript(position: Int) -> Piece { buffer.pieces[bounds.lowerBound + position] }

    /// The first `count` pieces, sharing the buffer.
    @inlinable
    func prefix(count: Int) -> PieceList {
      var list = self
      list.bounds = bounds.lowerBound..<(bounds.lowerBound + count)
      return list
    }

    /// Forgets the first `count` pieces. When this list holds the only reference to its
    /// buffer, the buffer keeps nothing but this list's remaining pieces; a shared buffer keeps
    /// them until it is compacted.
    ///
    /// Why in place: a renderer that discards history before each retarget forgets a piece or
    /// two each time, and kept until compaction (up to 33 pieces, each holding its runs and
    /// their samplers) they made the animator's memory, and a retarget's cache misses, several
    /// times larger (AnimatorSuite benchmark).
    @usableFromInline
    mutating func removeFirst(count: Int) {
      guard isKnownUniquelyReferenced(&buffer) else {
        bounds = (bounds.lowerBound + count)..<bounds.upperBound
        return
      }
      let kept = (bounds.lowerBound + count)..<bounds.upperBound
      if kept.upperBound < buffer.pieces.count {
        buffer.pieces.removeSubrange(kept.upperBound...)
      }
      buffer.pieces.removeSubrange(..<kept.lowerBound)
      bounds = 0..<kept.count
    }

    /// Appends `piece`: in the shared buffer when nothing follows this list there, else after
    /// copying this list into a new buffer.
    @usableFromInline
    mutating func append(_ piece: Piece) {
      if buffer.pieces.count != bounds.upperBound {
        var pieces = Array(buffer.pieces[bounds])
        pieces.reserveCapacity(pieces.count + 1)
        buffer = Buffer(pieces)
        bounds = 0..<bounds.count
      }
      buffer.pieces.append(piece)
      bounds = bounds.lowerBound..<(bounds.upperBound + 1)
    }
  }
}
