import Testing

@testable import Kinetic

/// An animator rewrites its storage in place when no copy shares it: copies must keep their
/// answers, and the in-place and copying paths must agree exactly.
@Suite struct AnimatorValueSemanticsTests {
  /// Every command kind, with the run mixes that change the storage's size: one run (restart,
  /// merge), two and three runs (additive), a run without a closed-form kernel (delay), and back.
  static let commands: [(name: String, apply: @Sendable (inout Animator<Double>) -> Void)] = [
    ("easeInOut", { $0.animate(to: 100, with: .easeInOut(duration: 0.5), at: 0) }),
    ("additive linear", { $0.animate(to: 60, with: .linear(duration: 0.4), at: 0.1) }),
    ("additive easeOut", { $0.animate(to: 80, with: .easeOut(duration: 0.3), at: 0.15) }),
    ("merge smooth", { $0.animate(to: -40, with: .smooth, at: 0.2) }),
    ("discardHistory", { $0.discardHistory(before: 0.22) }),
    ("delayed (general run)", { $0.animate(to: 10, with: .easeIn.delay(0.05), at: 0.25) }),
    ("restart", { $0.animate(to: 30, with: .bouncy, at: 0.3, policy: .restart) }),
    ("pause", { $0.pause(at: 0.35) }),
    ("resume", { $0.resume(at: 0.45) }),
    ("reverse", { $0.reverse(at: 0.6) }),
    ("matched", { $0.animate(to: 5, with: .linear(duration: 0.5), at: 0.7, policy: .matched) }),
    ("discardHistory again", { $0.discardHistory(before: 0.75) }),
  ]

  static let times = (0...150).map { Double($0) / 60 }

  func samples(_ animator: Animator<Double>) -> [Double] {
    Self.times.map { animator.value(at: $0) } + Self.times.map { animator.velocity(at: $0) }
  }

  @Test func aCopyKeepsItsAnswersWhileTheOriginalIsCommanded() {
    var animator = Animator(value: 0.0)
    for (index, command) in Self.commands.enumerated() {
      let copy = animator
      let before = samples(copy)
      command.apply(&animator)
      #expect(samples(copy) == before, "copy changed by command \(index): \(command.name)")
    }
  }

  @Test func inPlaceAndCopyingCommandsAgree() {
    var unique = Animator(value: 0.0)
    var shared = Animator(value: 0.0)
    var copies: [Animator<Double>] = []
    for (index, command) in Self.commands.enumerated() {
      command.apply(&unique)
      // A live copy keeps `shared` from rewriting its storage in place.
      copies.append(shared)
      command.apply(&shared)
      #expect(samples(unique) == samples(shared), "after command \(index): \(command.name)")
    }
    #expect(copies.count == Self.commands.count)
  }
}
