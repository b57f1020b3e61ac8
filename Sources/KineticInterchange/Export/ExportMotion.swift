import Kinetic

/// An animation taken apart for export: one core (a curve, a CSS easing function or a spring)
/// under at most one delay, one speed and one repetition, in the order every target can write
/// (`delay` once before everything, `speed` scaling the whole, `repeat` around the core).
/// Anything else — a custom animation, a delay inside a repetition, nested repetitions — has
/// no ``core`` and is exported as an approximation of its motion.
struct ExportMotion {
  /// The part of the motion that ecosystems name.
  enum Core {
    /// A cubic Bezier (`linear` included, as the Bezier (0,0)(1,1)) over `duration` seconds.
    case bezier(CubicBezier?, duration: Double)
    /// A CSS easing function (`steps()`, `linear()`) over `duration` seconds.
    case easing(CSSEasingFunction, duration: Double)
    /// A spring, its time already scaled by the speed.
    case spring(Spring, initialVelocity: Double, merges: Bool)
  }

  /// The core, or `nil` when the motion has no exact form in the targets.
  var core: Core?
  /// Seconds before the motion starts.
  var delay = 0.0
  /// `(count, autoreverses)`; `count` is `nil` for forever.
  var repetition: (count: Int?, autoreverses: Bool)?
  /// The whole animation, for approximations.
  let animation: Animation
  /// Seconds from the start (delay included) to the end, or `nil` when it never ends.
  let totalDuration: Double?

  /// Whether `animation` is a keyframe track, delayed or not: a motion that holds still after
  /// its keyframes.
  static func isHeldTrack(_ animation: Animation) -> Bool {
    switch animation.kind {
    case .keyframes: return true
    case .delay(_, let base): return isHeldTrack(base)
    default: return false
    }
  }

  init(_ animation: Animation) {
    self.animation = animation
    let sampler = animation.sampler(change: 1.0)
    if let end = sampler.removalTime, end.isFinite {
      totalDuration = end
    } else if Self.isHeldTrack(animation) {
      // A keyframe track that does not end at the change is never removed (it holds its last
      // value); its motion is over at the end of its keyframes.
      let end = sampler.completionTimes.logicallyComplete
      totalDuration = end.isFinite ? end : nil
    } else {
      totalDuration = nil
    }
    var speed = 1.0
    var current = animation
    var inRepetition = false
    loop: while true {
      switch current.kind {
      case .delay(let d, let base) where !inRepetition:
        delay += d / speed
        current = base
      case .speed(let s, let base) where s > 0 && s.isFinite:
        speed *= s
        current = base
      case .repeating(let count, let autoreverses, let base) where !inRepetition:
        repetition = (count, autoreverses)
        inRepetition = true
        current = base
      case .alternating(let count, let base) where !inRepetition:
        // Each target's return pass is checked against the motion (`isReproduced`).
        repetition = (count, true)
        inRepetition = true
        current = base
      case .logicallyComplete(_, let base):
        current = base
      case .default:
        current = Animation.defaultBase
      case .timingCurve(let curve, let duration) where curve == .linear:
        core = .bezier(nil, duration: duration / speed)
        break loop
      case .timingCurve(let curve, let duration):
        if let bezier = curve.cubicBezier { core = .bezier(bezier, duration: duration / speed) }
        break loop
      case .easing(let function, let duration):
        core = .easing(function, duration: duration / speed)
        break loop
      case .spring(let animation):
        let spring = animation.spring
        // Time scaled by `speed`: the same damping ratio at `speed` times the frequency.
        core = .spring(
          Spring(response: spring.response / speed, dampingRatio: spring.dampingRatio),
          initialVelocity: animation.initialVelocity * speed, merges: animation.merges)
        break loop
      default:
        core = nil
        break loop
      }
    }
    if core == nil { (delay, repetition) = (0, nil) }
  }

  /// Output progress (0 → 1) at normalised time `u` of `duration` seconds.
  func progress(duration: Double) -> (Double) -> Double {
    Self.progress(of: animation, duration: duration)
  }

  /// The repetition the motion plays, if any (``Loop``).
  var loop: Loop? { Self.loop(of: animation) }
}

extension ExportMotion.Core {
  /// The curve of a core that every target's Bezier form can write: linear or a cubic Bezier.
  enum Curve {
    case linear
    case bezier(CubicBezier)
  }

  /// The core's curve when it is linear or a cubic Bezier (a `cubic-bezier()` easing included);
  /// `nil` for a spring and for CSS `steps()`/`linear(...)` easings. The one accessor the
  /// exporters read Bezier cores through.
  var curve: Curve? {
    switch self {
    case .bezier(let b?, _): return .bezier(b)
    case .bezier(nil, _): return .linear
    case .easing(let f, _) where f == .linear: return .linear
    case .easing(let f, _): return f.cubicBezier.map(Curve.bezier)
    case .spring: return nil
    }
  }

  /// The seconds one pass of a curve or easing core lasts; `nil` for a spring.
  var curveDuration: Double? {
    switch self {
    case .bezier(_, let d), .easing(_, let d): return d
    case .spring: return nil
    }
  }
}
