/// |a − b| ≤ `tolerance` (absolute), false for a missing value, for readable expectations.
public func isClose(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

/// The error of `value` in ulps of an exact reference given as its nearest double `head` and the
/// rest in ulps of it (exact = head + remainder·ulp(head), as `Scripts/math-references.py`
/// writes them): |(value − head)/ulp(head) − remainder|. 0 when `value` is `head` bit for bit
/// with no remainder; ∞ when the two differ in kind (finite against ∞ or NaN).
///
/// `value − head` is exact whenever the two are within a factor of two (Sterbenz), which is
/// every case worth measuring, and dividing by the power of two ulp(head) is exact, so the
/// result carries only the remainder's own rounding (about 2⁻⁵³ ulp).
public func ulpError(_ value: Double, exact head: Double, remainder: Double = 0) -> Double {
  if value.bitPattern == head.bitPattern && remainder == 0 { return 0 }
  guard value.isFinite, head.isFinite else { return value == head ? 0 : .infinity }
  return abs((value - head) / head.ulp - remainder)
}

/// Whether `a` is within `ulps` units in the last place of the reference `b` (measured by
/// ``ulpError(_:exact:remainder:)``).
public func isClose(_ a: Double, _ b: Double, ulps: Double) -> Bool {
  ulpError(a, exact: b) <= ulps
}
