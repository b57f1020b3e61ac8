/// Which rule decides when a spring animation is logically complete and when it is removed.
///
/// The motion itself does not depend on the rule: it is the exact closed form of ``Spring``
/// (or SwiftUI's integrator under ``SpringEngine/swiftui``). The rule decides the two times
/// that SwiftUI's completion criteria report (``AnimationCompletionCriteria``), and with them
/// ``Animator/isComplete(at:)`` (`isAnimating` in the scene), when a removed animation shows its target exactly, the
/// length of each pass of a repeated spring and when a `PhaseAnimator` moves on.
///
/// - ``swiftui`` (the default for every SwiftUI-named spring): SwiftUI's own rule, with its
///   thresholds in the units of the animated value, so that a longer change runs longer
///   (``Spring/swiftUICompletion(change:initialVelocity:)``,
///   ``Spring/interpolatingCompletion(velocityRatio:)``).
/// - ``kinetic``: Kinetic's scale-free rule (``Spring/Completion``): logically complete within
///   1 % and removed within 0.1 % of the motion's size, by a proven bound, whatever its units.
public enum SpringCompletionRule: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// SwiftUI's completion rules (OpenSwiftUI `FluidSpringAnimation.swift` for the merging
  /// springs, `SpringAnimation.swift` for `interpolatingSpring`).
  case swiftui
  /// Kinetic's scale-free rule: bounds at 1 % and 0.1 % of the motion's size.
  case kinetic

  /// The rule's name as the command line spells it (`swiftui`, `kinetic`).
  public var description: String { rawValue }
}
