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
    // On the contiguous bytes: every spec parsed is searched for a dozen heads, and the
    // generic UTF-8 view's index walk cost a fifth of a parse in the WebAssembly build.
    var haystack = self
    var needle = text
    return haystack.withUTF8 { h in
      needle.withUTF8 { n in
        guard n.count <= h.count else { return false }
        guard let first = n.first else { return true }
        for start in 0...(h.count - n.count) where h[start] == first {
          var k = 1
          while k < n.count, h[start + k] == n[k] { k += 1 }
          if k == n.count { return true }
        }
        return false
      }
    }
  }
}
