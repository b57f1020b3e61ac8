import Kinetic

extension Exporter {
  /// A keyframe track as the same framer-motion keyframes (issue 33): Motion's
  /// `animate(value, keyframes, { duration, times, ease })`, with the track's values, each
  /// frame's time as a fraction of the duration, and the easing of each interval — Motion's
  /// name for the curve when it has one, else its cubic Bezier `[x1, y1, x2, y2]`. A keyframe
  /// Motion cannot say (a cubic or spring keyframe, a curve Motion has no form for) is written
  /// as linear keyframes through its fewest-stop approximation, under a first-line comment
  /// stating the error. `nil` for any motion that is not a bare keyframe track (a delayed or
  /// repeated one is approximated as a whole).
  func framerKeyframes() throws(ExportError) -> String? {
    guard
      let track = try easedTrack(
        saying: { Self.framerEase($0) != nil }, approximating: true),
      track.delay == 0, track.iterations == 1
    else { return nil }
    let values = track.frames.map { Self.number($0.value) }
    let times = track.offsets.map { Self.number($0) }
    var eases: [String] = []
    for frame in track.frames.dropLast() {
      guard let ease = Self.framerEase(frame.curve ?? .linear) else { return nil }
      eases.append(ease)
    }
    let header =
      track.isApproximated
      ? header("//", error: track.maximumError, count: track.frames.count, noun: "keyframes") : ""
    return header
      + "animate(x, [\(values.joined(separator: ", "))], { duration: "
      + "\(Self.number(track.duration)), times: [\(times.joined(separator: ", "))], "
      + "ease: [\(eases.joined(separator: ", "))] })\n"
  }

  /// Motion's easings reversed once: each curve's name, the first in alphabetical order.
  private static let framerEaseNames: [UnitCurve: String] = {
    var names: [UnitCurve: String] = [:]
    for (name, curve) in ForeignEasings.motion where names[curve].map({ name < $0 }) ?? true {
      names[curve] = name
    }
    return names
  }()

  /// Motion's `ease` for `curve`: its name in quotes (`"easeIn"`), or its cubic Bezier as
  /// `[x1, y1, x2, y2]`; `nil` for any other curve.
  static func framerEase(_ curve: UnitCurve) -> String? {
    if let name = framerEaseNames[curve] { return "\"\(name)\"" }
    guard let b = curve.cubicBezier, let points = try? controlPoints(b) else { return nil }
    return "[\(points)]"
  }
}
