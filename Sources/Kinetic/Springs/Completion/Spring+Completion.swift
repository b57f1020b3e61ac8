import CKineticMath

extension Spring {
  /// When a spring motion may be called finished: the one completion rule shared by the spring
  /// animations, their sampler and the ``Animator``.
  ///
  /// Let s = max(‖y₀‖, ‖v₀‖/ω₀) be the size of a motion with displacement y₀ and velocity v₀.
  /// The displacement obeys ‖y(t)‖ ≤ e^{−λt}·(‖y₀‖·(1 + λt) + ‖v₀‖·t) for every damping ratio
  /// (λ = ζω₀ when ζ < 1, the slow rate ω₀/(ζ + √(ζ² − 1)) when ζ ≥ 1) and, when ζ < 1, also
  /// ‖y(t)‖ ≤ e^{−ζω₀t}·(ω₀‖y₀‖ + ‖v₀‖)/ω_d. The motion is
  /// - *logically complete* from the first time that bound is below 1 % of s: the value is
  ///   then within 1 % of the motion's size for good, so completion handlers may run;
  /// - *removed* once the bound is below 0.1 % of s (``defaultSettlingEpsilon``-sized,
  ///   relative to the motion), after which an animation shows its target exactly.
  ///
  /// Both times are bounds, never early. They depend on the sizes only through the ratio
  /// ‖v₀‖/‖y₀‖, so they are computed from lengths (``VectorArithmetic/euclideanNorm``), never from
  /// squared magnitudes: a motion of size 1e155 or 1e-200 finishes when one of size 1 would.
  ///
  /// The same two times, SwiftUI's two completion criteria (`.logicallyComplete` and
  /// `.removed`), are what ``AnimationSampler/completionTimes`` reports for any animation, as
  /// `kinetic eval --completion` prints them.
  public struct Completion: Hashable, Sendable {
    /// Seconds from release until the motion is logically complete (+∞ when never).
    public var logicallyComplete: Double
    /// Seconds from release until the motion is removed; +∞ when never (an undamped spring).
    public var removed: Double

    /// Creates completion times.
    public init(logicallyComplete: Double, removed: Double) {
      self.logicallyComplete = logicallyComplete
      self.removed = removed
    }
  }

  /// The fraction of the motion's size within which it is logically complete.
  static let logicalCompletionEpsilon = 1e-2
  /// The fraction of the motion's size within which it is removed.
  static let removalEpsilon = 1e-3

  /// The completion times (see ``Completion``) of a motion released with displacement `y0`
  /// and velocity `v0` (any vector type; only their lengths matter).
  ///
  /// - Returns: zero times for a motion of size 0 (nothing moves) or of non-finite size.
  public func completion<V: VectorArithmetic>(displacement y0: V, velocity v0: V) -> Completion {
    completion(displacement: y0.euclideanNorm, speed: v0.euclideanNorm)
  }

  /// The completion times for a displacement of length `y0` and a speed `v0`, both ≥ 0.
  func completion(displacement y0: Double, speed v0: Double) -> Completion {
    // Only the ratio matters: far from 1, normalise by the larger so that no product below
    // overflows or underflows (near 1 the sizes are used as given, to the same bits as ever).
    let largest = max(y0, v0)
    guard largest > 0, largest.isFinite else { return Completion(logicallyComplete: 0, removed: 0) }
    let scale = largest > 0x1p300 || largest < 0x1p-300 ? largest : 1
    let y = y0 / scale
    let v = v0 / scale
    let size = max(y, v / angularFrequency)
    guard size > 0, size.isFinite else { return Completion(logicallyComplete: 0, removed: 0) }
    return Completion(
      logicallyComplete: boundTime(
        y0: y, v0: v, epsilon: Spring.logicalCompletionEpsilon * size),
      removed: boundTime(y0: y, v0: v, epsilon: Spring.removalEpsilon * size))
  }

  /// The first time after which the displacement bound (see ``Completion``) stays below
  /// `epsilon`.
  func boundTime(y0: Double, v0: Double, epsilon: Double) -> Double {
    let w = angularFrequency
    let z = dampingRatio
    guard z > 0, w > 0, w.isFinite else { return .infinity }
    // Slowest decay rate: ζω₀ when underdamped, the slow root ω₀/(ζ + √(ζ² − 1)) otherwise
    // (written without the cancelling difference ζ − √(ζ² − 1)).
    let lambda = z < 1 ? z * w : w / (z + (z * z - 1).squareRoot())
    // A subnormal rate (a damping ratio below about 1e-308): 1/λ overflows, and the bound's
    // time, at least ln(100)/λ, lies beyond every double. The motion is an undamped
    // oscillation at every time that can be asked about, and never completes, as at ζ = 0
    // (the arithmetic below turned ∞ − ∞ into NaN and answered 0: finished at once).
    guard (1 / lambda).isFinite else { return .infinity }
    var best = Spring.polynomialBoundTime(
      rate: lambda, a: y0, c: lambda * y0 + v0, epsilon: epsilon)
    if z < 1 {
      let wd = w * dampingRoot
      let amplitude = (w * y0 + v0) / wd
      best = min(best, max(log(amplitude / epsilon) / lambda, 0))
    }
    return best
  }

  /// The last t ≥ 0 with e^{−λt}·(a + c·t) ≥ ε (0 if none), by Newton's method from the right.
  ///
  /// g(t) = −λt + ln(a + ct) − ln ε is concave, so Newton steps from a point right of the last
  /// root with g < 0 stay right of it and converge monotonically (at most 64 doublings and 50
  /// steps).
  static func polynomialBoundTime(rate lambda: Double, a: Double, c: Double, epsilon: Double)
    -> Double
  {
    let logEpsilon = log(epsilon)
    func g(_ t: Double) -> Double { -lambda * t + log(a + c * t) - logEpsilon }
    func slope(_ t: Double) -> Double { -lambda + c / (a + c * t) }
    // Where g peaks (g′ = 0) or 0; if even the peak is below ε the bound never reaches it.
    let peak = c > 0 ? max(1 / lambda - a / c, 0) : 0
    // NaN (an overflow) is not "below": a bound time is never early.
    guard !(g(peak) <= 0) else { return 0 }
    var t = max(peak, 1 / lambda) + max(log(max(a, c / lambda) / epsilon), 1) / lambda
    var doublings = 0
    while (g(t) >= 0 || slope(t) >= 0) && doublings < 64 {
      t *= 2
      doublings += 1
    }
    for _ in 0..<50 {
      let next = t - g(t) / slope(t)
      if !(next < t) || !next.isFinite { break }
      if t - next <= 1e-12 * t {
        t = next
        break
      }
      t = next
    }
    return t
  }
}
