import Kinetic

extension Exporter {
  /// The motion as a target with a delay and a repeat of its own plays it — GSAP's `delay`,
  /// `repeat` and `yoyo`, Anime.js's `delay`, `loop` and `alternate`, Android's `startDelay`,
  /// `repeatCount` and `REVERSE`, CSS's and WAAPI's delay, iterations and `alternate`: one
  /// outer delay, then the passes of ``base``.
  struct TargetPasses {
    /// Seconds before the first pass.
    var delay = 0.0
    /// The repetition around ``base``, if any: passes (`nil` for ever), and whether every
    /// other one runs time backwards.
    var repetition: (count: Int?, alternates: Bool)?
    /// One pass: the motion inside the delay and repetition.
    var base: Animation

    /// Passes in all: the repetition's count (`nil` for ever), or 1.
    var passes: Int? { repetition.map { $0.count } ?? 1 }
  }

  /// The delay and repetition around the motion, as ``TargetPasses`` says them: a repeat
  /// without return passes, or an alternating one, whose return passes run time backwards —
  /// SwiftUI's autoreversing repeat counts as one where its mirrored return is the same motion
  /// (a point-symmetric curve, ``isReproduced(returnPass:)``). Any other repetition stays in
  /// ``TargetPasses/base``, for the target to approximate.
  func targetPasses() -> TargetPasses {
    var passes = TargetPasses(base: spec.animation)
    if case .delay(let d, let base) = passes.base.kind { (passes.delay, passes.base) = (d, base) }
    switch passes.base.kind {
    case .repeating(let count, false, let base):
      (passes.repetition, passes.base) = ((count, false), base)
    // SwiftUI's mirrored return is the time-reversed one for a point-symmetric curve.
    case .alternating(let count, let base),
      .repeating(let count, true, let base) where isReproduced(returnPass: .timeReversed):
      (passes.repetition, passes.base) = ((count, true), base)
    default: break
    }
    return passes
  }
}
