import CKineticMath
import Kinetic

/// androidx's `FlingAnimation` (DynamicAnimation 1.0, `FlingAnimation.java`, its `DragForce`):
/// a velocity that decays exponentially at the friction f = −4.2·s (s the friction scalar,
/// `setFriction`, default 1),
///
///     v(t) = v₀·e^{f·t},   x(t) = x₀ − v₀/f + (v₀/f)·e^{f·t},
///
/// ending at the first frame where |v| < 0.75·m·1000/16 (m the minimum visible change: 1 px for
/// positions, 0.1° for rotations, 1/500 for scale, 1/256 for alpha) or the value has reached
/// `setMinValue`/`setMaxValue` (where it is clamped). After the end the value holds.
///
/// Android checks the end once per frame; Kinetic checks at frames of 1/60 s from the release,
/// as for ``AndroidSpringAnimation``, and keeps double precision (Android: `float`).
struct AndroidFling: MotionModel {
  /// f = −4.2·scalar, per second (negative).
  let friction: Double
  /// Units per second.
  let velocityThreshold: Double
  let minimum: Double
  let maximum: Double

  /// A fling with `DragForce`'s friction scalar and the property's minimum visible change.
  init(frictionScalar: Double, minimumVisibleChange: Double, minimum: Double, maximum: Double) {
    friction = frictionScalar * -4.2
    velocityThreshold = minimumVisibleChange * 0.75 * 62.5
    (self.minimum, self.maximum) = (minimum, maximum)
  }

  private func free(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
    x0 - v0 / friction + v0 / friction * exp(friction * t)
  }

  func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = min(max(time, 0), restTime(from: position, velocity: velocity))
    return min(max(free(position, velocity, t), minimum), maximum)
  }

  func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    guard time < restTime(from: position, velocity: velocity) else { return 0 }
    return velocity * exp(friction * max(time, 0))
  }

  func restTime(from position: Double, velocity: Double) -> Double {
    let frame = 1.0 / 60
    // The frame counts of each end rule, from their continuous times (a frame or two early to
    // be safe from rounding), then stepped to the first frame where it holds.
    func first(_ holds: (Double) -> Bool, from estimate: Double) -> Double {
      var k = max(Int((estimate / frame).rounded(.down)) - 2, 1)
      while !holds(Double(k) * frame) { k += 1 }
      return Double(k) * frame
    }
    let slow =
      abs(velocity) < velocityThreshold
      ? frame
      : first(
        { abs(velocity * exp(friction * $0)) < velocityThreshold },
        from: log(velocityThreshold / abs(velocity)) / friction)
    var end = slow
    for bound in [minimum, maximum] where bound.isFinite {
      // e^{f·t} = 1 + (bound − x₀)·f/v₀, when the fling reaches the bound at all.
      let e = 1 + (bound - position) * friction / velocity
      guard e > 0, e < 1, velocity != 0 else { continue }
      let reach = first(
        {
          let x = free(position, velocity, $0)
          return x <= minimum || x >= maximum
        },
        from: log(e) / friction)
      end = min(end, reach)
    }
    return end
  }

  var bounds: MotionBounds {
    (try? MotionBounds(lower: minimum, upper: maximum)) ?? .unbounded
  }
}
