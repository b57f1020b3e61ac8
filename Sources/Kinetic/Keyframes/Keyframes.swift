/// Tracks of keyframes that change a value over time: the content of a ``KeyframeTimeline``.
/// Mirrors SwiftUI's `Keyframes`.
///
/// ``KeyframeTrack`` conforms, and so do what a ``KeyframesBuilder`` makes of several tracks
/// (``KeyframeTrackSet``) and of bare keyframes (``KeyframeSequence``, one whole-value track).
public protocol Keyframes<Value> {
  /// The type of the value the tracks change.
  associatedtype Value

  /// The tracks, in declaration order (later tracks win where they change the same property).
  var tracks: [AnyKeyframeTrack<Value>] { get }
}
