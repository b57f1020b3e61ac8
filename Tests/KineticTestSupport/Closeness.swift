/// |a − b| ≤ `tolerance` (absolute), false for a missing value, for readable expectations.
public func isClose(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}
