import CKineticMath

/// Jetpack Compose's `SpringSpec` (`spring(dampingRatio, stiffness, visibilityThreshold)`) as a
/// motion with Compose's end rule: the spring's closed-form motion until Compose's estimated
/// duration, then the target with zero velocity (a `TargetBasedAnimation` returns its target
/// once finished, and a spring's end velocity is zero).
///
/// The duration is Compose's `estimateAnimationDurationMillis` on the motion measured in
/// units of `visibilityThreshold` with delta 1, truncated to whole milliseconds:
/// - ζ < 1: the time the envelope c·e^{−ζω₀t} falls to the threshold, with c = √(y₀² + c₂²)
///   and c₂ = (v₀ + ζω₀y₀)/(ω₀√(1 − ζ²)) (the envelope, not the last crossing);
/// - ζ ≥ 1: the last time the motion is at the threshold, which Compose finds by Newton's
///   method to 1 ms and Kinetic exactly
///   (``Spring/exactSettlingDuration(target:initialVelocity:epsilon:)``), so the two agree
///   except when Newton's last step straddles a whole millisecond;
/// - an undamped spring never ends.
///
/// Source: androidx compose/animation/animation-core `SpringSpec.kt`, `FloatAnimationSpec.kt`
/// (`FloatSpringSpec.getDurationNanos`) and `SpringEstimation.kt`.
public struct SpringSpec: StoppingSpringModel {
  /// The spring (mass 1): stiffness = ω₀², dampingRatio = ζ.
  public let spring: ComposeSpring

  /// The closed-form ``Spring`` of ``spring``, followed until Compose's estimated duration.
  public var motionSpring: Spring { spring.spring }

  /// The distance below which Compose counts the value as arrived (`Spring.DefaultDisplacementThreshold`,
  /// 0.01, for a `Float`), in the animated value's units.
  public let visibilityThreshold: Double

  /// Compose's default `visibilityThreshold` for `Float` values.
  public static let defaultVisibilityThreshold = 0.01

  /// A spring spec; the defaults are Compose's `spring()`.
  /// - Throws: ``ParameterError`` for a negative damping ratio, a non-positive stiffness or
  ///   visibility threshold.
  public init(
    dampingRatio: Double = ComposeSpring.dampingRatioNoBouncy,
    stiffness: Double = ComposeSpring.stiffnessMedium,
    visibilityThreshold: Double = SpringSpec.defaultVisibilityThreshold
  ) throws(ParameterError) {
    try ParameterError.requireNonNegative("dampingRatio", dampingRatio)
    try ParameterError.requirePositive("stiffness", stiffness)
    try ParameterError.requirePositive("visibilityThreshold", visibilityThreshold)
    // Both were checked finite above, so this throws nothing; ComposeSpring keeps its own check.
    self.spring = try ComposeSpring(dampingRatio: dampingRatio, stiffness: stiffness)
    self.visibilityThreshold = visibilityThreshold
  }

  /// Compose's duration in seconds (whole milliseconds): see the type's discussion.
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    let y0 = (position - target) / visibilityThreshold
    let v0 = velocity / visibilityThreshold
    if y0 == 0 && v0 == 0 { return 0 }
    let s = spring.spring
    let zeta = s.dampingRatio
    let w = s.angularFrequency
    if zeta == 0 { return .infinity }
    let seconds: Double
    if zeta < 1 {
      // Compose mirrors the motion so that y₀ ≥ 0 (v₀ flipped with it); c is unchanged by that.
      let r = -zeta * w
      let wd = w * ((1 - zeta) * (1 + zeta)).squareRoot()
      let c2 = (v0 - r * y0) / wd
      let c = (y0 * y0 + c2 * c2).squareRoot()
      seconds = log(1 / c) / r
    } else {
      seconds = s.exactSettlingDuration(target: -y0, initialVelocity: v0, epsilon: 1)
    }
    guard seconds.isFinite else { return .infinity }
    // Kotlin's `(seconds * 1000.0).toLong()` truncates towards zero.
    return (seconds * 1000).rounded(.towardZero) / 1000
  }
}
