import CKineticMath

extension Spring {
  /// SwiftUI's completion of a merging spring animation (`spring`, `smooth`, `snappy`,
  /// `bouncy`, `interactiveSpring`, `default`) applied to this spring's exact motion of
  /// `change` from rest-relative velocity `initialVelocity` (``SpringCompletionRule/swiftui``).
  ///
  /// The rule is SwiftUI's (OpenSwiftUI, audited,
  /// `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`,
  /// `animate(value:time:context:)`):
  /// - *logically complete* once `response` seconds have passed since the animation (or the
  ///   merge) began;
  /// - *removed* at the first time at which the velocity and the force (mass 1: the
  ///   acceleration ω₀²·(change − x) − 2ζω₀·x′) are both at most
  ///   ``SwiftUISpringIntegrator/restThreshold`` (0.06, SwiftUI compares the squares with
  ///   0.0036) in the value's own units per second and per second squared, and the distance
  ///   left, ‖change − x‖, is at most ``SwiftUISpringIntegrator/removalFraction`` (1 %) of
  ///   ‖change‖ (a zero change needs only the first two).
  ///
  /// The thresholds are absolute, so the same spring is removed later over a longer change:
  /// `smooth` over 1, 100 and 1000 points at about 0.82 s, 1.27 s and 1.49 s. SwiftUI checks
  /// its integrator's state once per frame; here the state is the exact closed form, searched
  /// on SwiftUI's 1/300 s step grid and refined by bisection to the first time the thresholds
  /// hold (the limit of a high frame rate; a window shorter than one step can be missed, as
  /// SwiftUI's integrator misses it), skipping ahead where the spring's energy proves the
  /// thresholds cannot hold yet. Kinetic's own, scale-free rule is ``completion(displacement:velocity:)``.
  ///
  /// - Returns: the logical completion (never after the removal) and the removal, in seconds;
  ///   removal +∞ when the thresholds never hold within
  ///   ``SwiftUISpringIntegrator/maximumContinuousTime`` (an undamped spring that moves).
  /// - Complexity: at most one closed-form evaluation per 1/300 s until the removal, fewer
  ///   where the energy bound skips ahead, plus up to 64 for the bisection.
  public func swiftUICompletion<V: VectorArithmetic>(change: V, initialVelocity v0: V)
    -> Completion
  {
    let w = angularFrequency
    let damping = 2 * dampingRatio * w
    let removal = Spring.swiftUIRemovalTime(
      change: change,
      horizon: swiftUIRestHorizon(
        displacement: change.euclideanNorm, speed: v0.euclideanNorm, change: change.euclideanNorm),
      frequency: w, dampingRatio: dampingRatio
    ) { t in
      // change − x = a·change − b·v₀ and x′ = db·v₀ − da·change (see `Coefficients`).
      let k = self.coefficients(at: t)
      let remaining = change.scaled(by: k.a) - v0.scaled(by: k.b)
      let velocity = v0.scaled(by: k.db) - change.scaled(by: k.da)
      return (remaining, velocity, remaining.scaled(by: w * w) - velocity.scaled(by: damping))
    }
    return Completion(logicallyComplete: min(response, removal), removed: removal)
  }

  /// Whether SwiftUI's removal of the motion of `change` from velocity `v0` (the removal of
  /// ``swiftUICompletion(change:initialVelocity:)``) is proven to come after `time`, without
  /// sampling, so that a sample taken then needs no search (issue 37). `false` when nothing
  /// is proven.
  ///
  /// For an oscillating spring (0 < ζ < 1, α = ζω₀, β = ω₀√(1 − ζ²)) the distance left is
  /// y = Re(C·e^{(−α + iβ)t}) for a complex vector C with |C|² = |y₀|² + |y₀′ + αy₀|²/β², so
  /// |Re Z|² + |Im Z|² = |C|²e^{−2αt} for Z = C·e^{(−α + iβ)t}, with Re Z = y and
  /// Im Z = −(y′ + αy)/β. Where |y| ≤ A and |y′| ≤ B hold, |C|e^{−αt} ≤ √(A² + ((B + αA)/β)²);
  /// the pair (y′, y″), whose Z is (−α + iβ)·Z of length ω₀|Z|, gives the same with the
  /// velocity and force thresholds. Each bound is taken 10⁻⁶ wider than stated, far more than
  /// the few ulps by which the closed form's state may differ from the exact one.
  /// The comparison is one inlined exponential on the squared envelope
  /// (``swiftUIRemovalEnvelope(change:initialVelocity:)``). A critically damped spring is
  /// bounded by ``isBeforeCriticalSwiftUIRemoval(_:change:initialVelocity:)``; overdamped,
  /// nearly critical and undamped springs prove nothing.
  @inlinable
  func isBeforeSwiftUIRemoval<V: VectorArithmetic>(
    _ time: Double, change: V, initialVelocity v0: V
  ) -> Bool {
    if dampingRatio == 1 {
      return isBeforeCriticalSwiftUIRemoval(time, change: change, initialVelocity: v0)
    }
    guard let envelope = swiftUIRemovalEnvelope(change: change, initialVelocity: v0) else {
      return false
    }
    return InlineMath.exponential(-2 * envelope.rate * time) * envelope.amplitudeSquared
      > envelope.reachSquared
  }

