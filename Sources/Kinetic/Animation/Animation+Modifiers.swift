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
  /// A negative delay starts the animation that far into itself, as SwiftUI's: its base runs
  /// at max(0, t − delay) (OpenSwiftUI `DelayAnimation.swift`), so `.delay(-0.2)` shows at
  /// once what the animation shows at 0.2 s, and ends 0.2 s sooner (at once when it is
  /// shorter than that). One case differs: during a positive delay around a negative one
  /// (`.delay(-a).delay(d)`) Kinetic holds the start, where SwiftUI already shows the base at
  /// `a` (its inner delay is asked for time 0, which it moves to `a`).
  ///
  /// - Parameter delay: Seconds; a NaN delay counts as none (everywhere: value, velocity and
  ///   duration agree).
  public func delay(_ delay: Double) -> Animation {
    let delay = Self.sanitizedDelay(delay)
    // A delay around a non-negative delay adds to it (max(0, max(0, t − a) − b) is
    // max(0, t − a − b) for a ≥ 0, whatever b); around a negative one it does not (the
    // fast-forwarded base shows during the outer delay), so it stays a layer of its own.
    if case .delay(let inner, let base) = kind, Self.sanitizedDelay(inner) >= 0 {
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
  /// A speed of 0 or less holds the animation at its start for ever, as SwiftUI's: its base
  /// runs at t·speed ≤ 0 (OpenSwiftUI `SpeedAnimation.swift`), where a timing curve clamps its
  /// progress to 0 and never finishes (`BezierAnimation.swift`: finished only once the time
  /// passes the duration); every kind is held the same way. A NaN or infinite speed finishes
  /// the animation at once (a NaN time, or an infinite one, is past every duration).
  ///
  /// - Parameter speed: The factor.
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
  /// SwiftUI) every other pass returns to the start.
  ///
  /// A return pass plays as SwiftUI plays it (OpenSwiftUI `RepeatAnimation.swift`): the base
  /// runs *forwards* and the value is mirrored, offset = change − base(u). An ease-in return
  /// therefore leaves the target slowly and arrives fast, as the forward pass did; CSS's
  /// `alternate` instead runs time backwards (see ``alternating(count:)``).
  ///
  /// With D the base's duration and n = ⌊t/D⌋, the offset at t is base(t − n·D) for even n
  /// (every n without autoreverse) and change − base(t − n·D) for odd n with autoreverse, and
  /// the animation finishes once n ≥ `repeatCount`. Each pass starts where the previous one
  /// ended, at n·D exactly: SwiftUI starts the next pass on the first frame at which the base
  /// has finished, which is n·D in the limit of a high frame rate (at 60 Hz a pass can start up
  /// to one frame later). A base that has finished counts as being at its end. As in SwiftUI,
  /// an even count with autoreverse ends at the start and the value then jumps to the model
  /// value when the animation is removed. A ``CustomAnimation`` that does not report its
  /// duration is measured once, to 1 ms, when the animation is sampled.
  ///
  /// Logical completion is SwiftUI's one-way latch: it holds from the first time the base
  /// reports it in any pass (a spring's first pass, once its logical time is reached), and a
  /// base that only finishes (a timing curve) makes the whole repetition logically complete
  /// when it is removed.
  ///
  /// Repeating a repetition with the same `autoreverses` multiplies the counts when the inner
  /// one ends at the target (the passes then alternate the same way), so such chains stay one
  /// level deep.
  ///
  /// Example: `.easeIn(duration: 1).repeatCount(3, autoreverses: true)` goes 0 → 1 along easeIn
  /// during [0, 1), back 1 → 0 as 1 − easeIn(u) during [1, 2) and 0 → 1 again during [2, 3),
  /// then finishes.
  ///
  /// - Parameters:
  ///   - repeatCount: Passes (forward and return each count); below 1 the animation finishes
  ///     at once.
  ///   - autoreverses: Whether every other pass returns to the start.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    repeating(count: repeatCount, autoreverses: autoreverses)
  }

  /// Repeats this animation forever; with `autoreverses` (the default) every other pass
  /// returns to the start, mirrored as in ``repeatCount(_:autoreverses:)``.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeating(count: nil, autoreverses: autoreverses)
  }

  /// Plays this animation `count` times (`nil`: forever), every other pass with time running
  /// backwards: CSS `animation-direction: alternate` with `animation-iteration-count: count`,
  /// and Core Animation's `autoreverses`. Kinetic's name; SwiftUI has no such modifier (its
  /// return passes mirror the value, see ``repeatCount(_:autoreverses:)``).
  ///
  /// With D the base's duration and n = ⌊t/D⌋, the offset at t is base(t − n·D) for even n
  /// and base(D − (t − n·D)) for odd n; the velocity of a return pass is the base's, negated.
  /// Only the last pass, played forwards, reports logical completion (CSS has no such notion,
  /// so a return pass never counts).
  ///
  /// - Parameter count: Passes (forward and backward each count); below 1 the animation
  ///   finishes at once.
  public func alternating(count: Int?) -> Animation {
    Animation(kind: .alternating(count: count, self))
  }

  /// Reports logical completion `duration` seconds after the start, if the animation has not
  /// already (SwiftUI's `logicallyComplete(after:)`); the motion itself is unchanged.
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(kind: .logicallyComplete(after: duration, self))
  }

  /// `count` repetitions (`nil`: forever), composed with a repetition directly inside when
  /// both alternate alike and the inner one ends at the target (an odd count, or no
  /// autoreverse): a mirrored pass of an inner repetition that ends at the start would play
  /// its passes in the opposite order (b, 1 − b, then 1 − b, b), which no single count gives.
  func repeating(count: Int?, autoreverses: Bool) -> Animation {
    guard case .repeating(let inner, autoreverses, let base) = kind,
      (count ?? 1) >= 1, (inner ?? 1) >= 1,
      !(autoreverses && (inner ?? 1) % 2 == 0)
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

  /// A delay as the animation uses it: a NaN delay counts as none; a negative one starts the
  /// base that far in (see ``delay(_:)``).
  @usableFromInline
  static func sanitizedDelay(_ delay: Double) -> Double { delay.isNaN ? 0 : delay }
}
