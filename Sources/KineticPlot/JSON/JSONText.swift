/// JSON text for strings and numbers: the one place Kinetic spells JSON by hand.
///
/// Numbers use ``RoundTripFormat`` (the shortest text that reads back to the same `Double`,
/// which is valid JSON: `0.1`, `1e-05`, `1.5e+16`). JSON has no infinity or NaN, so a
/// non-finite number is written `null`; callers document which fields can hold it (a velocity
/// at a vertical tangent). Strings are escaped so that the text is also safe inside an HTML
/// `<script>` element: `<`, `>` and `&` are written as `\u003c`, `\u003e` and `\u0026`, so no
/// label can close the element or start a comment.
public enum JSONText {
  /// `value` as a JSON string literal, quotes included.
  ///
  /// - Complexity: O(n) in the length of `value`.
  public static func string(_ value: String) -> String {
    let escaped = value.escapingScalars { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}": unicodeEscape(scalar.value)
      default: scalar.value < 0x20 ? unicodeEscape(scalar.value) : nil
      }
    }
    return "\"" + escaped + "\""
  }

  /// `value` as a JSON number (shortest round-trip text), or `null` when it is infinite or NaN.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    var buffer = ByteBuffer(capacity: 24)
    buffer.appendNumber(value)
    return buffer.string
  }

  /// A JSON array of ``number(_:)`` texts.
  ///
  /// - Complexity: O(n).
  public static func array(_ values: [Double]) -> String {
    var buffer = ByteBuffer(capacity: values.count * 8 + 2)
    buffer.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      if value.isFinite { buffer.appendNumber(value) } else { buffer.append("null") }
    }
    buffer.append(UInt8(ascii: "]"))
    return buffer.string
  }

  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
