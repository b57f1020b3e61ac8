import CKineticMath
import Kinetic

/// Anime.js's spring easings, read with Anime.js's own constants and end conditions: version
/// 3's `easing: 'spring(mass, stiffness, damping, velocity)'` and version 4's `ease:
/// spring({ mass, stiffness, damping, velocity })` (`createSpring`, its deprecated name, and
/// the perceptual `{ bounce, duration }`).
///
/// Both versions solve WebKit's damped spring (progress 1 − e^(−ζω₀t)(cos ω_d t + b sin ω_d t),
/// b = (ζω₀ − v)/ω_d, so `velocity` is in changes per second towards the target), override the
/// tween's `duration` with a settling time found by a loop of their own, and jump to the
/// target when it is over (`t === 1` returns 1):
///
/// - Version 3.2.2 (`src/index.js`, `spring` and its `getDuration`): every parameter clamped to
///   `0.1...100` (`minMax`), the velocity too, so that `0` plays as `0.1` and a negative
///   velocity as `0.1`; defaults 1, 100, 10, 0. A damping ratio of 1 or more is played as the
///   critically damped spring of the same ω₀ (its `(a + bt)e^(−ω₀t)` branch with ω_d = 0). The
///   duration: steps of 1/6 s until the progress has been exactly 1 (in double precision) on
///   16 steps in a row, at the step count n; then the duration is n/6 · 1/6 s — the loop's time
///   multiplied by its step once more, so the tween stops at a sixth of the settling time. The
///   spring runs in seconds of the tween (`duration · t / 1000`).
/// - Version 4.4.1 (`src/easings/spring/index.js`, `Spring`): mass clamped to `1...10⁴`,
///   stiffness and damping to `10⁻¹¹...10⁴`, velocity to `±10⁴`; defaults 1, 100, 10, 0.
///   Given `bounce` or `duration` (ms, defaults 0.5 and 628), mass 1, velocity 0, stiffness
///   (2π/d)² and damping (1 − bounce)·4π/d (4π/(d(1 + bounce)) below 0), each rounded to three
///   decimals, damping clamped to 300. The end: steps of 0.02 s until |1 − progress| < 0.0005
///   on 11 steps in a row (or 60 s); the time of the last step is the solver duration s, the
///   tween's duration is s in whole milliseconds (`round(s · 1000)`), and progress t plays the
///   spring at t·s, so the spring runs s·1000/round(s·1000) times as fast as the tween's clock.
struct AnimeJSSpring {
  /// The spring as played, in the tween's seconds.
  let spring: Spring
  /// Changes per second, towards the target.
  let velocity: Double
  /// Seconds, when the tween jumps to its target.
  let duration: Double

  /// The animation: the spring until ``duration``, then the target.
  var animation: Animation {
    Animation(CutOffSpring(spring: spring, initialVelocity: velocity, duration: duration))
  }

  /// Version 3's `spring(mass, stiffness, damping, velocity)`, each `nil` for its default.
  static func version3(_ parameters: [Double?]) throws(ParameterError) -> AnimeJSSpring {
    func parameter(_ index: Int, _ fallback: Double) -> Double {
      let x = (index < parameters.count ? parameters[index] : nil) ?? fallback
      return min(max(x, 0.1), 100)
    }
    let (m, k, c, v) = (parameter(0, 1), parameter(1, 100), parameter(2, 10), parameter(3, 0))
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    // Version 3 plays an overdamped spring on its critically damped branch.
    let damping = zeta < 1 ? c : 2 * (k * m).squareRoot()
    let spring = try Spring(
      validating: .massStiffnessDamping(
        mass: m, stiffness: k, damping: damping, allowOverDamping: false))
    // getDuration, step for step: the progress compared with 1 in double precision.
    let wd = zeta < 1 ? w0 * (1 - zeta * zeta).squareRoot() : 0
    let b = zeta < 1 ? (zeta * w0 + -v) / wd : -v + w0
    func progress(_ t: Double) -> Double {
      let rest =
        zeta < 1
        ? exp(-t * zeta * w0) * (cos(wd * t) + b * sin(wd * t))
        : (1 + b * t) * exp(-t * w0)
      return 1 - rest
    }
    let frame = 1.0 / 6
    var elapsed = 0.0
    var rest = 0
    // A spring whose progress is 1 after 10⁴ steps (the slowest, mass 100 and stiffness 0.1,
    // settles in about 1,700 s); a bound, never reached, so that the loop always ends.
    for _ in 0..<1_000_000 {
      elapsed += frame
      if progress(elapsed) == 1 {
        rest += 1
        if rest >= 16 { break }
      } else {
        rest = 0
      }
    }
    return AnimeJSSpring(spring: spring, velocity: v, duration: elapsed * frame * 1000 / 1000)
  }

