import Foundation

/// Writes `-o FILE` output atomically: the text goes to a temporary file in the same
/// directory, which is renamed over `path` only when complete, so a failed run leaves no file.
///
/// - Note: Integration seam: forwards to KineticPlot's `AtomicFile` once it lands on main;
///   until then Foundation's atomic write (temporary file and rename) does the same.
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CommandLineError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io(path: path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}
