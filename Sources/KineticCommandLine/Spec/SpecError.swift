/// A problem in an animation spec, located at a 1-based column of the spec text.
///
/// The ``description`` is one line: the message, the column and the spec quoted, e.g.
/// `unexpected ')' at column 18 in 'spring(response: )'`. ``caretDiagram`` renders the spec
/// with a caret under that column, for humans.
public struct SpecError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What was wrong, naming the offending token.
  public let message: String
  /// The 1-based column (in Unicode scalars) of the offending token.
  public let column: Int
  /// The spec text the column refers to.
  public let source: String

  /// Creates an error at `column` of `source`.
  public init(_ message: String, column: Int, source: String) {
    self.message = message
    self.column = column
    self.source = source
  }

  /// `<message> at column N in '<spec>'`.
  public var description: String {
    "\(message) at column \(column) in '\(Self.singleLine(source))'"
  }

  /// Two indented lines: the spec, then a caret under the offending column.
  public var caretDiagram: String {
    let line = Self.singleLine(source)
    let pad = String(repeating: " ", count: max(column - 1, 0))
    return "    \(line)\n    \(pad)^"
  }

  /// The spec with line breaks and tabs shown as spaces, so columns stay aligned on one line.
  static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }))
  }
}
