extension String {
  /// Whether `text` occurs in the string, compared by `Character`: the standard library's
  /// `contains(_:)` for a string comes from `_StringProcessing`, which the WebAssembly build
  /// (Embedded Swift, Scripts/wasm.sh) does not have.
  ///
  /// - Complexity: O(*n* · *m*) for a string of *n* characters and `text` of *m*.
  func hasText(_ text: String) -> Bool {
    guard let first = text.first else { return true }
    var rest = Substring(self)
    while let start = rest.firstIndex(of: first) {
      if rest[start...].starts(with: text) { return true }
      rest = rest[rest.index(after: start)...]
    }
    return false
  }
}
