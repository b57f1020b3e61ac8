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
  }

  /// The message.
  public var description: String { message }
}
