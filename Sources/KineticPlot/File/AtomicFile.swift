#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files atomically: readers see the old file or the complete new one, never a
/// partial file, and a failed write leaves nothing new behind.
///
/// The bytes go to a fresh hidden temporary file in the destination's directory (same file
/// system, so `rename(2)` is atomic), are flushed with `fsync(2)`, and the temporary file is
/// renamed over the destination. On any failure the temporary file is removed and an existing
/// destination is left untouched. The new file gets mode `0666` minus the process umask, like a
/// file created by the shell. A symbolic link at `path` is replaced by the new file, not
/// followed, as `rename(2)` does.
public enum AtomicFile {
  /// Atomically replaces the file at `path` with `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: the complete file contents.
  ///   - path: destination path, absolute or relative to the working directory.
  /// - Throws: ``AtomicFileError`` naming `path`, the failing step and the system error.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    let (directory, name) = split(path)
    guard !path.isEmpty else { throw AtomicFileError(path: path, operation: "open", code: ENOENT) }
    guard !name.isEmpty, name != ".", name != ".." else {
      throw AtomicFileError(path: path, operation: "open", code: EISDIR)
    }
    let (fd, temporary) = try createTemporary(in: directory, for: name, path: path)
    do throws(AtomicFileError) {
      try writeAll(bytes, to: fd, path: path)
      if fsync(fd) != 0 { throw AtomicFileError(path: path, operation: "sync", code: errno) }
      let closed = close(fd)
      if closed != 0 { throw AtomicFileError(path: path, operation: "close", code: errno) }
    } catch {
      _ = close(fd)
      _ = unlink(temporary)
      throw error
    }
    if rename(temporary, path) != 0 {
      let code = errno
      _ = unlink(temporary)
      throw AtomicFileError(path: path, operation: "rename", code: code)
    }
  }

  /// Atomically replaces the file at `path` with the UTF-8 encoding of `string`.
  ///
  /// - Throws: as ``write(_:to:)-([UInt8],_)``.
  public static func write(_ string: String, to path: String) throws(AtomicFileError) {
    try write(Array(string.utf8), to: path)
  }

  /// Directory (without trailing slash, `"."` if none) and last component of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let name = String(path[path.index(after: slash)...])
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, name)
  }

  private static func createTemporary(
    in directory: String, for name: String, path: String
  ) throws(AtomicFileError) -> (Int32, String) {
    // O_EXCL with a random name instead of mkstemp so that the umask applies to the mode.
    var generator = SystemRandomNumberGenerator()
    let prefix = (directory == "/" ? "/" : directory + "/") + "." + name + ".tmp-\(getpid())-"
    for _ in 0..<64 {
      let candidate = prefix + String(generator.next() & 0xFFFF_FFFF, radix: 36)
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, candidate) }
      let code = errno
      if code != EEXIST && code != EINTR {
        throw AtomicFileError(path: path, operation: "create temporary file", code: code)
      }
    }
    throw AtomicFileError(path: path, operation: "create temporary file", code: EEXIST)
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(AtomicFileError)
  {
    var failure: Int32 = 0
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += n
      }
    }
    if failure != 0 { throw AtomicFileError(path: path, operation: "write", code: failure) }
  }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)-([UInt8],_)`` which shadows it.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
  #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
  #else
    return Darwin.write(fd, buffer, count)
  #endif
}
