import Kinetic
import KineticInterchange
import Testing

/// The studio's sliders: each number written in a spec, named as its ecosystem names it, at
/// the exact columns the page rewrites; a rewrite at those columns reads back as the motion with
/// that parameter changed.
@Suite("Spec parameters")
struct SpecParameterTests {
  /// (spec, [(name, value, the text at column ..< column + length)]).
  static let cases: [(String, [(String, Double, String)])] = [
    ("spring(duration: 0.5, bounce: 0.3)", [("duration", 0.5, "0.5"), ("bounce", 0.3, "0.3")]),
    (
      "spring(dampingRatio = 0.5f, stiffness = 200f)",
      [("dampingRatio", 0.5, "0.5"), ("stiffness", 200, "200")]
    ),
    (
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
      [("x1", 0.68, "0.68"), ("y1", -0.55, "-0.55"), ("x2", 0.265, "0.265"), ("y2", 1.55, "1.55")]
    ),
    (
      "timingCurve(0.42, 0, 0.58, 1, duration: 0.35)",
      [
        ("x1", 0.42, "0.42"), ("y1", 0, "0"), ("x2", 0.58, "0.58"), ("y2", 1, "1"),
        ("duration", 0.35, "0.35"),
      ]
    ),
    (
      "CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)",
      [("x1", 0.4, "0.4"), ("y1", 0, "0"), ("x2", 0.2, "0.2"), ("y2", 1, "1")]
    ),
    (
      "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }",
      [("stiffness", 100, "100"), ("damping", 10, "10"), ("mass", 1, "1")]
    ),
    ("steps(4, jump-end)", [("steps", 4, "4")]),
    ("OvershootInterpolator(2f)", [("OvershootInterpolator #1", 2, "2")]),
    ("/* é */ tween(durationMillis = 300)", [("durationMillis", 300, "300")]),
  ]

  @Test(arguments: cases.indices)
  func namesAndColumns(_ index: Int) throws {
    let (spec, expected) = Self.cases[index]
    let parameters = try Motion(parsing: spec).parameters
    #expect(parameters.map { $0.name } == expected.map { $0.0 }, "\(spec)")
    #expect(parameters.map { $0.value } == expected.map { $0.1 }, "\(spec)")
    let scalars = Array(spec.unicodeScalars)
    for (parameter, (_, _, text)) in zip(parameters, expected) {
      let start = parameter.column - 1
      let written = String(String.UnicodeScalarView(scalars[start..<start + parameter.length]))
      #expect(written == text, "\(spec): \(parameter.name)")
      #expect(parameter.range.contains(parameter.value))
      #expect(
        parameter.step > 0
          && parameter.step <= parameter.range.upperBound - parameter.range.lowerBound)
    }
  }

  /// Rewriting the bounce at its columns gives the spring with that bounce: the duration–bounce
  /// spring's ζ = 1 − b (DESIGN.md), read back through the sampler against the rewritten
  /// spec parsed on its own.
  @Test func rewritingBounceChangesTheMotion() throws {
    let spec = "spring(duration: 0.5, bounce: 0.3)"
    let bounce = try #require(try Motion(parsing: spec).parameters.first { $0.name == "bounce" })
    var scalars = Array(spec.unicodeScalars)
    scalars.replaceSubrange(
      bounce.column - 1..<bounce.column - 1 + bounce.length, with: "0.5".unicodeScalars)
    let rewritten = String(String.UnicodeScalarView(scalars))
    #expect(rewritten == "spring(duration: 0.5, bounce: 0.5)")
    let a = try Motion(parsing: rewritten).sampler(from: 0, to: 1)
    let b = try Motion(parsing: "spring(Spring(duration: 0.5, bounce: 0.5))").sampler(
      from: 0, to: 1)
    for t in [0.05, 0.2, 0.4] { #expect(a.sample(at: t).value == b.sample(at: t).value) }
  }

  /// Ranges: a physical span for known names, widened to hold the written value.
  @Test func rangesHoldTheValue() throws {
    let parameters = try Motion(parsing: "spring(duration: 5, bounce: 0.95)").parameters
    #expect(parameters[0].range == 0...5)
    #expect(parameters[1].range == -0.9...0.95)
  }

  /// Every gallery entry is a spec the parser reads, and no group is empty.
  @Test func galleryEntriesParse() throws {
    var failures: [String] = []
    for group in SpecGallery.groups {
      #expect(!group.specs.isEmpty, "\(group.name)")
      for spec in group.specs {
        do { _ = try Motion(parsing: spec) } catch {
          failures.append("\(group.name): \(spec): \(error)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(SpecGallery.groups.reduce(0) { $0 + $1.specs.count } > 100)
  }
}