  /// ``isBeforeSwiftUIRemoval(_:change:initialVelocity:)`` for a critically damped spring
  /// (`smooth`, `spring`, `default`): y = e^{−ω₀t}·P(t) with P = A + Bt, A = y₀ = change and
  /// B = y₀′ + ω₀y₀ = ω₀·change − v₀, so
  /// - y′ + ω₀y = B·e^{−ω₀t} and y″ + ω₀y′ = −ω₀B·e^{−ω₀t}: while
  ///   |B|e^{−ω₀t} > R = min((F + ω₀V)/ω₀, V + ω₀D) (thresholds F, V, D on the force, the
  ///   velocity and the distance) they cannot hold — that is, before t₁ = ln(|B|/R)/ω₀;
  /// - |y″| = e^{−ω₀t}|ω₀²P − 2ω₀B| ≥ g(t) = e^{−ω₀t}(ω₀²(|B|t − |A|) − 2ω₀|B|), and
  ///   |y| ≥ h(t) = e^{−ω₀t}(|B|t − |A|): the force cannot be at rest where g > F, nor the
  ///   distance where h > D. Both g and h rise and then fall (their derivatives change sign
  ///   once), so each is above its threshold on an interval: if it is at t₁ and at `time`, it
  ///   is all the way between.
  /// Thresholds are taken 10⁻⁶ wider and g, h compared with a margin for their rounding
  /// (``CriticalSwiftUIRemovalProof``).
  @inlinable
  func isBeforeCriticalSwiftUIRemoval<V: VectorArithmetic>(
    _ time: Double, change: V, initialVelocity v0: V
  ) -> Bool {
    guard let proof = CriticalSwiftUIRemovalProof(self, change: change, initialVelocity: v0)
    else { return false }
    // Before t₁: |B|e^{−ω₀t} still above R.
    if proof.isBeforeT1(time) { return true }
    guard let t1 = proof.t1, time > t1 else { return false }
    // g and h above their thresholds at t₁ and at `time`, with room for rounding.
    let start = proof.above(t1)
    let end = proof.above(time)
    return (start.force && end.force) || (start.distance && end.distance)
  }

  /// The envelope of an oscillating spring (see ``isBeforeSwiftUIRemoval(_:change:initialVelocity:)``) in squares (no
  /// square root on a sample's path): the thresholds cannot hold while
  /// amplitude²·e^{−2·rate·t} > reach². `nil` for springs without a bound (ζ ≥ 1, nearly
  /// critical, undamped) and for lengths whose squares could overflow or lose the reach's
  /// precision (beyond 1e150, below 1e-100: those are searched).
  @inlinable
  func swiftUIRemovalEnvelope<V: VectorArithmetic>(change: V, initialVelocity v0: V)
    -> (amplitudeSquared: Double, reachSquared: Double, rate: Double)?
  {
    let w = angularFrequency
    let alpha = dampingRatio * w
    // Near ζ = 1 the bound's 1/β terms grow as the closed form's rounding does: no shortcut.
    guard dampingRatio < 1, dampingRoot >= 0.01, alpha > 0, w.isFinite else { return nil }
    let inverseBeta = 1 / (w * dampingRoot)
    let rest = SwiftUISpringIntegrator.restThreshold
    // y₀ = change and y₀′ = −v₀, so |y₀′ + αy₀| = |v₀ − α·change|.
    let sizeSquared = change.magnitudeSquared
    let drift = (v0 - change.scaled(by: alpha)).magnitudeSquared
    guard sizeSquared < 1e300, drift < 1e300, sizeSquared == 0 || sizeSquared > 1e-200 else {
      return nil
    }
    let amplitudeSquared = sizeSquared + drift * (inverseBeta * inverseBeta)
    // Each bound 10⁻⁶ wider than stated (squared here).
    let slack = (1 + 1e-6) * (1 + 1e-6)
    // The velocity and the force (|y″|): (ω₀|C|)e^{−αt} ≤ √(B² + ((F + αB)/β)²).
    let forceTerm = (rest + alpha * rest) * inverseBeta
    var reachSquared = (rest * rest + forceTerm * forceTerm) / (w * w)
    if sizeSquared > 0 {
      // The distance and the velocity: |C|e^{−αt} ≤ √(A² + ((B + αA)/β)²).
      let fraction = SwiftUISpringIntegrator.removalFraction
      let toleranceSquared = sizeSquared * (fraction * fraction)
      let velocityTerm = (rest + alpha * toleranceSquared.squareRoot()) * inverseBeta
      reachSquared = min(reachSquared, toleranceSquared + velocityTerm * velocityTerm)
    }
    return (amplitudeSquared, slack * reachSquared, alpha)
  }

