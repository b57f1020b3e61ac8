import Kinetic

/// The stage of a transition, as SwiftUI's `TransitionPhase` (iOS 17): a view being inserted is
/// shown at ``willAppear`` and animated to ``identity``; a view being removed is animated from
/// ``identity`` to ``didDisappear`` (Apple; OpenSwiftUI `TransitionPhase.swift`).
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to be inserted: the appearance an insertion animates from.
  case willAppear
  /// The view is in the tree: its steady appearance, which should leave the view unchanged.
  case identity
  /// The view has been removed: the appearance a removal animates to.
  case didDisappear

  /// Whether this is ``identity``, the phase in which a transition should not change the view.
  public var isIdentity: Bool { self == .identity }

  /// A factor for effects that go opposite ways in and out: −1 for ``willAppear``, 0 for
  /// ``identity``, 1 for ``didDisappear`` (Apple, `TransitionPhase.value`).
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}
