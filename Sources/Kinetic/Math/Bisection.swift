/// The core's one scalar bisection: a bracket [lo, hi] around the point where a condition
/// starts to hold, halved until its ends are adjacent doubles.
///
/// Used wherever a monotone condition is inverted: completion and settling times, Flutter's
/// friction times, the inverse of a monotone curve.
///
/// - Complexity: at most `limit` evaluations of the condition; about 64 for a bracket of
///   normal numbers, up to about 1,100 for one that reaches into the subnormals (hence the
///   default).
@usableFromInline
enum Bisection {
  /// The bracket `(lo, hi)` left after halving [`lo`, `hi`] towards where `holds` changes from
  /// false (assumed at `lo`) to true (assumed at `hi`): each midpoint becomes the new `hi` when
  /// `holds` is true there, else the new `lo`. It stops when the ends are adjacent doubles or
  /// after `limit` halvings.
  @inlinable
  static func bracket(
    _ lo: Double, _ hi: Double, limit: Int = 1_100, where holds: (Double) -> Bool
  ) -> (lo: Double, hi: Double) {
    var (lo, hi) = (lo, hi)
    for _ in 0..<limit {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if holds(mid) { hi = mid } else { lo = mid }
    }
    return (lo, hi)
  }
}
