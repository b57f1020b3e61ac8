import Foundation

/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast, seedable generator, so every
/// property test replays the same cases on every run and machine.
struct KineticTestsRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A seed derived from a name (FNV-1a), stable across runs, unlike `Hasher`.
  init(name: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    self.init(seed: hash)
  }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A vector component: 0 one time in eight (so `zero` and sparse vectors occur), otherwise
  /// ±10^e with e uniform in [−3, 3]. The range keeps squares far from underflow and overflow
  /// in `Float`, so the laws are tested where they are meant to hold.
  mutating func component() -> Double {
    if Int.random(in: 0..<8, using: &self) == 0 { return 0 }
    let magnitude = Foundation.pow(10, Double.random(in: -3...3, using: &self))
    return Bool.random(using: &self) ? magnitude : -magnitude
  }

  /// A scale factor: one of 0, 1, −1, 0.5 one time in five, otherwise uniform in [−4, 4].
  mutating func scaleFactor() -> Double {
    if Int.random(in: 0..<5, using: &self) == 0 {
      return [0, 1, -1, 0.5].randomElement(using: &self)!
    }
    return Double.random(in: -4...4, using: &self)
  }
}
