import Foundation
import Kinetic
import KineticTestSupport
import Testing

@Suite("Colour: WCAG relative luminance and contrast ratio")
struct ColorContrastTests {
  /// WCAG 2.x, written out independently of the library from the gamma-encoded components:
  /// sRGB → linear with the 0.04045 threshold, then the Rec. 709 luminance weights.
  static func wcagLuminance(red: Double, green: Double, blue: Double) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  static func wcagContrast(_ l1: Double, _ l2: Double) -> Double {
    (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  @Test func whiteOnBlackIs21() {
    #expect(abs(Color.white.contrastRatio(with: .black) - 21) <= 1e-12)
    #expect(abs(Color.black.contrastRatio(with: .white) - 21) <= 1e-12)
    #expect(
      Color.white.relativeLuminance == 1
        || abs(Color.white.relativeLuminance - 1) <= 2 * Double.ulpOfOne)
    #expect(Color.black.relativeLuminance == 0)
  }

  @Test func aColourWithItselfIs1() {
    var random = SeededGenerator(seed: 21)
    for _ in 0..<300 {
      let color = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random))
      #expect(color.contrastRatio(with: color) == 1)
    }
  }

  /// Relative tolerance 1e-12: the library derives luminance from stored linear components
  /// (one pow away from the inputs) while the reference applies WCAG's formula to the inputs;
  /// the two differ by a few ulps of the pow, far below 1e-12.
  @Test func matchesTheWCAGFormulaOnRandomColours() {
    var random = SeededGenerator(seed: 4_5)
    for _ in 0..<1000 {
      let (r1, g1, b1) = (
        Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
        Double.random(in: 0...1, using: &random)
      )
      let (r2, g2, b2) = (
        Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
        Double.random(in: 0...1, using: &random)
      )
      let c1 = Color(red: r1, green: g1, blue: b1)
      let c2 = Color(red: r2, green: g2, blue: b2)
      let l1 = Self.wcagLuminance(red: r1, green: g1, blue: b1)
      let l2 = Self.wcagLuminance(red: r2, green: g2, blue: b2)
      #expect(abs(c1.relativeLuminance - l1) <= 1e-12 * max(l1, 1e-3), "\(r1), \(g1), \(b1)")
      let expected = Self.wcagContrast(l1, l2)
      let ratio = c1.contrastRatio(with: c2)
      #expect(abs(ratio - expected) <= 1e-12 * expected, "\(c1.hex) on \(c2.hex)")
      #expect(ratio == c2.contrastRatio(with: c1))
      #expect((1...21).contains(ratio))
    }
  }

  @Test func knownPairsFromTheWCAGExamples() throws {
    // #777777 on white is the classic just-failing AA grey (4.478:1); #767676 just passes (4.54:1).
    let white = Color.white
    #expect(abs(try Color(hex: "#777777").contrastRatio(with: white) - 4.4781) < 1e-4)
    #expect(abs(try Color(hex: "#767676").contrastRatio(with: white) - 4.5422) < 1e-4)
  }

  @Test func translucentColoursAreCompositedBeforeMeasuring() {
    // 50 % black over white composites (in gamma sRGB, as browsers do) to #808080-ish grey.
    let composite = Color.black.opacity(0.5).blendedOver(.white)
    #expect(composite.opacity == 1)
    #expect(abs(composite.red - 0.5) < 1e-12)
    // Opaque foregrounds are returned untouched.
    let teal = Color(red: 0.1, green: 0.5, blue: 0.5)
    #expect(teal.blendedOver(.red) == teal)
    #expect(Color.clear.blendedOver(.clear) == .clear)
    // Linear-light blending: 50 % black over white is 50 % light.
    #expect(
      abs(Color.black.opacity(0.5).blendedOver(.white, in: .sRGBLinear).linearRed - 0.5) < 1e-15)
  }
}

extension ColorContrastTests {
  /// Issue 15: `Color(red: .nan, …)` gave a NaN contrast ratio. A NaN component is read as 0,
  /// so the colour is the one with that component at 0.
  @Test func notANumberComponentsAreDefined() {
    let nan = Color(red: .nan, green: 0.5, blue: .nan, opacity: .nan)
    #expect(nan == Color(red: 0, green: 0.5, blue: 0, opacity: 0))
    #expect(!nan.contrastRatio(with: .white).isNaN)
    #expect(
      nan.contrastRatio(with: .white)
        == Color(red: 0, green: 0.5, blue: 0).contrastRatio(with: .white))
    // Stored directly (bypassing the initialiser), NaN still counts as 0 for WCAG.
    var direct = Color.white
    direct.linearGreen = .nan
    #expect(direct.relativeLuminance == 0.2126 + 0.0722)
  }
}
