// Embedded Swift has no existentials, so `base` (an `any CustomAnimation`) is native only.
#if !hasFeature(Embedded)
  extension Animation {
    /// This animation as a ``CustomAnimation``, as SwiftUI's `Animation.base` (iOS 17:
    /// `var base: any CustomAnimation { get }`, Apple's documentation).
    ///
    /// SwiftUI's `Animation` is a box around one custom animation, built-ins and modifiers
    /// included (OpenSwiftUI `CustomAnimationModifier.swift` reads `previous.base` to compare a
    /// modified animation's base with another's), so `base` is the whole animation: a custom
    /// animation wrapped with ``init(_:)`` is returned as it was given, any other animation as
    /// a custom animation that forwards to it. `Animation(animation.base) == animation`.
    public var base: any CustomAnimation {
      if case .custom(let custom) = kind { return custom }
      return AnimationBase(animation: self)
    }
  }
#endif

/// A built-in ``Animation`` seen as a ``CustomAnimation`` (``Animation/base``): every
/// requirement forwards to the animation, so it samples, merges and reports its velocity
/// exactly as the animation does, and ``Animation/init(_:)`` unwraps it again.
struct AnimationBase: CustomAnimation {
  /// The animation, never of kind ``Animation/Kind/custom(_:)``.
  let animation: Animation

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    animation.animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    animation.velocity(value: value, time: time, context: context)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    animation.duration(value: value, context: context)
  }
}
