/// Where a command's result goes: standard output, or the file given with `-o`.
struct OutputDestination: Sendable {
  /// The `-o` path, or `nil` for standard output.
  var path: String?

  /// Writes `text` to the file (returning "") or returns it for standard output.
  func emit(_ text: String) throws(CommandLineError) -> String {
    guard let path else { return text }
    try FileOutput.write(text, to: path)
    return ""
  }
}
