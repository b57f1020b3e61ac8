extension String {
  /// The text with every Unicode scalar for which `replacement` gives a string replaced by that
  /// string, and the others kept: the one walk over the text that the escapers (``XMLText``,
  /// ``JSONText``) share, each giving only its own table.
  ///
  /// - Complexity: O(n) in the text's Unicode scalars.
  func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replaced = replacement(scalar) {
        out += replaced
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
