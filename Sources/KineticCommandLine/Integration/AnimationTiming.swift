import Kinetic

/// How long an animation runs, for choosing a plot's time span.
///
/// - Note: Integration seam: forwards to the animation work's `Animation.duration(for:)` once it
///   lands on main. Until then the end is found from the animation itself: the first time its
///   `animate` returns `nil`, bracketed by doubling and refined by bisection.
enum AnimationTiming {
  /// Seconds until `animation` finishes for a change of 1, or `nil` if it runs for over an hour
  /// (`repeatForever`, an undamped spring).
  static func duration(of animation: Animation) -> Double? {
    func isFinished(_ t: Double) -> Bool {
      var context = AnimationContext<Double>()
      return animation.animate(value: 1.0, time: t, context: &context) == nil
    }
    if isFinished(0) { return 0 }
    var low = 0.0
    var high = 1.0 / 64
    while !isFinished(high) {
      low = high
      high *= 2
      if high > 3600 { return nil }
    }
    for _ in 0..<64 {
      let mid = 0.5 * (low + high)
      if mid <= low || mid >= high { break }
      if isFinished(mid) { high = mid } else { low = mid }
    }
    return high
  }
}
