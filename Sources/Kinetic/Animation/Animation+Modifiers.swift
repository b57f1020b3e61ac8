extension Animation {
  /// Delays the start of this animation by `delay` seconds: offset(t) = 0 for t < delay,
  /// base(t − delay) after.
  ///
  /// Modifiers apply outwards, as in SwiftUI: in `.delay(d).speed(s)` the delay is part of what
  /// is sped up (it lasts d/s seconds); in `.speed(s).delay(d)` it lasts d seconds.
  ///
  /// Chains flatten, since delays add and a delay inside a speed-up is a shorter delay outside
  /// it: the result is at most one delay around at most one speed-up of anything else, so
  /// 50,000 `.delay(0)` cost what one does.
  ///
  /// - Parameter delay: Seconds; a negative or NaN delay counts as none (everywhere: value,
  ///   velocity and duration agree).
  public func delay(_ delay: Double) -> Animation {
    let delay = Self.sanitizedDelay(delay)
    if case .delay(let inner, let base) = kind {
      return Animation(kind: .delay(Self.sanitizedDelay(inner) + delay, base))
    }
    return Animation(kind: .delay(delay, self))
  }

  /// Plays this animation `speed` times faster (2 halves its duration): offset(t) =
  /// base(t·speed), velocity speed·base′(t·speed). A velocity merged in by an ``Animator``
  /// reaches the base in its own time units (divided by `speed`).
  ///
  /// Chains flatten: speeds multiply, and a delay under a speed-up becomes a delay of
  /// delay/speed around it (see ``delay(_:)``). A product that overflows is +∞ (the animation
  /// finishes at once); the command line reports it as an error.
  ///
  /// - Parameter speed: The factor; a non-positive or NaN speed finishes the animation at once.
  public func speed(_ speed: Double) -> Animation {
    guard speed > 0, speed.isFinite else { return Animation(kind: .speed(speed, self)) }
    switch kind {
    case .speed(let inner, let base) where inner > 0:
      return Animation(kind: .speed(inner * speed, base))
    case .delay(let delay, let base):
      return base.speed(speed).delay(delay / speed)
    default:
      return Animation(kind: .speed(speed, self))
    }
  }

  /// Repeats this animation `repeatCount` times; with `autoreverses` (the default, as in
  /// SwiftUI) every other repetition plays backwards.
  ///
  /// With D the base's duration and n = ⌊t/D⌋, the offset at t is base(t − n·D) for even n
  /// (every n without autoreverse) and base(D − (t − n·D)) for odd n with autoreverse, and the
  /// animation finishes once n ≥ `repeatCount`. A base that has finished counts as being at its
  /// end. As in SwiftUI, an even count with autoreverse ends at the start and the value then
  /// jumps to the model value when the animation is removed. Only the last repetition, played
  /// forwards, reports logical completion. A ``CustomAnimation`` that does not report its
  /// duration is measured once, to 1 ms, when the animation is sampled.
  ///
  /// Repeating a repetition with the same `autoreverses` multiplies the counts (the passes
  /// alternate the same way), so such chains stay one level deep.
  ///
  /// Example: `.easeIn(duration: 1).repeatCount(3, autoreverses: true)` goes 0 → 1 along easeIn
  /// during [0, 1), back 1 → 0 during [1, 2) and 0 → 1 again during [2, 3), then finishes.
  ///
  /// - Parameters:
  ///   - repeatCount: Passes (forward and backward each count); below 1 the animation finishes
  ///     at once.
  ///   - autoreverses: Whether every other pass plays backwards.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    repeating(count: repeatCount, autoreverses: autoreverses)
  }

  /// Repeats this animation forever; with `autoreverses` (the default) every other repetition
  /// plays backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeating(count: nil, autoreverses: autoreverses)
  }

  /// Reports logical completion `duration` seconds after the start, if the animation has not
  /// already (SwiftUI's `logicallyComplete(after:)`); the motion itself is unchanged.
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(kind: .logicallyComplete(after: duration, self))
  }

  /// `count` repetitions (`nil`: forever), composed with a repetition directly inside when
  /// both alternate alike.
  func repeating(count: Int?, autoreverses: Bool) -> Animation {
    guard case .repeating(let inner, autoreverses, let base) = kind,
      (count ?? 1) >= 1, (inner ?? 1) >= 1
    else { return Animation(kind: .repeating(count: count, autoreverses: autoreverses, self)) }
    guard let count, let inner else {
      return Animation(kind: .repeating(count: nil, autoreverses: autoreverses, base))
    }
    let (product, overflow) = count.multipliedReportingOverflow(by: inner)
    guard !overflow else {
      return Animation(kind: .repeating(count: count, autoreverses: autoreverses, self))
    }
    return Animation(kind: .repeating(count: product, autoreverses: autoreverses, base))
  }

  /// A delay as the animation uses it: negative and NaN delays count as none.
  @usableFromInline
  static func sanitizedDelay(_ delay: Double) -> Double { delay > 0 ? delay : 0 }
}
