@preconcurrency import CKineticPOSIX

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

  /// What went wrong, to follow `cannot write 'PATH': `: "it is a directory"; for a temporary
  /// file that cannot be created beside it, what is wrong with the destination's directory,
  /// which is what the user can fix ("directory does not exist"); else the system's message
  /// and the step, e.g. `No space left on device while writing`.
  public var reason: String {
    if code == EISDIR { return "it is a directory" }
    switch operation {
    case Self.standardInput:
      return "it is standard input, which is read, never written"
    case Self.keepOwner:
      return "\(systemMessage) while keeping its owner and group (only root can write a file "
        + "that stays someone else's; remove it first or write elsewhere)"
    case Self.keepMode:
      return "\(systemMessage) while keeping its mode"
    case Self.createInExistingDirectory:
      return "its directory takes no new files (\(systemMessage) while creating a temporary "
        + "file beside it)"
    default:
      break
    }
    if operation == "create temporary file" {
      switch code {
      case ENOENT: return "directory does not exist"
      case ENOTDIR: return "a parent of it is not a directory"
      case EACCES, EPERM: return "permission denied in its directory"
      case EROFS: return "its directory is on a read-only file system"
      default: break
      }
    }
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

  /// The ``operation`` of a refusal to write standard input.
  public static let standardInput = "refuse standard input"
  /// The ``operation`` of giving the replacement the replaced file's owner and group.
  public static let keepOwner = "keep owner"
  /// The ``operation`` of giving the replacement the replaced file's mode.
  public static let keepMode = "keep mode"
  /// The ``operation`` of creating the temporary file in a directory that exists but refuses
  /// it with `ENOENT` (`/proc`).
  public static let createInExistingDirectory = "create temporary file in existing directory"

  /// `cannot write 'PATH': REASON` (see ``reason``).
  public var description: String { "cannot write '\(path)': \(reason)" }
}
