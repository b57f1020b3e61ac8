import CKineticCleanup
@preconcurrency import CKineticPOSIX

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
    if path == "/dev/stdin" { throw standardInputError(path) }
    if let fd = standardStreamDescriptor(path) {
      if fd == 0 { throw standardInputError(path) }
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
    switch status.st_mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG):
      if isStandardInput(status) { throw standardInputError(path) }
      return .replace(directory: directory, name: name, destination: path)
    case mode_t(S_IFDIR):
      throw OutputFileError(path: path, operation: "open", code: EISDIR)
    case mode_t(S_IFLNK):
      var target = stat()
      guard stat(path, &target) == 0 else { return .device(path: path, creates: true) }
      switch target.st_mode & mode_t(S_IFMT) {
      case mode_t(S_IFREG):
        if isStandardInput(target) { throw standardInputError(path) }
        guard let resolved = resolvedPath(path) else { return .device(path: path, creates: true) }
        let (targetDirectory, targetName) = split(resolved)
        return .replace(directory: targetDirectory, name: targetName, destination: resolved)
      case mode_t(S_IFDIR):
        throw OutputFileError(path: path, operation: "open", code: EISDIR)
      default:
        return .device(path: path, creates: false)
      }
    default:
      return .device(path: path, creates: false)
    }
  }

  /// Whether `status` is that of the regular file open as standard input (`< FILE`): writing
  /// it would replace what the command may still be reading, as `-o /dev/stdin` did.
  static func isStandardInput(_ status: stat) -> Bool {
    var input = stat()
    guard fstat(0, &input) == 0, input.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
      return false
    }
    return input.st_dev == status.st_dev && input.st_ino == status.st_ino
  }

  /// Whether `path` and `other` name one existing file (the same device and inode, through
  /// symbolic links and hard links): a command that reads `other` and writes `path` would
  /// replace what it read. `false` when either does not exist.
  static func isSameFile(_ path: String, as other: String) -> Bool {
    var written = stat()
    var read = stat()
    guard stat(path, &written) == 0, stat(other, &read) == 0 else { return false }
    return written.st_dev == read.st_dev && written.st_ino == read.st_ino
  }

  /// The refusal of standard input (`/dev/stdin`, descriptor 0, or the file behind it) as a
  /// destination: it is read, never written.
  static func standardInputError(_ path: String) -> OutputFileError {
    OutputFileError(path: path, operation: OutputFileError.standardInput, code: EBADF)
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
      let fd = kinetic_open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, candidate, slot) }
      let code = kinetic_errno()
      // Not ours (it exists) or never created: the handler must not remove it.
      kinetic_cleanup_disarm(slot)
      if code != EEXIST && code != EINTR {
        // ENOENT from a directory that exists is a file system that takes no new files
        // (/proc, /sys), not a missing directory.
        var status = stat()
        let exists =
          code == ENOENT && stat(directory, &status) == 0
          && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
        throw OutputFileError(
          path: path,
          operation: exists ? OutputFileError.createInExistingDirectory : "create temporary file",
          code: code)
      }
    }
    throw OutputFileError(path: path, operation: "create temporary file", code: EEXIST)
  }
}

extension OutputFile {
  /// Gives the temporary file `fd` the owner, group and mode of the regular file at
  /// `destination`, if there is one, so that replacing it changes only its contents (as
  /// `sed -i`, editors and `install -b` keep them); a new path keeps the umask's mode.
  ///
  /// The owner first: changing it clears set-user-ID and set-group-ID bits, which the mode
  /// then restores.
  ///
  /// - Throws: ``OutputFileError`` (operation ``OutputFileError/keepOwner``) when the owner
  ///   or group cannot be kept (only root can give a file to someone else): the replace is
  ///   refused rather than the file silently changing hands.
  static func keepOwnerAndMode(of destination: String, on fd: Int32, path: String)
    throws(OutputFileError)
  {
    var status = stat()
    guard stat(destination, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
      return
    }
    var created = stat()
    guard fstat(fd, &created) == 0 else {
      throw OutputFileError(path: path, operation: OutputFileError.keepOwner, code: kinetic_errno())
    }
    if created.st_uid != status.st_uid || created.st_gid != status.st_gid {
      guard fchown(fd, status.st_uid, status.st_gid) == 0 else {
        throw OutputFileError(
          path: path, operation: OutputFileError.keepOwner, code: kinetic_errno())
      }
    }
    guard fchmod(fd, status.st_mode & 0o7777) == 0 else {
      throw OutputFileError(path: path, operation: OutputFileError.keepMode, code: kinetic_errno())
    }
  }
}
