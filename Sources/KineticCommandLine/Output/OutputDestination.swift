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

  /// Standard output holds back up to this many bytes of a stream before writing any.
  static let standardOutputHoldLimit = 8 << 20

  /// Streams the chunks `produce` hands to its sink to the file (atomically, see
  /// ``FileOutput/stream(to:_:)``) or to `standardOutput`.
  ///
  /// Standard output cannot take back what it has written, so the first
  /// ``standardOutputHoldLimit`` bytes are held: a document that fits (any ordinary plot) is
  /// written only once complete, and an error while producing it leaves standard output empty,
  /// as the command line promises. A larger document is streamed from then on, in bounded
  /// memory; an error found after that point ends the output at a record boundary, before the
  /// `error:` line.
  func stream(
    to standardOutput: StandardOutput, holdLimit: Int = standardOutputHoldLimit,
    _ produce: ((UnsafeRawBufferPointer) throws(CommandLineError) -> Void) throws(CommandLineError)
      -> Void
  ) throws(CommandLineError) {
    if let path { return try FileOutput.stream(to: path, produce) }
    var held: [UInt8] = []
    var streaming = false
    try produce { bytes throws(CommandLineError) in
      if streaming { return try standardOutput.write(bytes) }
      held.append(contentsOf: bytes)
      if held.count >= holdLimit {
        streaming = true
        try Self.write(held, to: standardOutput)
        held = []
      }
    }
    try Self.write(held, to: standardOutput)
  }

  private static func write(_ bytes: [UInt8], to output: StandardOutput) throws(CommandLineError) {
    guard !bytes.isEmpty else { return }
    var failure: CommandLineError?
    bytes.withUnsafeBytes { raw in
      do throws(CommandLineError) { try output.write(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}
