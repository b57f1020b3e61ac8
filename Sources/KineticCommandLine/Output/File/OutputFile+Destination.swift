import CKineticCleanup

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

extension OutputFile {
  /// What kind of thing a `-o` path names, which decides how it is written.
  enum Destination: Equatable {
    /// A regular file or a new path: a temporary file in `directory` renamed over
    /// `destination` (the path itself, or the regular file a symbolic link resolves to).
    case replace(directory: String, name: String, destination: String)
    /// A device, FIFO or socket (or a link to one): opened and written straight through;
    /// `creates` for a dangling link, whose target `open` creates as the shell would.
    case device(path: String, creates: Bool)
    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: the process's descriptor.
    case standardStream(Int32)
  }

  /// Classifies `path` without changing anything (`lstat`, then `stat` through a link).
  ///
  /// - Throws: ``OutputFileError`` (operation `"open"`): `ENOENT` for an empty path, `EISDIR`
  ///   for a directory (or a path ending in `/`, `.` or `..`), `EBADF` for a standard-stream
  ///   name whose descriptor is not open.
  static func destination(of path: String) throws(OutputFileError) -> Destination {
    guard !path.isEmpty else { throw OutputFileError(path: path, operation: "open", code: ENOENT) }
    let (directory, name) = split(path)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw OutputFileError(path: path, operation: "open", code: EISDIR)
    }
    if let fd = standardStreamDescriptor(path) {
      var status = stat()
      guard fstat(fd, &status) == 0 else {
        throw OutputFileError(path: path, operation: "open", code: EBADF)
      }
      return .standardStream(fd)
    }
    var status = stat()
    // Missing (or unreachable) paths are new files; creating the temporary file reports why
    // the directory cannot take one.
    guard lstat(path, &status) == 0 else {
      return .replace(directory: directory, name: name, destination: path)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return .replace(directory: directory, name: name, destination: path)
    case S_IFDIR:
      throw OutputFileError(path: path, operation: "open", code: EISDIR)
    case S_IFLNK:
      var target = stat()
      guard stat(path, &target) == 0 else { return .device(path: path, creates: true) }
      switch target.st_mode & S_IFMT {
      case S_IFREG:
        guard let resolved = resolvedPath(path) else { return .device(path: path, creates: true) }
        let (targetDirectory, targetName) = split(resolved)
        return .replace(directory: targetDirectory, name: targetName, destination: resolved)
      case S_IFDIR:
        throw OutputFileError(path: path, operation: "open", code: EISDIR)
      default:
        return .device(path: path, creates: false)
      }
    default:
      return .device(path: path, creates: false)
    }
  }

  /// The descriptor a standard-stream name stands for (`/dev/stdout` → 1), or `nil`.
  static func standardStreamDescriptor(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      let digits = path.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII),
        let fd = Int32(digits)
      else { return nil }
      return fd
    }
    return nil
  }

  /// The absolute path with every symbolic link resolved (`realpath(3)`), or `nil`.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Directory (without trailing slash, `"."` if none) and last component of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let name = String(path[path.index(after: slash)...])
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, name)
  }

  /// Creates a fresh hidden temporary file `.<name>.tmp-<pid>-<random>` in `directory`, its
  /// removal armed for terminating signals before it exists (so no signal can leave it).
  static func createTemporary(
    in directory: String, for name: String, path: String
  ) throws(OutputFileError) -> (fd: Int32, temporary: String, cleanupSlot: Int32) {
    // O_EXCL with a random name instead of mkstemp so that the umask applies to the mode.
    var generator = SystemRandomNumberGenerator()
    let prefix = (directory == "/" ? "/" : directory + "/") + "." + name + ".tmp-\(getpid())-"
    for _ in 0..<64 {
      let candidate = prefix + String(generator.next() & 0xFFFF_FFFF, radix: 36)
      let slot = kinetic_cleanup_arm(candidate)
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, candidate, slot) }
      let code = errno
      // Not ours (it exists) or never created: the handler must not remove it.
      kinetic_cleanup_disarm(slot)
      if code != EEXIST && code != EINTR {
        throw OutputFileError(path: path, operation: "create temporary file", code: code)
      }
    }
    throw OutputFileError(path: path, operation: "create temporary file", code: EEXIST)
  }
}
