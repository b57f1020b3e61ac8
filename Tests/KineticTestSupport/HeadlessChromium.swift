import Foundation

/// Drives Debian's `chromium` headless, for tests that check pages in a real browser.
///
/// Every run gets its own profile directory (so parallel tests do not share a lock), a proxy
/// that refuses every connection (so a page that reaches for the network fails loudly instead
/// of working only online), a 90-second limit, and console logging to standard error, from
/// which ``Result/consoleMessages`` collects what the page logged (errors included).
///
/// The browser is found through `$KINETIC_CHROMIUM`, else `chromium`, `chromium-browser` or
/// `google-chrome` on `PATH` or in `/usr/bin`. `Scripts/bootstrap.sh` installs it; a missing
/// browser is a failure naming that script, never a skipped test.
public struct HeadlessChromium: Sendable {
  /// What went wrong running the browser.
  public enum Failure: Error, CustomStringConvertible {
    /// No browser executable was found.
    case notInstalled
    /// The browser ran longer than the limit and was stopped.
    case timedOut(arguments: [String])
    /// The browser exited with a non-zero status.
    case failed(status: Int32, standardError: String)

    /// What happened, and what to do about it.
    public var description: String {
      switch self {
      case .notInstalled:
        return "chromium is not installed: run Scripts/bootstrap.sh (apt-get install chromium)"
      case .timedOut(let arguments):
        return "chromium did not finish within the limit: \(arguments.joined(separator: " "))"
      case .failed(let status, let standardError):
        return "chromium exited with status \(status): \(standardError.suffix(2_000))"
      }
    }
  }

  /// The output of one run.
  public struct Result: Sendable {
    /// Standard output (the DOM for ``dumpDOM(_:)``).
    public var standardOutput: String
    /// Standard error: the browser's log.
    public var standardError: String

    /// The messages the page logged to its console (`console.log`, `console.error`, uncaught
    /// exceptions, failed resource loads), one per entry, as Chromium logs them.
    public var consoleMessages: [String] {
      standardError.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    }
  }

  /// The browser executable.
  public let executable: URL

  /// Finds the browser.
  ///
  /// - Throws: ``Failure/notInstalled``.
  public init() throws(Failure) {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let chosen = environment["KINETIC_CHROMIUM"], !chosen.isEmpty { candidates.append(chosen) }
    let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      candidates += path.map { "\($0)/\(name)" }
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw .notInstalled }
    executable = URL(fileURLWithPath: found)
  }

  /// Loads `url` and returns the DOM after the page's scripts ran (`--dump-dom`).
  public func dumpDOM(_ url: URL) throws -> Result {
    try run(["--dump-dom", url.absoluteString])
  }

  /// Loads `url` in a `width` × `height` window and writes a PNG screenshot to `file`; with
  /// `dark`, the page sees `prefers-color-scheme: dark`.
  public func screenshot(
    _ url: URL, to file: URL, width: Int = 1_000, height: Int = 1_000, dark: Bool = false
  ) throws -> Result {
    try run(
      (dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : []) + [
        "--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
        url.absoluteString,
      ])
  }

  private func run(_ arguments: [String]) throws -> Result {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: profile) }
    let all =
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync",
        "--user-data-dir=\(profile.path)", "--proxy-server=http://127.0.0.1:9",
        "--enable-logging=stderr", "--v=0",
      ] + arguments
    let process = Process()
    process.executableURL = executable
    process.arguments = all
    // Output goes to files: a DOM can exceed a pipe's buffer while the process is waited on.
    let out = profile.appendingPathComponent("stdout")
    let err = profile.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    defer {
      try? outHandle.close()
      try? errHandle.close()
    }
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure.timedOut(arguments: arguments)
    }
    let result = Result(
      standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    guard process.terminationStatus == 0 else {
      throw Failure.failed(status: process.terminationStatus, standardError: result.standardError)
    }
    return result
  }
}
