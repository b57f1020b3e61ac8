import Kinetic

extension ExportMotion {
  /// A motion that repeats one pass, whatever the pass is (a spring, a keyframe track, a CSS
  /// easing): the part a target with a repeat of its own (CSS `animation-iteration-count`, Web
  /// Animations `iterations`, Core Animation `repeatCount`) plays as a loop, so that only one
  /// pass — not every repetition — is approximated.
  struct Loop {
    /// Seconds before the first pass.
    var delay: Double
    /// One pass, from its own start (a speed-up outside the repetition applied).
    var pass: Animation
    /// Seconds one pass lasts: finite and positive.
    var length: Double
    /// Passes; `nil` for forever.
    var count: Int?
    /// How every other pass plays; `nil` when every pass runs forwards.
    var returnPass: Exporter.ReturnPass?

    /// The passes that start within `span` seconds of the motion's start, or `count`.
    func passes(within span: Double) -> Double {
      let started = ((span - delay) / length).rounded(.up)
      return Swift.max(1, Swift.min(count.map(Double.init) ?? .infinity, started))
    }
  }

  /// The repetition of `animation` under its delays, speed-ups and logical completion, or `nil`
  /// when it does not repeat a pass of known length.
  static func loop(of animation: Animation) -> Loop? {
    var delay = 0.0
    var speed = 1.0
    var current = animation
    while true {
      switch current.kind {
      case .delay(let d, let base):
        delay += d / speed
        current = base
      case .speed(let s, let base) where s > 0 && s.isFinite:
        speed *= s
        current = base
      case .logicallyComplete(_, let base):
        current = base
      case .repeating(let count, let autoreverses, let base):
        return loop(base, delay, speed, count, autoreverses ? .mirrored : nil)
      case .alternating(let count, let base):
        return loop(base, delay, speed, count, .timeReversed)
      default:
        return nil
      }
    }
    func loop(
      _ base: Animation, _ delay: Double, _ speed: Double, _ count: Int?,
      _ returnPass: Exporter.ReturnPass?
    ) -> Loop? {
      guard (count ?? 2) >= 1 else { return nil }
      let pass = speed == 1 ? base : base.speed(speed)
      guard let length = ExportMotion(pass).totalDuration, length > 0, length.isFinite,
        delay.isFinite
      else { return nil }
      return Loop(delay: delay, pass: pass, length: length, count: count, returnPass: returnPass)
    }
  }

  /// `animation` with its outermost repetition cut to at most five passes, of the same parity
  /// (so it ends the same way): what `Exporter.isReproduced(returnPass:)` compares, since every
  /// pass of a repetition is played alike and a check of 10⁶ passes would measure the rounding
  /// of their start times rather than the target's semantics.
  static func capped(_ animation: Animation) -> Animation {
    func cut(_ count: Int?) -> Int? { count.map { $0 <= 5 ? $0 : 4 + $0 % 2 } }
    switch animation.kind {
    case .delay(let d, let base): return Animation(kind: .delay(d, capped(base)))
    case .speed(let s, let base): return Animation(kind: .speed(s, capped(base)))
    case .logicallyComplete(let after, let base):
      return Animation(kind: .logicallyComplete(after: after, capped(base)))
    case .repeating(let count, let autoreverses, let base):
      return Animation(kind: .repeating(count: cut(count), autoreverses: autoreverses, base))
    case .alternating(let count, let base):
      return Animation(kind: .alternating(count: cut(count), base))
    default: return animation
    }
  }

  /// Output progress (0 → 1) of `animation` at normalised time `u` of `duration` seconds;
  /// each evaluation counted in ``evaluations`` when a test has set one.
  static func progress(of animation: Animation, duration: Double) -> (Double) -> Double {
    let sampler = SpecSampler(animation: animation, from: 0, to: 1)
    #if !hasFeature(Embedded)
      if let counter = evaluations {
        return { u in
          counter.count += 1
          return sampler.value(at: u * duration)
        }
      }
    #endif
    return { u in sampler.value(at: u * duration) }
  }

  /// Counts the motion evaluations an export spends, for tests that bound its work (the
  /// number of evaluations, not a time): set with `ExportMotion.$evaluations.withValue(…)`.
  /// Native only: Embedded Swift (the WebAssembly build) has no task-local values.
  #if !hasFeature(Embedded)
    @TaskLocal package static var evaluations: EvaluationCounter?
  #endif

  /// A count of evaluations (``evaluations``), read after the export it was set for returned.
  package final class EvaluationCounter: @unchecked Sendable {
    /// Evaluations so far.
    package var count = 0

    /// A counter at zero.
    package init() {}
  }
}
