import KineticPlot

/// Writes `-o FILE` output atomically through KineticPlot's ``AtomicFile``: the text goes to a
/// temporary file in the same directory, renamed over `path` only when complete, so a failed
/// run leaves no file.
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CommandLineError) {
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw .io(path: path, reason: "\(error.systemMessage) (\(error.operation))")
    }
  }
}
