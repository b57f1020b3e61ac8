/// A keyframe timeline that cannot be built as written, naming the keyframe at fault.
///
/// Thrown by ``KeyframeTimeline/init(validating:content:)``; the SwiftUI-style
/// ``KeyframeTimeline/init(initialValue:content:)`` repairs the same input instead (see there).
public enum KeyframeError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A track without keyframes.
  case emptyTrack(track: Int)
  /// A duration that is negative, infinite or NaN.
  case invalidDuration(KeyframeLocation, duration: Double)
  /// A spring keyframe whose duration is zero: the spring would never move.
  case zeroSpringDuration(KeyframeLocation)
  /// A keyframe value (or given velocity) that is infinite or NaN.
  case nonFiniteValue(KeyframeLocation)
  /// A motion to the keyframe whose change or velocity overflows to infinity (values of opposite
  /// sign near the largest double, or a huge change over a tiny duration).
  case overflow(KeyframeLocation)

  /// One line naming the track, the keyframe and what was wrong.
  public var description: String {
    switch self {
    case .emptyTrack(let track):
      "track \(track + 1) has no keyframes"
    case .invalidDuration(let location, let duration):
      "\(location): duration \(duration) is not a finite number ≥ 0"
    case .zeroSpringDuration(let location):
      "\(location): a spring keyframe needs a positive duration (or none, for its settling duration)"
    case .nonFiniteValue(let location):
      "\(location): value is not finite"
    case .overflow(let location):
      "\(location): the motion to this keyframe overflows"
    }
  }

  /// Where the error is.
  public var location: KeyframeLocation? {
    switch self {
    case .emptyTrack: nil
    case .invalidDuration(let location, _), .zeroSpringDuration(let location),
      .nonFiniteValue(let location), .overflow(let location):
      location
    }
  }
}

/// Where a keyframe is in a timeline: its track and its position in the track (both counted
/// from 0), and its type.
public struct KeyframeLocation: Hashable, Sendable, CustomStringConvertible {
  /// The track's index in declaration order, from 0.
  public var track: Int
  /// The keyframe's index in its track, from 0.
  public var keyframe: Int
  /// The keyframe type, e.g. `SpringKeyframe`.
  public var kind: String

  /// A location.
  public init(track: Int, keyframe: Int, kind: String) {
    self.track = track
    self.keyframe = keyframe
    self.kind = kind
  }

  /// `keyframe 2 (SpringKeyframe) of track 1`, counting from 1.
  public var description: String { "keyframe \(keyframe + 1) (\(kind)) of track \(track + 1)" }
}
