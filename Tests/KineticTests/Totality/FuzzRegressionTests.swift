import Testing

@testable import Kinetic

/// Inputs found by the libFuzzer campaigns (`Scripts/fuzz.sh`, target `numeric`), each kept
/// here as a regression test and in `Scripts/fuzz/corpus/numeric/`.
@Suite("Fuzz regressions: numeric core")
struct NumericFuzzRegressionTests {
  /// 1/k overflows for a subnormal friction; a body at rest used to get 0·∞ = NaN.
  @Test func decayDestinationWithSubnormalFrictionKeepsARestingBodyStill() {
    let decay = Decay(friction: 4.25e-322)
    #expect(decay.destination(from: 3.0, initialVelocity: 0.0) == 3)
    #expect(decay.destination(from: 3.0, initialVelocity: 2.0) == .infinity)
    #expect(decay.destination(from: 3.0, initialVelocity: -1e-300) == -.infinity)
    // Without friction, component by component: the resting component stays put.
    let still = Decay(friction: 0).destination(
      from: SIMD2<Double>(1, 2), initialVelocity: SIMD2<Double>(5, 0))
    #expect(still.x == .infinity && still.y == 2)
  }

  /// e^{−αt} underflows to 0 while the phase βt overflows (sin ∞ = NaN): fully decayed.
  @Test func springLongAfterReleaseIsAtItsTarget() {
    let spring = Spring(response: 1e-4, dampingRatio: 0.001)
    let t = Double.greatestFiniteMagnitude
    #expect(spring.value(target: 1.0, initialVelocity: 0.392, time: t) == 1)
    #expect(spring.velocity(target: 1.0, initialVelocity: 0.392, time: t) == 0)
    let k = spring.coefficients(at: 1e300)
    #expect(k.a == 0 && k.b == 0 && k.da == 0 && k.db == 0)
  }

  /// An undamped spring never decays; at a time whose phase βt overflows the value must still
  /// be a point of the (periodic) motion, not NaN.
  @Test func undampedSpringAtAnOverflowingPhaseStaysOnItsOrbit() {
    let spring = Spring(response: 1e-4, dampingRatio: 0)
    for t in [Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e306] {
      let value = spring.value(target: 2.0, initialVelocity: 0, time: t)
      // x(t) = target·(1 − cos ω₀t) lies in [0, 2·target].
      #expect(value.isFinite && value >= 0 && value <= 4, "t = \(t)")
    }
  }

  /// A flat first segment extrapolated far to the left: (x − a)/(b − a) = −∞ times a zero rise
  /// used to give NaN.
  @Test func cssLinearFlatSegmentExtrapolatesExactly() throws {
    let function = try CSSEasingFunction.linear(stops: [
      .init(1.90958401228965e-310, 0, 4.41375148807e-312),
      .init(5.97596454791797e-310),
      .init(1.35409856506e-312),
    ])
    #expect(function.value(at: -3.105036916221538e+231) == 1.90958401228965e-310)
    #expect(function.velocity(at: -3.105036916221538e+231) == 0)
  }

  /// Stop outputs of opposite sign near the largest double: their difference overflows, and
  /// 0·(−∞) used to give NaN at the first stop.
  @Test func cssLinearWithHugeOppositeOutputsInterpolates() throws {
    let m = Double.greatestFiniteMagnitude
    let function = try CSSEasingFunction.linear(stops: [.init(m), .init(-m), .init(0)])
    #expect(function.value(at: 0) == m)
    #expect(function.value(at: 0.5) == -m)
    #expect(function.value(at: 0.25) == 0)
    #expect(function.value(at: 1) == 0)
    #expect(!function.value(at: -1).isNaN && !function.value(at: 2).isNaN)
    #expect(function.velocity(at: 0.25) == -.infinity)
  }

  /// A finite velocity whose squared length overflows against an infinite threshold: ∞/∞.
  @Test func decayTimeToRestWithInfiniteThresholdIsZero() {
    let decay = Decay(friction: 4734.186221226059)
    #expect(decay.timeToRest(initialVelocity: 1e200, threshold: .infinity) == 0)
    #expect(decay.timeToRest(initialVelocity: 3.0, threshold: .infinity) == 0)
  }
}
