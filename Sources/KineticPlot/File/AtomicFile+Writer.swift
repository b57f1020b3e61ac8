#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// A file written in pieces and published atomically: the pieces go to a fresh hidden
  /// temporary file in the destination's directory, and only ``commit()`` — after `fsync(2)` —
  /// renames it over the destination. Until then the destination is untouched.
  ///
  /// Any failure removes the temporary file: a failed ``write(_:)-(UnsafeRawBufferPointer)``,
  /// a failed ``commit()``, an explicit ``discard()``, or dropping the writer without committing
  /// (its `deinit` discards). So no partial file is ever seen at the destination, and none is
  /// left behind beside it.
  ///
  /// ```swift
  /// let file = try AtomicFile.Writer(path: "out.csv")
  /// try file.write(Array("time,value\n".utf8))
  /// try file.commit()
  /// ```
  ///
  /// Writes are unbuffered `write(2)` calls (retried on `EINTR` and short writes), so pass
  /// chunks of tens of kilobytes, not single records.
  public final class Writer {
    /// The destination path given to ``init(path:)``.
    public let path: String
    private var fd: Int32
    private let temporary: String

    /// Creates the temporary file for `path`, with mode `0666` minus the umask.
    ///
    /// - Throws: ``AtomicFileError`` (operation `"open"` or `"create temporary file"`) when the
    ///   directory does not exist, is not writable, or `path` names a directory.
    public init(path: String) throws(AtomicFileError) {
      let (directory, name) = AtomicFile.split(path)
      guard !path.isEmpty else {
        throw AtomicFileError(path: path, operation: "open", code: ENOENT)
      }
      guard !name.isEmpty, name != ".", name != ".." else {
        throw AtomicFileError(path: path, operation: "open", code: EISDIR)
      }
      self.path = path
      (fd, temporary) = try AtomicFile.createTemporary(in: directory, for: name, path: path)
    }

    deinit { discard() }

    /// Whether the writer can still take bytes (neither committed nor discarded).
    public var isOpen: Bool { fd >= 0 }

    /// Appends `bytes` to the temporary file.
    ///
    /// - Throws: ``AtomicFileError`` (operation `"write"`, e.g. `ENOSPC`); the temporary file is
    ///   then already removed and the writer closed.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFileError) {
      guard fd >= 0 else { throw AtomicFileError(path: path, operation: "write", code: EBADF) }
      var offset = 0
      while offset < bytes.count {
        let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
          let code = errno
          if code == EINTR { continue }
          discard()
          throw AtomicFileError(path: path, operation: "write", code: code)
        }
        offset += n
      }
    }

    /// Appends `bytes` to the temporary file.
    ///
    /// - Throws: as ``write(_:)-(UnsafeRawBufferPointer)``.
    public func write(_ bytes: [UInt8]) throws(AtomicFileError) {
      var failure: AtomicFileError?
      bytes.withUnsafeBytes { raw in
        do throws(AtomicFileError) { try write(raw) } catch { failure = error }
      }
      if let failure { throw failure }
    }

    /// Flushes the file to disk (`fsync`), closes it and renames it over ``path``.
    ///
    /// - Throws: ``AtomicFileError`` (operation `"sync"`, `"close"` or `"rename"`); the
    ///   temporary file is then removed and an existing destination left as it was.
    public func commit() throws(AtomicFileError) {
      guard fd >= 0 else { throw AtomicFileError(path: path, operation: "close", code: EBADF) }
      if fsync(fd) != 0 {
        let code = errno
        discard()
        throw AtomicFileError(path: path, operation: "sync", code: code)
      }
      let closed = close(fd)
      fd = -1
      if closed != 0 {
        let code = errno
        _ = unlink(temporary)
        throw AtomicFileError(path: path, operation: "close", code: code)
      }
      if rename(temporary, path) != 0 {
        let code = errno
        _ = unlink(temporary)
        throw AtomicFileError(path: path, operation: "rename", code: code)
      }
    }

    /// Closes and removes the temporary file, leaving the destination as it was. Does nothing
    /// after ``commit()`` or a previous discard.
    public func discard() {
      guard fd >= 0 else { return }
      _ = close(fd)
      fd = -1
      _ = unlink(temporary)
    }
  }
}

/// `write(2)`, named apart from ``AtomicFile/Writer/write(_:)-(UnsafeRawBufferPointer)`` which
/// shadows it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
