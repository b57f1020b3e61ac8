/// The result builder for a ``KeyframeTimeline``'s content. Mirrors SwiftUI's
/// `KeyframesBuilder`.
///
/// A block of tracks becomes a ``KeyframeTrackSet``; a block of bare keyframes becomes one
/// track that animates the whole value (a ``KeyframeSequence``).
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track (or set of tracks) as its tracks.
  public static func buildExpression<Content: Keyframes>(_ content: Content)
    -> KeyframeTrackSet<Value> where Content.Value == Value
  {
    KeyframeTrackSet(content.tracks)
  }

  /// Every part's tracks, in order.
  public static func buildBlock(_ parts: KeyframeTrackSet<Value>...) -> KeyframeTrackSet<Value> {
    KeyframeTrackSet(parts.flatMap(\.tracks))
  }

  /// The tracks of an `if` without `else`, or none.
  public static func buildOptional(_ part: KeyframeTrackSet<Value>?) -> KeyframeTrackSet<Value> {
    part ?? KeyframeTrackSet([])
  }

  /// The tracks of the taken `if` branch.
  public static func buildEither(first part: KeyframeTrackSet<Value>) -> KeyframeTrackSet<Value> {
    part
  }

  /// The tracks of the taken `else` branch.
  public static func buildEither(second part: KeyframeTrackSet<Value>) -> KeyframeTrackSet<Value> {
    part
  }

  /// The tracks of every iteration of a `for` loop.
  public static func buildArray(_ parts: [KeyframeTrackSet<Value>]) -> KeyframeTrackSet<Value> {
    KeyframeTrackSet(parts.flatMap(\.tracks))
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe written directly in the timeline, for the one whole-value track.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeSequence<Value> where Content.Value == Value
  {
    KeyframeSequence(content.keyframes)
  }

  /// Bare keyframes in order: one whole-value track.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframes))
  }

  /// Bare keyframes of every iteration of a `for` loop, in order.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframes))
  }

  /// Bare keyframes of an `if` without `else`, or none.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence([])
  }

  /// Bare keyframes of the taken `if` branch.
  public static func buildEither(first part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// Bare keyframes of the taken `else` branch.
  public static func buildEither(second part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }
}
