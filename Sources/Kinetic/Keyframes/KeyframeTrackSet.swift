/// Several tracks, in declaration order: what a ``KeyframesBuilder`` block of tracks builds.
public struct KeyframeTrackSet<Value>: Keyframes {
  /// The tracks in declaration order.
  public var tracks: [AnyKeyframeTrack<Value>]

  /// Tracks in the given order.
  public init(_ tracks: [AnyKeyframeTrack<Value>]) { self.tracks = tracks }
}

extension KeyframeTrackSet: KeyframeBuilderBlock {
  /// The tracks, as a ``KeyframesBuilder`` block collects them.
  public var elements: [AnyKeyframeTrack<Value>] { tracks }
}
