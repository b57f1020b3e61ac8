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

  /// `cannot write 'PATH': MESSAGE (OPERATION)`.
  public var description: String { "cannot write '\(path)': \(systemMessage) (\(operation))" }
}
