import Kinetic

/// How a view changes when it is inserted into and removed from the tree, as SwiftUI's
/// `Transition` protocol (iOS 17): ``body(content:phase:)`` applies modifiers to `content`
/// according to the ``TransitionPhase``, and the scene animates their animatable data between
/// the phases.
///
/// ```swift
/// struct RotatingFade: Transition {
///   func body(content: Node, phase: TransitionPhase) -> Node {
///     content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(degrees: 30 * phase.value)
///   }
/// }
/// Circle().fill(.blue).id("dot").transition(RotatingFade())
/// ```
///
/// Build the body from modifiers around `content` (Apple: transitions "should not use any
/// identity-affecting changes like `.id`, `if`, and `switch` on the `content`"). The scene
/// reads the body at the three phases and pairs the modifiers in order: an insertion animates
/// each modifier of ``TransitionPhase/willAppear`` to the animatable data of its partner at
/// ``TransitionPhase/identity``, a removal each modifier of ``TransitionPhase/identity`` to
/// its partner at ``TransitionPhase/didDisappear`` (properties outside `animatableData` keep
/// the moving phase's value); modifiers whose data is the same in both phases, and modifiers
/// without a partner, are left out, and once the transition has ended the view shows no
/// transition modifier at all. The built-in transitions are conformances (``OpacityTransition``,
/// ``ScaleTransition``, ``MoveTransition``, ``OffsetTransition``, ``SlideTransition``,
/// ``PushTransition``, ``BlurReplaceTransition``, ``IdentityTransition``,
/// ``AsymmetricTransition``), as is ``AnyTransition``, so both models are one mechanism.
public protocol Transition {
  /// `content` as shown in `phase`.
  func body(content: Node, phase: TransitionPhase) -> Node

  /// What the transition is like (default: `TransitionProperties()`, with motion).
  static var properties: TransitionProperties { get }

  /// The transition as insertion and removal modifier pairs, the form a ``Node`` keeps. The
  /// default reads ``body(content:phase:)`` as described above; ``AnyTransition`` is its own,
  /// and the combinators keep the animations attached to their parts.
  var anyTransition: AnyTransition { get }
}

extension Transition {
  /// With motion, as SwiftUI's default.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// The modifier pairs read from ``body(content:phase:)`` at the three phases.
  public var anyTransition: AnyTransition { AnyTransition(reading: self) }

  /// Both transitions at once, `other` around this one, as SwiftUI's
  /// `Transition.combined(with:)` (OpenSwiftUI `CombiningTransition.swift`: the second
  /// transition is applied to the first one's result).
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition running on `animation` (`nil`: at once) instead of the change's, as
  /// SwiftUI's `Transition.animation(_:)`; see ``AnyTransition/animation(_:)``.
  public func animation(_ animation: Animation?) -> some Transition {
    anyTransition.animation(animation)
  }
}

/// Two transitions applied together: `second` around `first`.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  var first: First
  var second: Second

  func body(content: Node, phase: TransitionPhase) -> Node {
    second.body(content: first.body(content: content, phase: phase), phase: phase)
  }

  static var properties: TransitionProperties { First.properties.union(Second.properties) }

  var anyTransition: AnyTransition { first.anyTransition.combined(with: second.anyTransition) }
}

extension Node {
  /// This node with `transition` used when a change inserts or removes it, as SwiftUI's
  /// `transition(_:)` taking a `Transition` (iOS 17).
  public func transition(_ transition: some Transition) -> Node {
    self.transition(transition.anyTransition)
  }
}
