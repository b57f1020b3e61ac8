/// SplitMix64 (Steele, Lea, Flood 2014): the curve tests' seeded generator.
struct CurvesRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Parametric evaluation of a Bezier coordinate in double, for tests that pick s first.
func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
  let u = 1 - s
  return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
}

/// d/ds of ``bernstein(_:_:_:)``.
func bernsteinSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
  let u = 1 - s
  return 3 * (p1 * u * u + 2 * (p2 - p1) * u * s + (1 - p2) * s * s)
}
