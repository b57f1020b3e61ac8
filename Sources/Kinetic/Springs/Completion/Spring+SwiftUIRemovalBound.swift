import CKineticMath

extension Spring {
  /// A time before which SwiftUI's removal of the motion of `change` from velocity `v0` (the
  /// removal of ``swiftUICompletion(change:initialVelocity:)``) is proven not to come, found
  /// without sampling the motion: 0 when nothing is proven.
  ///
  /// What lets a sampler leave the removal search until a sample or a query needs it (issue
  /// 37): an ``Animator`` that retargets a spring before this time never searches. The proof is
  /// ``isBeforeSwiftUIRemoval(_:change:initialVelocity:)``'s:
  /// - oscillating (0 < ζ < 1): the thresholds cannot hold while
  ///   amplitude²·e^{−2·rate·t} > reach² (``swiftUIRemovalEnvelope(change:initialVelocity:)``),
  ///   that is before ln(amplitude²/reach²)/(2·rate). The reach carries the envelope's 10⁻⁶
  ///   slack, about 10⁻⁶/rate seconds, far more than the logarithm's few ulps;
  /// - critically damped (ζ = 1, ``CriticalSwiftUIRemovalProof``): they cannot hold before
  ///   t₁ = ln(|B|/R)/ω₀, nor after it for as long as the force bound g (or the distance bound
  ///   h) that is above its threshold at t₁ stays above it: g and h rise and then fall, so
  ///   the end of that stretch is found by bisection (to about a millionth of its bracket;
  ///   every time kept is one at which the bound is above, so the proof holds up to it);
  /// - overdamped, nearly critical and undamped springs: 0.
  ///
  /// - Complexity: O(1); for ζ = 1 about 25 exponentials when the stretch after t₁ exists.
  @usableFromInline
  func swiftUIRemovalLowerBound<V: VectorArithmetic>(change: V, initialVelocity v0: V) -> Double {
    if dampingRatio == 1 {
      guard let proof = CriticalSwiftUIRemovalProof(self, change: change, initialVelocity: v0),
        let t1 = proof.t1
      else { return 0 }
      return proof.stretch(after: t1)
    }
    guard let envelope = swiftUIRemovalEnvelope(change: change, initialVelocity: v0),
      envelope.amplitudeSquared > envelope.reachSquared
    else { return 0 }
    let bound = log(envelope.amplitudeSquared / envelope.reachSquared) / (2 * envelope.rate)
    return bound.isFinite && bound > 0 ? bound : 0
  }
}

/// The parts of the proof that SwiftUI's removal of a critically damped spring's motion has not
/// come (``Spring/isBeforeCriticalSwiftUIRemoval(_:change:initialVelocity:)``), computed once
/// for a motion: y = e^{−ω₀t}·(A + Bt) with |A| = `a`, |B| = `b`, the thresholds 10⁻⁶ wider
/// than SwiftUI's, and R = `reach`.
@usableFromInline
struct CriticalSwiftUIRemovalProof {
  /// ω₀.
  @usableFromInline let w: Double
  /// ‖A‖ = ‖change‖.
  @usableFromInline let a: Double
  /// ‖B‖ = ‖ω₀·change − v₀‖.
  @usableFromInline let b: Double
  /// The velocity and force threshold, widened.
  @usableFromInline let rest: Double
  /// The distance threshold, widened (0 for no change).
  @usableFromInline let distance: Double
  /// R = min((F + ω₀V)/ω₀, V + ω₀D).
  @usableFromInline let reach: Double

  /// The proof's parts for the motion of `change` from `v0`; `nil` where it proves nothing (a
  /// spring that does not move or lengths beyond 1e150).
  @inlinable
  init?<V: VectorArithmetic>(_ spring: Spring, change: V, initialVelocity v0: V) {
    let w = spring.angularFrequency
    guard w > 0, w.isFinite else { return nil }
    let slack = 1 + 1e-6
    let rest = SwiftUISpringIntegrator.restThreshold * slack
    let a = change.euclideanNorm
    let b = (change.scaled(by: w) - v0).euclideanNorm
    let distance = a * SwiftUISpringIntegrator.removalFraction * slack
    guard a.isFinite, b.isFinite, b > 0, a < 1e150, b < 1e150 else { return nil }
    var reach = (rest + w * rest) / w
    if distance > 0 { reach = min(reach, rest + w * distance) }
    (self.w, self.a, self.b, self.rest, self.distance, self.reach) = (
      w, a, b, rest, distance, reach
    )
  }

  /// Whether |B|e^{−ω₀·time} is still above R.
  @inlinable
  func isBeforeT1(_ time: Double) -> Bool { b * InlineMath.exponential(-w * time) > reach }

  /// t₁ = ln(|B|/R)/ω₀, when |B| > R and it is finite.
  @inlinable
  var t1: Double? {
    guard b > reach else { return nil }
    let t1 = log(b / reach) / w
    return t1.isFinite ? t1 : nil
  }

  /// Whether the force bound g and the distance bound h are above their thresholds at `s`,
  /// with room for their rounding.
  @inlinable
  func above(_ s: Double) -> (force: Bool, distance: Bool) {
    let e = InlineMath.exponential(-w * s)
    let growth = b * s
    let margin = 1e-12 * e * (growth + a + 2 * b / w)
    let force = e * (w * w * (growth - a) - 2 * w * b) - margin * w * w > rest
    let far = distance > 0 && e * (growth - a) - margin > distance
    return (force, far)
  }

  /// The latest time found at which a bound above its threshold at `t1` still is (`t1` itself
  /// when neither is): the thresholds cannot hold before it.
  func stretch(after t1: Double) -> Double {
    let start = above(t1)
    guard start.force || start.distance else { return t1 }
    let holds = { (s: Double) -> Bool in
      let end = self.above(s)
      return (start.force && end.force) || (start.distance && end.distance)
    }
    // An unproven time, doubling the distance past t₁ from the spring's own time scale.
    var lo = t1
    var step = 1 / w
    var hi = t1 + step
    for _ in 0..<64 {
      guard hi.isFinite, holds(hi) else { break }
      lo = hi
      step *= 2
      hi = t1 + step
    }
    guard hi.isFinite else { return lo }
    for _ in 0..<20 {
      let mid = lo + (hi - lo) / 2
      if mid <= lo || mid >= hi { break }
      if holds(mid) { lo = mid } else { hi = mid }
    }
    return lo
  }
}
