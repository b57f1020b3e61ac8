/// A keyframe that jumps to ``to`` immediately, without interpolating. Mirrors SwiftUI's
/// `MoveKeyframe`.
///
/// At the jump's time the value is already ``to`` (the value is continuous from the right) and
/// the velocity is 0; a cubic keyframe next to a move rests there.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value jumped to.
  public var to: Value

  /// Creates a keyframe that jumps to `to`.
  public init(_ to: Value) { self.to = to }

  /// The keyframe itself.
  public var body: Self { return self }  // `return`: no builder transform

  /// This keyframe alone.
  public var keyframes: [Keyframe<Value>] { [.move(self)] }
}

extension MoveKeyframe: Sendable where Value: Sendable {}
extension MoveKeyframe: Equatable where Value: Equatable {}
extension MoveKeyframe: Hashable where Value: Hashable {}
