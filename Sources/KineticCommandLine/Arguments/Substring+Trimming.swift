extension Substring {
  /// The text without leading and trailing spaces (users write `--at "0, 0.5"`).
  var trimmingSpaces: String {
    var slice = self[...]
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
