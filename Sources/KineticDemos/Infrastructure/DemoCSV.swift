// CSV text for demos: RFC 4180 quoting, `\n` line ends (the default of KineticPlot's writer).

/// Formatting of demo CSV fields.
public enum DemoCSV {
  /// A number in its shortest round-trip form (`Double.description`), integers without a
  /// decimal point, `nil` and non-finite values as an empty field.
  public static func number(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.description
  }

  /// `text` quoted if it contains a comma, quote or line break (quotes doubled).
  public static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return text
    }
    return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
  }

  /// Fields joined by commas, with a final `\n`.
  static func line(_ fields: [String]) -> String { fields.joined(separator: ",") + "\n" }
}

extension String {
  /// Every occurrence of `target` replaced (without Foundation).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for ch in self {
      if ch == target { out += replacement } else { out.append(ch) }
    }
    return out
  }
}
