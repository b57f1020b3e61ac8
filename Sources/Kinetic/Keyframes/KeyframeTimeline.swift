/// How a value changes over time, described by tracks of keyframes. Mirrors SwiftUI's
/// `KeyframeTimeline` (iOS 17), with exact velocities added.
///
/// Unlike an ``Animation``, a timeline does not interpolate between a start and an end it is
/// given: its keyframes define the whole path from ``initialValue``. Each track animates one
/// property (or the whole value) from the initial value; tracks are applied in declaration
/// order, so where two change the same property the later one wins, and a track shorter than
/// the timeline holds its last value.
///
///     struct Values { var scale = 1.0; var offset = 0.0 }
///     let timeline = KeyframeTimeline(initialValue: Values()) {
///       KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1, spring: .bouncy)
///       }
///       KeyframeTrack(\.offset) {
///         CubicKeyframe(-30, duration: 0.3)
///         CubicKeyframe(0, duration: 0.4)
///       }
///     }
///     timeline.value(time: 0.25).scale
///
/// Every segment is a closed form (a ``UnitCurve``, a cubic Hermite curve, ``Spring``'s closed
/// form), so ``value(time:)`` and ``velocity(time:)`` are exact and cost one binary search per
/// track.
///
/// ## Invalid input
/// This initialiser never traps, as SwiftUI's: a negative, infinite or NaN duration counts as 0,
/// a non-finite keyframe value or velocity is replaced by the previous value (or the automatic
/// velocity), and a segment whose motion overflows holds its start value. To be told instead,
/// use ``init(validating:content:)``, which throws a ``KeyframeError`` naming the keyframe.
public struct KeyframeTimeline<Value> {
  /// The value before any keyframe has acted.
  public let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]
  /// The length of the longest track, in seconds.
  public let duration: Double

  /// A timeline from `initialValue` through the tracks of `content`.
  public init<Content: Keyframes>(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> Content
  ) where Content.Value == Value {
    // Sanitising resolution never throws.
    self = try! KeyframeTimeline(
      initialValue: initialValue, tracks: content().tracks, validating: false)
  }

  /// A timeline from `initialValue` through the tracks of `content`, refusing bad input.
  ///
  /// - Throws: ``KeyframeError`` for an empty track, a negative, infinite or NaN duration, a
  ///   spring keyframe of duration 0, a non-finite value or velocity, or a motion that overflows.
  public init<Content: Keyframes>(
    validating initialValue: Value, @KeyframesBuilder<Value> content: () -> Content
  ) throws(KeyframeError) where Content.Value == Value {
    try self.init(initialValue: initialValue, tracks: content().tracks, validating: true)
  }

  /// A timeline from already erased tracks (for the spec language and the other ecosystems'
  /// forms, which build tracks from data).
  ///
  /// - Parameters:
  ///   - initialValue: The value before any keyframe has acted.
  ///   - tracks: The tracks in declaration order.
  ///   - validating: Whether bad input throws (``init(validating:content:)``) or is repaired
  ///     (``init(initialValue:content:)``).
  public init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>], validating: Bool)
    throws(KeyframeError)
  {
    self.initialValue = initialValue
    var resolved: [ResolvedKeyframeTrack<Value>] = []
    resolved.reserveCapacity(tracks.count)
    for (index, track) in tracks.enumerated() {
      resolved.append(try track.resolve(initialValue, index, validating))
    }
    self.tracks = resolved
    self.duration = resolved.map { $0.duration }.max() ?? 0
  }

  /// The value at `time` seconds from the start: the initial value before the start, the last
  /// keyframes' values from ``duration`` on.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value at `progress` through the timeline: ``value(time:)`` at progress · ``duration``
  /// (progress outside 0…1 reads the start or end value).
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }

  /// The times at which keyframes are reached, every track's, sorted, each once (Kinetic's
  /// addition, for marking them on a plot).
  public var keyframeTimes: [Double] {
    Array(Set(tracks.flatMap { $0.keyframeTimes })).sorted()
  }
}

extension KeyframeTimeline where Value: Animatable {
  /// The rate of change at `time`, as a value whose animatable data is the velocity (units per
  /// second of each animated component; properties no track animates are 0). Kinetic's
  /// addition: exact, from each segment's closed form.
  ///
  /// At a keyframe the velocity is that of the segment starting there (the right-hand
  /// derivative; at a ``MoveKeyframe``, 0); at exactly the end of a track, the velocity its last
  /// segment ends with; after the end, and before the start, 0.
  public func velocity(time: Double) -> Value {
    var velocity = initialValue
    velocity.animatableData = .zero
    for track in tracks { track.applyVelocity(&velocity, time) }
    return velocity
  }

  /// ``velocity(time:)`` as the animatable data itself.
  public func velocityData(time: Double) -> Value.AnimatableData {
    velocity(time: time).animatableData
  }
}
