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

  /// `cannot write 'PATH': REASON`.
  public var description: String { "cannot write '\(path)': \(reason)" }

  /// What went wrong, `MESSAGE (OPERATION)`; a failure to create the temporary file says what
  /// is wrong with the destination's directory, which is what the user can fix (`directory
  /// does not exist`), without naming the temporary file the user never asked for.
  public var reason: String {
    guard operation == "create temporary file" else { return "\(systemMessage) (\(operation))" }
    switch code {
    case ENOENT: return "directory does not exist"
    case ENOTDIR: return "a parent of it is not a directory"
    case EACCES, EPERM: return "permission denied in its directory"
    case EROFS: return "its directory is on a read-only file system"
    default: return systemMessage
    }
  }
}
