/// Why a ``NavigationCoordinator`` refused an action; each case says what was asked.
public enum CoordinatorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `pop` with only the root on the stack.
  case nothingToPop
  /// `dismissModal` with no modal presented.
  case noModalPresented
  /// `presentModal` while another modal is up.
  case modalAlreadyPresented(String)
  /// A screen name that is empty.
  case emptyScreenName
  /// Any action after `end`.
  case flowEnded(CoordinatorAction)
  /// A scripted step at a time that is not finite, negative or earlier than the step before.
  case invalidStepTime(index: Int, time: Double)
  /// A transition duration that is not finite or negative, or a screen size that is not
  /// finite and positive.
  case invalidParameter(name: String, value: Double)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .nothingToPop: "coordinator: pop with only the root on the stack"
    case .noModalPresented: "coordinator: dismiss with no modal presented"
    case .modalAlreadyPresented(let screen): "coordinator: modal '\(screen)' is already presented"
    case .emptyScreenName: "coordinator: a screen name must not be empty"
    case .flowEnded(let action): "coordinator: '\(action)' after the flow ended"
    case .invalidStepTime(let index, let time):
      "coordinator: step \(index) at \(time) s; times must be finite, ≥ 0 and in order"
    case .invalidParameter(let name, let value): "coordinator: invalid \(name) \(value)"
    }
  }
}
