import Kinetic

extension Animation {
  /// The animation played `passes` times (`nil`: for ever), as the other ecosystems count
  /// repetitions: with `alternating`, every other pass runs backwards in time (CSS `alternate`,
  /// GSAP's `yoyo`, Android's `REVERSE`, Core Animation's `autoreverses`); else each pass
  /// starts again from the beginning. One pass is still a repetition of one; callers that
  /// write nothing for a single pass leave the animation as it is.
  func repeated(passes: Int?, alternating: Bool) -> Animation {
    if alternating { return self.alternating(count: passes) }
    return passes.map { repeatCount($0, autoreverses: false) }
      ?? repeatForever(autoreverses: false)
  }
}
