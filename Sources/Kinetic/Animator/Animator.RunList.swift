extension Animator {
  /// The runs of one piece, in the order they started: a range of a buffer that the pieces of
  /// an additive chain share, so that an additive retarget appends one run instead of copying
  /// all of them (as ``PieceList`` does for pieces).
  ///
  /// Why: each additive retarget makes a piece holding every run still running plus the new
  /// one. Stored as separate arrays they made memory quadratic in the retargets that overlap
  /// (8,000 additive retargets at one instant held 6.9 GB: issue 36). Shared, a piece that
  /// keeps the runs of the one before it (or all but some that finished first) costs O(1).
  /// A list appends in place when nothing beyond its range is in the buffer (the case for
  /// commands in time order); otherwise, or once most of the buffer is runs that no later
  /// piece sees, it copies its own range into a new buffer first.
  @usableFromInline
  struct RunList: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Runs shared by pieces; each sees its own range.
    @usableFromInline
    final class Buffer {
      // Unchecked, as PieceList.Buffer: only the animator that holds a buffer changes it,
      // never during an access to it.
      @exclusivity(unchecked) @usableFromInline var runs: [Run]
      @usableFromInline init(_ runs: [Run]) { self.runs = runs }
    }

    @usableFromInline var buffer: Buffer
    /// This list's runs in `buffer`.
    @usableFromInline var bounds: Range<Int>

    /// A list of `runs` in a buffer of its own.
    @usableFromInline
    init(_ runs: [Run]) {
      buffer = Buffer(runs)
      bounds = 0..<runs.count
    }

    @usableFromInline
    init(arrayLiteral runs: Run...) { self.init(runs) }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { bounds.count }
    // Stated, not inherited: the default goes through `distance(from:to:)` unspecialised.
    @inlinable var count: Int { bounds.count }

    @inlinable
    subscript(position: Int) -> Run { buffer.runs[bounds.lowerBound + position] }

    /// Calls `body` with this list's runs in place (reading a run by subscript copies it,
    /// through the sampler's value witness).
    @inlinable
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Run>) throws -> R) rethrows
      -> R
    {
      try buffer.runs.withUnsafeBufferPointer { all in
        try body(UnsafeBufferPointer(rebasing: all[bounds]))
      }
    }

    /// The list without its first `count` runs, sharing the buffer.
    @usableFromInline
    func dropping(first count: Int) -> RunList {
      var list = self
      list.bounds = (bounds.lowerBound + count)..<bounds.upperBound
      return list
    }

    /// Appends `run`: in the shared buffer when nothing follows this list there and at least
    /// half of the buffer is this list's, else after copying this list into a new buffer (so a
    /// long additive drag, whose early runs finish, does not keep them all).
    @usableFromInline
    mutating func append(_ run: Run) {
      let total = buffer.runs.count
      if total != bounds.upperBound || (bounds.lowerBound > 16 && 2 * bounds.lowerBound > total) {
        var runs = Array(buffer.runs[bounds])
        runs.reserveCapacity(2 * runs.count + 2)
        buffer = Buffer(runs)
        bounds = 0..<bounds.count
      }
      buffer.runs.append(run)
      bounds = bounds.lowerBound..<(bounds.upperBound + 1)
    }
  }
}
