import Kinetic

extension Exporter {
  /// A keyframe track of linear keyframes at whole milliseconds (a Compose `keyframes { … }`
  /// read, or a CSS or SwiftUI track of linear keyframes) as the same Compose keyframes
  /// (issue 33): `durationMillis` and each keyframe's value at its millisecond, `using` the
  /// curve of the interval after it — Compose's own name for the curve when it has one,
  /// `CubicBezierEasing` for any other Bezier. Compose's values are `Float`s: when a value is
  /// not one, the header states the largest rounding, as a fraction of the change. `nil` for
  /// any other motion, or a track Compose's `keyframes` cannot say (a cubic, spring or
  /// zero-length keyframe, a time between two milliseconds, a curve that is not a Bezier).
  func composeKeyframes(_ animation: Animation) throws(ExportError) -> String? {
    guard case .keyframes(var keyframes) = animation.kind else { return nil }
    // A track read from 0 starts with a move there; Compose's keyframe at 0 says it.
    while case .move(let first)? = keyframes.first, first.to == 0 { keyframes.removeFirst() }
    var frames: [(ms: Double, value: Double, easing: String)] = [(0, 0, "LinearEasing")]
    var seconds = 0.0
    for keyframe in keyframes {
      guard case .linear(let k) = keyframe, k.duration > 0, k.duration.isFinite else { return nil }
      guard let easing = try Self.composeEasing(k.timingCurve) else { return nil }
      seconds += k.duration
      let ms = (seconds * 1000).rounded()
      // Times were read as whole milliseconds over 1000; their sums carry rounding only.
      guard ms.isFinite, abs(seconds * 1000 - ms) <= 1e-6 * max(1, ms), ms > frames.last!.ms
      else { return nil }
      frames[frames.count - 1].easing = easing
      frames.append((ms, k.to, "LinearEasing"))
    }
    guard frames.count > 1, let total = frames.last?.ms else { return nil }
    var text = ""
    let rounding = frames.map { abs(Double(Float($0.value)) - $0.value) }.max() ?? 0
    if rounding > 0 {
      text +=
        "// values rounded to Kotlin Floats: max error \(Self.short(rounding)) of the change — "
        + "kinetic export '\(commentSource)'\n"
    }
    text +=
      "keyframes<Float> {\n  durationMillis = \(try CodeLiteral.kotlinInt.text(total, for: "durationMillis"))\n"
    for (index, frame) in frames.enumerated() {
      let value = try CodeLiteral.kotlinFloat.text(frame.value, for: "a keyframe value")
      let using = index == frames.count - 1 ? "" : " using \(frame.easing)"
      text += "  \(value) at \(Int(frame.ms))\(using)\n"
    }
    return text + "}\n"
  }

  /// Compose's easing table reversed once: each curve's preferred name (see
  /// ``composeEasing(_:)``).
  private static let composeEasingNames: [UnitCurve: String] = {
    func rank(_ name: String) -> Int {
      name.hasSuffix("Easing") ? 0 : name.hasPrefix("Ease") ? 1 : 2
    }
    var names: [UnitCurve: String] = [:]
    for (name, curve) in ForeignEasings.compose {
      if let kept = names[curve], (rank(kept), kept) < (rank(name), name) { continue }
      names[curve] = name
    }
    return names
  }()

  /// Compose's name for `curve` — of the names Compose gives it, `Easing.kt`'s
  /// (`FastOutSlowInEasing`) before `EasingFunctions.kt`'s (`EaseInOut`) before Material's
  /// tokens, then in alphabetical order — `CubicBezierEasing(…)` for any other Bezier, or `nil`.
  private static func composeEasing(_ curve: UnitCurve) throws(ExportError) -> String? {
    if curve == .linear { return "LinearEasing" }
    if let name = composeEasingNames[curve] { return name }
    guard let b = curve.cubicBezier else { return nil }
    return "CubicBezierEasing(\(try controlPoints(b, as: .kotlinFloat)))"
  }
}
