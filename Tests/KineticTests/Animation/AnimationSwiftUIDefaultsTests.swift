import Testing

@testable import Kinetic

/// SwiftUI's documented defaults and overload resolution, pinned to their sources.
@Suite("Animation: SwiftUI defaults and names")
struct AnimationSwiftUIDefaultsTests {
  /// Apple, `Animation.default`: "The default animation is spring(response:dampingFraction:
  /// blendDuration:) with response equal to 0.55, dampingFraction equal to 1.0, blendDuration
  /// equal to 0.0" (iOS 17, macOS 14 and later).
  @Test func defaultIsTheDocumentedSpring() {
    #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0))
    guard case .spring(let spring) = Animation.default.kind else {
      Issue.record("default is not a spring")
      return
    }
    #expect(abs(spring.spring.response - 0.55) < 1e-15 && spring.spring.dampingRatio == 1)
    #expect(spring.blendDuration == 0 && spring.merges)
  }

  /// SwiftUI marks `spring(response:dampingFraction:blendDuration:)` `@_disfavoredOverload`
  /// (OpenSwiftUI `FluidSpringAnimation.swift`), so `spring()` and `.spring` are the
  /// `duration:bounce:` form: duration 0.5, bounce 0 (ζ = 1), not dampingFraction 0.825.
  @Test func bareSpringIsTheDurationBounceForm() {
    let bare: Animation = .spring()
    #expect(bare == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
    #expect(Animation.spring == bare)
    #expect(bare != .spring(response: 0.5, dampingFraction: 0.825))
  }

  /// `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)` is
  /// `spring(duration:bounce: 0.15 + extraBounce, blendDuration:)`, and the bare form and the
  /// static resolve to it (the response form is disfavoured: Apple's default arguments 0.15,
  /// 0.86, 0.25 stay on that form).
  @Test func interactiveSpringForms() {
    #expect(
      Animation.interactiveSpring() == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
    #expect(Animation.interactiveSpring == .interactiveSpring())
    #expect(
      Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0)
        == .spring(duration: 0.2, bounce: 0.25, blendDuration: 0))
    #expect(
      Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
  }

  /// `.interpolatingSpring` is `interpolatingSpring()`: the `duration:bounce:initialVelocity:`
  /// form with its defaults (0.5, 0, 0), which adds instead of merging.
  @Test func interpolatingSpringStatic() {
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    guard case .spring(let spring) = Animation.interpolatingSpring.kind else {
      Issue.record("not a spring")
      return
    }
    #expect(!spring.merges)
  }
}