  /// A time after which a motion released at distance `displacement` from its target with
  /// speed `speed` surely meets SwiftUI's removal thresholds for a change of length `change`:
  /// the displacement, velocity and acceleration each obey the spring's equation, so
  /// ``boundTime(y0:v0:epsilon:)`` bounds each from its own start (a₀ and the jerk j₀ bounded
  /// by the triangle inequality).
  func swiftUIRestHorizon(displacement: Double, speed: Double, change: Double) -> Double {
    let w = angularFrequency
    let damping = 2 * dampingRatio * w
    let a0 = w * w * displacement + damping * speed
    let j0 = w * w * speed + damping * a0
    let rest = SwiftUISpringIntegrator.restThreshold
    var horizon = boundTime(y0: speed, v0: a0, epsilon: rest)
    horizon = max(horizon, boundTime(y0: a0, v0: j0, epsilon: rest))
    if change > 0 {
      horizon = max(
        horizon,
        boundTime(
          y0: displacement, v0: speed,
          epsilon: SwiftUISpringIntegrator.removalFraction * change))
    }
    return horizon.isNaN ? .infinity : horizon
  }

  /// The first time in [0, horizon] (capped at ``SwiftUISpringIntegrator/maximumContinuousTime``)
  /// at which `state` — the distance left, the velocity and the acceleration — meets SwiftUI's
  /// removal thresholds (``SwiftUISpringIntegrator/isAtRest(remaining:velocity:force:change:)``),
  /// scanned forwards and refined by bisection; +∞ if it never does.
  ///
  /// The scan advances by SwiftUI's 1/300 s step, or further when `frequency` (ω₀ of a spring
  /// of constant parameters, ζ = `dampingRatio`) proves that the thresholds cannot hold sooner:
  /// the displacement, the velocity and the acceleration each obey the spring's equation, whose
  /// energy ½(‖x′‖² + ω₀²‖x‖²) never grows, so each changes no faster than the square root of
  /// twice its energy at the scan's current time; a quantity that exceeds its threshold by δ
  /// needs at least δ over that rate to come down to it. An overdamped spring, whose energy
  /// bound is weak (its slow mode decays far slower than ω₀), also skips ahead by
  /// ``overdampedWait(_:derivative:threshold:rates:)``.
  static func swiftUIRemovalTime<V: VectorArithmetic>(
    change: V, horizon: Double, frequency: Double? = nil, dampingRatio: Double = 0,
    state: (Double) -> (V, V, V)
  ) -> Double {
    let tolerance = change.euclideanNorm * SwiftUISpringIntegrator.removalFraction
    let rest = SwiftUISpringIntegrator.restThreshold
    let rates = frequency.flatMap { overdampedRates(frequency: $0, dampingRatio: dampingRatio) }
    // The three quantities' derivatives: with y = change − x, `remaining` is y, `velocity` is
    // −y′ and `force` is −y″ (see `swiftUICompletion`), and y‴ = −ω₀²y′ − 2ζω₀y″.
    func slowModeWait(_ remaining: V, _ velocity: V, _ force: V) -> Double {
      guard let rates, let w = frequency else { return 0 }
      var wait = 0.0
      if tolerance > 0 {
        wait = overdampedWait(
          remaining, derivative: velocity.scaled(by: -1), threshold: tolerance, rates: rates)
      }
      wait = max(wait, overdampedWait(velocity, derivative: force, threshold: rest, rates: rates))
      let jerk = velocity.scaled(by: -w * w) - force.scaled(by: 2 * dampingRatio * w)
      return max(wait, overdampedWait(force, derivative: jerk, threshold: rest, rates: rates))
    }
    // Seconds before the thresholds can hold, from the state's lengths (0: take a grid step).
    func provenWait(_ y: Double, _ v: Double, _ a: Double) -> Double {
      guard let w = frequency, w > 0, w.isFinite else { return 0 }
      let jerk = w * w * v + 2 * dampingRatio * w * a
      var wait = 0.0
      if tolerance > 0 && y > tolerance { wait = (y - tolerance) / hypot(v, w * y) }
      if v > rest { wait = max(wait, (v - rest) / hypot(a, w * v)) }
      if a > rest { wait = max(wait, (a - rest) / hypot(jerk, w * a)) }
      return wait.isFinite ? wait : 0
    }
    func check(_ t: Double) -> (atRest: Bool, wait: Double) { check(state(t)) }
    func check(_ state: (V, V, V)) -> (atRest: Bool, wait: Double) {
      let (remaining, velocity, force) = state
      if SwiftUISpringIntegrator.isAtRest(
        remaining: remaining, velocity: velocity, force: force, change: change)
      {
        return (true, 0)
      }
      return (
        false,
        max(
          provenWait(remaining.euclideanNorm, velocity.euclideanNorm, force.euclideanNorm),
          slowModeWait(remaining, velocity, force))
      )
    }
    let start = state(0)
    var current = check(start)
    if current.atRest { return 0 }
    let end = min(horizon, SwiftUISpringIntegrator.maximumContinuousTime)
    if let w = frequency, end == SwiftUISpringIntegrator.maximumContinuousTime {
      let earliest = earliestRest(
        remaining: start.0, velocity: start.1, tolerance: tolerance, frequency: w,
        dampingRatio: dampingRatio)
      // Nothing to find within the scan (an undamped spring that moves, or one so lightly
      // damped that it rests only after the cap): the scan's answer, without its ~10⁶ steps.
      if earliest > end { return .infinity }
    }
    let h = SwiftUISpringIntegrator.step
    var time = 0.0
    // The last time checked is `end` itself: at the horizon the thresholds hold for good.
    while time < end {
      let next = min(time + max(current.wait, h), end)
      current = check(next)
      if current.atRest {
        return Bisection.bracket(time, next, limit: 64) { check($0).atRest }.hi
      }
      time = next
    }
    return .infinity
  }

