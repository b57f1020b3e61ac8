import Kinetic

/// The timing of a CSS transition or animation and of a Web Animations API `element.animate()`
/// call, as both specifications define it (CSS Animations 1 and Web Animations 1 share one
/// timing model): a duration, a delay, an easing applied to each iteration, an iteration count
/// and a playback direction. `kinetic export --to css|waapi` writes this timing; reading it back
/// gives the animation it describes.
struct WebAnimationTiming {
  /// The easing of one iteration: a CSS easing function, or a curve.
  var easing: Animation.Kind
  /// Seconds of one iteration.
  var duration: Double
  /// Seconds before the first iteration.
  var delay = 0.0
  /// Iterations; `nil` for `infinite` / `Infinity`.
  var iterations: Int? = 1
  /// `animation-direction` / `direction`: `normal` or `alternate` (time runs backwards on every
  /// other iteration, ``Kinetic/Animation/alternating(count:)``).
  var alternates = false

  /// The animation this timing describes.
  var animation: Animation {
    switch easing {
    case .easing(let function, _): return animation(of: .easing(function, duration: duration))
    case .timingCurve(let curve, _):
      return animation(of: .timingCurve(curve, duration: duration))
    default: return animation(of: .easing(.linear, duration: duration))
    }
  }

  /// A track of `points` at fractions of ``duration`` (Web Animations keyframes with their own
  /// offsets), read from 0, played with this timing's delay, iterations and direction; `nil`
  /// when it repeats but does not end at the change (``canRepeat(_:)``).
  func animation(ofTrack points: [EasedKeyframePoints.Point]) -> Animation? {
    let track = EasedKeyframePoints(points: points, timeScale: duration)
    let base = Animation.keyframes(track.keyframes(from: 0).map { $0.keyframe })
    guard iterations == 1 || Self.canRepeat(base) else { return nil }
    return animation(of: base)
  }

  /// Whether a keyframe track can repeat in Kinetic: only when it ends at the change (1), so
  /// that each pass ends where the animation is removed.
  static func canRepeat(_ track: Animation) -> Bool {
    (track.sampler(change: 1.0).removalTime ?? .infinity).isFinite
  }

  /// `base`, one iteration already lasting ``duration``, played with this timing's delay,
  /// iterations and direction.
  func animation(of base: Animation) -> Animation {
    var base = base
    if iterations != 1 { base = base.repeated(passes: iterations, alternating: alternates) }
    return delay > 0 ? base.delay(delay) : base
  }

  /// The easing a CSS `<easing-function>` names (`ease-in`, `cubic-bezier(…)`, `steps(…)`,
  /// `linear(…)`, `linear`), read by the spec language's CSS forms; `nil` if it names none.
  static func easing(_ text: String) -> Animation.Kind? {
    let scalars = text.unicodeScalars
    let trimmed = String(
      String.UnicodeScalarView(
        scalars.drop { $0.isSyntaxSpace }.reversed()
          .drop { $0.isSyntaxSpace }.reversed()))
    // Bare `linear` is SwiftUI's 0.35 s animation in the spec language; CSS means the function.
    if trimmed == "linear" { return .easing(.linear, duration: 1) }
    guard let first = trimmed.unicodeScalars.first, first != "{",
      !ForeignSpec.recognises(trimmed),
      let kind = try? AnimationSpec.parse(trimmed).animation.kind
    else { return nil }
    switch kind {
    case .easing, .timingCurve(_, duration: 1): return kind
    default: return nil
    }
  }

  /// Why `text`, written as a CSS easing function call (`cubic-bezier(…)`, `steps(…)`,
  /// `linear(…)`), is not a valid one: the error of the bare form, its column counted within
  /// `text`; `nil` when `text` is no such call or is valid.
  static func easingFunctionError(_ text: String) -> SpecError? {
    guard let open = text.firstIndex(of: "("),
      ["cubic-bezier", "steps", "linear"].contains(text[..<open].lowercased())
    else { return nil }
    do {
      _ = try AnimationSpec.parse(text)
      return nil
    } catch {
      return error
    }
  }

  /// The CSS direction keywords Kinetic reads, and what they mean.
  static let directions = ["normal": false, "alternate": true]
}
