/// A keyframe that moves to ``to`` along a cubic curve. Mirrors SwiftUI's `CubicKeyframe`.
///
/// The segment is the cubic Hermite curve from the start value to ``to`` with a start and an
/// end velocity (units per second). Unless given, they are chosen as Apple documents:
/// adjacent cubic keyframes form a Catmull-Rom spline, a cubic keyframe after another kind
/// starts with the velocity that keyframe ended with, and one before another kind ends with the
/// velocity the next segment starts with.
///
/// Kinetic parameterises the spline by the keyframe times: the velocity at keyframe i between
/// two cubic keyframes is (pᵢ₊₁ − pᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁). For equally spaced keyframes this is
/// exactly the uniform Catmull-Rom spline; for unequal spacing it is the Kochanek–Bartels
/// spline at tension, continuity and bias 0 with its standard adjustment for unequal intervals,
/// which is what Core Animation's cubic calculation mode documents (Apple,
/// `CAAnimationCalculationMode.cubic`), and the only choice that keeps the velocity continuous
/// in time. At the start of a track and before a ``MoveKeyframe`` or the track's end, where the
/// value rests, the automatic velocity is 0. Next to a ``SpringKeyframe`` without a start
/// velocity, the spring's target and duration stand in for the next cubic keyframe, and the
/// spring then starts with the velocity the cubic segment ends with.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value at the end of the segment.
  public var to: Value
  /// The length of the segment in seconds (0: a jump).
  public var duration: Double
  /// The velocity at the start of the segment, or `nil` for the automatic one.
  public var startVelocity: Value?
  /// The velocity at the end of the segment, or `nil` for the automatic one.
  public var endVelocity: Value?

  /// Creates a keyframe that reaches `to` after `duration` seconds along a cubic curve.
  ///
  /// - Parameters:
  ///   - to: The value of the keyframe.
  ///   - duration: Seconds, ≥ 0.
  ///   - startVelocity: Units of the value per second at the start, or `nil` to keep the motion
  ///     smooth.
  ///   - endVelocity: Units per second at the end, or `nil` to keep the motion smooth.
  public init(
    _ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  /// The keyframe itself.
  public var body: Self { return self }  // `return`: no builder transform

  /// This keyframe alone.
  public var keyframes: [Keyframe<Value>] { [.cubic(self)] }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
extension CubicKeyframe: Equatable where Value: Equatable {}
extension CubicKeyframe: Hashable where Value: Hashable {}
