/// An animation: how a change of value unfolds over time. Mirrors SwiftUI's `Animation`.
///
/// An `Animation` is a type-erased ``CustomAnimation``. Build one with the static members
/// (`.easeInOut(duration: 0.3)`, `.spring(duration: 0.5, bounce: 0.3)`, `.smooth`), change it
/// with modifiers (`.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`), or wrap your
/// own ``CustomAnimation`` with ``init(_:)``.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  let box: AnimationBoxBase

  /// Wraps a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    self.box = AnimationBox(base)
  }

  /// The wrapped animation.
  public var base: any CustomAnimation { box.base }

  /// The offset from the start at `time` for a total change `value`, or `nil` when finished.
  // The built-in spring and timing-curve animations are called directly, so that the call
  // specialises for the caller's value type: through the box it is an unspecialised generic
  // call (most of the ~500 ns a sample used to cost; SpringSuite `animation.spring.*`).
  @inlinable
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    if let spring = box.springAnimation {
      return spring.animate(value: value, time: time, context: &context)
    }
    if let timing = box.timingCurve {
      return timing.animate(value: value, time: time, context: &context)
    }
    return box.animate(value: value, time: time, context: &context)
  }

  /// The velocity of the offset at `time`, or `nil` if the animation does not know it.
  @inlinable
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    if let spring = box.springAnimation {
      return spring.velocity(value: value, time: time, context: context)
    }
    if let timing = box.timingCurve {
      return timing.velocity(value: value, time: time, context: context)
    }
    return box.velocity(value: value, time: time, context: context)
  }

  /// Whether this animation merges with `previous` (see ``CustomAnimation/shouldMerge(previous:value:time:context:)``).
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    box.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The time at which the wrapped animation finishes (see
  /// ``CustomAnimation/duration(value:context:)``): `.infinity` when it never does, `nil` when
  /// unknown.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    box.duration(value: value, context: context)
  }

  /// A readable rendering of the wrapped animation.
  public var description: String { String(describing: box.base) }

  public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.box.isEqual(to: rhs.box) }

  public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }
}

/// Type erasure for ``Animation``: an immutable class, hence `Sendable`.
@usableFromInline
class AnimationBoxBase: @unchecked Sendable {
  /// The wrapped animation when it is a ``TimingCurveAnimation``, found once here so that an
  /// ``Animator`` starting a run needs no dynamic cast (see `RunKernel`), and ``Animation``
  /// calls it directly.
  @usableFromInline
  let timingCurve: TimingCurveAnimation?
  /// The wrapped animation when it is a ``SpringAnimation``.
  @usableFromInline
  let springAnimation: SpringAnimation?

  init(timingCurve: TimingCurveAnimation?, springAnimation: SpringAnimation?) {
    self.timingCurve = timingCurve
    self.springAnimation = springAnimation
  }

  var base: any CustomAnimation { fatalError("abstract") }
  @usableFromInline
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    fatalError("abstract")
  }
  @usableFromInline
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    fatalError("abstract")
  }
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { fatalError("abstract") }
  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    fatalError("abstract")
  }
  func isEqual(to other: AnimationBoxBase) -> Bool { fatalError("abstract") }
  func hash(into hasher: inout Hasher) { fatalError("abstract") }
}

final class AnimationBox<A: CustomAnimation>: AnimationBoxBase, @unchecked Sendable {
  let animation: A
  init(_ animation: A) {
    self.animation = animation
    super.init(
      timingCurve: animation as? TimingCurveAnimation,
      springAnimation: animation as? SpringAnimation)
  }

  override var base: any CustomAnimation { animation }
  override func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    animation.animate(value: value, time: time, context: &context)
  }
  override func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    animation.velocity(value: value, time: time, context: context)
  }
  override func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
  override func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    animation.duration(value: value, context: context)
  }
  override func isEqual(to other: AnimationBoxBase) -> Bool {
    guard let other = other as? AnimationBox<A> else { return false }
    return animation == other.animation
  }
  override func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(A.self))
    hasher.combine(animation)
  }
}
