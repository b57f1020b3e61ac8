/// Why a motion could not be written for an ``ExportTarget``: the request is well formed, but
/// the target cannot say the motion (it never ends and no duration was given, or no
/// approximation within the tolerance exists).
///
/// The ``description`` is one line, naming the spec; the command line prints it after `error:`
/// and exits with status 2.
public struct ExportError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What was wrong, naming the spec as it was written.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
    isUnrepresentableNumber = false
  }

  /// Whether this is a clause about one number a target's type cannot hold
  /// (``CodeLiteral/Unrepresentable``), which ``Exporter/code(for:)`` completes with the spec
  /// and the target.
  let isUnrepresentableNumber: Bool

  /// The clause `clause` about a number a target's type cannot hold.
  init(unrepresentable clause: String) {
    message = clause
    isUnrepresentableNumber = true
  }

  /// The message.
  public var description: String { message }
}
