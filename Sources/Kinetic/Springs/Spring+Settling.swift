#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The settling tolerance SwiftUI uses when none is given.
  public static let defaultSettlingEpsilon = 0.001

  /// The time for the step response (0 → 1, at rest) to settle within 0.001, by
  /// ``settlingDuration(target:initialVelocity:epsilon:)``.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, epsilon: Spring.defaultSettlingEpsilon)
  }

  /// The estimated time for the spring to settle, by SwiftUI's envelope rule.
  ///
  /// For ζ < 1, with λ = ζω₀ the decay rate of the oscillation's envelope:
  ///
  ///     t = −ln(ε / (‖target·λ − v₀‖ + ‖target‖)) / λ,   clamped at 0,
  ///
  /// (+∞ for ζ = 0: an undamped spring never settles). The rule is a quick estimate, not a
  /// bound: it can be earlier or later than the true settling time; see
  /// ``exactSettlingDuration(target:initialVelocity:epsilon:)``.
  ///
  /// For ζ ≥ 1 there is no oscillation envelope, and Kinetic returns the exact settling time
  /// of the scalar problem along `target`: target ‖target‖, initial velocity the component of
  /// v₀ along `target` (exact for scalars; for vectors a component of v₀ perpendicular to the
  /// target is ignored).
  ///
  /// - Parameters:
  ///   - target: The amount of change (the motion starts at zero).
  ///   - initialVelocity: Velocity at time 0, in units of `target` per second.
  ///   - epsilon: Absolute tolerance, in units of `target`; ≤ 0 or NaN gives +∞ for ζ < 1.
  /// - Returns: Seconds, ≥ 0.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = Spring.defaultSettlingEpsilon
  ) -> Double {
    // Overflow-safe lengths: squared lengths would read 1e155 as infinite and 1e-170 as 0.
    let targetLength = target.euclideanNorm
    if dampingRatio < 1 {
      let lambda = dampingRatio * angularFrequency
      if lambda <= 0 { return .infinity }
      let spread = (target.scaled(by: lambda) - initialVelocity).euclideanNorm
      let t = -log(epsilon / (spread + targetLength)) / lambda
      return t.isNaN ? .infinity : max(t, 0)
    }
    // The component of v₀ along the target (its length when the target is zero).
    let along = initialVelocity.scalarProjection(onto: target)
    return exactSettlingDuration(target: targetLength, initialVelocity: along, epsilon: epsilon)
  }

  /// The exact last time the motion is at least `epsilon` away from its target:
  /// sup { t ≥ 0 : |x(t) − target| ≥ ε } for the motion that starts at 0 with `initialVelocity`.
  ///
  /// Method: the displacement y = x − target is monotone between consecutive zeros of the
  /// velocity, and those are known in closed form (tan(βt) = β·v₀/(ω₀²·y₀ + α·v₀) when
  /// underdamped, at most one when ζ ≥ 1). Successive extrema of a damped oscillation shrink by
  /// exactly e^{−απ/β}, so the last extremum with |y| ≥ ε is found directly; the crossing after
  /// it is bracketed between that extremum and the next one (or, with no further extremum, the
  /// time at which the envelope e^{−(α−γ)t}·(|y₀| + |v₀ + αy₀|·t) falls below ε) and found by
  /// bisection to the last ulp (at most ~1100 halvings, typically 60).
  ///
  /// - Parameters:
  ///   - target: Amount of change; the motion starts at 0.
  ///   - initialVelocity: Velocity at time 0, units of `target` per second.
  ///   - epsilon: Absolute tolerance, > 0 (≤ 0 or NaN: +∞).
  /// - Returns: Seconds ≥ 0; 0 if the motion never leaves the ε-band after t = 0; +∞ for an
  ///   undamped spring that moves.
  public func exactSettlingDuration(
    target: Double = 1, initialVelocity: Double = 0, epsilon: Double = Spring.defaultSettlingEpsilon
  ) -> Double {
    let y0 = -target
    let v0 = initialVelocity
    guard epsilon > 0, y0.isFinite, v0.isFinite else { return .infinity }
    if abs(y0) < epsilon && v0 == 0 { return 0 }
    if dampingRatio == 0 { return .infinity }

    let w = angularFrequency
    let alpha = dampingRatio * w
    let q = (1 - dampingRatio) * (1 + dampingRatio)
    let p = w * w * y0 + alpha * v0  // v(t) = e^{−αt}·(v₀·C − p·S)
    let y = { (t: Double) -> Double in
      let k = self.coefficients(at: t)
      return k.a * y0 + k.b * v0
    }
    // The crossing of |y| = ε after a point where |y| ≥ ε, on an interval where y is monotone.
    func crossing(from lo: Double, to hi: Double) -> Double {
      let sign: Double = y(lo) >= 0 ? 1 : -1
      return Spring.lastTime(in: lo, hi) { sign * y($0) - epsilon }
    }

    if q > 0 {
      let beta = w * q.squareRoot()
      let half = Double.pi / beta
      var theta = atan2(beta * v0, p)
      if theta < 0 { theta += Double.pi }
      if theta >= Double.pi { theta -= Double.pi }
      let t0 = theta / beta
      let peak0 = abs(y(t0))
      if peak0 >= epsilon {
        // Extremum k has |y| = peak0·e^{−kαπ/β}.
        var k = (log(peak0 / epsilon) / (alpha * half)).rounded(.down)
        if !k.isFinite { return .infinity }
        // Rounding in the logarithm can misplace k by one; a few checks settle it.
        var checks = 0
        while checks < 4 && k > 0 && abs(y(t0 + k * half)) < epsilon {
          k -= 1
          checks += 1
        }
        checks = 0
        while checks < 4 && abs(y(t0 + (k + 1) * half)) >= epsilon {
          k += 1
          checks += 1
        }
        let tk = t0 + k * half
        return crossing(from: tk, to: tk + half)
      }
      return abs(y0) >= epsilon && t0 > 0 ? crossing(from: 0, to: t0) : 0
    }

    // ζ ≥ 1: at most one extremum for t > 0, where v₀·C = p·S.
    let gamma = w * max(-q, 0).squareRoot()
    var extremum: Double? = nil
    if p != 0 && v0 != 0 {
      let r = v0 / p
      if r > 0 {
        if q == 0 {
          extremum = r
        } else if gamma * r < 1 {
          extremum = atanh(gamma * r) / gamma
        }
      }
    }
    let slow = q == 0 ? w : w / (dampingRatio + max(-q, 0).squareRoot())
    let tail = envelopeTime(
      displacement: abs(y0), speed: abs(v0 + alpha * y0), rate: slow, epsilon: epsilon,
      after: extremum ?? 0)
    if let t0 = extremum {
      if abs(y(t0)) >= epsilon { return crossing(from: t0, to: max(tail, t0)) }
      return abs(y0) >= epsilon ? crossing(from: 0, to: t0) : 0
    }
    return abs(y0) >= epsilon ? crossing(from: 0, to: tail) : 0
  }

  /// A time T ≥ `after` beyond which e^{−rate·t}·(displacement + speed·t) < ε for all t ≥ T.
  ///
  /// The envelope is unimodal (peak at 1/rate − displacement/speed), so doubling T past the
  /// peak until the envelope is below ε is enough; at most ~1100 doublings.
  private func envelopeTime(
    displacement: Double, speed: Double, rate: Double, epsilon: Double, after: Double
  ) -> Double {
    let envelope = { (t: Double) in exp(-rate * t) * (displacement + speed * t) }
    let peak = speed > 0 ? max(1 / rate - displacement / speed, 0) : 0
    var t = max(after, peak, 1 / rate)
    var doublings = 0
    while doublings < 1100 && t.isFinite && envelope(t) >= epsilon {
      t *= 2
      doublings += 1
    }
    return t
  }

  /// The point where a function decreasing through zero on [lo, hi] changes sign
  /// (f(lo) ≥ 0, f(hi) < 0), by bisection to adjacent doubles.
  static func lastTime(in lo: Double, _ hi: Double, _ f: (Double) -> Double) -> Double {
    var lo = lo
    var hi = hi
    if f(hi) >= 0 { return hi }
    for _ in 0..<1100 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if f(mid) >= 0 { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// A spring whose ``settlingDuration(target:initialVelocity:epsilon:)`` for the step response
  /// (target 1, at rest) equals `settlingDuration`, with the given damping ratio and mass 1
  /// (SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`).
  ///
  /// For ζ < 1 the envelope rule ln((λ + 1)/ε)/λ = T is solved for λ = ζω₀ by bisection (its
  /// left side decreases from +∞ to 0); for ζ ≥ 1 the exact settling time scales as 1/ω₀, so
  /// ω₀ = T₁/T with T₁ the settling time at ω₀ = 1.
  ///
  /// - Parameters:
  ///   - settlingDuration: T in seconds; clamped to `1e-4...1e4` (NaN becomes 1).
  ///   - dampingRatio: ζ, clamped to `1e-3...1e4` (an undamped spring never settles).
  ///   - epsilon: Tolerance relative to the unit step; clamped to `1e-12...0.5`.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let time = Spring.sanitized(settlingDuration, in: Spring.settlingDurationRange, default: 1)
    let zeta = Spring.sanitized(dampingRatio, in: Spring.settlingDampingRatioRange, default: 1)
    let eps = Spring.sanitized(epsilon, in: Spring.settlingEpsilonRange, default: 0.001)
    let omega = Spring.angularFrequency(settlingDuration: time, dampingRatio: zeta, epsilon: eps)
    let fastest = 2 * Double.pi / Spring.responseRange.lowerBound
    let slowest = 2 * Double.pi / Spring.responseRange.upperBound
    self.init(mass: 1, angularFrequency: min(max(omega, slowest), fastest), dampingRatio: zeta)
  }

  /// Settling durations ``init(settlingDuration:dampingRatio:epsilon:)`` accepts, seconds.
  static let settlingDurationRange: ClosedRange<Double> = 1e-4...1e4
  /// Damping ratios it accepts (an undamped spring never settles).
  static let settlingDampingRatioRange: ClosedRange<Double> = 1e-3...1e4
  /// Tolerances it accepts, relative to the unit step.
  static let settlingEpsilonRange: ClosedRange<Double> = 1e-12...0.5

  /// ω₀ of the mass-1 spring with damping ratio `zeta` whose step response settles within
  /// `eps` after `time` seconds (see ``init(settlingDuration:dampingRatio:epsilon:)``), before
  /// any clamping to ``responseRange``.
  static func angularFrequency(
    settlingDuration time: Double, dampingRatio zeta: Double, epsilon eps: Double
  )
    -> Double
  {
    if zeta < 1 {
      // h(λ) = ln((λ + 1)/ε) − λT: concave, positive at 0, one positive root.
      let h = { (lambda: Double) in log((lambda + 1) / eps) - lambda * time }
      var hi = 1 / time
      var doublings = 0
      while doublings < 2100 && h(hi) >= 0 {
        hi *= 2
        doublings += 1
      }
      return Spring.lastTime(in: 0, hi, h) / zeta
    }
    let unit = Spring(mass: 1, angularFrequency: 1, dampingRatio: zeta)
    return unit.exactSettlingDuration(target: 1, initialVelocity: 0, epsilon: eps) / time
  }
}
