@preconcurrency import CKineticPOSIX

/// An open file descriptor the command line writes to: standard output, a `-o` file, its
/// temporary file. The one place that calls `write(2)`.
struct FileDescriptor: Sendable {
  /// The descriptor number.
  let rawValue: Int32

  /// Writes all of `bytes`, retrying short writes and `EINTR` (unbuffered: pass whole texts or
  /// chunks of tens of kilobytes).
  ///
  /// - Throws: ``Errno`` with the system's error (`EPIPE`, `ENOSPC`, …); some of `bytes` may
  ///   have been written by then.
  func write(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
    var offset = 0
    while offset < bytes.count {
      let n = kinetic_write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        let code = kinetic_errno()
        if code == EINTR { continue }
        throw Errno(code: code)
      }
      offset += n
    }
  }
}
