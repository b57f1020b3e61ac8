extension Animator {
  /// The piece for a repetition merging, by SwiftUI's rule, into the same repetition that is
  /// running alone in `piece` at animation time `tau`: SwiftUI keeps counting passes.
  ///
  /// Facts (OpenSwiftUI, audited against SwiftUI's binary): `RepeatAnimation.swift` keeps the
  /// index of the current pass and the time it began in the animation's state
  /// (`RepeatState`); a repetition merges into an equal one when their bases merge
  /// (`CustomAnimationModifier.swift`), and `AnimatableAttribute.swift` (`combine`) then keeps
  /// that state and adds the new change to the interval. So after the merge:
  /// - the current pass goes on, its base spring merged: from the value on screen with the
  ///   base's own velocity (`FluidSpringAnimation.shouldMerge`), towards the new target on a
  ///   forward pass, or, on a mirrored return pass, towards the start of the repetition — where
  ///   SwiftUI shows `model − base`, so the value on screen moves by the new change at the
  ///   merge (the velocity stays);
  /// - the passes left of the count (all of them for `repeatForever`) follow, each over the
  ///   whole interval from the repetition's start to the new target.
  ///
  /// Kinetic builds that as runs of one piece: the merged remainder of the current pass, then
  /// the remaining passes delayed until it is removed (a jump back to the start before each
  /// forward pass without autoreverse, as SwiftUI's `repeatCount(_:autoreverses: false)` does).
  /// Every run keeps `animation` as its animation, so a later change merges again, and the
  /// merged pass is the last run, the one whose logical completion a completion handler waits
  /// for: SwiftUI resets the logical-completion flag at a merge and latches it when the merged
  /// base reports (`AnimatableAttribute.swift`), so the passes left count as logically complete
  /// from then on when the base reports before it is removed (a spring).
  ///
  /// Applies when the repetition is the outermost modifier of both animations, the running one
  /// started from rest (not itself merged) and the pass length is finite; `nil` otherwise (the
  /// caller's rule then restarts the merged repetition from a forward pass).
  ///
  /// SwiftUI's base spring also takes the merge time as its own clock (`shouldMerge` is called
  /// with the animation's whole elapsed time while the base is sampled at the time since its
  /// pass began), so in a pass after the first its integrator stalls for as long as the earlier
  /// passes took; that reads as a defect of the decompiled source, and Kinetic's merged base
  /// runs from the merge on (listed in the fidelity table).
  static func swiftUIMergedRepetition(
    _ animation: Animation, into piece: Piece, at tau: Double, target: Value, presented: Value,
    engine: SpringEngine, environment: EnvironmentValues = EnvironmentValues()
  ) -> Piece? {
    guard piece.runs.count == 1, let previous = piece.runs.first, previous.elapsedAtStart == 0,
      case .repeating(let count, let autoreverses, let newBase) = animation.kind,
      case .repeating(let oldCount, let oldAutoreverses, _) = previous.animation.kind,
      count == oldCount, autoreverses == oldAutoreverses,
      case .repeating(_, _, let length, _, _)? = previous.sampler.layers.first,
      length > 0, length.isFinite
    else { return nil }
    let time = tau - previous.start
    guard
      let position = AnimationSampler<Value>.position(
        time: time, length: length, count: count, autoreverses: autoreverses)
    else { return nil }
    let index = Int(position.index)
    let start = piece.base
    let velocity = previous.sampler.baseVelocity(at: time)
    let change = target - piece.target
    var runs: [Run] = []
    // The current pass, merged (appended last, below).
    let passEnd: Value
    let merged: Run
    if position.isReversed {
      // SwiftUI shows model − base: the new change moves the value on screen at once.
      runs.append(makeRun(.linear(duration: 0), start: tau, change: change, velocity: .zero))
      merged = makeRun(
        newBase, start: tau, change: start - (presented + change), velocity: .zero - velocity,
        engine: engine, environment: environment)
      passEnd = start
    } else {
      merged = makeRun(
        newBase, start: tau, change: target - presented, velocity: velocity, engine: engine,
        environment: environment)
      passEnd = target
    }
    let mergedTimes = merged.sampler.completionTimes
    let latches = mergedTimes.logicallyComplete < mergedTimes.removed
    // The passes left, after the merged one is removed.
    let remaining = count.map { $0 - index - 1 }
    if remaining.map({ $0 > 0 }) ?? true, let end = merged.sampler.removalTime, end.isFinite {
      let span = target - start
      let nextIsMirrored = autoreverses && index % 2 == 0
      var rest = newBase
      rest =
        remaining.map { rest.repeatCount($0, autoreverses: autoreverses) }
        ?? rest.repeatForever(autoreverses: autoreverses)
      // Waits for the merged pass; logically complete meanwhile once that latches.
      rest = rest.delay(end)
      if latches { rest = rest.logicallyComplete(after: 0) }
      if nextIsMirrored {
        // From the target back to the start, then forwards again, and so on.
        runs.append(
          makeRun(
            rest, start: tau, change: .zero - span, velocity: .zero, engine: engine,
            environment: environment))
      } else {
        if passEnd != start {
          // A forward pass without autoreverse starts over from the start.
          var jump = Animation.linear(duration: 0).delay(end)
          if latches { jump = jump.logicallyComplete(after: 0) }
          runs.append(makeRun(jump, start: tau, change: start - passEnd, velocity: .zero))
        }
        runs.append(
          makeRun(
            rest, start: tau, change: span, velocity: .zero, engine: engine,
            environment: environment))
      }
    }
    runs.append(merged)
    for index in runs.indices { runs[index].animation = animation }
    return Piece(start: tau, base: presented, runs: RunList(runs), target: target)
  }
}
