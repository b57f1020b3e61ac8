import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Issue 15: `-o` replaced device nodes, FIFOs and the `/dev/stdout` link with regular files as
/// root (and failed with "Permission denied (create temporary file)" otherwise), and a signal
/// during `-o` left a hidden temporary file behind. Each reproducer runs the built binary.
@Suite("-o destinations that are not regular files, and signals during -o")
struct OutputFileDestinationTests {
  typealias Harness = CommandLineHarness

  static let arguments = ["plot", "linear", "--format", "csv", "--samples", "5"]

  /// The file type bits of `path`, without following a link.
  static func fileType(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
  }

  /// A character device equivalent to `/dev/null` (1, 3) or `/dev/full` (1, 7). As root the
  /// test makes its own node in `directory`, so that a regression clobbers a scratch node, not
  /// the machine's; otherwise (no `mknod`) the real one, which a non-root process cannot
  /// replace.
  static func characterDevice(minor: UInt32, named name: String, in directory: URL) -> String {
    guard geteuid() == 0 else { return "/dev/" + name }
    let path = directory.appendingPathComponent(name).path
    let device = dev_t((1 << 8) | minor)  // makedev(1, minor) for minors below 256
    #expect(mknod(path, S_IFCHR | 0o666, device) == 0, "mknod \(path)")
    return path
  }

  @Test("A character device is written straight through and stays a device")
  func nullDevice() throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let null = Self.characterDevice(minor: 3, named: "null", in: directory)
    let result = try Harness.runBinary(Self.arguments + ["-o", null])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    #expect(Self.fileType(null) == S_IFCHR)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == (geteuid() == 0 ? ["null"] : []))
  }

  @Test("A full device reports ENOSPC at write, exit 1, and stays a device")
  func fullDevice() throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = Self.characterDevice(minor: 7, named: "full", in: directory)
    let result = try Harness.runBinary(Self.arguments + ["-o", full])
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: cannot write '\(full)': No space left on device while writing\n")
    #expect(Self.fileType(full) == S_IFCHR)
  }

  @Test("A FIFO gets the output through a reader and stays a FIFO")
  func fifo() throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let expected = try Harness.runBinary(Self.arguments).standardOutput
    // The reader opens the FIFO on its own thread; the binary's open waits for it.
    let received = Received()
    let reader = Thread {
      let fd = open(fifo, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while fd >= 0 {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        received.data.append(contentsOf: buffer[0..<n])
      }
      if fd >= 0 { close(fd) }
      received.done.signal()
    }
    reader.start()
    let result = try Harness.runBinary(Self.arguments + ["-o", fifo])
    #expect(received.done.wait(timeout: .now() + 20) == .success)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(String(decoding: received.data, as: UTF8.self) == expected)
    #expect(Self.fileType(fifo) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pipe"])
  }

  @Test("/dev/stdout and /dev/fd/1 write to the process's standard output")
  func standardOutputNames() throws {
    let expected = try Harness.runBinary(Self.arguments).standardOutput
    #expect(!expected.isEmpty)
    let typeBefore = Self.fileType("/dev/stdout")
    for name in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"] {
      let result = try Harness.runBinary(Self.arguments + ["-o", name])
      #expect(result.status == 0, "\(name): \(result.standardError)")
      #expect(result.standardOutput == expected, "\(name)")
    }
    #expect(Self.fileType("/dev/stdout") == typeBefore)
    #expect(typeBefore == S_IFLNK)
  }

  @Test("A symbolic link to a regular file stays a link; the file it names is replaced")
  func linkToRegularFile() throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.csv").path
    let link = directory.appendingPathComponent("link.csv").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(symlink("target.csv", link) == 0)
    let expected = try Harness.runBinary(Self.arguments).standardOutput
    let result = try Harness.runBinary(Self.arguments + ["-o", link])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.fileType(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == ["link.csv", "target.csv"])
  }

  @Test("Destinations are classified without being touched")
  func classification() throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("f").path
    try "x".write(toFile: file, atomically: false, encoding: .utf8)
    #expect(
      try OutputFile.destination(of: file)
        == .replace(directory: directory.path, name: "f", destination: file))
    #expect(
      try OutputFile.destination(of: "new.csv")
        == .replace(directory: ".", name: "new.csv", destination: "new.csv"))
    #expect(
      try OutputFile.destination(of: "/dev/null") == .device(path: "/dev/null", creates: false))
    #expect(try OutputFile.destination(of: "/dev/stderr") == .standardStream(2))
    #expect(try OutputFile.destination(of: "/dev/fd/2") == .standardStream(2))
    #expect(OutputFile.standardStreamDescriptor("/dev/fd/") == nil)
    #expect(OutputFile.standardStreamDescriptor("/dev/fd/x") == nil)
    #expect(OutputFile.standardStreamDescriptor("/dev/fd/99999999999") == nil)
    #expect(throws: OutputFileError(path: directory.path, operation: "open", code: EISDIR)) {
      try OutputFile.destination(of: directory.path)
    }
  }

  /// SIGTERM, SIGINT and SIGHUP while a large `-o` file is being written: the process dies of
  /// the signal (as it would without the handler) and its hidden temporary file is gone.
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func signalDuringOutputRemovesTemporaryFile(signal: Int32) throws {
    let directory = try Harness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.csv").path
    let pid = try Self.spawn([
      "plot", "linear", "easeInOut", "--format", "csv", "--velocity", "--samples", "10000000",
      "-o", path,
    ])
    // Wait until the temporary file holds some output, so the signal lands mid-write.
    var sawTemporary = false
    for _ in 0..<4000 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      if let name = names.first(where: { $0.hasPrefix(".big.csv.tmp-") }),
        let size = try? FileManager.default.attributesOfItem(
          atPath: directory.appendingPathComponent(name).path)[.size] as? Int, size > 0
      {
        sawTemporary = true
        break
      }
      usleep(5_000)
    }
    #expect(sawTemporary, "the temporary file never appeared")
    kill(pid, signal)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Died of the signal itself (WIFSIGNALED, WTERMSIG), as it would without the handler.
    #expect(status & 0x7f == signal, "wait status \(status)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}

extension OutputFileDestinationTests {
  /// Starts the built binary with `arguments`, standard output and error to /dev/null, and
  /// (unlike `Process`, whose children inherit the test runner's blocked signals) an empty
  /// signal mask and default dispositions, as a shell would start it.
  static func spawn(_ arguments: [String]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for s in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, s) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let executable = Harness.executableURL.path
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard code == 0 else { throw Errno(code: code) }
    return pid
  }
}

/// What the FIFO reader thread received.
private final class Received: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)
}
