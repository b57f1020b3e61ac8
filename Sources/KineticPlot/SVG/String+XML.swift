extension String {
  /// The text escaped for XML character data and attribute values: `&`, `<`, `>`, `"` and `'`
  /// become entities, and characters XML 1.0 forbids (C0 controls other than tab, LF and CR)
  /// become spaces, so any label yields a well-formed document.
  var xmlEscaped: String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
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
