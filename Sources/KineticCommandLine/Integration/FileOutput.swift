import KineticPlot

/// Writes `-o FILE` output atomically through KineticPlot's ``AtomicFile``: the text goes to a
/// temporary file in the same directory, renamed over `path` only when complete, so a failed
/// run leaves no file.
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CommandLineError) {
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw failure(error)
    }
  }

  /// Streams the chunks `produce` hands to its sink into `path`, atomically: on any error,
  /// from `produce` or from the file system, the temporary file is removed and `path` is left
  /// as it was.
  static func stream(
    to path: String,
    _ produce: ((UnsafeRawBufferPointer) throws(CommandLineError) -> Void) throws(CommandLineError)
      -> Void
  ) throws(CommandLineError) {
    let file: AtomicFile.Writer
    do { file = try AtomicFile.Writer(path: path) } catch { throw failure(error) }
    defer { file.discard() }  // after a commit, does nothing
    try produce { bytes throws(CommandLineError) in
      do throws(AtomicFileError) { try file.write(bytes) } catch { throw failure(error) }
    }
    do { try file.commit() } catch { throw failure(error) }
  }

  private static func failure(_ error: AtomicFileError) -> CommandLineError {
    .io(path: error.path, reason: "\(error.systemMessage) (\(error.operation))")
  }
}
