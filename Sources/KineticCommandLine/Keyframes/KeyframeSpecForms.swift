/// The documentation of the keyframe spec forms, shared by `kinetic list` and
/// `kinetic help eval` so that both say the same.
enum KeyframeSpecForms {
  /// One line per form, as `kinetic list` prints them.
  static let summaries = [
    "KeyframeTrack(\\.name) { LinearKeyframe(V, duration: S, timingCurve: .easeIn); CubicKeyframe(V, duration: S, startVelocity: V, endVelocity: V); SpringKeyframe(V, duration: S, spring: .bouncy, startVelocity: V); MoveKeyframe(V) }",
    "keyframes { durationMillis = MS; V at MS using EaseIn; V atFraction F; ... }   (Compose; needs a value at durationMillis)",
    "animate([V, V, ...], { duration: S, times: [0, ..., 1], ease: [\"easeIn\", ...] })   (Motion/framer-motion; first value null = --from)",
    "@keyframes NAME { from { P: V; animation-timing-function: ease-in } 50% { P: V } to { P: V } }   (CSS, 1 s; missing ends = --from)",
  ]

  /// The paragraph `kinetic help eval` prints.
  static let help = """
    KEYFRAMES: a keyframe track defines its own path from --from (its initial value), so --to
    and --velocity do not apply; velocities are exact. Keyframes are separated by ';' or line
    breaks; 'KeyframeTrack(\\.scale)' names the series 'scale'. Cubic keyframes form a
    Catmull-Rom spline over the keyframe times; a spring keyframe starts from the value and
    velocity where the previous one ended and lasts its settling duration unless given one.
    The same track in the other ecosystems' forms:
      \(summaries.joined(separator: "\n  "))
    A bad keyframe (negative or NaN duration, a spring keyframe of duration 0, an empty track,
    a motion that overflows) is an error naming the keyframe, with a caret under it.
    """
}
