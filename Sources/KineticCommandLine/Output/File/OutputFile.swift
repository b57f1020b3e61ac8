import CKineticCleanup
@preconcurrency import CKineticPOSIX

/// The file a command writes with `-o`: replaced atomically when it is a regular file or a new
/// path, written straight through when it is a device, a FIFO or a standard stream.
///
/// **Regular files and new paths.** The bytes go to a fresh hidden temporary file in the
/// destination's directory (same file system, so `rename(2)` is atomic), are flushed with
/// `fsync(2)`, and only ``commit()`` renames the temporary file over the destination: readers
/// see the old file or the complete new one, never a partial file, and a failed or interrupted
/// run leaves nothing new behind. The temporary file is removed on any failure, on
/// ``discard()``, when the writer is dropped uncommitted, and when SIGTERM, SIGINT or SIGHUP
/// ends the process (an async-signal-safe handler in the `CKineticCleanup` target). A new file
/// gets mode `0666` minus the umask, like a file the shell creates; a replaced file keeps its
/// owner, group and mode (a replace that cannot keep the owner is refused before anything is
/// written). A symbolic link to a regular file stays a link: the file it resolves to is
/// replaced. Standard input (`/dev/stdin`, `/dev/fd/0`, or the file redirected into it) is
/// refused: it is read, never written.
///
/// **Everything else is never replaced or unlinked.** A character or block device
/// (`/dev/null`, `/dev/full`, a terminal), a FIFO, or a link to one, is opened and written
/// straight through, as the shell's `>` does; `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and
/// `/proc/self/fd/N` write to the process's own descriptor (no reopening, so a `>>` append or a
/// pipe behind it is kept). Such output cannot be taken back: an error part-way leaves what was
/// written. A directory is refused.
///
/// ```swift
/// let file = try OutputFile(path: "out.csv")
/// try file.write(Array("time,value\n".utf8))
/// try file.commit()
/// ```
///
/// Writes are unbuffered `write(2)` calls (retried on `EINTR` and short writes), so pass chunks
/// of tens of kilobytes, not single records.
public final class OutputFile {
  /// The destination path given to ``init(path:)``.
  public let path: String
  /// Where the bytes go; `nil` once committed or discarded.
  private var descriptor: FileDescriptor?
  private let method: Method

  /// How the bytes reach the destination.
  enum Method {
    /// Into `temporary`, renamed over `destination` on commit; `cleanupSlot` arms its removal
    /// on a terminating signal.
    case replace(temporary: String, destination: String, cleanupSlot: Int32)
    /// Straight into a descriptor this writer opened (closed on commit).
    case direct
    /// Straight into one of the process's own descriptors (left open).
    case inherited
  }

  /// Opens the destination: creates the temporary file for a regular file or new path (mode
  /// `0666` minus the umask), opens a device or FIFO for writing (a FIFO waits for a reader, as
  /// with the shell), or takes the process's descriptor for a standard stream.
  ///
  /// - Throws: ``OutputFileError`` naming `path`: operation `"open"` for an empty path, a
  ///   directory or a device that cannot be opened, `"create temporary file"` when the
  ///   directory does not exist or is not writable.
  public init(path: String) throws(OutputFileError) {
    self.path = path
    switch try Self.destination(of: path) {
    case .replace(let directory, let name, let destination):
      let (fd, temporary, slot) = try Self.createTemporary(in: directory, for: name, path: path)
      do throws(OutputFileError) {
        try Self.keepOwnerAndMode(of: destination, on: fd, path: path)
      } catch {
        _ = close(fd)
        _ = unlink(temporary)
        kinetic_cleanup_disarm(slot)
        throw error
      }
      descriptor = FileDescriptor(rawValue: fd)
      method = .replace(temporary: temporary, destination: destination, cleanupSlot: slot)
    case .device(let openPath, let creates):
      let flags = O_WRONLY | O_CLOEXEC | (creates ? O_CREAT | O_TRUNC : 0)
      var fd: Int32
      repeat { fd = kinetic_open(openPath, flags, 0o666) } while fd < 0 && kinetic_errno() == EINTR
      guard fd >= 0 else {
        throw OutputFileError(path: path, operation: "open", code: kinetic_errno())
      }
      descriptor = FileDescriptor(rawValue: fd)
      method = .direct
    case .standardStream(let fd):
      descriptor = FileDescriptor(rawValue: fd)
      method = .inherited
    }
  }

