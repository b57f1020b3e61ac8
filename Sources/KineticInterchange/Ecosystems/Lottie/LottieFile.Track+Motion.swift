import Kinetic

extension LottieFile.Track {
  /// One dimension of the property as a keyframe animation in the property's own units (a
  /// change of 1 from 0 plays the values themselves): each eased segment a linear keyframe with
  /// its Bezier as the timing curve, a hold a flat keyframe and a jump, before the first keyframe
  /// a flat keyframe from the file's start.
  ///
  /// - Throws: ``LottieError`` when `dimension` is not one of the property's, or a segment has
  ///   spatial tangents (a path, which no single dimension follows by itself).
  public func animation(dimension: Int) throws(LottieError) -> Animation {
    let frames = property.keyframes
    guard (0..<property.dimensions).contains(dimension) else {
      throw LottieError(
        "'\(path)' has \(property.dimensions) dimensions; \(dimension) is not one of 0..<\(property.dimensions)"
      )
    }
    // Seconds after the file's start at which a property frame is reached.
    func time(_ frame: Double) -> Double { (frame * stretch + startTime - inPoint) / frameRate }
    var track: [Keyframe<Double>] = [.move(MoveKeyframe(frames[0].value[dimension]))]
    let lead = time(frames[0].frame)
    if lead > 0 {
      track.append(.linear(LinearKeyframe(frames[0].value[dimension], duration: lead)))
    }
    for n in frames.indices.dropLast() {
      let (a, b) = (frames[n], frames[n + 1])
      let span = time(b.frame) - max(time(a.frame), 0)
      guard span > 0 else {
        track.append(.move(MoveKeyframe(b.value[dimension])))
        continue
      }
      if a.spatial != nil {
        throw LottieError(
          "'\(path)' keyframe \(n) moves along a spatial path (to/ti); read it with eval, which follows the path"
        )
      }
      guard let easing = a.easing else {
        track.append(.linear(LinearKeyframe(a.value[dimension], duration: span)))
        track.append(.move(MoveKeyframe(b.value[dimension])))
        continue
      }
      track.append(
        .linear(
          LinearKeyframe(
            b.value[dimension], duration: span, timingCurve: UnitCurve(easing[dimension]))))
    }
    return .keyframes(track)
  }
}

extension Motion {
  /// One dimension of a Lottie property (``LottieFile/Track/animation(dimension:)``) as a
  /// motion, named `PATH[d]`.
  ///
  /// Its values are the property's own (a change of 1 from 0 plays them), so an export's
  /// tolerance and stated error are in the property's units — pixels for a position — rather
  /// than fractions of a change.
  ///
  /// - Throws: ``LottieError`` as ``LottieFile/Track/animation(dimension:)`` does.
  public init(lottie track: LottieFile.Track, dimension: Int) throws(LottieError) {
    let label = track.property.dimensions == 1 ? track.path : "\(track.path)[\(dimension)]"
    let animation = try track.animation(dimension: dimension)
    self.source = label
    storage = .animation(AnimationSpec(source: label, animation: animation, label: label))
  }
}
