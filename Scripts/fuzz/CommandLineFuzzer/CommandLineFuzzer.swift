@preconcurrency import CKineticPOSIX
import KineticCommandLine

/// libFuzzer target for the `kinetic` command line, run in-process through
/// ``KineticCommand/run(arguments:context:)``.
///
/// The input bytes (UTF-8, repaired) are split into words on NUL and newline (a CR LF pair is
/// one Character and stays inside its word, so words with line breaks are fuzzed too). The contract
/// checked for every run: exit status 0, 1 or 2; on failure nothing on standard output and
/// standard error is one `error: ` line (spec errors add indented caret lines); on success
/// nothing on standard error; a failed run leaves no file behind.
///
/// The harness keeps the run cheap and confined (each rule documented where it is applied):
/// `-o` paths are redirected into a private scratch directory, `--play` (real-time sleeps) is
/// dropped, `verify` runs only for `--help`, and inputs whose numbers could multiply into very
/// large sample or frame counts are skipped (the limits themselves are tested by unit tests).
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  Sandbox.enter()
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  var words = text.split(
    separator: "\n", omittingEmptySubsequences: false
  ).flatMap { $0.split(separator: "\0", omittingEmptySubsequences: false) }.map(String.init)
  if words.last == "" { words.removeLast() }
  guard Workload.isSmall(text, words: words) else { return 0 }
  // `demo --play` sleeps frame by frame in real time; the frames it shows are the ones the
  // other formats print.
  words.removeAll { $0 == "--play" }
  // `verify` takes no input but its options; a full accuracy run per input would stall the
  // campaign, so only its help and option errors are fuzzed (via other commands' shared options).
  if words.first == "verify" && !words.contains(where: { $0 == "--help" || $0 == "-h" }) {
    return 0
  }
  // `studio` writes studio.html in the working folder unless told otherwise: name it, so the
  // sandbox redirects it like any other -o path.
  if words.first == "studio" { words += ["-o", "studio.html"] }
  words = Sandbox.redirectOutputPaths(words)
  let context = CommandContext(
    environment: count % 3 == 0 ? ["NO_COLOR": "1"] : ["COLUMNS": "72"],
    standardOutputIsTerminal: count % 2 == 1, terminalColumns: 100)
  let result = KineticCommand.run(arguments: words, context: context)
  check(result, words: words)
  Sandbox.clean(failed: result.status != 0, words: words)
  return 0
}

private func check(_ result: KineticCommand.Result, words: [String]) {
  let shown = words.map { "'\($0)'" }.joined(separator: " ")
  fuzzCheck([0, 1, 2].contains(result.status), "exit status \(result.status) for \(shown)")
  if result.status == 0 {
    // Success may say what it chose (a pasted snippet with several animations, a clamped
    // parameter) as whole `note: ` lines, one each; nothing else.
    let notes = Array(result.standardError.utf8).split(separator: 10)
    fuzzCheck(
      result.standardError.isEmpty
        || (result.standardError.hasSuffix("\n")
          && notes.allSatisfy { $0.starts(with: Array("note: ".utf8)) }),
      "status 0 with stderr other than note lines for \(shown): "
        + result.standardError.debugDescription)
    return
  }
  fuzzCheck(
    result.standardOutput.isEmpty, "status \(result.status) with stdout for \(shown)")
  let error = result.standardError
  fuzzCheck(
    error.hasPrefix("error: ") && error.hasSuffix("\n"),
    "stderr not an error line for \(shown): \(error.debugDescription)")
  // Lines and indentation by bytes, not Characters: a spec that starts with a combining mark
  // joins the indentation's last space into one grapheme, which is still four spaces.
  let lines = Array(error.utf8).dropLast().split(separator: 10, omittingEmptySubsequences: false)
  fuzzCheck(
    lines.count == 1 || lines.count == 3,
    "stderr has \(lines.count) lines for \(shown): \(error.debugDescription)")
  for line in lines.dropFirst() {
    fuzzCheck(
      line.starts(with: Array("    ".utf8)),
      "stderr continuation line not indented for \(shown): \(error.debugDescription)")
  }
}

/// Bounds the work of one input: numbers in the words (option values and spec arguments alike)
/// can multiply into sample, frame or item counts up to the CLI's limits (10⁷), which are valid
/// but take seconds each, so inputs whose numbers multiply past a budget are skipped.
enum Workload {
  static let budget = 5e4

  static func isSmall(_ text: String, words: [String]) -> Bool {
    var product = 1.0
    for x in WrittenNumbers.numbers(in: text).map(abs) where x.isFinite && x != 0 {
      // Values far outside every count, rate and duration limit are rejected by validation.
      guard x <= 2e7 && x >= 5e-8 else { continue }
      product *= max(x, 1 / x)
    }
    return product <= budget && demoFramesAreFew(words)
  }

