/// The result builder that collects keyframes into track content. Mirrors SwiftUI's
/// `KeyframeTrackContentBuilder`, with `if`, `if`/`else`, `for` and `#available` support.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// Any content, as its keyframes.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeSequence<Value> where Content.Value == Value
  {
    KeyframeSequence(content.keyframes)
  }

  /// The keyframes of every part, in order.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframes))
  }

  /// The keyframes of an `if` without `else`, or none.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence([])
  }

  /// The keyframes of the taken `if` branch.
  public static func buildEither(first part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// The keyframes of the taken `else` branch.
  public static func buildEither(second part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// The keyframes of every iteration of a `for` loop, in order.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(parts.flatMap(\.keyframes))
  }

  /// The keyframes of an `#available` branch.
  public static func buildLimitedAvailability(_ part: KeyframeSequence<Value>)
    -> KeyframeSequence<Value>
  {
    part
  }
}
