// Number and text formatting shared by the SVG writers, so every document is well formed:
// finite numbers only, short decimal forms, escaped attribute text.

enum SVGText {
  /// A coordinate with at most three decimals ("12.5", "-0.333"); NaN and infinities become 0
  /// so that a degenerate frame still yields a valid document. Very large values keep Swift's
  /// exponent form ("1e+20"), which SVG's number grammar accepts.
  static func number(_ x: Double) -> String {
    guard x.isFinite else { return "0" }
    if abs(x) >= 1e15 { return x.description }
    let scaled = (x * 1000).rounded() / 1000
    if scaled == scaled.rounded() { return String(Int(scaled)) }
    return scaled.description
  }

  /// `text` escaped for use inside a double-quoted attribute or element content.
  static func escape(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(ch)
      }
    }
    return out
  }
}
