extension String {
  /// The string of `scalars`: `String(String.UnicodeScalarView(scalars))`, the same string,
  /// built from their UTF-8 encoding in one pass.
  ///
  /// Why: the standard library builds a scalar view from a slice through its unspecialised
  /// generic `append(contentsOf:)` (an iterator, a map to `UInt32` values and a transcoding
  /// pass, each a call per scalar): half the time of parsing a keyframe track went there,
  /// since every token's text is cut from the source's scalars (KeyframeSuite
  /// `keyframes.parse`, issue 37).
  ///
  /// - Complexity: O(*n*) in the number of scalars.
  init(scalars: ArraySlice<Unicode.Scalar>) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      let v = scalar.value
      if v < 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: v))
      } else if v < 0x800 {
        bytes.append(UInt8(truncatingIfNeeded: 0xC0 | v >> 6))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v & 0x3F))
      } else if v < 0x1_0000 {
        bytes.append(UInt8(truncatingIfNeeded: 0xE0 | v >> 12))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v >> 6 & 0x3F))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v & 0x3F))
      } else {
        bytes.append(UInt8(truncatingIfNeeded: 0xF0 | v >> 18))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v >> 12 & 0x3F))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v >> 6 & 0x3F))
        bytes.append(UInt8(truncatingIfNeeded: 0x80 | v & 0x3F))
      }
    }
    // Unicode scalars are never surrogates, so the bytes are valid UTF-8: nothing is repaired.
    self = String(decoding: bytes, as: UTF8.self)
  }

  /// The string of `scalars` (see ``init(scalars:)-(ArraySlice<Unicode.Scalar>)``).
  init(scalars: [Unicode.Scalar]) {
    self.init(scalars: scalars[...])
  }
}
