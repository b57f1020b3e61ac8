import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014), seeded, so the totality properties replay the same
/// cases on every run and machine.
struct TotalityRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// Uniform in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// 10^e with e uniform in `exponents` (negated half the time if `signed`): spreads the cases
  /// over many orders of magnitude.
  mutating func logUniform(_ exponents: ClosedRange<Double>, signed: Bool = false) -> Double {
    let x = Foundation.pow(10, uniform(exponents))
    return signed && Bool.random(using: &self) ? -x : x
  }
}
