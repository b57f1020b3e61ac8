/// The coordinator of the article: one object owns the navigation path, so screens only say
/// what they want ("show the detail", "go back to the start") and no `NavigationView` is
/// needed to keep the stack.
///
/// The state is a root screen, the path pushed over it and at most one modal. Requests that
/// make no sense (pop at the root, dismiss with no modal, anything after ``end()``) throw a
/// ``CoordinatorError`` instead of being ignored, so a script with a mistake is caught.
public struct NavigationCoordinator: Hashable, Sendable {
  /// The first screen of the flow.
  public let root: String
  /// The screens pushed over the root, bottom first.
  public private(set) var path: [String]
  /// The modal screen over everything, if one is presented.
  public private(set) var modal: String?
  /// Whether ``end()`` has finished the flow.
  public private(set) var isFinished: Bool

  /// Creates a coordinator showing `root`.
  ///
  /// - Throws: ``CoordinatorError/emptyScreenName`` for an empty name.
  public init(root: String) throws(CoordinatorError) {
    guard !root.isEmpty else { throw .emptyScreenName }
    self.root = root
    self.path = []
    self.modal = nil
    self.isFinished = false
  }

  /// The navigation stack, root first: `[root] + path`, empty once the flow has ended.
  public var stack: [String] { isFinished ? [] : [root] + path }

  /// The screen on top of the navigation stack (under any modal), `nil` once ended.
  public var top: String? { stack.last }

  /// Pushes `screen` onto the path.
  public mutating func push(_ screen: String) throws(CoordinatorError) {
    try checkRunning(.push(screen))
    guard !screen.isEmpty else { throw .emptyScreenName }
    path.append(screen)
  }

  /// Pops the top screen and returns it.
  ///
  /// - Throws: ``CoordinatorError/nothingToPop`` at the root.
  @discardableResult
  public mutating func pop() throws(CoordinatorError) -> String {
    try checkRunning(.pop)
    guard let screen = path.popLast() else { throw .nothingToPop }
    return screen
  }

  /// Pops every pushed screen and returns them, bottom first (nothing at the root, which is
  /// not an error).
  @discardableResult
  public mutating func popToRoot() throws(CoordinatorError) -> [String] {
    try checkRunning(.popToRoot)
    defer { path.removeAll() }
    return path
  }

  /// Finishes the flow: dismisses the modal, clears the path and the root.
  public mutating func end() throws(CoordinatorError) {
    try checkRunning(.end)
    path.removeAll()
    modal = nil
    isFinished = true
  }

  /// Presents `screen` modally.
  ///
  /// - Throws: ``CoordinatorError/modalAlreadyPresented(_:)`` if a modal is up.
  public mutating func present(modal screen: String) throws(CoordinatorError) {
    try checkRunning(.presentModal(screen))
    guard !screen.isEmpty else { throw .emptyScreenName }
    if let modal { throw .modalAlreadyPresented(modal) }
    modal = screen
  }

  /// Dismisses the modal and returns it.
  ///
  /// - Throws: ``CoordinatorError/noModalPresented`` with none up.
  @discardableResult
  public mutating func dismissModal() throws(CoordinatorError) -> String {
    try checkRunning(.dismissModal)
    guard let screen = modal else { throw .noModalPresented }
    modal = nil
    return screen
  }

  /// Carries out `action`.
  public mutating func apply(_ action: CoordinatorAction) throws(CoordinatorError) {
    switch action {
    case .push(let screen): try push(screen)
    case .pop: try pop()
    case .popToRoot: try popToRoot()
    case .end: try end()
    case .presentModal(let screen): try present(modal: screen)
    case .dismissModal: try dismissModal()
    }
  }

  private func checkRunning(_ action: CoordinatorAction) throws(CoordinatorError) {
    if isFinished { throw .flowEnded(action) }
  }
}
