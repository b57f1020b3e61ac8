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
  private let descriptor: FileDescriptor?
  /// Everything written, when capturing.
  private(set) var captured: [UInt8] = []
  /// The notes of the command run (see ``Subcommand/notes``), for standard error.
  var notes: [String] = []

  private init(descriptor: FileDescriptor?) { self.descriptor = descriptor }

  /// Output kept in ``captured``.
  static func capturing() -> StandardOutput { StandardOutput(descriptor: nil) }

  /// Output written with `write(2)` to `descriptor`, unbuffered: callers pass whole texts or
  /// chunks of tens of kilobytes.
  static func writing(to descriptor: Int32) -> StandardOutput {
    StandardOutput(descriptor: FileDescriptor(rawValue: descriptor))
  }

  /// Writes `bytes`, retrying short writes and `EINTR`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(CommandLineError) {
    guard let descriptor else {
      captured.append(contentsOf: bytes)
      return
    }
    do { try descriptor.write(bytes) } catch {
      if error.isBrokenPipe { throw .brokenPipe }
      throw .standardOutput(reason: error.description)
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