  deinit { discard() }

  /// Whether the writer can still take bytes (neither committed nor discarded).
  public var isOpen: Bool { descriptor != nil }

  /// Whether ``commit()`` publishes the bytes atomically (a regular file or a new path), rather
  /// than the bytes going straight to a device, FIFO or standard stream.
  public var isAtomic: Bool {
    if case .replace = method { return true }
    return false
  }

  /// Appends `bytes`.
  ///
  /// - Throws: ``OutputFileError`` (operation `"write"`, e.g. `ENOSPC`); the writer is then
  ///   discarded (a temporary file removed).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
    guard let descriptor else {
      throw OutputFileError(path: path, operation: "write", code: EBADF)
    }
    do { try descriptor.write(bytes) } catch {
      discard()
      throw OutputFileError(path: path, operation: "write", code: error.code)
    }
  }

  /// Appends `bytes`.
  ///
  /// - Throws: as ``write(_:)-(UnsafeRawBufferPointer)``.
  public func write(_ bytes: [UInt8]) throws(OutputFileError) {
    var failure: OutputFileError?
    bytes.withUnsafeBytes { raw in
      do throws(OutputFileError) { try write(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Publishes the output: for a replaced file, flushes it to disk (`fsync`), closes it and
  /// renames it over the destination; for a device or FIFO, closes it.
  ///
  /// - Throws: ``OutputFileError`` (operation `"sync"`, `"close"` or `"rename"`); a temporary
  ///   file is then removed and an existing destination left as it was.
  public func commit() throws(OutputFileError) {
    guard let descriptor else {
      throw OutputFileError(path: path, operation: "close", code: EBADF)
    }
    switch method {
    case .inherited:
      self.descriptor = nil
    case .direct:
      self.descriptor = nil
      if close(descriptor.rawValue) != 0 {
        throw OutputFileError(path: path, operation: "close", code: kinetic_errno())
      }
    case .replace(let temporary, let destination, let slot):
      if fsync(descriptor.rawValue) != 0 {
        let code = kinetic_errno()
        discard()
        throw OutputFileError(path: path, operation: "sync", code: code)
      }
      self.descriptor = nil
      defer { kinetic_cleanup_disarm(slot) }
      if close(descriptor.rawValue) != 0 {
        let code = kinetic_errno()
        _ = unlink(temporary)
        throw OutputFileError(path: path, operation: "close", code: code)
      }
      if rename(temporary, destination) != 0 {
        let code = kinetic_errno()
        _ = unlink(temporary)
        throw OutputFileError(path: path, operation: "rename", code: code)
      }
    }
  }

  /// Stops writing: a temporary file is closed and removed, leaving the destination as it was;
  /// a device or FIFO is closed (what was written stays written). Does nothing after
  /// ``commit()`` or a previous discard.
  public func discard() {
    guard let descriptor else { return }
    self.descriptor = nil
    switch method {
    case .inherited:
      break
    case .direct:
      _ = close(descriptor.rawValue)
    case .replace(let temporary, _, let slot):
      _ = close(descriptor.rawValue)
      _ = unlink(temporary)
      kinetic_cleanup_disarm(slot)
    }
  }

  /// Writes `bytes` as the whole output at `path` (see the type's rules).
  ///
  /// - Throws: ``OutputFileError`` naming `path`, the failing step and the system error.
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    let file = try OutputFile(path: path)
    try file.write(bytes)
    try file.commit()
  }

  /// Writes the UTF-8 encoding of `string` as the whole output at `path`.
  ///
  /// - Throws: as ``write(_:to:)-([UInt8],_)``.
  public static func write(_ string: String, to path: String) throws(OutputFileError) {
    try write(Array(string.utf8), to: path)
  }
}
