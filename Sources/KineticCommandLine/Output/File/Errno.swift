@preconcurrency import CKineticPOSIX

/// A failed system call's `errno`, with the system's text for it.
struct Errno: Error, CustomStringConvertible, Equatable, Sendable {
  /// The `errno` value.
  var code: Int32

  /// The system's text for ``code`` (`strerror`), e.g. `"No space left on device"`.
  var description: String { String(cString: strerror(code)) }

  /// Whether this is `EPIPE`: the reader of a pipe went away.
  var isBrokenPipe: Bool { code == EPIPE }
}
