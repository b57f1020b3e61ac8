/// Text for XML documents (the SVG charts here and KineticScene's frames): the one escaper, so
/// every document Kinetic writes is well formed whatever its labels hold.
public enum XMLText {
  /// `text` escaped for XML character data and attribute values: `&`, `<`, `>`, `"` and `'`
  /// become entities, and characters XML 1.0 forbids (C0 controls other than tab, LF and CR,
  /// and the non-characters U+FFFE and U+FFFF) become spaces, so any label yields a
  /// well-formed document.
  ///
  /// - Complexity: O(n) in the text's Unicode scalars.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += " "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
