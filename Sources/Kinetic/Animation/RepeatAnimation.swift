/// Repeats the base animation a number of times, or forever, optionally playing every other
/// repetition backwards. Mirrors SwiftUI's `repeatCount(_:autoreverses:)` and
/// `repeatForever(autoreverses:)`.
///
/// With D the base animation's duration (``CustomAnimation/duration(value:context:)``) and
/// n = ⌊t/D⌋ the repetition index, the offset at time t is
///
///     base(t − n·D)          for even n, or for every n without autoreverse,
///     base(D − (t − n·D))    for odd n with autoreverse (the base played backwards),
///
/// and `nil` (finished) once n ≥ `repeatCount`. A base that has finished counts as being at its
/// end, `value`. As in SwiftUI, an even count with autoreverse ends at the start and the animated
/// value then jumps to the model value when the animation is removed.
///
/// How D is found: built-in animations report it exactly, so repetition is a pure function of
/// time. For a ``CustomAnimation`` that reports no duration, each repetition restarts when the base
/// returns `nil`, tracked in the context's state; that fallback needs calls with non-decreasing
/// times on one context, and a reversed repetition reuses the length measured for the first.
public struct RepeatAnimation: CustomAnimation {
  /// The animation being repeated.
  public var base: Animation
  /// How many times the base plays (forward and backward passes each count); `nil` repeats
  /// forever. Counts below 1 finish at once.
  public var repeatCount: Int?
  /// Whether odd repetitions play the base backwards.
  public var autoreverses: Bool

  /// Repeats `base` `repeatCount` times (`nil`: forever).
  public init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
    self.base = base
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
  }

  /// Where in the base animation a time falls.
  struct Position {
    /// The repetition index n.
    var index: Double
    /// Time into the base animation, already reflected for backward repetitions.
    var baseTime: Double
    /// Whether this repetition plays backwards.
    var isReversed: Bool
    /// Whether this is the last repetition.
    var isLast: Bool
  }

  /// The repetition that `time` falls in, for a base of known duration `length > 0`; `nil` once
  /// every repetition has played.
  func position(time: Double, length: Double) -> Position? {
    let t = max(time, 0)
    let index = (t / length).rounded(.down)
    if let repeatCount, index >= Double(repeatCount) { return nil }
    let local = min(max(t - index * length, 0), length)
    let isReversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
    let isLast = repeatCount.map { index == Double($0 - 1) } ?? false
    return Position(
      index: index, baseTime: isReversed ? length - local : local, isReversed: isReversed,
      isLast: isLast)
  }

  /// The offset in the current repetition (see the type's discussion).
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    if let repeatCount, repeatCount < 1 {
      context.isLogicallyComplete = true
      return nil
    }
    guard let length = base.duration(value: value, context: context), length.isFinite else {
      return animateByWatching(value: value, time: time, context: &context)
    }
    guard length > 0, let position = position(time: time, length: length) else {
      context.isLogicallyComplete = true
      return nil
    }
    let offset = base.animate(value: value, time: position.baseTime, context: &context) ?? value
    // Only the last repetition may report logical completion, and a backward one only at its end.
    context.isLogicallyComplete =
      position.isLast && !position.isReversed && context.isLogicallyComplete
    return offset
  }

  /// The velocity in the current repetition: the base velocity, negated when playing backwards.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    let length: Double
    if let known = base.duration(value: value, context: context), known.isFinite {
      length = known
    } else {
      let progress = context.state[RepeatProgressKey.self]
      guard let measured = progress.measuredLength else {
        return base.velocity(value: value, time: time - progress.start, context: context)
      }
      length = measured
    }
    guard length > 0, let position = position(time: time, length: length) else { return .zero }
    let velocity = base.velocity(value: value, time: position.baseTime, context: context) ?? .zero
    return position.isReversed ? .zero - velocity : velocity
  }

  /// `repeatCount · D`; infinity when repeating forever (0 if D is 0); `nil` if D is unknown.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    if let repeatCount, repeatCount < 1 { return 0 }
    guard let length = base.duration(value: value, context: context) else { return nil }
    guard length > 0 else { return 0 }
    guard let repeatCount else { return .infinity }
    return length * Double(repeatCount)
  }

  /// The fallback for a base of unknown duration: restart it whenever it returns `nil`.
  func animateByWatching<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    var progress = context.state[RepeatProgressKey.self]
    defer { context.state[RepeatProgressKey.self] = progress }
    // Each pass either returns a value or advances one repetition, so the count bounds the loop;
    // the extra bound guards a base that finishes at once (it would otherwise never end).
    for _ in 0..<64 {
      if let repeatCount, progress.index >= repeatCount {
        context.isLogicallyComplete = true
        return nil
      }
      let local = max(time - progress.start, 0)
      let isReversed = autoreverses && progress.index % 2 == 1
      if isReversed, let length = progress.measuredLength {
        if local < length {
          let offset = base.animate(value: value, time: length - local, context: &context) ?? value
          context.isLogicallyComplete = false
          return offset
        }
        progress.index += 1
        progress.start += length
        continue
      }
      if let offset = base.animate(value: value, time: local, context: &context) {
        let isLast = repeatCount.map { progress.index == $0 - 1 } ?? false
        context.isLogicallyComplete = isLast && context.isLogicallyComplete
        return offset
      }
      if progress.measuredLength == nil { progress.measuredLength = local }
      progress.index += 1
      progress.start = time
    }
    context.isLogicallyComplete = true
    return nil
  }
}

/// Progress of a ``RepeatAnimation`` whose base does not report its duration.
struct RepeatProgress {
  /// The repetition playing.
  var index = 0
  /// When it started, in the repeat animation's time.
  var start = 0.0
  /// The length of the first repetition, once it has finished.
  var measuredLength: Double?
}

/// The state key for ``RepeatProgress``.
enum RepeatProgressKey: AnimationStateKey {
  static var defaultValue: RepeatProgress { RepeatProgress() }
}

extension Animation {
  /// Repeats this animation `repeatCount` times; with `autoreverses` (the default, as in
  /// SwiftUI) every other repetition plays backwards.
  ///
  /// Example: `.easeIn(duration: 1).repeatCount(3, autoreverses: true)` goes 0 → 1 along easeIn
  /// during [0, 1), back 1 → 0 during [1, 2) and 0 → 1 again during [2, 3), then finishes.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
  }

  /// Repeats this animation forever; with `autoreverses` (the default) every other repetition
  /// plays backwards.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }
}
