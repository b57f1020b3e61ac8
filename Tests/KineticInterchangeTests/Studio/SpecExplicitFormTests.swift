import Kinetic
import Testing

@testable import KineticInterchange

/// The studio's explicit forms: a named spring or curve written out in its ecosystem's own
/// explicit form, which binds to the same motion and has numbers to tune.
@Suite("Spec explicit forms")
struct SpecExplicitFormTests {
  /// (spec, its explicit form). The values are the tables' (DESIGN.md: bouncy is duration 0.5,
  /// bounce 0.3; easeInOut (0.42, 0)(0.58, 1); Compose's spring() ratio 1, stiffness 1500;
  /// react-spring's wobbly tension 180, friction 12; Flutter's easeOutCubic
  /// (0.215, 0.61)(0.355, 1)).
  static let cases: [(String, String)] = [
    ("bouncy", "spring(duration: 0.5, bounce: 0.3)"),
    (".smooth(duration: 0.8)", ".spring(duration: 0.8, bounce: 0)"),
    ("snappy(extraBounce: 0.1).delay(0.2)", "spring(duration: 0.5, bounce: 0.25).delay(0.2)"),
    ("spring()", "spring(duration: 0.5, bounce: 0)"),
    ("withAnimation(.bouncy)", "withAnimation(.spring(duration: 0.5, bounce: 0.3))"),
    (
      "interactiveSpring",
      "spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)"
    ),
    ("spring<Float>()", "spring<Float>(dampingRatio = 1f, stiffness = 1500f)"),
    (
      "spring(stiffness = Spring.StiffnessLow)",
      "spring(dampingRatio = 1f, stiffness = 200f)"
    ),
    ("config.wobbly", "{ tension: 180, friction: 12 }"),
    ("easeInOut", "timingCurve(0.42, 0, 0.58, 1)"),
    (".easeIn(duration: 0.5)", ".timingCurve(0.42, 0, 1, 1, duration: 0.5)"),
    ("ease-out", "cubic-bezier(0, 0, 0.58, 1)"),
    ("ease-in-out 300ms", "cubic-bezier(0.42, 0, 0.58, 1) 300ms"),
    ("Curves.easeOutCubic", "Cubic(0.215, 0.61, 0.355, 1)"),
    ("FastOutSlowInEasing", "CubicBezierEasing(0.4f, 0f, 0.2f, 1f)"),
    (
      "tween(durationMillis = 300, easing = FastOutSlowInEasing)",
      "tween(durationMillis = 300, easing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f))"
    ),
    ("{ duration: 1, ease: \"easeOut\" }", "{ duration: 1, ease: [0, 0, 0.58, 1] }"),
    (
      "CAMediaTimingFunction(name: .easeIn)",
      "CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)"
    ),
  ]

  @Test(arguments: cases.indices)
  func writesTheExplicitForm(_ index: Int) throws {
    let (spec, expected) = Self.cases[index]
    let motion = try Motion(parsing: spec)
    #expect(motion.explicitSource == expected, "\(spec)")
    let explicit = try Motion(parsing: expected)
    try Self.expectSameMotion(motion, explicit, spec)
    #expect(!explicit.parameters.isEmpty, "\(expected)")
    #expect(explicit.explicitSource == nil, "\(expected) names nothing left to write out")
  }

  /// Specs that name nothing to write out: numbers already written, names that are not
  /// cubic Beziers (easings.net's Penner curves, Flutter's bounce), a spread of a preset.
  @Test(arguments: [
    "spring(duration: 0.5, bounce: 0.3)", "easeInSine", "linear",
    "cubic-bezier(0.1, 0.2, 0.3, 1).delay(0.5)", "Curves.bounceOut",
    "{ ...config.gentle, duration: 300 }",
  ])
  func leavesExplicitSpecs(_ spec: String) throws {
    #expect(try Motion(parsing: spec).explicitSource == nil, "\(spec)")
  }

  /// Every gallery entry that is a named cubic Bezier curve or spring without a written number
  /// has an explicit form, which binds to the same motion and offers its numbers (the control
  /// points of a curve, as the page's Bezier handles need).
  @Test func galleryNamesHaveExplicitForms() throws {
    var missing: [String] = []
    var written = 0
    for group in SpecGallery.groups {
      for spec in group.specs {
        let motion = try Motion(parsing: spec)
        guard motion.parameters.isEmpty, motion.kind == .animation else { continue }
        let kind = try motion.exportedSpec().animation.innermost.kind
        let isBezier: Bool
        switch kind {
        case .timingCurve(let curve, _) where curve.cubicBezier != nil: isBezier = true
        case .spring: isBezier = false
        default: continue
        }
        guard let explicit = motion.explicitSource else {
          // SwiftUI's `default` and `interpolatingSpring` name no spring preset of a table.
          if isBezier || group.name != "SwiftUI springs" { missing.append(spec) }
          continue
        }
        written += 1
        let parsed = try Motion(parsing: explicit)
        try Self.expectSameMotion(motion, parsed, spec)
        let names = parsed.parameters.map { $0.name }
        if isBezier {
          #expect(["x1", "y1", "x2", "y2"].allSatisfy(names.contains), "\(spec) → \(explicit)")
        }
      }
    }
    #expect(missing.isEmpty, "\(missing)")
    #expect(written > 40)
  }

  /// The same values and velocities at 101 times over 1.5 s, to 1e-12 of the change: the
  /// tables' numbers are written in their shortest round-tripping decimal, so the explicit form
  /// binds the same doubles, and the samplers differ at most by the order of their arithmetic.
  static func expectSameMotion(_ a: Motion, _ b: Motion, _ spec: String) throws {
    let x = try a.sampler(from: 0, to: 1)
    let y = try b.sampler(from: 0, to: 1)
    for i in 0...100 {
      let t = Double(i) * 0.015
      let (p, q) = (x.sample(at: t), y.sample(at: t))
      #expect(abs(p.value - q.value) <= 1e-12, "\(spec) at \(t): \(p.value) vs \(q.value)")
      #expect(
        abs(p.velocity - q.velocity) <= 1e-9 * max(1, abs(p.velocity)) || p.velocity == q.velocity,
        "\(spec) velocity at \(t)")
    }
  }
}
