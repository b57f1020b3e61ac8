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

  /// Whether the UTF-8 of `text` occurs in the string's: a quick test, byte by byte, that a
  /// word a reader looks for is written at all before the source is tokenized or parsed for
  /// it (every token's text is a run of the source's bytes).
  ///
  /// - Complexity: O(*n* · *m*) for a string of *n* bytes and `text` of *m*.
  func containsUTF8(_ text: String) -> Bool {
    var haystack = utf8[...]
    let needle = text.utf8
    guard let first = needle.first else { return true }
    while let start = haystack.firstIndex(of: first) {
      if haystack[start...].starts(with: needle) { return true }
      haystack = haystack[haystack.index(after: start)...]
    }
    return false
  }
}
