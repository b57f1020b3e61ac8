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
