/// A group of keyframes that defines how one animatable value changes over time. Mirrors
/// SwiftUI's `KeyframeTrackContent`.
///
/// The four keyframe types (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe``,
/// ``MoveKeyframe``) conform, and so does what a ``KeyframeTrackContentBuilder`` makes of a
/// block of them. Your own type conforms by writing ``body`` with the builder:
///
///     struct Shake: KeyframeTrackContent {
///       var body: some KeyframeTrackContent<Double> {
///         LinearKeyframe(-10, duration: 0.05)
///         LinearKeyframe(10, duration: 0.1)
///         LinearKeyframe(0, duration: 0.05)
///       }
///     }
public protocol KeyframeTrackContent<Value> {
  /// The animated type.
  associatedtype Value: Animatable = Body.Value
  /// The content this content is made of.
  associatedtype Body: KeyframeTrackContent where Body.Value == Value

  /// The keyframes of this content, written with the builder.
  @KeyframeTrackContentBuilder<Value>
  var body: Body { get }

  /// The keyframes in order, as the closed description ``Keyframe`` (Kinetic's addition: how a
  /// track reads its content). By default those of ``body``.
  var keyframes: [Keyframe<Value>] { get }
}

extension KeyframeTrackContent {
  /// The keyframes of ``body``.
  public var keyframes: [Keyframe<Value>] { body.keyframes }
}
