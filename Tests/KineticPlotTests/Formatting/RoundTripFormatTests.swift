import Foundation
import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("RoundTripFormat")
struct RoundTripFormatTests {
  @Test(
    "Fixed cases print as documented",
    arguments: [
      (1.0, "1"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (-2.5, "-2.5"),
      (1e-05, "1e-05"), (0.0001, "0.0001"), (1e16, "1e+16"), (1e15, "1000000000000000"),
      (Double.leastNonzeroMagnitude, "5e-324"),
      (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
      (0.1 + 0.2, "0.30000000000000004"), (123_456_789.125, "123456789.125"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ])
  func fixedCases(value: Double, expected: String) throws {
    #expect(try RoundTripFormat.string(for: value) == expected)
  }

  @Test("NaN throws instead of printing, whatever its sign or payload")
  func rejectsNaN() {
    for value in [Double.nan, -.nan, .signalingNaN, Double(nan: 0x1234, signaling: false)] {
      let expected = PlotError.notANumber(series: "", column: "value", index: 0)
      #expect(throws: expected) { try RoundTripFormat.string(for: value) }
      var bytes: [UInt8] = [65]
      #expect(throws: expected) { try RoundTripFormat.append(value, to: &bytes) }
      #expect(bytes == [65])
    }
  }

  /// `inf`/`-inf` are what Swift's `Double(_:)` and C's `strtod` read back as the infinities
  /// (Python's `float`, numpy and pandas accept the same spelling).
  @Test("The infinities print as inf and -inf and read back through Double(_:) and strtod")
  func infinitiesRoundTrip() throws {
    for value in [Double.infinity, -.infinity] {
      let text = try RoundTripFormat.string(for: value)
      #expect(Double(text) == value)
      #expect(text.withCString { strtod($0, nil) } == value)
      var bytes: [UInt8] = [65]
      try RoundTripFormat.append(value, to: &bytes)
      #expect(bytes == [65] + Array(text.utf8))
    }
  }

  @Test("Random bit patterns round-trip bit-exactly (zero's sign excepted)")
  func randomRoundTrip() throws {
    var rng = SeededGenerator(seed: 0x6B69_6E65_7469_6331)
    for _ in 0..<20_000 {
      let x = rng.finiteDouble()
      let text = try RoundTripFormat.string(for: x)
      let back = try #require(Double(text), "unparseable \(text) for \(x.bitPattern)")
      if x == 0 {
        #expect(back == 0 && back.sign == .plus)
      } else {
        #expect(back.bitPattern == x.bitPattern, "\(text) does not round-trip \(x.bitPattern)")
      }
      #expect(!text.contains("nan") && !text.contains("inf"))
      #expect(!text.hasSuffix(".0"))
    }
  }

  @Test("Decimals with few digits come back with no more digits (shortest form)")
  func shortness() throws {
    var rng = SeededGenerator(seed: 42)
    for _ in 0..<5_000 {
      let digits = Int.random(in: 1...15, using: &rng)
      var mantissa = Int64.random(in: 1..<Int64(NiceScale.power10(digits)), using: &rng)
      if Bool.random(using: &rng) { mantissa = -mantissa }
      let exponent = Int.random(in: -30...30, using: &rng)
      let decimal = "\(mantissa)e\(exponent)"
      let x = try #require(Double(decimal))
      let text = try RoundTripFormat.string(for: x)
      #expect(Double(text) == x)
      // Significant digits: leading and trailing zeros do not count.
      let significant = text.prefix { $0 != "e" }.filter(\.isNumber).drop { $0 == "0" }.reversed()
        .drop { $0 == "0" }
      let inputSignificant = String(mantissa.magnitude).reversed().drop { $0 == "0" }
      #expect(significant.count <= inputSignificant.count, "\(decimal) printed as \(text)")
    }
  }

  @Test("append(_:to:) writes the same text as string(for:)")
  func appendMatchesString() throws {
    var rng = SeededGenerator(seed: 7)
    var bytes: [UInt8] = []
    var expected = ""
    for _ in 0..<500 {
      let x = rng.finiteDouble()
      try RoundTripFormat.append(x, to: &bytes)
      bytes.append(44)
      expected += try RoundTripFormat.string(for: x) + ","
    }
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test("string(for:decimals:) rounds, then writes the shortest text; non-finite is 0")
  func roundedToDecimals() {
    #expect(RoundTripFormat.string(for: 12.5, decimals: 3) == "12.5")
    #expect(RoundTripFormat.string(for: -1.0 / 3, decimals: 3) == "-0.333")
    #expect(RoundTripFormat.string(for: -1.0 / 3, decimals: 2) == "-0.33")
    #expect(RoundTripFormat.string(for: 2.0000001, decimals: 3) == "2")
    #expect(RoundTripFormat.string(for: 0.125, decimals: 2) == "0.13")  // half away from zero
    #expect(RoundTripFormat.string(for: -0.0004, decimals: 3) == "0")
    #expect(RoundTripFormat.string(for: 1e20, decimals: 2) == "1e+20")
    #expect(RoundTripFormat.string(for: .nan, decimals: 2) == "0")
    #expect(RoundTripFormat.string(for: -.infinity, decimals: 2) == "0")
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<1000 {
      let x = Double.random(in: -1e6...1e6, using: &rng)
      let text = RoundTripFormat.string(for: x, decimals: 2)
      // Within half a hundredth, plus the rounding of x·100 and of the division back.
      let back = Double(text) ?? .nan
      #expect(abs(back - x) <= 0.005 + 1e-9, "\(x) → \(text)")
      #expect(!text.contains("e"), "\(x) → \(text)")
    }
  }

  @Test("text(_:) is string(for:) made total: NaN is nan")
  func textIsTotal() throws {
    #expect(RoundTripFormat.text(.nan) == "nan")
    #expect(RoundTripFormat.text(-0.0) == "0")
    #expect(RoundTripFormat.text(.infinity) == "inf")
    var rng = SeededGenerator(seed: 12)
    for _ in 0..<500 {
      let x = rng.finiteDouble()
      #expect(RoundTripFormat.text(x) == (try RoundTripFormat.string(for: x)))
    }
  }
}
