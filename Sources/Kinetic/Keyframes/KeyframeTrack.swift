/// A sequence of keyframes that animates one property of a root value — or the whole value.
/// Mirrors SwiftUI's `KeyframeTrack`.
///
///     KeyframeTimeline(initialValue: Values()) {
///       KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1, spring: .bouncy)
///       }
///       KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(45), duration: 0.3)
///       }
///     }
///
/// The track starts from the timeline's initial value at ``keyPath``; after its last keyframe it
/// holds its last value, however long the other tracks run.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>
where Content.Value == Value {
  /// The property the track animates (`\.self` for the whole value).
  public let keyPath: WritableKeyPath<Root, Value>
  /// The keyframes.
  public let content: Content

  /// A track that animates the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// A track that animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.keyPath = \Root.self
    self.content = content()
  }
}

extension KeyframeTrack where Content == KeyframeSequence<Value> {
  /// A track with the given keyframes, for code that builds them without the builder (the spec
  /// language, the other ecosystems' keyframe forms).
  public init(_ keyPath: WritableKeyPath<Root, Value>, keyframes: [Keyframe<Value>]) {
    self.keyPath = keyPath
    self.content = KeyframeSequence(keyframes)
  }
}

extension KeyframeTrack: Keyframes {
  /// This track.
  public var tracks: [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(self)] }
}
