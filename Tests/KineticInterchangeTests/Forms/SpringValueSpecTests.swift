import KineticTestSupport
import Testing

@testable import Kinetic
@testable import KineticInterchange

/// The iOS 17 spring-value forms of the spec language (issue 20): `.spring(.bouncy)`,
/// `.spring(Spring(mass: 1, stiffness: 100, damping: 10))`, `.interpolatingSpring(.snappy)`.
@Suite("spec language: springs as values")
struct SpringValueSpecTests {
  static func nested(_ source: String) throws -> CallSyntax? {
    let syntax = try SpecParser.parse(source)
    guard case .call(let call) = syntax.base.arguments?.first?.value else { return nil }
    return call
  }

  @Test func parsesNestedCalls() throws {
    #expect(try Self.nested("spring(.bouncy)")?.name == "bouncy")
    #expect(try Self.nested(".spring(.bouncy)")?.arguments == nil)
    #expect(try Self.nested("interpolatingSpring(Spring.snappy(duration: 0.3))")?.name == "snappy")
    let call = try Self.nested("spring(Spring(mass: 1, stiffness: 100, damping: 10))")
    #expect(
      call?.name == "Spring" && call?.arguments?.map(\.label) == ["mass", "stiffness", "damping"])
    // A bare name stays an identifier (CSS keywords, booleans).
    let steps = try SpecParser.parse("steps(4, jump-end)")
    #expect(steps.base.arguments?[1].value == .identifier("jump-end"))
  }

  static func spring(_ source: String) throws -> Spring {
    let call = try #require(try nested("spring(\(source))"))
    return try SpringValueBinder(source: source).spring(call)
  }

  /// Each value equals the library spring it names; Apple's `Spring` overview example:
  /// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration ≈ 0.63 and bounce 0.5.
  @Test func bindsSwiftUISprings() throws {
    #expect(try Self.spring(".bouncy") == .bouncy)
    #expect(try Self.spring("Spring.smooth") == .smooth)
    #expect(
      try Self.spring(".snappy(duration: 0.3, extraBounce: 0.1)")
        == .snappy(duration: 0.3, extraBounce: 0.1))
    let physical = try Self.spring("Spring(mass: 1, stiffness: 100, damping: 10)")
    #expect(isClose(physical.duration, 0.63, 0.005) && isClose(physical.bounce, 0.5, 1e-12))
    #expect(try Self.spring("Spring()") == Spring(duration: 0.5, bounce: 0))
    #expect(
      try Self.spring("Spring(duration: 0.4, bounce: 0.2)") == Spring(duration: 0.4, bounce: 0.2))
    #expect(
      try Self.spring("Spring(response: 0.4, dampingRatio: 0.7)")
        == Spring(response: 0.4, dampingRatio: 0.7))
    #expect(
      try Self.spring("Spring(settlingDuration: 1, dampingRatio: 0.5)")
        == Spring(settlingDuration: 1, dampingRatio: 0.5))
    #expect(
      try Self.spring("Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)")
        .dampingRatio
        == 2)
  }

  @Test func reportsBadSprings() {
    #expect(throws: SpecError.self) { try Self.spring(".wobbly") }
    #expect(throws: SpecError.self) { try Self.spring("Spring(bounce: 2)") }
    #expect(throws: SpecError.self) { try Self.spring(".bouncy(extraBounce: 0.8)") }
    #expect(throws: SpecError.self) { try Self.spring("Spring(stiffness: -1, damping: 1)") }
  }
}

/// The iOS 17 forms and SwiftUI's names in whole specs.
@Suite("spec language: SwiftUI forms and defaults")
struct SwiftUISpecFormsTests {
  static func animation(_ source: String) throws -> Animation {
    try AnimationSpec.parse(source).animation
  }

  @Test func springValues() throws {
    #expect(try Self.animation(".spring(.bouncy)") == .spring(.bouncy))
    #expect(
      try Self.animation("spring(.snappy, blendDuration: 0.2)")
        == .spring(.snappy, blendDuration: 0.2))
    #expect(
      try Self.animation(".spring(Spring(mass: 1, stiffness: 100, damping: 10))")
        == .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
    #expect(try Self.animation(".interpolatingSpring(.snappy)") == .interpolatingSpring(.snappy))
    #expect(
      try Self.animation("interpolatingSpring(.bouncy, initialVelocity: 2)")
        == .interpolatingSpring(.bouncy, initialVelocity: 2))
  }

  /// SwiftUI's overload resolution and Apple's `default`.
  @Test func defaultsAndNames() throws {
    #expect(try Self.animation("spring") == .spring)
    #expect(try Self.animation("spring()") == .spring(duration: 0.5, bounce: 0))
    #expect(try Self.animation("spring(response: 0.3)") == .spring(response: 0.3))
    // `default` is SwiftUI's `Animation.default`, equal only to itself (Apple), sampling as the
    // documented spring.
    #expect(try Self.animation("default") == .default)
    #expect(try Self.animation("default").resolved == .spring(response: 0.55, dampingFraction: 1))
    #expect(try Self.animation("interactiveSpring") == .interactiveSpring(duration: 0.15))
    #expect(
      try Self.animation("interactiveSpring(duration: 0.2, extraBounce: 0.1)")
        == .interactiveSpring(duration: 0.2, extraBounce: 0.1))
    #expect(
      try Self.animation("interactiveSpring(response: 0.2)")
        == .interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(try Self.animation("easeInEaseOut(duration: 0.4)") == .easeInOut(duration: 0.4))
    #expect(
      try Self.animation("linear(duration: 1).logicallyComplete(after: 0.25)")
        == .linear(duration: 1).logicallyComplete(after: 0.25))
    #expect(throws: SpecError.self) { try Self.animation("interactiveSpring(extraBounce: 0.9)") }
    #expect(throws: SpecError.self) { try Self.animation("spring(.wobbly)") }
  }
}
