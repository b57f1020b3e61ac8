/// Keyframes in order: what a ``KeyframeTrackContentBuilder`` block builds.
///
/// As a ``Keyframes`` value it is one track animating the whole value, which is what a
/// ``KeyframeTimeline`` gets when its content is keyframes rather than tracks.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
  /// The keyframes in order.
  public var keyframes: [Keyframe<Value>]

  /// Keyframes in the given order.
  public init(_ keyframes: [Keyframe<Value>]) { self.keyframes = keyframes }

  /// The sequence itself.
  public var body: Self { return self }  // `return`: no builder transform
}

extension KeyframeSequence: Keyframes {
  /// One track animating the whole value.
  public var tracks: [AnyKeyframeTrack<Value>] {
    [AnyKeyframeTrack(KeyframeTrack(\Value.self, keyframes: keyframes))]
  }
}

extension KeyframeSequence: KeyframeBuilderBlock {
  /// The keyframes, as a builder block collects them.
  public var elements: [Keyframe<Value>] { keyframes }
}

extension KeyframeSequence: Sendable where Value: Sendable {}
