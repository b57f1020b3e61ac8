import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// `withAnimation`/`withTransaction` in the scene follow SwiftUI's interruption rules through
/// the `Animator` (OpenSwiftUI `AnimatableAttribute.swift`: one animator state per animatable
/// value, combined with each new animation; `FluidSpringAnimation.swift`: springs merge carrying
/// the velocity; timing curves add), and the article's restart model stays a named policy.
@Suite struct SceneInterruptionTests {
  func offsetScene() -> SceneModel<Double> {
    SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
  }

  /// The box's offset at `time`, measured from the drawn frame.
  func x(_ scene: SceneModel<Double>, _ time: Double) throws -> Double {
    let origin = try #require(
      SceneModel(size: scene.size, state: 0.0) { x in
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
      }.frame(at: 0).bounds(of: "box")
    ).minX
    return try #require(scene.frame(at: time).bounds(of: "box")).minX - origin
  }

  /// Timing curves add: SwiftUI keeps the running curve on its delta and animates the new delta
  /// from zero, x(t) = 100·t − 100·(t − 0.5) on [0.5, 1], closed form.
  @Test func timingCurvesAdd() throws {
    var scene = offsetScene()
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    scene.withAnimation(.linear(duration: 1), at: 0.5) { $0 = 0 }
    for t in [0.5, 0.6, 0.75, 0.9, 1.0, 1.2, 1.5, 2.0] {
      let expected = 100 * min(t, 1) - 100 * min(max(t - 0.5, 0), 1)
      #expect(isClose(try x(scene, t), expected, 1e-9), "t = \(t)")
    }
    #expect(scene.isAnimating(at: 1.4) && !scene.isAnimating(at: 1.5))
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .removed) == 1.5)
  }

  /// Springs merge carrying the velocity: the scene shows exactly what an `Animator` with
  /// SwiftUI's rule shows, and the motion is C1 at the retarget (the velocity on both sides
  /// agrees to the finite-difference error, ~h·|x''|).
  @Test(arguments: [
    Animation.smooth, .snappy, .bouncy, .spring(response: 0.3, dampingFraction: 0.6),
  ])
  func springsMergeCarryingVelocity(_ spring: Animation) throws {
    var scene = offsetScene()
    scene.withAnimation(spring, at: 0) { $0 = 100 }
    scene.withAnimation(spring, at: 0.1) { $0 = 0 }
    var reference = Animator(value: 0.0)
    reference.animate(to: 100, with: spring, at: 0)
    reference.animate(to: 0, with: spring, at: 0.1)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(isClose(try x(scene, t), reference.value(at: t), 1e-9), "t = \(t)")
    }
    let h = 1e-5
    let before = (try x(scene, 0.1) - x(scene, 0.1 - h)) / h
    let after = (try x(scene, 0.1 + h) - x(scene, 0.1)) / h
    #expect(before > 100, "the box is moving at the retarget")
    #expect(abs(after - before) < 0.01 * abs(before), "before \(before), after \(after)")
    // The restart model drops the velocity: the box starts back at rest.
    var restart = offsetScene()
    restart.retargetPolicy = .restart
    restart.withAnimation(spring, at: 0) { $0 = 100 }
    restart.withAnimation(spring, at: 0.1) { $0 = 0 }
    let restartAfter = (try x(restart, 0.1 + h) - x(restart, 0.1)) / h
    #expect(abs(restartAfter) < 0.01 * abs(before))
  }

  /// A change without animation leaves the running animation alone (OpenSwiftUI
  /// `AnimatableAttributeHelper`: no effective animation, no change to the animator state): the
  /// box jumps by the change and carries on; the restart model stops it at the new value.
  @Test func aChangeWithoutAnimationKeepsTheRunningOne() throws {
    var scene = offsetScene()
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    scene.withAnimation(nil, at: 0.5) { $0 = 200 }
    #expect(isClose(try x(scene, 0.5), 150, 1e-9))
    #expect(isClose(try x(scene, 0.75), 175, 1e-9))
    #expect(isClose(try x(scene, 1.5), 200, 1e-9))
    var restart = offsetScene()
    restart.retargetPolicy = .restart
    restart.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    restart.withAnimation(nil, at: 0.5) { $0 = 200 }
    #expect(isClose(try x(restart, 0.5), 200, 1e-9))
    #expect(isClose(try x(restart, 0.75), 200, 1e-9))
  }

  /// `disablesAnimations` keeps `.animation(_:)` modifiers from replacing the transaction's
  /// animation (Apple: "to prevent animation(_:) from inserting new animations into the
  /// transaction"; OpenSwiftUI `AnimationModifier.swift`, `ChildTransaction`), while the
  /// transaction's own animation still applies (`TransactionAnimation.swift`,
  /// `effectiveAnimation`).
  @Test func disablesAnimationsKeepsOverridesOut() throws {
    func scene() -> SceneModel<Double> {
      SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
        Rectangle().frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 4))
          .id("box")
      }
    }
    // The override animates over 4 s when allowed …
    var allowed = scene()
    allowed.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    #expect(isClose(try x(allowed, 1), 25, 1e-9))
    // … and is skipped under disablesAnimations: the transaction's 1 s animation runs.
    var disabled = scene()
    disabled.withTransaction(
      Transaction(animation: .linear(duration: 1), disablesAnimations: true), at: 0
    ) { $0 = 100 }
    #expect(isClose(try x(disabled, 0.5), 50, 1e-9))
    #expect(isClose(try x(disabled, 1), 100, 1e-9))
    // With no animation either, the change is immediate.
    var immediate = scene()
    immediate.withTransaction(Transaction(disablesAnimations: true), at: 0) { $0 = 100 }
    #expect(isClose(try x(immediate, 0.1), 100, 1e-9))
    #expect(immediate.completionTime(ofChangeAt: 0, criteria: .logicallyComplete) == 0)
  }

  /// `.retargetPolicy(_:)` gives a subtree its own policy beside the scene's.
  @Test func aSubtreeKeepsItsOwnPolicy() throws {
    var scene = SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("swiftui"),
        Rectangle().frame(width: 10, height: 10).offset(x: x).retargetPolicy(.restart)
          .id("restart"),
      ])
    }
    let start = scene.frame(at: 0)
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    scene.withAnimation(.linear(duration: 1), at: 0.5) { $0 = 0 }
    let frame = scene.frame(at: 0.75)
    func moved(_ id: String) throws -> Double {
      try #require(frame.bounds(of: id)).minX - #require(start.bounds(of: id)).minX
    }
    #expect(isClose(try moved("swiftui"), 50, 1e-9))
    #expect(isClose(try moved("restart"), 37.5, 1e-9))
  }

  /// A value that does not change is not animated again (SwiftUI animates a value only when it
  /// changes), and a change that animates nothing completes at once (Apple: "If no animations
  /// are created by the changes in body, then the callback will be called immediately").
  @Test func anUnchangedValueKeepsItsAnimation() throws {
    var scene = offsetScene()
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    scene.withAnimation(.easeIn(duration: 3), at: 0.5) { $0 = 100 }
    #expect(isClose(try x(scene, 0.75), 75, 1e-9))
    #expect(!scene.isAnimating(at: 1))
    #expect(scene.completionTime(ofChangeAt: 0.5, criteria: .logicallyComplete) == 0.5)
  }

  /// A merged spring's logical completion is that of the spring as it was started, with the
  /// velocity it was given (`Animator.completionTime(ofAnimationStartedAt:criteria:)`).
  @Test func completionOfAMergedSpring() throws {
    var scene = offsetScene()
    scene.withAnimation(.smooth, at: 0) { $0 = 100 }
    scene.withAnimation(.smooth, at: 0.1) { $0 = 0 }
    var reference = Animator(value: 0.0)
    reference.animate(to: 100, with: .smooth, at: 0)
    reference.animate(to: 0, with: .smooth, at: 0.1)
    for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
      #expect(
        scene.completionTime(ofChangeAt: 0.1, criteria: criteria)
          == reference.completionTime(ofAnimationStartedAt: 0.1, criteria: criteria))
    }
  }

  /// `springEngine = .swiftui` runs the scene's springs, merges included, on SwiftUI's
  /// fixed-step integrator: the scene shows exactly what an `Animator` given the same engine
  /// shows, which differs from the exact engine; a transition runs on the engine too.
  @Test func swiftUISpringEngine() throws {
    var scene = offsetScene()
    scene.springEngine = .swiftui
    scene.withAnimation(.bouncy, at: 0) { $0 = 100 }
    scene.withAnimation(.snappy, at: 0.2) { $0 = 40 }
    var reference = Animator(value: 0.0)
    reference.animate(to: 100, with: .bouncy, at: 0, engine: .swiftui)
    reference.animate(to: 40, with: .snappy, at: 0.2, engine: .swiftui)
    var exact = Animator(value: 0.0)
    exact.animate(to: 100, with: .bouncy, at: 0)
    exact.animate(to: 40, with: .snappy, at: 0.2)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      #expect(isClose(try x(scene, t), reference.value(at: t), 1e-9), "t = \(t)")
    }
    #expect(abs(try x(scene, 0.35) - exact.value(at: 0.35)) > 1e-3)
    // The removal time is the integrator's (SwiftUI's absolute thresholds), not the exact one.
    let removed = try #require(scene.completionTime(ofChangeAt: 0.2, criteria: .removed))
    let expected = try #require(
      reference.completionTime(ofAnimationStartedAt: 0.2, criteria: .removed))
    #expect(isClose(removed, expected, 1e-12))

    var fading = SceneModel(size: Size(width: 100, height: 100), state: false) { shown in
      Node.zStack(
        shown ? [Rectangle().frame(width: 10, height: 10).id("b").transition(.opacity)] : [])
    }
    fading.springEngine = .swiftui
    fading.withAnimation(.smooth, at: 0) { $0 = true }
    let item = try #require(fading.frame(at: 0.1).items(id: "b").first)
    let integrator = SwiftUISpringIntegrator(.smooth).sample(change: 1.0, time: 0.1)
    #expect(isClose(item.opacity, integrator.offset, 1e-12))
  }
}
