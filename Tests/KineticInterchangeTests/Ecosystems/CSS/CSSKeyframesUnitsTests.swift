import Foundation
import KineticInterchange
import Testing

/// CSS `@keyframes` as written in stylesheets: values with units (`left: 80px`,
/// `rotate: 45deg`) and one `transform` function (`translateX(80px)`), a unitless 0 matching
/// any unit (CSS Values 4), and refusals that name the mixed unit or the transform that is not
/// one number. Expected values are the keyframes eased by CSS's named curves, solved here by
/// bisection on x(s) = t (CSS Easing 1's definition), independently of Kinetic's solver.
@Suite struct CSSKeyframesUnitsTests {
  /// The cubic Bezier easing (0,0)-(x1,y1)-(x2,y2)-(1,1) at progress `t`, by 200 bisections.
  static func eased(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * p1 * (1 - s) * (1 - s) * s + 3 * p2 * (1 - s) * s * s + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if bezier(x1, x2, mid) < t { lo = mid } else { hi = mid }
    }
    return bezier(y1, y2, (lo + hi) / 2)
  }

  @Test func translateXKeyframesWithPixelsAndAUnitlessZero() throws {
    let motion = try Motion(
      parsing: """
        @keyframes slide {
          0% { transform: translateX(0) }
          40% { transform: translateX(80px); animation-timing-function: ease-out; }
          100% { transform: translateX(100px) }
        }
        """)
    let sampler = try motion.sampler(from: 0)
    // 0 → 80 over [0, 0.4] eased by `ease`, 80 → 100 over [0.4, 1] by `ease-out`.
    for t in [0.1, 0.2, 0.3] {
      let expected = 80 * Self.eased(0.25, 0.1, 0.25, 1, t / 0.4)
      #expect(abs(sampler.sample(at: t).value - expected) <= 1e-12)
    }
    for t in [0.55, 0.7, 0.9] {
      let expected = 80 + 20 * Self.eased(0, 0, 0.58, 1, (t - 0.4) / 0.6)
      #expect(abs(sampler.sample(at: t).value - expected) <= 1e-12)
    }
    #expect(sampler.sample(at: 1).value == 100)
  }

  @Test(arguments: ["px", "%", "em", "rem", "vw", "deg", "turn"])
  func unitsAreReadAsWritten(unit: String) throws {
    let motion = try Motion(
      parsing: "@keyframes a { from { left: 10\(unit) } to { left: 30\(unit) } }")
    let sampler = try motion.sampler(from: 0)
    #expect(
      abs(sampler.sample(at: 0.5).value - (10 + 20 * Self.eased(0.25, 0.1, 0.25, 1, 0.5))) <= 1e-12)
  }

  @Test func mixedUnitsAndOtherTransformsAreRefusedWithTheReason() {
    expectSpecRefused(
      "@keyframes a { 0% { left: 0px } 100% { left: 80% } }",
      mentioning: ["one unit", "'%' here, 'px'"])
    expectSpecRefused(
      "@keyframes a { from { transform: matrix(1, 0, 0, 1, 0, 0) } to { transform: none } }",
      mentioning: ["'matrix' is not one number", "translateX(80px)"])
    expectSpecRefused(
      "@keyframes a { from { transform: translate(1px, 2px) } }",
      mentioning: ["'translate' is not one number"])
    expectSpecRefused(
      "@keyframes a { from { transform: rotate(0deg) } to { transform: scale(2) } }",
      mentioning: ["one property", "'scale' is not 'rotate'"])
  }
}
