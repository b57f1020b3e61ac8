extension AnimationSampler {
  /// The first four pass boundaries of a repetition whose passes last `length` seconds, found
  /// once when the sampler is built, so that a sample in the first four passes finds its pass
  /// by comparisons instead of a division and a floor: on the way to the core, those make the
  /// longest chain of dependent operations a wrapper adds (issue 37).
  ///
  /// Boundary k (k = 1…4) is the least time t ≥ 0 whose pass index ⌊fl(t / length)⌋ is at least
  /// k. Since fl(t / length) never decreases as t grows, t lies in pass k − 1 exactly when
  /// boundary k − 1 ≤ t < boundary k, so ``passIndex(at:)`` gives bit for bit what the division
  /// gives (``position(time:length:count:autoreverses:boundaries:)``).
  @usableFromInline
  struct PassBoundaries: Sendable {
    /// Boundaries 1 to 4, in seconds; all −∞ when there are none (``absent``).
    @usableFromInline let first: Double
    @usableFromInline let second: Double
    @usableFromInline let third: Double
    @usableFromInline let fourth: Double
    /// Whether every time t in the first four passes, [0, `fourth`), has its base time
    /// t − k·length (k its pass, the difference as computed) in [0, length] already, so that
    /// the clamp ``position(time:length:count:autoreverses:boundaries:)`` applies to it changes
    /// nothing there and a sample may leave it out (it lies on the way to the core). False for
    /// about one length in twelve, where a boundary falls an ulp or so below k·length.
    @usableFromInline let keepsBaseTimesInRange: Bool

    /// No boundaries: every time takes the division.
    @usableFromInline
    static var absent: PassBoundaries {
      PassBoundaries(-.infinity, -.infinity, -.infinity, -.infinity, keepsBaseTimesInRange: false)
    }

    @usableFromInline
    init(
      _ first: Double, _ second: Double, _ third: Double, _ fourth: Double,
      keepsBaseTimesInRange: Bool
    ) {
      self.first = first
      self.second = second
      self.third = third
      self.fourth = fourth
      self.keepsBaseTimesInRange = keepsBaseTimesInRange
    }

    /// The boundaries of passes of `length` seconds (finite and positive; otherwise
    /// ``absent``, as a repetition of such a base never divides).
    @usableFromInline
    init(length: Double) {
      guard length > 0, length < .infinity,
        let first = Self.boundary(1, length: length),
        let second = Self.boundary(2, length: length),
        let third = Self.boundary(3, length: length),
        let fourth = Self.boundary(4, length: length)
      else {
        self = .absent
        return
      }
      // t − c never decreases as t grows, so the base times of pass k, which starts at `low`
      // and ends before `high`, lie between those at `low` and at the ulp below `high` (the
      // pass's start c = k·length as the pass arithmetic computes it).
      func inRange(_ k: Double, _ low: Double, _ high: Double) -> Bool {
        let start = k * length
        return low - start >= 0 && high.nextDown - start <= length
      }
      let inRange =
        inRange(0, 0, first) && inRange(1, first, second) && inRange(2, second, third)
        && inRange(3, third, fourth)
      self.init(first, second, third, fourth, keepsBaseTimesInRange: inRange)
    }

    /// The least t ≥ 0 with fl(t / length) ≥ k: from k·length, a few ulps down while the
    /// quotient still reaches k, then up until it does; `nil` if that takes more than 64 steps
    /// (it takes at most a few: the quotient moves by about an ulp of k a step).
    static func boundary(_ k: Double, length: Double) -> Double? {
      var t = k * length
      for _ in 0..<64 {
        guard t > 0, t / length >= k else { break }
        t = t.nextDown
      }
      for _ in 0..<64 {
        if t / length >= k { return t }
        t = t.nextUp
      }
      return nil
    }

    /// The pass index of `t` ≥ 0 when it falls in one of the first four passes; `nil` from
    /// the fourth boundary on (and for NaN), where the caller divides.
    @inlinable
    @inline(__always)
    func passIndex(at t: Double) -> Double? {
      guard t < fourth else { return nil }
      if t < second { return t < first ? 0 : 1 }
      return t < third ? 2 : 3
    }
  }
}
