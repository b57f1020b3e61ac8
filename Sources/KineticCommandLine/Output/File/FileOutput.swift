/// `-o FILE` output for the subcommands: ``OutputFile``'s rules (atomic for regular files and
/// new paths, straight through for devices, FIFOs and standard streams), its errors turned
/// into the command line's I/O error (exit status 1, naming the path) — except a path that is
/// standard input, which no state of the file system makes writable: that is a usage error of
/// `-o` (exit status 2).
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CommandLineError) {
    do {
      try OutputFile.write(text, to: path)
    } catch {
      throw failure(error)
    }
  }

  /// Streams the chunks `produce` hands to its sink into `path`: on any error, from `produce`
  /// or from the file system, a temporary file is removed and a regular file at `path` is left
  /// as it was.
  static func stream(
    to path: String,
    _ produce: ((UnsafeRawBufferPointer) throws(CommandLineError) -> Void) throws(CommandLineError)
      -> Void
  ) throws(CommandLineError) {
    let file: OutputFile
    do { file = try OutputFile(path: path) } catch { throw failure(error) }
    defer { file.discard() }  // after a commit, does nothing
    try produce { bytes throws(CommandLineError) in
      do throws(OutputFileError) { try file.write(bytes) } catch { throw failure(error) }
    }
    do { try file.commit() } catch { throw failure(error) }
  }

  private static func failure(_ error: OutputFileError) -> CommandLineError {
    if error.operation == OutputFileError.standardInput {
      return .invalidValue(option: "-o", value: error.path, reason: error.reason)
    }
    return .io(path: error.path, reason: error.reason)
  }
}
