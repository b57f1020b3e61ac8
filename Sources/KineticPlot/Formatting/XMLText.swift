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
    text.escapingScalars { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\t", "\n", "\r": nil
      default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? " " : nil
      }
    }
  }
}
