import Kinetic

/// The timing curve a spec is, evaluated at input progress rather than at times: what
/// `kinetic eval --progress` prints.
///
/// SwiftUI's curves (``Kinetic/UnitCurve``) clamp their input, so outside [0, 1] the value
/// stays at its end and the velocity is 0 (the curve's own derivative would give the end slope
/// there, +∞ for `circularEaseIn` at 1.5). CSS easing functions follow the CSS rules outside
/// [0, 1], extending along the end tangents, and at a jump of `steps()` give the value after
/// the jump and its right-hand derivative, 0. At a vertical tangent (`circularEaseIn` at 1,
/// `cubic-bezier(1, 0, 0, 1)` at 0.5) the velocity is infinite.
///
/// ```swift
/// let curve = try ProgressCurve(try Animation(parsing: "easeInOut"))
/// curve.value(at: 0.5)     // 0.5
/// curve.velocity(at: 0.5)  // d(value)/d(progress)
/// ```
public struct ProgressCurve: Sendable {
  /// The curve, by whose rules it is evaluated.
  enum Storage: Sendable {
    case unitCurve(UnitCurve)
    case easing(CSSEasingFunction)
  }

  let storage: Storage

  /// Why an animation has no timing curve to evaluate at progress, as a phrase that follows
  /// the spec (`'bouncy' is a spring, not a timing curve`).
  public enum Refusal: Error, CustomStringConvertible, Equatable, Sendable {
    /// A curve or spring with a delay, speed, repetition or completion wrapped around it.
    case modified
    /// A spring (SwiftUI's `default` among them).
    case spring
    /// A decay.
    case decay
    /// A keyframe track.
    case keyframes
    /// An ecosystem's curve that no core curve is (an Android interpolator, GSAP's expo),
    /// played as an animation of 1 s whose time is its progress.
    case playedCurve

    /// The phrase that follows the spec.
    public var description: String {
      switch self {
      case .modified: "has modifiers"
      case .spring: "is a spring, not a timing curve"
      case .decay: "is a decay, not a timing curve"
      case .keyframes: "is a keyframe track, not a timing curve"
      case .playedCurve: "is a curve Kinetic plays as a 1 s animation, not a timing curve"
      }
    }
  }

  /// The timing curve `animation` is: a bare SwiftUI curve or CSS easing function.
  ///
  /// - Throws: ``Refusal`` saying what the animation is instead.
  public init(_ animation: Animation) throws(Refusal) {
    switch animation.kind {
    case .timingCurve(let curve, _): storage = .unitCurve(curve)
    case .easing(let function, _): storage = .easing(function)
    case _ where animation.isModified: throw .modified
    case .spring, .default: throw .spring
    case .decay: throw .decay
    case .keyframes: throw .keyframes
    default: throw .playedCurve
    }
  }

  /// The curve's value at input `progress`.
  public func value(at progress: Double) -> Double {
    switch storage {
    case .unitCurve(let curve): curve.value(at: progress)
    case .easing(let function): function.value(at: progress)
    }
  }

  /// d(value)/d(progress) at input `progress`: 0 outside [0, 1] for a SwiftUI curve, the
  /// right-hand derivative for a CSS easing function, ±∞ at a vertical tangent.
  public func velocity(at progress: Double) -> Double {
    switch storage {
    case .unitCurve(let curve):
      progress < 0 || progress > 1 ? 0 : curve.derivative(at: progress)
    case .easing(let function): function.rightVelocity(at: progress)
    }
  }
}
