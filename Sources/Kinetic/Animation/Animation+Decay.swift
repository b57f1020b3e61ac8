extension Animation {
  /// A decay that comes to rest on the target: the fling whose deceleration `decay` ends
  /// exactly there (see ``DecayAnimation``); merges (a fling takes over running animations).
  ///
  /// To fling with a release velocity instead of towards a target, use
  /// ``Animator/fling(_:velocity:from:at:)``.
  ///
  /// - Parameters:
  ///   - decay: The deceleration; ``Decay/normal`` (UIScrollView's 0.998 per millisecond) by
  ///     default.
  ///   - restingSpeed: Units per second below which the motion is at rest (default 0.5).
  ///   - restingDistance: Units from the target within which it is at rest (default 0.1).
  public static func decay(
    _ decay: Decay = .normal, restingSpeed: Double = DecayAnimation.defaultRestingSpeed,
    restingDistance: Double = DecayAnimation.defaultRestingDistance
  ) -> Animation {
    Animation(
      kind: .decay(
        DecayAnimation(
          decay: decay, restingSpeed: restingSpeed, restingDistance: restingDistance)))
  }

  /// A decay with UIScrollView's deceleration rate d, the fraction of velocity kept per
  /// millisecond (`.normal` 0.998, `.fast` 0.99); see ``decay(_:restingSpeed:restingDistance:)``.
  public static func decay(
    decelerationRate: Double, restingSpeed: Double = DecayAnimation.defaultRestingSpeed,
    restingDistance: Double = DecayAnimation.defaultRestingDistance
  ) -> Animation {
    .decay(
      Decay(decelerationRate: decelerationRate), restingSpeed: restingSpeed,
      restingDistance: restingDistance)
  }

  /// UIScrollView's normal deceleration (0.998 per millisecond) as an animation.
  public static var decay: Animation { .decay() }
}
