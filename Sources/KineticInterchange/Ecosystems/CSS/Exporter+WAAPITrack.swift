import Kinetic

extension Exporter {
  /// A keyframe track as the same Web Animations keyframes (issue 33): `element.animate(…)`
  /// with one keyframe object per frame of the track (``easedTrack(saying:approximating:)``) —
  /// the value as `property` (the property, transform function and unit a CSS rule was read
  /// from; `scale` for a track that names none), its `offset` in the pass, and the `easing` of
  /// the interval after it (`linear`, a keyword or `cubic-bezier()`) — and the options the
  /// track's timing gives: duration, delay, iterations and direction. A keyframe that WAAPI
  /// cannot say (a cubic or spring keyframe, a curve that is not a Bezier) is written as linear
  /// keyframes through its fewest-stop approximation, under a first-line comment stating the
  /// error. `nil` for any motion that is not a keyframe track.
  func waapiTrack(property: CSSAnimatedProperty) throws(ExportError) -> String? {
    guard
      let track = try easedTrack(saying: { Self.cssEasing($0) != nil }, approximating: true)
    else { return nil }
    var text =
      track.isApproximated
      ? header("//", error: track.maximumError, count: track.frames.count, noun: "keyframes") : ""
    text += "element.animate([\n"
    for (frame, offset) in zip(track.frames, track.offsets) {
      var members = [
        "\(property.scriptName): \(property.scriptValue(Self.number(frame.value)))",
        "offset: \(Self.number(offset))",
      ]
      if let easing = frame.curve.flatMap({ Self.cssEasing($0) }) {
        members.append("easing: \"\(easing)\"")
      }
      text += "  { \(members.joined(separator: ", ")) },\n"
    }
    return text + """
      ], {
        duration: \(Self.number(track.duration * 1000)),
        delay: \(Self.number(track.delay * 1000)),
        iterations: \(track.iterations.map { String($0) } ?? "Infinity"),
        direction: "\(track.alternates ? "alternate" : "normal")",
        fill: "both",
      });

      """
  }
}
