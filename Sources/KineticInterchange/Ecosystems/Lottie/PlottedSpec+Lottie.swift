import Kinetic

extension PlottedSpec {
  /// Every dimension of a Lottie property as a series for `kinetic plot --lottie`: its keyframe
  /// animation in the property's own units (``LottieFile/Track/animation(dimension:)``), named
  /// `PATH[d]` (the path alone for a one-dimensional property).
  ///
  /// - Throws: ``LottieError`` for a property with spatial tangents (a path, which no single
  ///   dimension follows by itself; `kinetic eval` samples it along the path).
  package static func lottie(_ track: LottieFile.Track) throws(LottieError) -> [PlottedSpec] {
    try (0..<track.property.dimensions).map { (d) throws(LottieError) -> PlottedSpec in
      let label = track.property.dimensions == 1 ? track.path : "\(track.path)[\(d)]"
      return .animation(
        AnimationSpec(source: label, animation: try track.animation(dimension: d), label: label))
    }
  }
}
