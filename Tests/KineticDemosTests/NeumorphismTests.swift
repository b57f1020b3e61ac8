import CKineticMath
import Kinetic
import Testing

@testable import KineticDemos

/// The neumorphism demo's invariants: contrast ratios that match the WCAG formula, flags under
/// 4.5:1 and under 44 × 44 pt, shadows derived from the background, and a press animation.
@Suite struct NeumorphismTests {
  /// WCAG 2.x relative luminance of an 8-bit sRGB colour, from the definition: each channel
  /// c/255 linearised (c/12.92 up to 0.04045, else ((c + 0.055)/1.055)^2.4), weighted
  /// 0.2126, 0.7152, 0.0722. Written from the specification, not from `Color`.
  static func luminance(hex: String) -> Double {
    let digits = Array(hex.dropFirst())
    func channel(_ at: Int) -> Double {
      let value = Double(Int(String(digits[at..<(at + 2)]), radix: 16)!) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  }

  static func wcagRatio(_ a: String, _ b: String) -> Double {
    let la = luminance(hex: a)
    let lb = luminance(hex: b)
    return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
  }

  /// The same definition from gamma-encoded components in `0...1` (for derived colours, which
  /// are not 8-bit).
  static func luminance(encoded components: [Double]) -> Double {
    let linear = components.map { c in c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  }

  @Test func everyReportedRatioMatchesTheWCAGFormula() {
    let report = NeumorphismReport()
    // 2 palettes × (button 2 + toggle 3 + button 2 + button 2) states.
    #expect(report.findings.count == 18)
    for finding in report.findings {
      // Every label here is opaque, so the composite is the label itself. Tolerance: both
      // sides evaluate the same real formula, `Color` through its linear storage and a round
      // trip of the transfer function; 1e-12 relative covers pow and rounding.
      let fg = finding.contrast.foreground
      let bg = finding.contrast.background
      #expect(fg.opacity == 1 && bg.opacity == 1)
      let lf = Self.luminance(encoded: [fg.red, fg.green, fg.blue])
      let lb = Self.luminance(encoded: [bg.red, bg.green, bg.blue])
      let expected = (Swift.max(lf, lb) + 0.05) / (Swift.min(lf, lb) + 0.05)
      #expect(
        abs(finding.contrast.ratio - expected) <= 1e-12 * expected,
        "\(finding.palette) \(finding.control.title) \(finding.state): \(fg.hex) on \(bg.hex)")
      #expect(finding.contrast.isFlagged == (expected < 4.5))
      #expect(finding.contrast.level == (expected >= 7 ? .aaa : expected >= 4.5 ? .aa : .fail))
    }
    // The 8-bit palette colours also match the reference computed from their hex digits.
    for palette in NeumorphicPalette.all {
      let check = ContrastCheck(foreground: palette.label, background: palette.background)
      let expected = Self.wcagRatio(palette.label.hex, palette.background.hex)
      #expect(abs(check.ratio - expected) <= 1e-12 * expected)
    }
  }

  @Test func theKnownWeakSpotsAreFlagged() {
    let report = NeumorphismReport()
    // The soft caption colours fail in both palettes; reference ratios 4.13 and 2.95 from the
    // formula above.
    let captions = report.findings.filter {
      $0.control.labelRole == .secondary && $0.state == .raised
    }
    #expect(captions.count == 2)
    #expect(captions.allSatisfy { $0.contrast.isFlagged })
    #expect(abs(Self.wcagRatio("#8B8F97", "#2C2F36") - 4.131) < 0.001)
    #expect(abs(Self.wcagRatio("#C9C4FA", "#6C5CE7") - 2.952) < 0.001)
    // The 32 × 32 info button is flagged for its hit target in every palette and state, and
    // no other control is.
    for finding in report.findings {
      #expect(finding.hitTarget.isFlagged == (finding.control.title == "i"))
    }
    // The primary labels pass: AAA on dark, AA on the violet.
    let play = report.findings.filter { $0.control.title == "Play" && $0.state == .raised }
    #expect(play.map(\.contrast.level) == [.aaa, .aa])
    #expect(report.flagged.count == report.findings.filter(\.isFlagged).count)
    #expect(report.text.contains("contrast < 4.5:1") && report.text.contains("target < 44×44 pt"))
  }

  @Test func levelThresholdsAreInclusive() {
    #expect(ContrastCheck.Level(ratio: 4.5) == .aa)
    #expect(ContrastCheck.Level(ratio: 4.5.nextDown) == .fail)
    #expect(ContrastCheck.Level(ratio: 7) == .aaa)
    #expect(ContrastCheck.Level(ratio: 7.0.nextDown) == .aa)
    #expect(ContrastCheck.Level.fail < .aa && ContrastCheck.Level.aa < .aaa)
    let extreme = ContrastCheck(foreground: .white, background: .black)
    #expect(extreme.ratio == 21 && extreme.level == .aaa && !extreme.isFlagged)
    let none = ContrastCheck(foreground: .gray, background: .gray)
    #expect(none.ratio == 1 && none.isFlagged)
  }

  @Test func aTranslucentLabelIsMeasuredAsItShows() throws {
    let surface = try Color(hex: "#2C2F36")
    let label = Color.white.opacity(0.5)
    let check = ContrastCheck(foreground: label, background: surface)
    // White at 50 % over #2C2F36 in gamma-encoded sRGB: each channel (255 + c) / 2.
    let shown = ["#2C2F36"].map { _ in (0x2C + 255, 0x2F + 255, 0x36 + 255) }[0]
    func lin(_ c: Int) -> Double {
      let v = Double(c) / 2 / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let l1 = 0.2126 * lin(shown.0) + 0.7152 * lin(shown.1) + 0.0722 * lin(shown.2)
    let l2 = Self.luminance(hex: "#2C2F36")
    let expected = (l1 + 0.05) / (l2 + 0.05)
    #expect(abs(check.ratio - expected) <= 1e-12 * expected)
    #expect(check.ratio < ContrastCheck(foreground: .white, background: surface).ratio)
  }

  @Test(arguments: [
    (44.0, 44.0, false), (43.9, 44.0, true), (44.0, 43.9, true), (200, 60, false), (32, 32, true),
    (.nan, 50, true),
  ])
  func hitTargetsUnder44PointsAreFlagged(width: Double, height: Double, flagged: Bool) {
    #expect(HitTargetCheck(width: width, height: height).isFlagged == flagged)
  }

  @Test(arguments: NeumorphicPalette.all)
  func shadowsAreDerivedFromTheBackground(palette: NeumorphicPalette) {
    let base = palette.background
    #expect(palette.lightShadow.relativeLuminance > base.relativeLuminance)
    #expect(palette.darkShadow.relativeLuminance < base.relativeLuminance)
    // Lightening moves gamma-encoded components c to c + (1 − c)·a, darkening to c·(1 − a).
    let light = palette.lightShadow
    let dark = palette.darkShadow
    for (c, l, d) in [
      (base.red, light.red, dark.red), (base.green, light.green, dark.green),
      (base.blue, light.blue, dark.blue),
    ] {
      #expect(abs(l - (c + (1 - c) * palette.lightening)) <= 1e-12)
      #expect(abs(d - c * (1 - palette.darkening)) <= 1e-12)
    }
    #expect(NeumorphicPalette.lightened(base, by: 1) == .white)
    #expect(NeumorphicPalette.darkened(base, by: 1) == .black)
    #expect(NeumorphicPalette.lightened(base, by: 0) == base)
  }

  @Test func pressAnimatesScaleAndShadowsAlongTheEaseOut() {
    let control = NeumorphicControl.demoControls[0]
    let press = NeumorphicPress(
      control: control, palette: .dark, pressTime: 0.2, releaseTime: 0.6,
      animation: .easeOut(duration: 0.15))
    #expect(press.progress(at: 0) == 0)
    #expect(
      press.appearance(at: 0) == NeumorphicAppearance.of(control, in: .raised, palette: .dark))
    for step in 0...15 {
      let u = Double(step) / 15
      let t = 0.2 + 0.15 * u
      let p = UnitCurve.easeOut.value(at: u)
      #expect(abs(press.progress(at: t) - (u < 1 ? p : 1)) <= 1e-12, "u = \(u)")
      let look = press.appearance(at: t)
      #expect(abs(look.scale - (1 + (0.96 - 1) * press.progress(at: t))) <= 1e-12)
      #expect(abs(look.outerShadowRadius - 10 * (1 - press.progress(at: t))) <= 1e-12)
      #expect(abs(look.innerShadowRadius - 4 * press.progress(at: t)) <= 1e-12)
    }
    #expect(
      press.appearance(at: 0.5) == NeumorphicAppearance.of(control, in: .pressed, palette: .dark))
    #expect(abs(press.progress(at: 0.6 + 0.075) - (1 - UnitCurve.easeOut.value(at: 0.5))) <= 1e-12)
    #expect(press.progress(at: 0.75) == 0)
    #expect(
      press.appearance(at: 2) == NeumorphicAppearance.of(control, in: .raised, palette: .dark))
  }

  @Test func aQuickTapTurnsBackFromWhereItIs() {
    let press = NeumorphicPress(
      control: NeumorphicControl.demoControls[0], palette: .colourful, pressTime: 0,
      releaseTime: 0.05)
    let atLift = press.progress(at: 0.05.nextDown)
    #expect(atLift > 0 && atLift < 1)
    #expect(abs(press.progress(at: 0.05) - atLift) <= 1e-6, "continuous at lift-off")
    var previous = press.progress(at: 0.05)
    for step in 1...20 {
      let p = press.progress(at: 0.05 + Double(step) * 0.01)
      #expect(p <= previous && p >= 0)
      previous = p
    }
    #expect(previous == 0)
  }

  @Test func aToggleSwitchedOnShowsTheAccentWithItsLabel() {
    let toggle = NeumorphicControl.demoControls[1]
    let on = NeumorphicAppearance.of(toggle, in: .on, palette: .dark)
    #expect(on.surface == NeumorphicPalette.dark.accent)
    #expect(on.label == NeumorphicPalette.dark.accentLabel)
    let button = NeumorphicControl.demoControls[0]
    #expect(
      NeumorphicAppearance.of(button, in: .on, palette: .dark).surface
        == NeumorphicPalette.dark.pressedSurface)
    #expect(toggle.states == [.raised, .pressed, .on] && button.states == [.raised, .pressed])
  }
}
