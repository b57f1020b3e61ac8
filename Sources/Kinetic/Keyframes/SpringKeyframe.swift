/// A keyframe that moves towards ``to`` with a spring. Mirrors SwiftUI's `SpringKeyframe`.
///
/// The spring is released where the previous keyframe ended, with the velocity it ended with
/// (or ``startVelocity``), and follows ``Spring``'s closed form towards ``to`` for ``duration``
/// seconds — by default its ``Spring/settlingDuration``. If the duration ends before the spring
/// settles, the next keyframe starts from the value and velocity at that moment; if this is the
/// track's last keyframe, the track holds that value (so the value stays continuous).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value the spring pulls towards.
  public var to: Value
  /// The length of the segment in seconds, or `nil` for the spring's settling duration.
  public var duration: Double?
  /// The spring.
  public var spring: Spring
  /// The velocity at the start, or `nil` for the velocity the previous keyframe ended with.
  public var startVelocity: Value?

  /// Creates a spring keyframe.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: Seconds, > 0, or `nil` for ``Spring/settlingDuration``.
  ///   - spring: The spring; SwiftUI's default `Spring()` (duration 0.5, bounce 0).
  ///   - startVelocity: Units per second at the start, or `nil` to keep the motion smooth.
  public init(
    _ to: Value, duration: Double? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  /// The keyframe itself.
  public var body: Self { return self }  // `return`: no builder transform

  /// This keyframe alone.
  public var keyframes: [Keyframe<Value>] { [.spring(self)] }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
extension SpringKeyframe: Equatable where Value: Equatable {}
extension SpringKeyframe: Hashable where Value: Hashable {}