  /// Version 4's spring parameters; `nil` for those not given.
  struct Version4Parameters {
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var velocity: Double?
    var bounce: Double?
    /// Milliseconds.
    var duration: Double?
  }

  /// Version 4's `spring({ … })`.
  static func version4(_ p: Version4Parameters) throws(ParameterError) -> AnimeJSSpring {
    let largest = 10_000.0
    func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double { min(max(x, low), high) }
    var m = clamp(p.mass ?? 1, 1, largest)
    var k = clamp(p.stiffness ?? 100, 1e-11, largest)
    var c = clamp(p.damping ?? 10, 1e-11, largest)
    var v = clamp(p.velocity ?? 0, -largest, largest)
    if p.bounce != nil || p.duration != nil {
      // calculateSDFromBD, with the perceived duration clamped to 10...10⁴ ms.
      let bounce = clamp(p.bounce ?? 0.5, -1, 1)
      let seconds = clamp(p.duration ?? 628, 10, largest) / 1000
      (m, v) = (1, 0)
      let stiffness = (2 * Double.pi / seconds) * (2 * Double.pi / seconds)
      let damping =
        bounce >= 0
        ? (1 - bounce) * 4 * Double.pi / seconds : 4 * Double.pi / (seconds * (1 + bounce))
      k = roundedToThousandths(clamp(stiffness, 1e-11, largest))
      c = roundedToThousandths(clamp(damping, 1e-11, 300))
    }
    // compute(): ω₀ is clamped to 1000, which the clamps above already keep it under (≤ 100).
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let wd: Double
    let b: Double
    if zeta < 1 {
      wd = w0 * (1 - zeta * zeta).squareRoot()
      b = (zeta * w0 + -v) / wd
    } else if zeta == 1 {
      (wd, b) = (0, -v + w0)
    } else {
      wd = w0 * (zeta * zeta - 1).squareRoot()
      b = (zeta * w0 + -v) / wd
    }
    func rest(_ t: Double) -> Double {
      if zeta < 1 { return exp(-t * zeta * w0) * (cos(wd * t) + b * sin(wd * t)) }
      if zeta == 1 { return (1 + b * t) * exp(-t * w0) }
      return ((1 + b) * exp((-zeta * w0 + wd) * t) + (1 - b) * exp((-zeta * w0 - wd) * t))
        / 2
    }
    // restDuration / timeStep / K = 200 / 0.02 / 1000 and maxDuration / timeStep / K.
    let maxRestSteps = 200 / 0.02 / 1000
    let maxIterations = 60_000 / 0.02 / 1000
    var solverTime = 0.0
    var solverDuration = 0.0
    var restSteps = 0.0
    var iterations = 0.0
    while restSteps <= maxRestSteps && iterations <= maxIterations {
      // abs(1 - solve(t)), solve(t) = 1 - rest(t).
      if abs(1 - (1 - rest(solverTime))) < 0.0005 { restSteps += 1 } else { restSteps = 0 }
      solverDuration = solverTime
      solverTime += 0.02
      iterations += 1
    }
    // At least 11 steps: the duration is 0.2 s or more.
    let milliseconds = roundedHalfUp(solverDuration * 1000)
    // Progress t = τ/milliseconds plays the spring at t·solverDuration: the tween's seconds
    // scaled by σ, which is the spring of σ²k and σc (m y'' + σc y' + σ²k y = 0) starting at σv.
    let sigma = solverDuration * 1000 / milliseconds
    let spring = try Spring(
      validating: .massStiffnessDamping(
        mass: m, stiffness: sigma * sigma * k, damping: sigma * c, allowOverDamping: true))
    return AnimeJSSpring(spring: spring, velocity: sigma * v, duration: milliseconds / 1000)
  }

  /// JavaScript's `Math.round(x * 1000) / 1000` (Anime.js's `round(x, 3)`).
  static func roundedToThousandths(_ x: Double) -> Double { roundedHalfUp(x * 1000) / 1000 }

  /// JavaScript's `Math.round`: halves go up.
  static func roundedHalfUp(_ x: Double) -> Double { (x + 0.5).rounded(.down) }
}
