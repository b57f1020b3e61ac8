extension Animator {
  /// When the completion handler of the animation started at `time` (by
  /// ``animate(to:with:at:policy:engine:)``) is due under `criteria`, in seconds; `nil` when no
  /// animation started then, or it is never due (a `repeatForever`, a pause that never ends).
  ///
  /// SwiftUI's rules (Apple, `AnimationCompletionCriteria`; OpenSwiftUI `AnimatableAttribute.swift`):
  /// - ``AnimationCompletionCriteria/logicallyComplete``: when the animation started at `time`
  ///   reports logical completion, as it was started (a spring merged in carries the velocity
  ///   it was given), *ignoring* later commands: an interrupted animation is still followed
  ///   on the animation clock (a pause delays it, a reverse stops it) — or when the animator
  ///   comes to rest, if that is sooner, since a handler always runs exactly once.
  /// - ``AnimationCompletionCriteria/removed``: when the animator next comes to rest: every
  ///   animation added after it, merged or additive, must finish too.
  ///
  /// Time is a parameter: a caller runs the handler once it has advanced past the returned
  /// time. A pure function of the commands given so far (a later command can move it).
  ///
  /// - Complexity: O(s) for the s segments after `time`, plus the animation's completion times
  ///   (a scan of about 4,200 samples for a modified or custom animation).
  public func completionTime(
    ofAnimationStartedAt time: Double, criteria: AnimationCompletionCriteria
  ) -> Double? {
    guard time.isFinite, time >= historyStart else { return nil }
    let index = segmentIndex(at: time)
    let segment = segments[index]
    guard segment.start == time, segment.direction > 0 else { return nil }
    let tau = segment.tau
    let piece = segment.pieces[Self.pieceIndex(segment.pieces, at: tau)]
    guard piece.start == tau, let run = piece.runs.last, run.start == tau else { return nil }
    let removal = restTime(fromSegment: index, notBefore: time)
    switch criteria.storage {
    case .removed:
      return removal
    case .logicallyComplete:
      let own = run.sampler.completionTimes.logicallyComplete
      let reached =
        own.isFinite ? wallTime(reaching: tau + max(own, 0), fromSegment: index) : nil
      switch (reached, removal) {
      case (let a?, let b?): return min(a, b)
      case (let a?, nil): return a
      case (nil, let b): return b
      }
    }
  }

  /// The first wall time, from segment `index` on and not before `time`, at which
  /// ``isComplete(at:)`` holds; `nil` if it never does.
  func restTime(fromSegment index: Int, notBefore time: Double) -> Double? {
    for k in index..<segments.count {
      let segment = segments[k]
      let next = k + 1 < segments.count ? segments[k + 1].start : .infinity
      var rest: Double?
      if segment.direction < 0 {
        if segment.tau <= segment.origin {
          rest = segment.start
        } else if segment.rate < 0 {
          rest = segment.start + (segment.tau - segment.origin)
        }
      } else {
        let piece = segment.pieces[Self.pieceIndex(segment.pieces, at: segment.tau)]
        var end = -Double.infinity
        var isBounded = true
        for run in piece.runs {
          guard let length = run.sampler.removalTime, length.isFinite else {
            isBounded = false
            break
          }
          end = max(end, run.start + length)
        }
        if isBounded {
          if end <= segment.tau {
            rest = segment.start
          } else if segment.rate > 0 {
            rest = segment.start + (end - segment.tau)
          }
        }
      }
      if let rest, rest < next { return max(rest, time) }
    }
    return nil
  }

  /// The first wall time, from segment `index` on, at which the animation clock reaches
  /// `target` while running forwards; `nil` if it never does.
  func wallTime(reaching target: Double, fromSegment index: Int) -> Double? {
    for k in index..<segments.count {
      let segment = segments[k]
      let next = k + 1 < segments.count ? segments[k + 1].start : .infinity
      if segment.tau >= target { return segment.start }
      guard segment.rate > 0 else { continue }
      let reached = segment.start + (target - segment.tau)
      if reached < next { return reached }
    }
    return nil
  }
}
