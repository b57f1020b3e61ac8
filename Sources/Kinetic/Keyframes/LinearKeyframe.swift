/// A keyframe that interpolates from the previous value to ``to`` along a timing curve.
/// Mirrors SwiftUI's `LinearKeyframe`.
///
/// The segment starts wherever the previous keyframe ended (for a spring keyframe cut short,
/// where it was cut) and ignores the velocity it arrives with: its own velocity is
/// (to − start)·curve′(s)/duration at progress s. Source: Apple's documentation of
/// `LinearKeyframe` (iOS 17).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value at the end of the segment.
  public var to: Value
  /// The length of the segment in seconds (0: a jump, as ``MoveKeyframe``).
  public var duration: Double
  /// How progress through the segment maps to the fraction of the change.
  public var timingCurve: UnitCurve

  /// Creates a keyframe that reaches `to` after `duration` seconds along `timingCurve`.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: Seconds, ≥ 0 (see ``KeyframeTimeline`` for what happens to bad input).
  ///   - timingCurve: The curve of the segment; linear by default.
  public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  /// The keyframe itself.
  public var body: Self { return self }  // `return`: no builder transform

  /// This keyframe alone.
  public var keyframes: [Keyframe<Value>] { [.linear(self)] }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
extension LinearKeyframe: Equatable where Value: Equatable {}
extension LinearKeyframe: Hashable where Value: Hashable {}
