extension ScrollViewDeceleration {
  /// Where a release would end, by the projection of the WWDC18 session "Designing Fluid
  /// Interfaces": x₀ + (v₀/1000)·d/(1 − d).
  ///
  /// The session's formula sums the per-millisecond geometric series v₀/1000·(d + d² + …),
  /// a discrete approximation of the continuous law; ``destination(from:velocity:)`` is the
  /// exact limit x₀ − v₀/(1000·ln d). Their ratio is −ln(d)·d/(1 − d): 0.999 for `.normal`
  /// (499 vs 499.5 ms per unit of velocity) and 0.995 for `.fast`.
  public func projection(from position: Double, velocity: Double) -> Double {
    position + velocity / 1000 * rate / (1 - rate)
  }
}
