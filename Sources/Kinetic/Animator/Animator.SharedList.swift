extension Animator {
  /// The pieces of one segment, by increasing start: a range of a buffer that the segments of
  /// one motion share, so that a command appends one piece instead of copying all of them.
  ///
  /// Why: every command starts a segment, and each segment needs the pieces of the motion up
  /// to its time. Stored as separate arrays they made history quadratic in the number of
  /// commands (16,000 spring retargets held 4 GB); shared, they cost O(1) each.
  @usableFromInline
  typealias PieceList = SharedList<Piece>

  /// The runs of one piece, in the order they started: a range of a buffer that the pieces of
  /// an additive chain share, so that an additive retarget appends one run instead of copying
  /// all of them.
  ///
  /// Why: each additive retarget makes a piece holding every run still running plus the new
  /// one. Stored as separate arrays they made memory quadratic in the retargets that overlap
  /// (8,000 additive retargets at one instant held 6.9 GB: issue 36). Shared, a piece that
  /// keeps the runs of the one before it (or all but some that finished first) costs O(1).
  @usableFromInline
  typealias RunList = SharedList<Run>

  /// A list that is a range of a buffer several lists share (``PieceList``, ``RunList``), so
  /// that appending to it is O(1) where appending to an array of its own would copy it.
  ///
  /// A list appends in place when nothing beyond its range is in the buffer (the case for
  /// commands in time order); otherwise (after a reverse rewrote the future, or in a copy of
  /// the animator that diverged), or once most of the buffer is elements that no list in it
  /// sees any more (``isMostlyForgotten(lowerBound:count:)``), it copies its own range into a
  /// new buffer first.
  @usableFromInline
  struct SharedList<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Elements shared by lists; each sees its own range.
    @usableFromInline
    final class Buffer {
      // Unchecked: only the animator that holds a buffer changes it, never during an access
      // to it; the dynamic exclusivity checks were a tenth of a retarget's instructions.
      @exclusivity(unchecked) @usableFromInline var elements: [Element]
      @usableFromInline init(_ elements: [Element]) { self.elements = elements }
    }

    @usableFromInline var buffer: Buffer
    /// This list's elements in `buffer`.
    @usableFromInline var bounds: Range<Int>

    /// A list of `elements` in a buffer of its own.
    @usableFromInline
    init(_ elements: [Element]) {
      buffer = Buffer(elements)
      bounds = 0..<elements.count
    }

    @usableFromInline
    init(arrayLiteral elements: Element...) { self.init(elements) }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { bounds.count }
    // Stated, not inherited: the default goes through `distance(from:to:)` unspecialised.
    @inlinable var count: Int { bounds.count }

    @inlinable
    subscript(position: Int) -> Element { buffer.elements[bounds.lowerBound + position] }

    /// Calls `body` with this list's elements in place (reading a run by subscript copies it,
    /// through the sampler's value witness).
    @inlinable
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows
      -> R
    {
      try buffer.elements.withUnsafeBufferPointer { all in
        try body(UnsafeBufferPointer(rebasing: all[bounds]))
      }
    }

    /// The first `count` elements, sharing the buffer.
    @inlinable
    func prefix(count: Int) -> SharedList {
      var list = self
      list.bounds = bounds.lowerBound..<(bounds.lowerBound + count)
      return list
    }

    /// The list without its first `count` elements, sharing the buffer.
    @usableFromInline
    func dropping(first count: Int) -> SharedList {
      var list = self
      list.bounds = (bounds.lowerBound + count)..<bounds.upperBound
      return list
    }

    /// Forgets the first `count` elements. When this list holds the only reference to its
    /// buffer, the buffer keeps nothing but this list's remaining elements; a shared buffer
    /// keeps them until it is compacted.
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
      if kept.upperBound < buffer.elements.count {
        buffer.elements.removeSubrange(kept.upperBound...)
      }
      buffer.elements.removeSubrange(..<kept.lowerBound)
      bounds = 0..<kept.count
    }

    /// Whether a buffer of `count` elements whose first `lowerBound` no list sees is worth
    /// copying: more than 16 of them and more than half of it.
    static func isMostlyForgotten(lowerBound: Int, count: Int) -> Bool {
      lowerBound > 16 && 2 * lowerBound > count
    }

    /// Appends `element`: in the shared buffer when nothing follows this list there and it is
    /// not mostly forgotten, else after copying this list into a new buffer (so a long
    /// additive drag, whose early runs finish, does not keep them all).
    @usableFromInline
    mutating func append(_ element: Element) {
      let total = buffer.elements.count
      if total != bounds.upperBound
        || Self.isMostlyForgotten(lowerBound: bounds.lowerBound, count: total)
      {
        var elements = Array(buffer.elements[bounds])
        elements.reserveCapacity(2 * elements.count + 2)
        buffer = Buffer(elements)
        bounds = 0..<bounds.count
      }
      buffer.elements.append(element)
      bounds = bounds.lowerBound..<(bounds.upperBound + 1)
    }
  }
}
