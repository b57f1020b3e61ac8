/// A navigation request sent to a ``NavigationCoordinator``, named as in the coordinator-pattern
/// article.
public enum CoordinatorAction: Hashable, Sendable, CustomStringConvertible {
  /// Pushes a screen onto the path; it moves in from the trailing edge.
  case push(String)
  /// Pops the top screen; it moves out to the trailing edge.
  case pop
  /// Pops every pushed screen, leaving the root ("root" in the article).
  case popToRoot
  /// Finishes the flow: the modal is dismissed, every screen including the root leaves and the
  /// coordinator accepts no further actions ("end" in the article: the parent takes over).
  case end
  /// Presents a screen modally; it moves in from the bottom edge.
  case presentModal(String)
  /// Dismisses the modal; it moves out to the bottom edge.
  case dismissModal

  /// A short spelling such as `push(detail)` or `root`.
  public var description: String {
    switch self {
    case .push(let screen): "push(\(screen))"
    case .pop: "pop"
    case .popToRoot: "root"
    case .end: "end"
    case .presentModal(let screen): "modal(\(screen))"
    case .dismissModal: "dismiss"
    }
  }
}
