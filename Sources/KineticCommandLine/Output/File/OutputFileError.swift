#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Why ``OutputFile`` could not write a file: the path, the step that failed and the operating
/// system's error.
public struct OutputFileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The destination path the caller asked for.
  public var path: String

  /// The step that failed, e.g. `"create temporary file"`, `"open"`, `"write"`, `"rename"`.
  public var operation: String

  /// The `errno` value reported by the system call.
  public var code: Int32

  /// Creates an error value.
  public init(path: String, operation: String, code: Int32) {
    self.path = path
    self.operation = operation
    self.code = code
  }

  /// The system's text for ``code`` (`strerror`), e.g. `"No such file or directory"`.
  public var systemMessage: String { Errno(code: code).description }

  /// What went wrong, to follow `cannot write 'PATH': `: "it is a directory", else the system's
  /// message and the step, e.g. `No space left on device while writing`.
  public var reason: String {
    if code == EISDIR { return "it is a directory" }
    let step =
      switch operation {
      case "open": "opening it"
      case "create temporary file": "creating a temporary file beside it"
      case "write": "writing"
      case "close": "closing it"
      case "sync": "flushing it to disk"
      case "rename": "moving the finished file into place"
      default: operation
      }
    return "\(systemMessage) while \(step)"
  }

  /// `cannot write 'PATH': REASON` (see ``reason``).
  public var description: String { "cannot write '\(path)': \(reason)" }
}
