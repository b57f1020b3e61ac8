import Kinetic
import KineticTestSupport
import Testing

@Suite("Colour: interpolation in linear light and in gamma sRGB")
struct ColorInterpolationTests {
  // Hand-derived with 30-digit arithmetic (mpmath) from the sRGB definition:
  // encode(l) = 1.055 · l^(1/2.4) − 0.055, decode(c) = ((c + 0.055) / 1.055)^2.4.
  static let encodedHalf = 0.735356983052449490616620586146  // encode(0.5)
  static let encodedQuarter = 0.537098730483194247706188683706  // encode(0.25)
  static let encodedThreeQuarters = 0.880825021090299753678216282182  // encode(0.75)
  static let decodedHalf = 0.214041140482232442403080352478  // decode(0.5)
  static let decodedQuarter = 0.0508760881715567905632436348819  // decode(0.25)

  /// Tolerance 1e-12: the library's pow is accurate to an ulp or two, and the values are
  /// derived from it by at most a few more roundings.
  static let tolerance = 1e-12

  @Test func linearMidpointOfBlackAndWhiteIsHalfTheLight() {
    let mid = Color.black.interpolated(towards: .white, amount: 0.5, in: .sRGBLinear)
    #expect(mid.linearRed == 0.5 && mid.linearGreen == 0.5 && mid.linearBlue == 0.5)
    #expect(abs(mid.red - Self.encodedHalf) <= Self.tolerance)
    #expect(mid.hex == "#BCBCBC")
  }

  @Test func gammaMidpointOfBlackAndWhiteIsMiddleGrey() {
    let mid = Color.black.interpolated(towards: .white, amount: 0.5, in: .sRGB)
    #expect(abs(mid.red - 0.5) <= Self.tolerance)
    #expect(abs(mid.linearGreen - Self.decodedHalf) <= Self.tolerance)
    #expect(mid.hex == "#808080")
  }

  @Test func redToBlueAtAQuarter() {
    let linear = Color.red.interpolated(towards: .blue, amount: 0.25, in: .sRGBLinear)
    #expect(abs(linear.red - Self.encodedThreeQuarters) <= Self.tolerance)
    #expect(abs(linear.blue - Self.encodedQuarter) <= Self.tolerance)
    #expect(linear.green == 0)

    let gamma = Color.red.interpolated(towards: .blue, amount: 0.25, in: .sRGB)
    #expect(abs(gamma.red - 0.75) <= Self.tolerance)
    #expect(abs(gamma.linearBlue - Self.decodedQuarter) <= Self.tolerance)
    // Linear-light mixing is brighter in the minority channel than gamma mixing.
    #expect(linear.blue > gamma.blue)
  }

  @Test func opacityIsInterpolatedLinearlyAndNotPremultiplied() {
    let mid = Color.clear.interpolated(towards: .white, amount: 0.5, in: .sRGBLinear)
    #expect(mid.opacity == 0.5)
    #expect(mid.linearRed == 0.5)  // straight alpha: clear is transparent black, so it darkens
    let gamma = Color.clear.interpolated(towards: .white, amount: 0.5, in: .sRGB)
    #expect(abs(gamma.opacity - 0.5) <= Self.tolerance)
  }

  @Test func animationInterpolatesInLinearLightAndIsExactAtTheEnds() {
    var random = SeededGenerator(seed: 99)
    for _ in 0..<300 {
      let a = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), opacity: .random(in: 0...1, using: &random))
      let b = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random), opacity: .random(in: 0...1, using: &random))
      let t = Double.random(in: 0...1, using: &random)
      #expect(
        a.interpolated(towards: b, amount: t)
          == a.interpolated(towards: b, amount: t, in: .sRGBLinear))
      for space in Color.RGBColorSpace.allCases {
        #expect(a.interpolated(towards: b, amount: 0, in: space) == a)
        #expect(a.interpolated(towards: b, amount: 1, in: space) == b)
      }
      var written = Color.clear
      written.animatableData = a.animatableData
      #expect(written == a)
    }
  }
}
