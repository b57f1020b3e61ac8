/// A problem in an animation spec, located at a 1-based column of the spec text.
///
/// The ``description`` is one line: the message, the column and the spec quoted, e.g.
/// `unexpected ')' at column 18 in 'spring(response: )'`. ``caretDiagram`` renders the spec
/// with a caret under that column, for humans.
///
/// Echoed text never reaches the terminal raw: line breaks and tabs show as spaces, other
/// control characters (an ESC that would start a terminal escape sequence, bidirectional
/// overrides) as `\u{1B}`-style escapes, and a spec longer than ``excerptLength`` is shown as
/// the part around the offending column, with `…` where it is cut.
public struct SpecError: Error, CustomStringConvertible, Hashable, Sendable {
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

  /// The most Unicode scalars of a spec an error shows.
  public static let excerptLength = 160

  /// `<message> at column N in '<spec>'`.
  public var description: String {
    "\(Self.singleLine(message)) at column \(column) in '\(excerpt.text)'"
  }

  /// Two indented lines: the spec, then a caret under the offending column.
  public var caretDiagram: String {
    let excerpt = self.excerpt
    let pad = String(repeating: " ", count: excerpt.caretOffset)
    return "    \(excerpt.text)\n    \(pad)^"
  }

  /// The part of the spec shown, and where the caret goes in it (0-based, in scalars).
  private var excerpt: (text: String, caretOffset: Int) {
    let scalars = Array(source.unicodeScalars)
    let target = min(max(column - 1, 0), scalars.count)
    var lower = 0
    var upper = scalars.count
    if scalars.count > Self.excerptLength {
      lower = max(0, min(target - Self.excerptLength / 2, scalars.count - Self.excerptLength))
      upper = lower + Self.excerptLength
    }
    var text = lower > 0 ? "…" : ""
    var caretOffset = lower > 0 ? 1 : 0
    for index in lower..<upper {
      let shown = Self.shown(scalars[index])
      if index < target { caretOffset += shown.unicodeScalars.count }
      text += shown
    }
    if upper < scalars.count { text += "…" }
    return (text, caretOffset)
  }

  /// `text` on one line with nothing a terminal would act on: line breaks and tabs as spaces
  /// (so columns stay aligned), other control characters as escapes; longer than
  /// `4 ×` ``excerptLength`` scalars, its middle is elided.
  package static func singleLine(_ text: String) -> String {
    let limit = 4 * excerptLength
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return scalars.map(shown).joined() }
    let head = scalars.prefix(limit / 2).map(shown).joined()
    let tail = scalars.suffix(limit / 2).map(shown).joined()
    return head + "…(\(scalars.count - limit) characters)…" + tail
  }

  /// One scalar as an error line shows it.
  private static func shown(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x0A, 0x0D, 0x09: return " "
    // C0 and C1 controls, DEL, and the bidirectional embeddings, overrides and isolates, which
    // reorder the rest of the line on screen.
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return String(scalar)
    }
  }
}
