import Kinetic

/// One transition for insertion and another for removal, as SwiftUI's `AsymmetricTransition`
/// (OpenSwiftUI `AsymmetricTransition.swift`: ``removal`` is applied around ``insertion``;
/// each sees its own phase and ``TransitionPhase/identity`` otherwise).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition of an appearing view.
  public var insertion: Insertion
  /// The transition of a leaving view.
  public var removal: Removal

  /// Creates the transition.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  /// ``removal`` around ``insertion``, each at identity outside its own phase.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    removal.body(
      content: insertion.body(content: content, phase: phase == .didDisappear ? .identity : phase),
      phase: phase == .didDisappear ? phase : .identity)
  }

  /// Motion if either part moves.
  public static var properties: TransitionProperties {
    Insertion.properties.union(Removal.properties)
  }

  /// The insertion's pairs for insertion and the removal's for removal, each with the
  /// animation attached to it.
  public var anyTransition: AnyTransition {
    .asymmetric(insertion: insertion.anyTransition, removal: removal.anyTransition)
  }
}

extension Transition {
  /// `insertion` in, `removal` out, as SwiftUI's `Transition.asymmetric(insertion:removal:)`.
  public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R)
    -> Self where Self == AsymmetricTransition<I, R>
  {
    AsymmetricTransition(insertion: insertion, removal: removal)
  }
}
