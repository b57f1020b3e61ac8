import Kinetic
import KineticPlot

extension Exporter {
  /// The canvas of `--to lottie`: a square of ``lottieSquareSize`` moving across a
  /// ``lottieCanvasSize``-pixel square canvas, its centre from x = ``lottieStartX`` (progress 0)
  /// to ``lottieEndX`` (progress 1) at y = half the canvas.
  package static let lottieCanvasSize = 512.0
  /// The side of the square, in pixels.
  package static let lottieSquareSize = 64.0
  /// The square's centre at progress 0, in pixels.
  package static let lottieStartX = 64.0
  /// The square's centre at progress 1, in pixels.
  package static let lottieEndX = 448.0
  /// Frames per second of the written file.
  package static let lottieFrameRate = 60.0

  /// The x of the square's centre at `progress`.
  package static func lottieX(progress: Double) -> Double {
    lottieStartX + (lottieEndX - lottieStartX) * progress
  }

  /// A minimal playable Lottie file (`--to lottie`): one shape layer named `Square` whose
  /// position `ks.p` is the motion. A cubic Bezier curve (after an optional delay, held) is one
  /// keyframe segment with the curve as its easing tangents; any other motion is linear
  /// keyframes through the fewest stops within the tolerance, its measured error stated in the
  /// file's name `nm` (JSON has no comments). A loop that never ends is one period
  /// (``loopApproximation(targetReturn:tick:)``, a return pass included), which the name says
  /// to loop in the player.
  func lottie() throws(ExportError) -> String {
    let (keyframes, duration, note) = try lottieKeyframes()
    let frames = (duration * Self.lottieFrameRate).rounded(.up)
    let half = Self.lottieSquareSize / 2
    let n = Self.number
    let square =
      "{\"ty\":\"gr\",\"nm\":\"Square\",\"it\":["
      + "{\"ty\":\"rc\",\"nm\":\"Rect\",\"d\":1,\"p\":{\"a\":0,\"k\":[0,0]},"
      + "\"s\":{\"a\":0,\"k\":[\(n(2 * half)),\(n(2 * half))]},\"r\":{\"a\":0,\"k\":0}},"
      + "{\"ty\":\"fl\",\"nm\":\"Fill\",\"c\":{\"a\":0,\"k\":[0.2,0.4,0.9,1]},"
      + "\"o\":{\"a\":0,\"k\":100},\"r\":1},"
      + "{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":[0,0]},\"a\":{\"a\":0,\"k\":[0,0]},"
      + "\"s\":{\"a\":0,\"k\":[100,100]},\"r\":{\"a\":0,\"k\":0},\"o\":{\"a\":0,\"k\":100}}]}"
    let transform =
      "{\"o\":{\"a\":0,\"k\":100},\"r\":{\"a\":0,\"k\":0},\"a\":{\"a\":0,\"k\":[0,0,0]},"
      + "\"s\":{\"a\":0,\"k\":[100,100,100]},\"p\":{\"a\":1,\"k\":[\(keyframes)]}}"
    let size = n(Self.lottieCanvasSize)
    return "{\"v\":\"5.7.4\",\"nm\":\(JSONText.string(note)),\"fr\":\(n(Self.lottieFrameRate)),"
      + "\"ip\":0,\"op\":\(n(max(frames, 1))),\"w\":\(size),\"h\":\(size),\"ddd\":0,\"assets\":[],"
      + "\"layers\":[{\"ddd\":0,\"ind\":1,\"ty\":4,\"nm\":\"Square\",\"sr\":1,\"ks\":\(transform),"
      + "\"ao\":0,\"shapes\":[\(square)],\"ip\":0,\"op\":\(n(max(frames, 1))),\"st\":0,\"bm\":0}]}\n"
  }

  /// The position keyframes, the seconds they span, and the file's name (its note).
  private func lottieKeyframes() throws(ExportError) -> (String, Double, String) {
    let fr = Self.lottieFrameRate
    let y = Self.number(Self.lottieCanvasSize / 2)
    func value(_ progress: Double) -> String {
      "[\(Self.number(Self.lottieX(progress: progress))),\(y),0]"
    }
    func segment(_ t: Double, _ progress: Double, _ b: CubicBezier?) -> String {
      let head = "{\"t\":\(Self.number(t * fr)),\"s\":\(value(progress))"
      guard let b else { return head + "}" }
      let (x1, y1, x2, y2) = (
        Self.number(b.x1), Self.number(b.y1), Self.number(b.x2), Self.number(b.y2)
      )
      return head
        + ",\"o\":{\"x\":[\(x1),\(x1),\(x1)],\"y\":[\(y1),0,0]},"
        + "\"i\":{\"x\":[\(x2),\(x2),\(x2)],\"y\":[\(y2),1,1]}}"
    }
    if let (curve, delay, duration) = lottieBezier() {
      var frames: [String] = []
      if delay > 0 { frames.append("{\"t\":0,\"s\":\(value(0)),\"h\":1}") }
      frames.append(segment(delay, 0, curve))
      frames.append(segment(delay + duration, 1, nil))
      return (frames.joined(separator: ","), delay + duration, "kinetic export '\(commentSource)'")
    }
    // A loop for ever: the file holds one period, which the player loops (a Lottie file has
    // no loop field of its own).
    var loop: LoopApproximation?
    if motion.loop?.count == nil { loop = try loopApproximation(targetReturn: nil) }
    let fit: Approximation
    if let loop { fit = loop.fit } else { fit = try approximation() }
    let linear = try? CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    // The times and values as written, so that the stated error is what a player plays.
    let written = fit.stops.map { stop -> (u: Double, y: Double) in
      let frame = Double(Self.number(stop.u * fit.duration * fr)) ?? 0
      let x = Double(Self.number(Self.lottieX(progress: stop.y))) ?? 0
      return (
        frame / (fit.duration * fr), (x - Self.lottieStartX) / (Self.lottieEndX - Self.lottieStartX)
      )
    }
    let frames = fit.stops.indices.map { k in
      segment(fit.stops[k].u * fit.duration, fit.stops[k].y, k + 1 < fit.stops.count ? linear : nil)
    }
    guard let loop else {
      let measured = try error(of: written, duration: fit.duration)
      let note = header("", error: measured, count: fit.stops.count, noun: "keyframes")
        .drop { $0 == " " }
      return (frames.joined(separator: ","), fit.duration, String(note.dropLast()))
    }
    let period = try self.loop(loop, writing: written)
    let delay =
      loop.delay > 0 ? ", started \(Self.number(loop.delay)) s after the motion starts" : ""
    let note =
      String(header("", loop: period, noun: "keyframes").drop { $0 == " " }.dropLast())
      + "; the file is one period: loop it in the player\(delay) (lottie-web loop: true, "
      + "lottie-ios loopMode = .loop, lottie-android repeatCount = LottieDrawable.INFINITE)"
    return (frames.joined(separator: ","), fit.duration, note)
  }

  /// The curve, delay and duration when the motion is one cubic Bezier timing curve (or CSS
  /// cubic-bezier/linear easing) after an optional delay.
  private func lottieBezier() -> (CubicBezier, Double, Double)? {
    var animation = spec.animation
    var delay = 0.0
    if case .delay(let d, let base) = animation.kind { (delay, animation) = (d, base) }
    if case .default = animation.kind { animation = Animation.defaultBase }
    // Linear is the Bezier (0,0)(1,1), which Lottie's players solve exactly.
    let linear = try? CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    switch animation.kind {
    case .timingCurve(let curve, let d) where d > 0:
      if curve == .linear, let linear { return (linear, delay, d) }
      return curve.cubicBezier.map { ($0, delay, d) }
    case .easing(let function, let d) where d > 0:
      if function == .linear, let linear { return (linear, delay, d) }
      return function.cubicBezier.map { ($0, delay, d) }
    default: return nil
    }
  }
}
