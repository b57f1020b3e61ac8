/// The result builder for a ``KeyframeTimeline``'s content. Mirrors SwiftUI's
/// `KeyframesBuilder`.
///
/// A block of tracks becomes a ``KeyframeTrackSet``; a block of bare keyframes becomes one
/// track that animates the whole value (a ``KeyframeSequence``). Blocks, `if`, `if`/`else` and
/// `for` are the ``KeyframeBlockBuilder`` functions, for either kind of block.
@resultBuilder
public enum KeyframesBuilder<Value>: KeyframeBlockBuilder {
  /// A track (or set of tracks) as its tracks.
  public static func buildExpression<Content: Keyframes>(_ content: Content)
    -> KeyframeTrackSet<Value> where Content.Value == Value
  {
    KeyframeTrackSet(content.tracks)
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe written directly in the timeline, for the one whole-value track.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeSequence<Value> where Content.Value == Value
  {
    KeyframeSequence(content.keyframes)
  }
}
