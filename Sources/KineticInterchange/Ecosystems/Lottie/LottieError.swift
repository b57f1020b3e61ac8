/// Why a Lottie file or property could not be read: what was wrong and where (a byte offset
/// with its line and column in the JSON text, or a property path).
public struct LottieError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The message, naming the offending value and its place.
  public let description: String

  /// Creates the error with its message.
  public init(_ description: String) { self.description = description }
}
