import CKineticMath

extension Spring {
  /// The first time, in seconds, at which the spring released at `position` with `velocity`
  /// and pulled towards `target` reaches the target; 0 if it starts there, `nil` if it never
  /// gets there (an over- or critically damped motion that only approaches it).
  ///
  /// With y = x − target, y₀ = position − target, α = ζω₀ and B = v₀ + α·y₀, the motion is
  /// y(t) = e^{−αt}·(y₀·C(t) + B·S(t)) (see ``Coefficients``), whose first zero is, in closed
  /// form:
  /// - ζ < 1, β = ω₀√(1 − ζ²): y₀·cos βt + (B/β)·sin βt = 0; with ψ = atan2(y₀, B/β) the zeros
  ///   are βt = −ψ + kπ, the first positive one t = (ψ < 0 ? −ψ : π − ψ)/β. From rest this is
  ///   the rise time (π − arccos ζ)/β of control theory;
  /// - ζ = 1: y₀ + B·t = 0, t = −y₀/B when that is positive;
  /// - ζ > 1, γ = ω₀√(ζ² − 1): tanh γt = −γ·y₀/B, t = atanh(−γ·y₀/B)/γ when the ratio is in
  ///   (0, 1).
  ///
  /// - Parameters:
  ///   - position: Where the spring is released.
  ///   - target: Where it is pulled to.
  ///   - velocity: The velocity at release, in units per second.
  /// - Returns: The arrival time in seconds, or `nil` for none (also for non-finite input).
  public func arrivalTime(from position: Double, to target: Double, velocity: Double)
    -> Double?
  {
    let y0 = position - target
    guard y0.isFinite, velocity.isFinite else { return nil }
    if y0 == 0 { return 0 }
    let w = angularFrequency
    let z = dampingRatio
    let alpha = z * w
    let b = velocity + alpha * y0
    let q = (1 - z) * (1 + z)
    if q > 0 {
      let beta = w * q.squareRoot()
      let psi = atan2(y0, b / beta)
      return (psi < 0 ? -psi : Double.pi - psi) / beta
    } else if q == 0 {
      let t = -y0 / b
      return t > 0 && t.isFinite ? t : nil
    } else {
      let gamma = w * (-q).squareRoot()
      let r = -gamma * y0 / b
      guard r > 0 && r < 1 else { return nil }
      return atanh(r) / gamma
    }
  }
}