  /// A time before which a spring's motion cannot meet SwiftUI's removal thresholds, from its
  /// energy E = ‖y′‖² + ω₀²‖y‖² (y the distance left, `remaining`; y′ = −`velocity`); 0 when
  /// nothing is proven.
  ///
  /// E′ = 2y′·(y″ + ω₀²y) = −4ζω₀‖y′‖² ≥ −4ζω₀E (each channel obeys y″ = −ω₀²y − 2ζω₀y′), so
  /// √E falls no faster than e^{−2ζω₀t}. At rest ‖y′‖ ≤ R and ‖y″‖ ≤ R (R the rest threshold),
  /// so ω₀²‖y‖ ≤ (1 + 2ζω₀)R, and ‖y‖ ≤ `tolerance` when it is positive: E there is at most
  /// R² + min((1 + 2ζω₀)R/ω₀, ω₀·tolerance)². √E is taken 10⁻⁹ smaller and the bound at rest
  /// 10⁻⁶ larger, far more than the closed form's rounding. +∞ for an undamped spring that
  /// starts above the bound.
  static func earliestRest<V: VectorArithmetic>(
    remaining: V, velocity: V, tolerance: Double, frequency w: Double, dampingRatio z: Double
  ) -> Double {
    guard w > 0, w.isFinite, z >= 0, z.isFinite else { return 0 }
    let rest = SwiftUISpringIntegrator.restThreshold
    var reach = (1 + 2 * z * w) * rest / w
    if tolerance > 0 { reach = min(reach, w * tolerance) }
    let size = hypot(velocity.euclideanNorm, w * remaining.euclideanNorm) * (1 - 1e-9)
    let bound = hypot(rest, reach) * (1 + 1e-6)
    guard size.isFinite, bound.isFinite, size > bound else { return 0 }
    let earliest = log(size / bound) / (2 * z * w)
    return earliest.isNaN ? 0 : earliest
  }

  /// The decay rates r₁ < r₂ of an overdamped spring (ζ > 1): its motion is
  /// c₁e^{−r₁t} + c₂e^{−r₂t} with r₁r₂ = ω₀² and r₁ + r₂ = 2ζω₀ (r₁ written as ω₀²/r₂, without
  /// the cancellation of ω₀(ζ − √(ζ² − 1))). `nil` for other springs and where the rates are not
  /// finite and distinct.
  static func overdampedRates(frequency w: Double, dampingRatio z: Double)
    -> (slow: Double, fast: Double)?
  {
    guard z > 1, z.isFinite, w > 0, w.isFinite else { return nil }
    let fast = w * (z + ((z - 1) * (z + 1)).squareRoot())
    let slow = w / (z + ((z - 1) * (z + 1)).squareRoot())
    guard fast.isFinite, slow > 0, fast > slow else { return nil }
    return (slow, fast)
  }

