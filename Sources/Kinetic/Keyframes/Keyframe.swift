/// One keyframe, as a closed description of the four kinds a track can hold (Kinetic's
/// addition: tracks, the spec language and the other ecosystems' keyframe forms switch over it
/// instead of casting).
public enum Keyframe<Value: Animatable> {
  /// Interpolation along a ``UnitCurve`` (``LinearKeyframe``).
  case linear(LinearKeyframe<Value>)
  /// A cubic Hermite segment whose tangents make adjacent cubic keyframes a Catmull-Rom spline
  /// (``CubicKeyframe``).
  case cubic(CubicKeyframe<Value>)
  /// A spring from the value and velocity where the previous keyframe ended
  /// (``SpringKeyframe``).
  case spring(SpringKeyframe<Value>)
  /// An immediate jump (``MoveKeyframe``).
  case move(MoveKeyframe<Value>)

  /// The value the keyframe moves to.
  public var value: Value {
    switch self {
    case .linear(let k): k.to
    case .cubic(let k): k.to
    case .spring(let k): k.to
    case .move(let k): k.to
    }
  }

  /// The duration as written, in seconds: `nil` for a spring keyframe that lasts its spring's
  /// settling duration, 0 for a move.
  public var duration: Double? {
    switch self {
    case .linear(let k): k.duration
    case .cubic(let k): k.duration
    case .spring(let k): k.duration
    case .move: 0
    }
  }

  /// The keyframe type's name (`LinearKeyframe`, …), for messages.
  public var kindName: String {
    switch self {
    case .linear: "LinearKeyframe"
    case .cubic: "CubicKeyframe"
    case .spring: "SpringKeyframe"
    case .move: "MoveKeyframe"
    }
  }
}

extension Keyframe: Sendable where Value: Sendable {}
extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}

extension Keyframe: CustomStringConvertible {
  /// The keyframe as SwiftUI source, e.g. `SpringKeyframe(1.0, duration: nil, spring: …)`,
  /// with every parameter written out.
  public var description: String {
    switch self {
    case .linear(let k):
      "LinearKeyframe(\(k.to), duration: \(k.duration), timingCurve: \(k.timingCurve))"
    case .cubic(let k):
      "CubicKeyframe(\(k.to), duration: \(k.duration), startVelocity: \(k.startVelocity.map { "\($0)" } ?? "nil"), endVelocity: \(k.endVelocity.map { "\($0)" } ?? "nil"))"
    case .spring(let k):
      "SpringKeyframe(\(k.to), duration: \(k.duration.map { "\($0)" } ?? "nil"), spring: \(k.spring), startVelocity: \(k.startVelocity.map { "\($0)" } ?? "nil"))"
    case .move(let k):
      "MoveKeyframe(\(k.to))"
    }
  }
}
