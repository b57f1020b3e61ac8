import Foundation
import Kinetic
import Testing

@Suite("Colour: sRGB transfer function, hex strings and named colours")
struct ColorEncodingTests {
  @Test func transferFunctionFixesTheEndsAndRoundTrips() {
    #expect(Color.linearSRGB(fromEncoded: 0) == 0)
    #expect(Color.linearSRGB(fromEncoded: 1) == 1)
    #expect(Color.encodedSRGB(fromLinear: 0) == 0)
    #expect(Color.encodedSRGB(fromLinear: 1) == 1)
    var previous = -Double.infinity
    for i in -300...1300 {
      let c = Double(i) / 1000
      let linear = Color.linearSRGB(fromEncoded: c)
      #expect(linear > previous, "monotone at \(c)")
      previous = linear
      // Odd extension: negative (out-of-gamut) values mirror positive ones.
      #expect(Color.linearSRGB(fromEncoded: -c) == -linear)
      // pow and its inverse each round to about an ulp; 8 ulps of the larger magnitude covers
      // both plus the linear pieces' divisions.
      #expect(abs(Color.encodedSRGB(fromLinear: linear) - c) <= 8 * max(abs(c), 1e-3).ulp, "\(c)")
    }
  }

  @Test func pieceJoinIsContinuous() {
    // The two thresholds (0.04045 encoded, 0.0031308 linear) are the standard's rounded
    // values, so the pieces meet to about 1e-8, not exactly.
    let below = Color.linearSRGB(fromEncoded: 0.04045)
    let above = Color.linearSRGB(fromEncoded: 0.04045.nextUp)
    #expect(abs(above - below) < 1e-8)
  }

  @Test(arguments: [
    ("#FF8000", 255, 128, 0, 255), ("ff8000", 255, 128, 0, 255), ("#1e90ff80", 30, 144, 255, 128),
    ("#F80", 255, 136, 0, 255), ("#F808", 255, 136, 0, 136), ("000000", 0, 0, 0, 255),
  ])
  func hexParses(_ input: String, _ r: Int, _ g: Int, _ b: Int, _ a: Int) throws {
    let color = try Color(hex: input)
    #expect(abs(color.red - Double(r) / 255) <= 1e-15)
    #expect(abs(color.green - Double(g) / 255) <= 1e-15)
    #expect(abs(color.blue - Double(b) / 255) <= 1e-15)
    #expect(color.opacity == Double(a) / 255)
  }

  @Test func badHexNamesTheProblem() {
    #expect(
      throws: ColorParseError.invalidHexCharacter(input: "#12G456", character: "G", offset: 3)
    ) {
      try Color(hex: "#12G456")
    }
    #expect(throws: ColorParseError.invalidHexLength(input: "#12345", digits: 5)) {
      try Color(hex: "#12345")
    }
    #expect(throws: ColorParseError.invalidHexLength(input: "", digits: 0)) { try Color(hex: "") }
    #expect(throws: ColorParseError.invalidHexCharacter(input: " #fff", character: " ", offset: 0))
    {
      try Color(hex: " #fff")
    }
    let message = ColorParseError.invalidHexCharacter(input: "#12G456", character: "G", offset: 3)
      .description
    #expect(message.contains("'G'") && message.contains("offset 3") && message.contains("#12G456"))
  }

  @Test func hexRoundTripsEveryLevel() throws {
    for level in 0...255 {
      let byte = String(level, radix: 16, uppercase: true)
      let pair = level < 16 ? "0" + byte : byte
      for hex in ["#\(pair)0000", "#00\(pair)00", "#0000\(pair)", "#102030\(pair)"]
      where hex != "#102030FF" {
        #expect(try Color(hex: hex).hex == hex)
      }
    }
  }

  @Test func namedColours() throws {
    #expect(Color.white.hex == "#FFFFFF")
    #expect(Color.black.hex == "#000000")
    #expect(Color.clear.hex == "#00000000")
    #expect(Color.gray.hex == "#808080")
    #expect(Color.orange == (try Color(hex: "#FF8000")))
    #expect(Color.purple == (try Color(hex: "#800080")))
    #expect(Color.red.linearRed == 1 && Color.red.linearGreen == 0)
    #expect(
      Color(white: 0.25, opacity: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
    #expect(Color(.sRGBLinear, red: 0.5, green: 0, blue: 0).linearRed == 0.5)
    #expect(Color.white.opacity(0.5).opacity == 0.5)
  }
}

extension ColorEncodingTests {
  /// Issue 15: `Character.hexDigitValue` reads fullwidth digits (U+FF10…) too; CSS does not.
  @Test(arguments: ["#１２３", "#ＦＦＦＦＦＦ", "12３456", "#ｆ00"])
  func fullwidthDigitsAreRejected(_ text: String) {
    #expect(throws: ColorParseError.self) { try Color(hex: text) }
  }
}
