extension String {
  /// The text with control characters (including ESC, CR and LF) replaced by spaces, so that a
  /// label can neither inject terminal escape sequences nor break the chart's line layout.
  var terminalSafe: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { s in s.value < 0x20 || (0x7F...0x9F).contains(s.value) ? " " : s }))
  }

  /// The text cut to at most `width` characters (an ellipsis marks the cut).
  func truncated(to width: Int) -> String {
    guard count > width else { return self }
    guard width > 1 else { return String(prefix(max(0, width))) }
    return String(prefix(width - 1)) + "…"
  }
}
