/// The documentation of the keyframe spec forms, shared by `kinetic list` and
/// `kinetic help eval` so that both say the same.
package enum KeyframeSpecForms {
  /// One line per form, as `kinetic list` prints them.
  package static let summaries = [
    "KeyframeTrack(\\.name) { LinearKeyframe(V, duration: S, timingCurve: .easeIn); CubicKeyframe(V, duration: S, startVelocity: V, endVelocity: V); SpringKeyframe(V, duration: S, spring: .bouncy, startVelocity: V); MoveKeyframe(V) }",
    "keyframes { durationMillis = MS; V at MS using EaseIn; V atFraction F; ... }   (Compose; without a value at durationMillis it ends at --to; 'with' = 'using')",
    "keyframesWithSpline { durationMillis = MS; V at MS; ... }   (Compose's monotone cubic spline; LinearEasing only)",
    "animate([V, V, ...], { duration: S, times: [0, ..., 1], ease: [\"easeIn\", ...] })   (Motion/framer-motion; first value null = --from)",
    "@keyframes NAME { from { P: V; animation-timing-function: ease-in } 50% { P: V } to { P: V } }   (CSS, 1 s; missing ends = --from)",
    "CAKeyframeAnimation(values: [V, ...], keyTimes: [0, ..., 1], timingFunctions: [.easeIn, ...], calculationMode: .linear, duration: S)   (Core Animation; modes .linear, .discrete, .paced, .cubic)",
  ]

  /// The paragraph `kinetic help eval` prints.
  package static let help = """
    KEYFRAMES: a keyframe track defines its own path from --from (its initial value), so --to
    and --velocity do not apply; velocities are exact, and --completion prints when the track
    ends ('inf' for removal unless it ends at exactly 1). Keyframes are separated by ';' or
    line breaks; 'KeyframeTrack(\\.scale)' names the series 'scale'. Cubic keyframes form a
    Catmull-Rom spline over the keyframe times; a spring keyframe starts from the value and
    velocity where the previous one ended and lasts its settling duration unless given one.
    After its last keyframe a track holds its last value.
    The same track in the other ecosystems' forms:
      \(summaries.joined(separator: "\n  "))
    Compose: times in ms ('at') or fractions of durationMillis ('atFraction', default
    durationMillis 300), each easing (LinearEasing, FastOutSlowInEasing, LinearOutSlowInEasing,
    FastOutLinearInEasing, EaseIn, EaseOut, EaseInOut, Ease, CubicBezierEasing(a, b, c, d))
    applying from its keyframe to the next; a missing value at 0 is --from.
    Motion: 'times' are offsets of 'duration' (seconds, default 0.3), evenly spaced by default
    (the first value holds until the first offset);
    'ease' is one easing or one per segment (linear, easeIn, easeOut, easeInOut, circIn,
    circOut, circInOut, backIn, backOut, backInOut, anticipate, or [x1, y1, x2, y2]; default
    easeInOut).
    CSS: selectors from, to and percentages; a keyframe's animation-timing-function (linear,
    ease, ease-in, ease-out, ease-in-out, cubic-bezier(...); default ease) applies until the
    next keyframe; the animation lasts 1 s.
    Core Animation: 'values' are absolute (the track starts at the first); 'keyTimes' are
    fractions of 'duration' (default 0.25 s) from 0 to 1, evenly spaced by default, one per
    value (one more with .discrete); 'timingFunctions' one per segment (.linear, .easeIn,
    .easeOut, .easeInEaseOut, .default, CAMediaTimingFunction(controlPoints: x1, y1, x2, y2));
    .paced ignores keyTimes and timingFunctions and moves at constant speed; .cubic is a
    Catmull-Rom spline starting and ending at rest (linear timing functions only).
    A bad keyframe (negative or NaN duration, a spring keyframe of duration 0, an empty track,
    a motion that overflows) is an error naming the keyframe, with a caret under it.
    """
}
