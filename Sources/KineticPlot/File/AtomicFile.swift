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
///
/// ``write(_:to:)-([UInt8],_)`` takes the whole contents at once; ``Writer`` takes them in
/// chunks, for documents too large to hold in memory, with the same guarantees.
public enum AtomicFile {
  /// Atomically replaces the file at `path` with `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: the complete file contents.
  ///   - path: destination path, absolute or relative to the working directory.
  /// - Throws: ``AtomicFileError`` naming `path`, the failing step and the system error.
  public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
    let file = try Writer(path: path)
    try file.write(bytes)
    try file.commit()
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

  static func createTemporary(
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
}
