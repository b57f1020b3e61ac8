/// Finding when an end rule first holds, for models whose rule has no closed-form time
/// (springs with distance and speed thresholds, Flutter's `isDone` on composite simulations).
enum RestSearch {
  /// The first time in [0, limit] at which `holds` is true, to within a few ulps: the rule is
  /// checked on a grid of `step` seconds, and the first grid cell where it turns true is
  /// bisected (assuming it changes at most once inside one cell; `step` is chosen well below
  /// the period of any motion checked). `.infinity` if it never holds up to `limit`.
  static func firstTime(
    step: Double = 1.0 / 1000, limit: Double = 3600, where holds: (Double) -> Bool
  ) -> Double {
    if holds(0) { return 0 }
    var lo = 0.0
    var index = 1.0
    while lo < limit {
      let hi = min(index * step, limit)
      if holds(hi) {
        var a = lo
        var b = hi
        // ≤ 64 halvings reach adjacent doubles.
        for _ in 0..<64 {
          let m = a + (b - a) / 2
          if m <= a || m >= b { break }
          if holds(m) { b = m } else { a = m }
        }
        return b
      }
      lo = hi
      index += 1
    }
    return .infinity
  }
}
