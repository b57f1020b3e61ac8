extension RubberBand {
  /// The derivative b′(x) = c/(1 + |x|·c/D)² of ``value(_:)``: how fast the banded offset
  /// moves per unit of overdrag (c at the edge, tending to 0 far out).
  @inlinable
  public func slope(_ offset: Double) -> Double {
    let u = abs(offset) * coefficient / dimension
    let s = 1 + u
    return u.isInfinite ? 0 : coefficient / (s * s)
  }
}
