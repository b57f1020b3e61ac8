#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Where a command's standard output goes as it is produced: straight to a file descriptor
/// (the `kinetic` executable, so that large outputs stream in bounded memory), or into a buffer
/// (``KineticCommand/run(arguments:context:)``, for tests and fuzzers).
///
/// A failed write (a full disk) throws ``CommandLineError/standardOutput(reason:)``, exit
/// status 1. `SIGPIPE` is ignored by ``KineticCommand/main(arguments:)``, so a closed pipe
/// arrives here as `EPIPE`, not a signal, and throws ``CommandLineError/brokenPipe``, which
/// ends the run quietly (`kinetic plot … | head -1`).
final class StandardOutput {
  /// The descriptor written to, or `nil` when capturing.
  private let descriptor: Int32?
  /// Everything written, when capturing.
  private(set) var captured: [UInt8] = []

  private init(descriptor: Int32?) { self.descriptor = descriptor }

  /// Output kept in ``captured``.
  static func capturing() -> StandardOutput { StandardOutput(descriptor: nil) }

  /// Output written with `write(2)` to `descriptor`, unbuffered: callers pass whole texts or
  /// chunks of tens of kilobytes.
  static func writing(to descriptor: Int32) -> StandardOutput {
    StandardOutput(descriptor: descriptor)
  }

  /// Writes `bytes`, retrying short writes and `EINTR`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(CommandLineError) {
    guard let descriptor else {
      captured.append(contentsOf: bytes)
      return
    }
    var offset = 0
    while offset < bytes.count {
      let n = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EPIPE { throw .brokenPipe }
        throw .standardOutput(reason: String(cString: strerror(code)))
      }
      offset += n
    }
  }

  /// Writes the UTF-8 bytes of `text`.
  func write(_ text: String) throws(CommandLineError) {
    var text = text
    var failure: CommandLineError?
    // withUTF8 writes from the string's own storage: no copy of a large output.
    text.withUTF8 { bytes in
      do throws(CommandLineError) { try write(UnsafeRawBufferPointer(bytes)) } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}

/// `write(2)`, named apart from ``StandardOutput/write(_:)-(UnsafeRawBufferPointer)``.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
