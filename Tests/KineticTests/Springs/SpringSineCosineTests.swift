import KineticTestSupport
import Testing

@testable import Kinetic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Spring sine/cosine kernel")
struct SpringSineCosineTests {
  /// Within 2 ulps of libm (plus 1e-300 absolute for results at 0) on seeded random arguments
  /// across the reduced range, near multiples of π/2 and beyond the fast range.
  @Test func agreesWithLibm() {
    var random = SeededGenerator(seed: 0x51C05)
    var arguments: [Double] = [
      0, -0.0, 1e-300, .pi / 4, .pi / 2, .pi, 1e5, -1e5, 1e5 + 1, 1e10, -3e7,
    ]
    for _ in 0..<20_000 { arguments.append(Double.random(in: -1e5...1e5, using: &random)) }
    for _ in 0..<20_000 { arguments.append(Double.random(in: -10...10, using: &random)) }
    for k in 1...2000 { arguments.append(Double(k) * Double.pi / 2) }
    for x in arguments {
      let (s, c) = Spring.sineCosine(x)
      #expect(abs(s - sin(x)) <= 2 * sin(x).ulp + 1e-300, "sin \(x)")
      #expect(abs(c - cos(x)) <= 2 * cos(x).ulp + 1e-300, "cos \(x)")
    }
    let (s, c) = Spring.sineCosine(.nan)
    #expect(s.isNaN && c.isNaN)
  }
}
