extension String {
  /// The string padded with spaces to `width` characters, or followed by one space if it is
  /// already that long, so that table columns never run together.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
