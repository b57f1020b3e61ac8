import Kinetic

extension Exporter {
  /// The platforms whose own evaluator renders the cubic Bezier curve an exact export writes
  /// for `target`.
  static func renderingEngines(for target: ExportTarget) -> [PlatformEngine] {
    switch target {
    case .flutter: return [.flutter]
    case .framer: return [.motion]
    case .compose: return [.compose]
    case .css, .waapi: return [.chromium, .webkit]
    default: return []
    }
  }

  /// The cubic Bezier curve of the motion and its duration, when the motion is one (under
  /// delays, speeds and repeats).
  static func bezier(of animation: Animation) -> (CubicBezier, Double)? {
    switch animation.kind {
    case .timingCurve(let curve, let duration): return curve.cubicBezier.map { ($0, duration) }
    case .easing(let function, let duration): return function.cubicBezier.map { ($0, duration) }
    case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base),
      .alternating(_, let base), .logicallyComplete(_, let base):
      return bezier(of: base)
    default: return nil
    }
  }

  /// A comment line (the first, or for CSS the last) stating how far the target platform's own solver renders the
  /// exported curve from the exact one (the largest gap over 1,001 inputs, in units of the
  /// change), for an exact export of a cubic Bezier curve to Flutter, Motion or the
  /// browsers; `nil` otherwise (an approximation's linear stops render exactly everywhere).
  func platformNote(for target: ExportTarget, code: String) -> String? {
    let engines = Self.renderingEngines(for: target)
    guard !engines.isEmpty, !code.hasText("approximation:"),
      let (curve, duration) = Self.bezier(of: spec.animation)
    else { return nil }
    let parts = engines.map { engine -> String in
      var gap = 0.0
      for step in 0...1000 {
        let x = Double(step) / 1000
        let rendered = engine.progress(
          curve.x1, curve.y1, curve.x2, curve.y2, at: x, duration: duration)
        gap = max(gap, abs(rendered - curve.value(at: x)))
      }
      return "\(engine.evaluator) up to \(Self.short(gap)) of the change"
    }
    let names = engines.map { $0.rawValue }.joined(separator: ",")
    let text =
      "platform error, the largest gap to the exact curve as rendered by "
      + parts.joined(separator: "; ") + " — kinetic plot '\(commentSource)' --engine \(names),exact"
    return target == .css ? "/* \(text) */\n" : "// \(text)\n"
  }
}
