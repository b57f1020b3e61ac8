import CKineticMath

extension Spring {
  /// The settling tolerance SwiftUI uses when none is given.
  public static let defaultSettlingEpsilon = 0.001

  /// The time for the step response (0 → 1, at rest) to settle within 0.001, by
  /// ``settlingDuration(target:initialVelocity:epsilon:)``.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, epsilon: Spring.defaultSettlingEpsilon)
  }

  /// The estimated time for the spring to settle, by SwiftUI's rule (Apple: "the estimated
  /// duration required for the spring system to be considered at rest"; the rule itself is
  /// known from OpenSwiftUI, `Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/Spring+VectorArithmetic.swift`).
  ///
  /// For ζ < 1, with λ = ζω₀ the decay rate of the oscillation's envelope:
  ///
  ///     t = −ln(ε / (‖target·λ − v₀‖ + ‖target‖)) / λ,   clamped at 0,
  ///
  /// (+∞ for ζ = 0: an undamped spring never settles).
  ///
  /// For ζ ≥ 1 there is no envelope, and SwiftUI samples the motion on a 0.1 s grid (the grid
  /// times are accumulated sums of 0.1, as SwiftUI forms them): the answer is the first grid
  /// time at which ‖x(t) − target‖ < ε after which the motion stays within ε for more than
  /// 1 s, so it is always a grid time; if no such time comes within 1024 samples (102.4 s)
  /// the answer is 0, as in SwiftUI.
  ///
  /// Both are estimates, not bounds: they can be earlier or later than the true settling
  /// time. Kinetic's exact answer is ``exactSettlingDuration(target:initialVelocity:epsilon:)``.
  ///
  /// - Parameters:
  ///   - target: The amount of change (the motion starts at zero).
  ///   - initialVelocity: Velocity at time 0, in units of `target` per second.
  ///   - epsilon: Absolute tolerance, in units of `target`; ≤ 0 or NaN gives +∞ (Kinetic's
  ///     guard: SwiftUI's formulas have no meaningful answer there).
  /// - Returns: Seconds, ≥ 0.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = Spring.defaultSettlingEpsilon
  ) -> Double {
    guard epsilon > 0 else { return .infinity }
    if dampingRatio < 1 {
      let lambda = dampingRatio * angularFrequency
      if lambda <= 0 { return .infinity }
      // Overflow-safe lengths: squared lengths would read 1e155 as infinite and 1e-170 as 0.
      let targetLength = target.euclideanNorm
      let spread = (target.scaled(by: lambda) - initialVelocity).euclideanNorm
      let t = -log(epsilon / (spread + targetLength)) / lambda
      return t.isNaN ? .infinity : max(t, 0)
    }
    return gridSettlingDuration(target: target, initialVelocity: initialVelocity, epsilon: epsilon)
  }

  /// SwiftUI's settling scan for springs without an oscillation envelope (ζ ≥ 1): see
  /// ``settlingDuration(target:initialVelocity:epsilon:)``.
  func gridSettlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V, epsilon: Double
  ) -> Double {
    var time = 0.0
    // The first grid time of the current stretch inside the ε-band, and the smallest distance
    // seen while outside it (∞ once the motion leaves the band again).
    var entered = -1.0
    var closest = Double.infinity
    for _ in 0..<1024 {
      let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
        .euclideanNorm
      if !distance.isFinite { break }
      if closest >= epsilon {
        if distance < closest {
          entered = time
          closest = distance
        }
      } else if distance >= epsilon {
        closest = .infinity
      } else if time - entered > 1 {
        return entered
      }
      time += 0.1
    }
    return 0
  }

  /// The settling duration of a spring released at `fromValue` with `initialVelocity` and pulled
  /// towards `toValue`, by SwiftUI's rule (SwiftUI's
  /// `settlingDuration(fromValue:toValue:initialVelocity:epsilon:)`): the rule of
  /// ``settlingDuration(target:initialVelocity:epsilon:)`` applied to the animatable data, with
  /// target `toValue − fromValue`.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring is released.
  ///   - toValue: Where it comes to rest.
  ///   - initialVelocity: The velocity at release (its animatable data, units per second).
  ///   - epsilon: Absolute tolerance on the animatable data.
  /// - Returns: Seconds, ≥ 0.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> Double {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
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
      let beta = w * dampingRoot
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
    let gamma = w * dampingRoot
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
    let slow = q == 0 ? w : w / (dampingRatio + dampingRoot)
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
    if f(hi) >= 0 { return hi }
    return Bisection.bracket(lo, hi) { !(f($0) >= 0) }.lo
  }

  /// A spring with the given damping ratio and mass 1 that comes to rest in about
  /// `settlingDuration` seconds (SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`;
  /// Apple: "the approximate time it will take for the spring to come to rest").
  ///
  /// Apple's documentation does not say which equation "approximate" solves; OpenSwiftUI's port
  /// does (`Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/Spring+SettlingDurationDampingRatio.swift`,
  /// the only source of the rule, not marked as audited against SwiftUI's binary), and Kinetic
  /// follows it: ζ is clamped to at most 1 and T to `0.01...10` s, and ω₀ is the root of
  /// - ζ < 1: (ζ / √(1 − ζ²))·e^{−ζω₀T} = ε, so ω₀ = ln(ζ / (ε√(1 − ζ²))) / (ζT) (the port
  ///   finds the same root by Newton's method);
  /// - ζ = 1: e^{−ω₀T}·(1 + ω₀T) = ε, solved by bisection to the last ulp.
  ///
  /// Its springs do not give T back through ``settlingDuration`` below ζ = 1 (the envelope
  /// there has another constant); ``init(invertingSettlingDuration:dampingRatio:epsilon:)`` is
  /// Kinetic's inverse that does, and keeps over-damping.
  ///
  /// Kinetic's guards where the port has no meaningful answer: NaN becomes T = 1 s, ζ = 1,
  /// ε = 0.001; ζ below 1e-3 and ε outside `1e-12...0.5` are clamped; a root that is not
  /// positive (ζ/√(1 − ζ²) ≤ ε, where the port builds a growing spring) and any ω₀ outside
  /// Kinetic's response range `1e-4...1e4` s are clamped to that range.
  ///
  /// - Parameters:
  ///   - settlingDuration: T in seconds, clamped to `0.01...10`.
  ///   - dampingRatio: ζ, clamped to `1e-3...1`.
  ///   - epsilon: Tolerance relative to the unit step, clamped to `1e-12...0.5`.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let time = Spring.sanitized(
      settlingDuration, in: Spring.swiftUISettlingDurationRange, default: 1)
    let zeta = Spring.sanitized(
      dampingRatio, in: Spring.settlingDampingRatioRange.lowerBound...1, default: 1)
    let eps = Spring.sanitized(epsilon, in: Spring.settlingEpsilonRange, default: 0.001)
    let omega = Spring.swiftUIAngularFrequency(
      settlingDuration: time, dampingRatio: zeta, epsilon: eps)
    self.init(mass: 1, angularFrequency: Spring.clampedAngularFrequency(omega), dampingRatio: zeta)
  }

  /// Kinetic's inverse of ``settlingDuration``: the spring of damping ratio ζ and mass 1 whose
  /// settling duration is `settlingDuration`.
  ///
  /// For ζ < 1 the envelope rule ln((λ + 1)/ε)/λ = T is solved for λ = ζω₀ by bisection (its
  /// left side decreases from +∞ to 0), so ``settlingDuration`` gives T back. For ζ ≥ 1
  /// SwiftUI's rule is a 0.1 s grid scan, which has no inverse; the spring is the one whose exact
  /// step response crosses ε at T (the exact settling time scales as 1/ω₀, so ω₀ = T₁/T with T₁
  /// the settling time at ω₀ = 1), and ``settlingDuration`` is then T rounded up to the grid.
  /// At ζ = 1 this is the spring of ``init(settlingDuration:dampingRatio:epsilon:)``; above
  /// it, over-damping is kept (SwiftUI's initialiser clamps ζ to 1).
  ///
  /// - Parameters:
  ///   - settlingDuration: T in seconds; clamped to `1e-4...1e4` (NaN becomes 1).
  ///   - dampingRatio: ζ, clamped to `1e-3...1e4` (an undamped spring never settles).
  ///   - epsilon: Tolerance relative to the unit step; clamped to `1e-12...0.5`.
  public init(
    invertingSettlingDuration settlingDuration: Double, dampingRatio: Double,
    epsilon: Double = 0.001
  ) {
    let time = Spring.sanitized(settlingDuration, in: Spring.settlingDurationRange, default: 1)
    let zeta = Spring.sanitized(dampingRatio, in: Spring.settlingDampingRatioRange, default: 1)
    let eps = Spring.sanitized(epsilon, in: Spring.settlingEpsilonRange, default: 0.001)
    let omega = Spring.angularFrequency(settlingDuration: time, dampingRatio: zeta, epsilon: eps)
    self.init(mass: 1, angularFrequency: Spring.clampedAngularFrequency(omega), dampingRatio: zeta)
  }

  /// ω₀ clamped to the frequencies of Kinetic's response range (a non-positive or NaN one to
  /// the slowest).
  static func clampedAngularFrequency(_ omega: Double) -> Double {
    let fastest = 2 * Double.pi / Spring.responseRange.lowerBound
    let slowest = 2 * Double.pi / Spring.responseRange.upperBound
    guard omega > 0 else { return slowest }
    return min(max(omega, slowest), fastest)
  }

  /// Settling durations SwiftUI's ``init(settlingDuration:dampingRatio:epsilon:)`` accepts
  /// (OpenSwiftUI clamps to `0.01...10`), seconds.
  static let swiftUISettlingDurationRange: ClosedRange<Double> = 0.01...10

  /// ω₀ of ``init(settlingDuration:dampingRatio:epsilon:)`` (ζ ≤ 1), before any clamping.
  static func swiftUIAngularFrequency(
    settlingDuration time: Double, dampingRatio zeta: Double, epsilon eps: Double
  ) -> Double {
    if zeta < 1 {
      let ratio = zeta / ((1 - zeta) * (1 + zeta)).squareRoot()
      return log(ratio / eps) / (zeta * time)
    }
    // u = ω₀T solves (1 + u)e^{−u} = ε: decreasing from 1 at u = 0, so bracketed by doubling.
    let f = { (u: Double) in exp(-u) * (1 + u) - eps }
    var hi = 1.0
    while f(hi) >= 0 && hi < 1e4 { hi *= 2 }
    return Spring.lastTime(in: 0, hi, f) / time
  }

  /// Settling durations ``init(invertingSettlingDuration:dampingRatio:epsilon:)`` accepts,
  /// seconds.
  static let settlingDurationRange: ClosedRange<Double> = 1e-4...1e4
  /// Damping ratios it accepts (an undamped spring never settles).
  static let settlingDampingRatioRange: ClosedRange<Double> = 1e-3...1e4
  /// Tolerances it accepts, relative to the unit step.
  static let settlingEpsilonRange: ClosedRange<Double> = 1e-12...0.5

  /// ω₀ of the mass-1 spring with damping ratio `zeta` whose step response settles within
  /// `eps` after `time` seconds (see ``init(invertingSettlingDuration:dampingRatio:epsilon:)``), before
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
