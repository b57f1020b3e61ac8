/// A reader over one libFuzzer input: bytes, integers and doubles decoded so that a few input
/// bytes reach every interesting region (exact specials, small "nice" numbers, the unit interval
/// and raw IEEE bit patterns). Reading past the end yields zeros, so every input is usable.
struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }

  var isExhausted: Bool { index >= bytes.count }

  /// The bytes not read yet.
  var remaining: ArraySlice<UInt8> { bytes[min(index, bytes.count)...] }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bits<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) -> T {
    var value: T = 0
    for shift in stride(from: 0, to: T.bitWidth, by: 8) { value |= T(byte()) << T(shift) }
    return value
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// An integer in `range`, uniformly from two bytes (exact for small ranges).
  mutating func integer(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(UInt64(bits(UInt16.self)) % span)
  }

  /// Values where numeric code usually breaks.
  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 1e-300, -1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude,
    .ulpOfOne, 1 - .ulpOfOne, 1 + .ulpOfOne, 1e-9, 1e-4, 1e4, 1e6, 1e100, -1e100, 1e200, 1e300,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, .pi,
    0.42, 0.58, 0.25, 0.1, 0.998, 0.99, 0.9999, -0.9999, 1e-6, 1e-12, 0.001,
  ]

  /// A double: a tag byte picks raw bits, a special value, a small dyadic number or a value in
  /// [0, 1].
  mutating func double() -> Double {
    switch byte() % 4 {
    case 0: return Double(bitPattern: bits(UInt64.self))
    case 1: return Self.specials[Int(byte()) % Self.specials.count]
    case 2: return Double(Int16(bitPattern: bits(UInt16.self))) / 256
    default: return Double(bits(UInt32.self)) / Double(UInt32.max)
    }
  }

  /// A finite double (non-finite decodes fall back to 0).
  mutating func finiteDouble() -> Double {
    let x = double()
    return x.isFinite ? x : 0
  }

  /// A finite double of magnitude at most `bound` (larger ones are wrapped into range).
  mutating func double(magnitude bound: Double) -> Double {
    let x = finiteDouble()
    return abs(x) <= bound ? x : x.truncatingRemainder(dividingBy: bound)
  }
}

/// Stops the fuzzer with a message naming the broken property; libFuzzer records the input.
func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}
