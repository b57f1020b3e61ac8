extension Animation {
  /// An animation along a track of keyframes written as fractions of the change: 0 is the
  /// start value, 1 the target. Kinetic's addition: it makes a keyframe track a case of the
  /// animation model (``Animation/Kind/keyframes(_:)``), so that it can be given to
  /// ``Animator``, ``PhaseAnimator``, the scene's transactions and every other place that takes
  /// an ``Animation``.
  ///
  ///     // Overshoot to 120 % of the change, dip to 90 %, and settle on the target.
  ///     let pop = Animation.keyframes {
  ///       LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
  ///       CubicKeyframe(0.9, duration: 0.1)
  ///       SpringKeyframe(1, duration: 0.25, spring: .snappy)
  ///       MoveKeyframe(1)
  ///     }
  ///     pop.sampler(change: 100.0).sample(at: 0.15).offset   // 120
  ///
  /// The track starts at the start value at rest and follows ``KeyframeTimeline``'s rules (the
  /// same resolution, the same closed forms): offset = change·p(t) and velocity = change·p′(t)
  /// for the track's path p. It is logically complete when its last keyframe is reached; it is
  /// removed then if the path ends exactly at 1 (the value is the target), and otherwise holds
  /// its last value, as a timeline does after its end, until another animation replaces it — so
  /// end a track at 1 with a linear, cubic or move keyframe when the animation should finish.
  /// A velocity carried in from an interrupted animation is not used (as for timing curves); a
  /// cubic or spring keyframe's `startVelocity` is in fractions of the change per second.
  /// Bad input is repaired as ``KeyframeTimeline/init(initialValue:content:)`` repairs it; an
  /// empty track finishes at once.
  ///
  /// SwiftUI keeps keyframes out of `Animation` because a `KeyframeTimeline`'s values are
  /// absolute; a track in fractions of the change is the form that fits a change of any size
  /// and type (see <doc:AnimationModel>).
  public static func keyframes<Content: KeyframeTrackContent<Double>>(
    @KeyframeTrackContentBuilder<Double> _ content: () -> Content
  ) -> Animation {
    keyframes(content().keyframes)
  }

  /// An animation along `keyframes`, in fractions of the change (see the result-builder form,
  /// `keyframes { … }`, above).
  public static func keyframes(_ keyframes: [Keyframe<Double>]) -> Animation {
    Animation(kind: .keyframes(keyframes))
  }

  /// The times, in seconds from the start, at which a ``keyframes(_:)-([Keyframe<Double>])`` animation reaches its
  /// keyframes (a spring keyframe without a duration after its settling duration), increasing,
  /// each once; empty for every other kind, and for keyframes under a modifier.
  public var keyframeTimes: [Double] {
    guard let path = resolvedKeyframes?.path else { return [] }
    var times: [Double] = []
    for time in path.keyframeTimes where times.last != time {
      times.append(time)
    }
    return times
  }

  /// The time, in seconds from the start, at which a ``keyframes(_:)-([Keyframe<Double>])``
  /// animation reaches each of its keyframes: one time per keyframe, in order (equal times kept,
  /// unlike ``keyframeTimes``), each what the keyframes up to it would end at on their own;
  /// empty for every other kind.
  package var keyframeEndTimes: [Double] { resolvedKeyframes?.path.keyframeTimes ?? [] }
}