  /// The most frames a `demo` input may ask for, about 1.7 s of demo at 60 frames a second.
  ///
  /// A demo draws every frame of its whole length (at most 3,600), and each frame is a full
  /// scene render; in the instrumented build a default demo of one or two seconds already takes
  /// 0.2–0.4 s, so a 20-second demo at the default 60 frames a second is seconds of valid work
  /// (a 60-second ASCII demo takes 1.4 s even in a release build), which the per-input time
  /// limit would report as a finding. Longer demos exercise the same code per frame; the frame
  /// cap is tested by unit tests.
  static let demoFrames = 100.0

  /// Whether a `demo` input's frame count, estimated from its options, stays within
  /// ``demoFrames``: `--frames N` as given; otherwise `--fps` (default 60) times the demo's
  /// length, taken as the largest time written in `--duration`, `--interrupt-at` or the
  /// `--curve` spec (at least 1 s, the default duration). Other commands pass.
  static func demoFramesAreFew(_ words: [String]) -> Bool {
    guard words.first == "demo" else { return true }
    var frames: Double?
    var fps = 60.0
    var length = 1.0
    for (index, word) in words.enumerated() {
      let name: Substring
      let value: String?
      if let equals = word.firstIndex(of: "=") {
        name = word[..<equals]
        value = String(word[word.index(after: equals)...])
      } else {
        name = Substring(word)
        value = index + 1 < words.count ? words[index + 1] : nil
      }
      guard let value else { continue }
      let numbers = WrittenNumbers.numbers(in: value).map(abs).filter(\.isFinite)
      switch name {
      case "--frames": frames = numbers.first
      case "--fps": fps = numbers.first ?? fps
      case "--duration", "--interrupt-at", "--curve": length = max(length, numbers.max() ?? 0)
      default: continue
      }
    }
    return (frames ?? fps * length) <= demoFrames
  }
}

/// A private scratch directory that `-o` paths are redirected into.
enum Sandbox {
  nonisolated(unsafe) static var entered = false
  /// The scratch directory, once made.
  nonisolated(unsafe) static var directory: String?

  /// The file a plain `-o NAME` writes; `-o DIR/NAME` goes to a directory that does not exist,
  /// which exercises the I/O error path.
  static let file = "out.txt"
  static let missing = "no-such-directory/out.txt"

  /// Creates the scratch directory and makes it the working directory, once.
  ///
  /// It lives in memory when it can: on `/dev/shm` (tmpfs) when that exists and is writable,
  /// else in `$TMPDIR`, else in `/tmp`. Every input that writes `-o` ends in an atomic
  /// replace, which syncs the file; on a real disk that sync waits behind every other job's
  /// writes, and one such stall on a shared machine counted as a timeout (a false finding of
  /// the per-input time limit). On tmpfs a sync returns at once.
  static func enter() {
    guard !entered else { return }
    entered = true
    for parent in parents() {
      var template = Array("\(parent)/kinetic-fuzz-XXXXXX".utf8CString)
      let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
      if let made, chdir(made) == 0 {
        directory = String(cString: made)
        atexit { Sandbox.remove() }
        return
      }
    }
    fatalError("cannot create the fuzz sandbox in /dev/shm, $TMPDIR or /tmp")
  }

  /// Removes the scratch directory when the fuzzer exits normally (the end of a timed run), so
  /// campaigns leave nothing behind in `/dev/shm`. After a crash or a timeout it stays, with
  /// whatever the failing input wrote, for inspection.
  static func remove() {
    guard let directory else { return }
    for name in names(in: directory) { unlink("\(directory)/\(name)") }
    rmdir(directory)
  }

  /// The names of the entries in the directory at `path`, without `.` and `..`; empty when it
  /// cannot be read.
  static func names(in path: String) -> [String] {
    guard let handle = opendir(path) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Where the scratch directory may go, best first.
  static func parents() -> [String] {
    var result: [String] = []
    if access("/dev/shm", W_OK | X_OK) == 0 { result.append("/dev/shm") }
    if let tmp = getenv("TMPDIR").map({ String(cString: $0) }), !tmp.isEmpty {
      result.append(tmp.hasSuffix("/") && tmp.count > 1 ? String(tmp.dropLast()) : tmp)
    }
    result.append("/tmp")
    return result
  }

  static func redirect(_ path: String) -> String {
    if path.isEmpty { return path }
    return path.contains("/") ? missing : file
  }

  static func redirectOutputPaths(_ words: [String]) -> [String] {
    var result = words
    var index = 0
    while index < result.count {
      let word = result[index]
      if word == "--" { break }
      if (word == "-o" || word == "--output") && index + 1 < result.count {
        result[index + 1] = redirect(result[index + 1])
        index += 2
        continue
      }
      if word.hasPrefix("--output=") {
        result[index] = "--output=" + redirect(String(word.dropFirst("--output=".count)))
      }
      index += 1
    }
    return result
  }

  /// Checks that a failed run left no file, then empties the directory.
  static func clean(failed: Bool, words: [String]) {
    for name in names(in: ".") {
      fuzzCheck(
        !failed, "a failed run left '\(name)' for \(words.map { "'\($0)'" }.joined(separator: " "))"
      )
      fuzzCheck(name == file, "stray file '\(name)' (atomic write leftover?)")
      unlink(name)
    }
  }
}
