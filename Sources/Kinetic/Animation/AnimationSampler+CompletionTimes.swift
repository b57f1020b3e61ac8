extension AnimationSampler {
  /// When the motion becomes logically complete and when it is removed: ``Spring/Completion``,
  /// under the name it had here before the two types were one.
  @available(*, deprecated, renamed: "Spring.Completion")
  public typealias CompletionTimes = Spring.Completion

  /// The longest time a scan looks for a completion that the description does not give.
  public static var completionSearchHorizon: Double { 120 }

  /// When this motion is logically complete and when it is removed.
  ///
  /// Read from the description where it gives them (a bare timing curve, CSS easing, keyframe
  /// track, spring or decay: logical completion at the curve's or track's end, at the spring's
  /// or decay's logical time, or — for the ``SpringEngine/swiftui`` engine — after the spring's
  /// response, as SwiftUI decides);
  /// otherwise found on the samples: a scan of 4096 evenly spaced times up to the removal time
  /// (or ``completionSearchHorizon`` when that is infinite or unknown), refined by bisection
  /// to the last representable time. A motion still running at the horizon reports +∞.
  ///
  /// - Complexity: O(1) for the described cases; otherwise about 4,200 samples.
  public var completionTimes: Spring.Completion {
    if layers.isEmpty {
      switch core {
      case .timingCurve(_, let duration), .easing(_, let duration):
        return Spring.Completion(logicallyComplete: duration, removed: duration)
      case .spring(_, _, let completion), .blendedSpring(_, _, let completion),
        .decay(_, let completion):
        return Spring.Completion(
          logicallyComplete: min(completion.logicallyComplete, completion.removed),
          removed: completion.removed)
      case .deferredSpring(let spring, let velocity, _, let deferred):
        let completion = deferred.completion(of: spring, change: change, velocity: velocity)
        return Spring.Completion(
          logicallyComplete: min(completion.logicallyComplete, completion.removed),
          removed: completion.removed)
      case .swiftUISpring(let integrator, _):
        let removal = removalTime ?? .infinity
        return Spring.Completion(
          logicallyComplete: min(max(integrator.logicalCompletionTime, 0), removal),
          removed: removal)
      case .keyframes(let resolved):
        let path = resolved.path
        let removal = path.removalTime
        return Spring.Completion(logicallyComplete: min(path.duration, removal), removed: removal)
      case .finished:
        return Spring.Completion(logicallyComplete: 0, removed: 0)
      case .custom:
        break
      }
    }
    let removal =
      removalTime ?? firstTime(upTo: Self.completionSearchHorizon) { $0.isFinished }
    let horizon = removal.isFinite ? removal : Self.completionSearchHorizon
    let logical = firstTime(upTo: horizon) { $0.isLogicallyComplete || $0.isFinished }
    return Spring.Completion(logicallyComplete: min(logical, removal), removed: removal)
  }

  /// The first time in [0, horizon] whose sample satisfies `condition` (assumed to hold from
  /// then on, as completion does), or +∞.
  private func firstTime(upTo horizon: Double, _ condition: (Sample) -> Bool) -> Double {
    if condition(sample(at: 0)) { return 0 }
    let steps = 4096
    var previous = 0.0
    for step in 1...steps {
      let time = horizon * Double(step) / Double(steps)
      if condition(sample(at: time)) {
        return Bisection.bracket(previous, time) { condition(sample(at: $0)) }.hi
      }
      previous = time
    }
    return .infinity
  }
}
