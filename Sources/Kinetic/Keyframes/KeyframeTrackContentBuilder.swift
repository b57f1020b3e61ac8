/// The result builder that collects keyframes into track content. Mirrors SwiftUI's
/// `KeyframeTrackContentBuilder`, with `if`, `if`/`else`, `for` and `#available` support (the
/// ``KeyframeBlockBuilder`` functions).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable>: KeyframeBlockBuilder {
  /// Any content, as its keyframes.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeSequence<Value> where Content.Value == Value
  {
    KeyframeSequence(content.keyframes)
  }
}
