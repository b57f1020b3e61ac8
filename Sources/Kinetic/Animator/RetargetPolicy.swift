/// How an ``Animator`` combines a new animation with the ones already running.
///
/// Every policy keeps the presented value continuous (C0) at the retarget. Let P and W be the
/// presented value and velocity at the retarget, T the new target and M the old model value.
public enum RetargetPolicy: String, CaseIterable, Hashable, Sendable {
  /// SwiftUI's rule: ask the new animation (``Animation/shouldMerge(previous:value:time:context:)``
  /// with the most recent running animation as `previous`): springs merge, timing curves and
  /// `interpolatingSpring` add, a modified animation merges only into one with the same
  /// modifiers. A merge hands over the velocity only as SwiftUI does: from a bare merging
  /// spring (or a custom animation that reports its velocity) the presented velocity; from a
  /// delayed, sped-up or repeated spring its base spring's own velocity, which in a mirrored
  /// return pass points against the motion on screen; never from a timing curve or an additive
  /// combination (OpenSwiftUI `FluidSpringAnimation.swift`); see ``merge`` for Kinetic's
  /// smoother hand-over.
  case automatic
  /// Kinetic's smoother hand-over: the new animation replaces the running ones, starting from P
  /// with velocity W whatever was running (stored in ``AnimationContext/initialVelocity``) and
  /// animating T − P. C1 when the new animation honours the velocity (springs), also after a
  /// timing curve, where SwiftUI's ``automatic`` merge starts the spring from rest; a timing
  /// curve starts with its own velocity.
  case merge
  /// The running animations keep their deltas; the new one animates T − M from zero and the
  /// contributions add (Core Animation's and SwiftUI's additive model). C1 when the new animation
  /// starts at rest (ease-in curves, springs).
  case additive
  /// The SwiftUI animation article's model: start over from P with the difference T − P, velocity
  /// dropped.
  case restart
  /// Like `restart` for a cubic Bezier timing curve, but with the first control point chosen so
  /// that the motion starts with velocity W (C1): see ``Animator/matchedCurve(_:duration:change:velocity:)``.
  /// Other animations fall back to ``merge``.
  case matched
}