  /// Seconds before a quantity `q` of an overdamped spring's motion (the distance left, the
  /// velocity or the force: each is c₁e^{−r₁t} + c₂e^{−r₂t} for vectors c₁, c₂) can come down to
  /// `threshold`, given its `derivative`; 0 when nothing is proven.
  ///
  /// The fast part p = c₂e^{−r₂t} is −(q′ + r₁q)/(r₂ − r₁), and q′ = −r₁q − (r₂ − r₁)p, so
  /// ‖q‖′ ≥ −r₁‖q‖ − (r₂ − r₁)‖p‖ with ‖p‖ decaying as e^{−r₂t}; integrated,
  /// ‖q(t + Δ)‖ ≥ (‖q(t)‖ − ‖p(t)‖)·e^{−r₁Δ}. The wait is the Δ at which that bound reaches the
  /// threshold taken 10⁻⁹ wider, with ‖p‖ taken 10⁻⁶ larger and ‖q‖ 10⁻¹² smaller, far more than
  /// the closed form's rounding.
  static func overdampedWait<V: VectorArithmetic>(
    _ q: V, derivative: V, threshold: Double, rates: (slow: Double, fast: Double)
  ) -> Double {
    let size = q.euclideanNorm
    let fastPart = (derivative + q.scaled(by: rates.slow)).euclideanNorm / (rates.fast - rates.slow)
    let floor = size * (1 - 1e-12) - fastPart * (1 + 1e-6)
    let reach = threshold * (1 + 1e-9)
    guard floor > reach, floor.isFinite else { return 0 }
    let wait = log(floor / reach) / rates.slow
    return wait.isFinite ? wait : 0
  }

  /// SwiftUI's completion of an `interpolatingSpring` (``SpringCompletionRule/swiftui``) whose
  /// velocity at release is `ratio` changes per second: the rule is scale-free, as SwiftUI
  /// evaluates this spring on the unit change (OpenSwiftUI, audited,
  /// `Sources/OpenSwiftUICore/Animation/Animation/Spring/SpringAnimation.swift`,
  /// `SpringModel.duration(epsilon: 0.001)`):
  /// - *logically complete* from 2π/√k seconds on (k the stiffness; the response for mass 1);
  /// - *removed* after the settling estimate with ε = 0.001: for ζ < 1,
  ///   max(−ln(ε / (1 + |ζω₀ − v₀| / ω_d)) / (ζω₀), 1 s) (the 1 s floor is SwiftUI's); for
  ///   ζ ≥ 1 the first time on a 0.1 s grid after which the unit motion stays within ε for more
  ///   than a second (``settlingDuration(target:initialVelocity:epsilon:)``'s scan); +∞ for an
  ///   undamped spring.
  ///
  /// Two readings of the decompiled source are not followed, each for a stated reason: its
  /// decay rate reads as ζ/ω₀ (a rate in seconds, not per second: the estimate would then be
  /// 124 s for `interpolatingSpring(duration: 0.5, bounce: 0.3)`), taken here as ζω₀, the
  /// envelope's rate; and for ζ ≥ 1 it scans a critically damped curve, where Apple documents
  /// a negative bounce as an overdamped spring — the scan runs over the motion shown.
  public func interpolatingCompletion(velocityRatio ratio: Double) -> Completion {
    let k = stiffness
    let logical = k.isFinite && k > 0 ? 2 * Double.pi / k.squareRoot() : 0
    let removal: Double
    let z = dampingRatio
    let w = angularFrequency
    if z == 0 || !(w > 0) {
      removal = .infinity
    } else if z < 1 {
      let lambda = z * w
      let adjusted = (lambda - ratio) / (w * dampingRoot)
      let t = -log(Spring.interpolatingEpsilon / (1 + abs(adjusted))) / lambda
      removal = t.isNaN ? .infinity : max(t, 1)
    } else {
      removal = gridSettlingDuration(
        target: 1.0, initialVelocity: ratio, epsilon: Spring.interpolatingEpsilon)
    }
    return Completion(logicallyComplete: min(logical, removal), removed: removal)
  }

  /// SwiftUI's settling tolerance for `interpolatingSpring`, in fractions of the change.
  static let interpolatingEpsilon = 0.001
}
