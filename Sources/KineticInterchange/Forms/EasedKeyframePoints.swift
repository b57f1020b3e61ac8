import Kinetic

/// Values at times with an easing for the interval that starts at each — the model of Compose's
/// `keyframes`, Motion's keyframes, CSS `@keyframes`, Core Animation's linear and paced
/// `CAKeyframeAnimation` and the stops Kinetic exports — as ``LinearKeyframe``s along
/// ``UnitCurve``s: a value at time 0 is a ``MoveKeyframe``, each later point a linear keyframe
/// from the previous point with the previous point's curve (one of duration 0 is a jump, as a
/// ``MoveKeyframe`` is). A `nil` value is the initial value
/// (the underlying value in CSS, the current value in Motion and Compose), or the target for a
/// point that ``Point/isTarget`` (Compose's end at `durationMillis` when no keyframe is there).
struct EasedKeyframePoints {
  struct Point {
    var time: Double
    var value: Double?
    /// The curve of the interval from this point to the next.
    var curve: UnitCurve
    /// Where the point was written.
    var column: Int
    /// Whether the point's value is the animation's target rather than a written value.
    var isTarget = false
  }

  var points: [Point]
  /// Seconds per unit of ``Point/time``: 1 when times are seconds; the duration when they are
  /// fractions of it (Core Animation's `keyTimes`, Kinetic's exported stops), so that each
  /// keyframe lasts (fraction − previous fraction) · duration, as those forms define it.
  var timeScale = 1.0

  /// The keyframes from `initialValue`; points must be sorted by time, the first at 0.
  func keyframes(from initialValue: Double) -> [(keyframe: Keyframe<Double>, column: Int)] {
    keyframes(from: initialValue, to: initialValue)
  }

  /// The keyframes from `initialValue` towards `target` (the value of a point that
  /// ``Point/isTarget``); points must be sorted by time, the first at 0.
  func keyframes(from initialValue: Double, to target: Double)
    -> [(keyframe: Keyframe<Double>, column: Int)]
  {
    var result: [(keyframe: Keyframe<Double>, column: Int)] = []
    for (index, point) in points.enumerated() {
      let value = point.isTarget ? target : point.value ?? initialValue
      if index == 0 {
        if point.value != nil { result.append((.move(MoveKeyframe(value)), point.column)) }
        continue
      }
      let previous = points[index - 1]
      result.append(
        (
          .linear(
            LinearKeyframe(
              value, duration: (point.time - previous.time) * timeScale,
              timingCurve: previous.curve)
          ),
          point.column
        ))
    }
    return result
  }
}
