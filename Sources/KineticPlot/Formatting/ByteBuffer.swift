/// A growable UTF-8 byte buffer that is also a `TextOutputStream`.
///
/// It exists for speed: `Double.write(to:)` hands its digits to the stream's `_writeASCII`
/// hook from a stack buffer, so implementing that hook lets numbers be appended without
/// allocating a `String` per value (the formatter behind `description`, shortest round-trip).
struct ByteBuffer: TextOutputStream {
  var bytes: [UInt8]

  init(capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  init(adopting bytes: [UInt8]) { self.bytes = bytes }

  mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }

  // The standard library's hook for ASCII-only text such as formatted numbers.
  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }

  @inline(__always) mutating func append(_ byte: UInt8) { bytes.append(byte) }

  @inline(__always) mutating func append(_ string: String) { bytes.append(contentsOf: string.utf8) }

  /// Appends the shortest round-trip form of `x`, which must not be NaN (see
  /// ``RoundTripFormat``): `inf` and `-inf` for the infinities.
  @inline(__always) mutating func appendNumber(_ x: Double) {
    if x == 0 {
      // Both zeros print as "0": see RoundTripFormat for why the sign is dropped.
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if x.isInfinite {
      // Spelled out rather than left to `description` (which writes the same today), because
      // this spelling is the documented CSV contract.
      append(x < 0 ? "-inf" : "inf")
      return
    }
    x.write(to: &self)
    // `description` writes integral values as "12.0"; the ".0" adds nothing to the value.
    let n = bytes.count
    if n >= 2, bytes[n - 1] == UInt8(ascii: "0"), bytes[n - 2] == UInt8(ascii: ".") {
      bytes.removeLast(2)
    }
  }

  /// Appends `x` rounded to `decimals` places, in shortest form (see
  /// ``RoundTripFormat/string(for:decimals:)``): non-finite values as `0`, magnitudes of 10¹⁵
  /// and more unrounded.
  @inline(__always) mutating func appendNumber(_ x: Double, decimals: Int) {
    guard x.isFinite else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    guard abs(x) < 1e15 else { return appendNumber(x) }
    let scale = NiceScale.power10(min(max(decimals, 0), 15))
    appendNumber((x * scale).rounded() / scale)
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
