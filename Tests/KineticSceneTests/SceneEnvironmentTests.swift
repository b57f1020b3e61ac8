import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// How fast ``EnvironmentPaced`` runs, a custom environment value declared as SwiftUI's
/// documentation declares one.
private enum PaceKey: EnvironmentKey {
  static var defaultValue: Double { 1 }
}

extension EnvironmentValues {
  fileprivate var pace: Double {
    get { self[PaceKey.self] }
    set { self[PaceKey.self] = newValue }
  }
}

/// Linear over `duration` seconds of time scaled by the environment's pace, read on every call
/// (as Apple's `PausableAnimation` reads `context.environment.animationPaused`): offset =
/// value · min(time · pace / duration, 1), finished from time · pace ≥ duration.
private struct EnvironmentPaced: CustomAnimation {
  var duration = 1.0

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    let progress = time * context.environment.pace / duration
    guard progress < 1 else { return nil }
    return value.scaled(by: progress)
  }
}

/// Linear over 1 s, or at once when Reduce Motion is on (what a custom animation may do with
/// `accessibilityReduceMotion`).
private struct MotionAware: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard !context.environment.accessibilityReduceMotion, time < 1 else { return nil }
    return value.scaled(by: time)
  }
}

/// The scene hands a custom animation the environment of the view it animates (Apple,
/// `AnimationContext.environment`: "read environment values from the view that created the
/// animation"; `View.environment(_:_:)`: "Sets the environment value of the specified key
/// path to the given value" for the view and its descendants, the one nearest the view
/// winning), and a later change of environment reaches the animation while it runs (Apple:
/// "the current environment"; OpenSwiftUI `AnimationContext.swift` reads the view's
/// environment attribute on every call). Expected displacements come from the animations'
/// formulas, written beside them; tolerance 1e-9 pt (a box moved by up to 100 pt).
@Suite struct SceneEnvironmentTests {
  struct State: Sendable {
    var x = 0.0
    var pace = 1.0
    var shows = false
  }

  static func scene(outer: Double? = nil) -> SceneModel<State> {
    SceneModel(size: Size(width: 400, height: 100), state: State()) { state in
      var box = Rectangle().frame(width: 10, height: 10).offset(x: state.x)
        .environment(\.pace, state.pace)
      if let outer { box = box.environment(\.pace, outer) }
      return box.id("box")
    }
  }

  static func moved(_ scene: SceneModel<State>, at t: Double) throws -> Double {
    let start = try #require(scene.frame(at: -1).bounds(of: "box")).minX
    return try #require(scene.frame(at: t).bounds(of: "box")).minX - start
  }

  @Test func aCustomAnimationReadsTheViewsEnvironment() throws {
    var scene = Self.scene()
    scene.withAnimation(Animation(EnvironmentPaced()), at: 0) {
      $0.x = 100
      $0.pace = 0.5
    }
    for t in [0.0, 0.4, 1, 1.9] {
      #expect(isClose(try Self.moved(scene, at: t), 100 * t * 0.5))
    }
    #expect(scene.isAnimating(at: 1.9))
    #expect(!scene.isAnimating(at: 2))
    #expect(isClose(try Self.moved(scene, at: 2), 100))
  }

  /// The modifier nearest the view wins: an outer `environment(\.pace, 4)` does not override
  /// the inner 0.5.
  @Test func theInnermostEnvironmentModifierWins() throws {
    var scene = Self.scene(outer: 4)
    scene.withAnimation(Animation(EnvironmentPaced()), at: 0) {
      $0.x = 100
      $0.pace = 0.5
    }
    #expect(isClose(try Self.moved(scene, at: 0.4), 20))
  }

  /// A change of the environment alone, made without animation while the box moves, reaches
  /// its animation from that time on; the frames before it are unchanged.
  @Test func aLaterChangeOfEnvironmentReachesTheRunningAnimation() throws {
    var scene = Self.scene()
    scene.withAnimation(Animation(EnvironmentPaced()), at: 0) { $0.x = 100 }
    scene.withAnimation(nil, at: 0.25) { $0.pace = 2 }
    #expect(isClose(try Self.moved(scene, at: 0.2), 20))
    #expect(isClose(try Self.moved(scene, at: 0.3), 100 * 0.3 * 2))
    #expect(scene.isAnimating(at: 0.49))
    #expect(!scene.isAnimating(at: 0.5))
  }

  /// The scene's Reduce Motion setting is the environment's `accessibilityReduceMotion`.
  @Test(arguments: [false, true])
  func reduceMotionIsInTheEnvironment(reducesMotion: Bool) throws {
    var scene = Self.scene()
    scene.reducesMotion = reducesMotion
    scene.withAnimation(Animation(MotionAware()), at: 0) { $0.x = 100 }
    #expect(isClose(try Self.moved(scene, at: 0.5), reducesMotion ? 100 : 50))
  }

  /// An insertion transition's animation reads the environment of the inserted view: an
  /// opacity transition under pace 0.5 is a quarter of the way in at 0.5 s and removed at 2 s
  /// (1 s at the default pace).
  @Test func aTransitionReadsTheEnvironment() throws {
    var scene = SceneModel(size: Size(width: 200, height: 200), state: State()) { state in
      Node.zStack(
        [Rectangle().stroke(.gray).id("lane")]
          + (state.shows
            ? [Rectangle().fill(.blue).frame(width: 20, height: 20).transition(.opacity).id("new")]
            : [])
      )
      .environment(\.pace, state.pace)
    }
    scene.withAnimation(Animation(EnvironmentPaced()), at: 0) {
      $0.shows = true
      $0.pace = 0.5
    }
    let item = try #require(scene.frame(at: 0.5).items(id: "new").first)
    #expect(isClose(item.opacity, 0.25, 1e-12))
    #expect(scene.isAnimating(at: 1.5))
    #expect(!scene.isAnimating(at: 2.01))
  }
}

/// A custom value with default 0, as `customValue` in OpenSwiftUI's compatibility tests.
private enum CustomValueKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  fileprivate var customValue: Int {
    get { self[CustomValueKey.self] }
    set { self[CustomValueKey.self] = newValue }
  }
}

/// Linear over 1 s scaled by the environment's `customValue`: the box moves `customValue` ×
/// the change, so what the animation read shows in where the box is.
private struct CustomValueReading: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < 1 else { return nil }
    return value.scaled(by: time * Double(context.environment.customValue))
  }
}

/// OpenSwiftUI's `EnvironmentKeyWritingModifierCompatibilityTests.environmentKeyWriting` and
/// `EnvironmentKeyTransformModifierCompatibilityTests.environmentKeyTransform`
/// (`Tests/OpenSwiftUICompatibilityTests/Data/Environment/`, run against real SwiftUI): a
/// subview under `.environment(\.customValue, 1)`, or `.transformEnvironment(\.customValue)
/// { $0 = 1 }`, reads 1; here the reader is the subview's custom animation, and without the
/// modifier it reads the default 0 (the box stays at its start until removed at 1 s).
@Suite struct EnvironmentModifierCompatibilityTests {
  enum Writer: CaseIterable { case none, environment, transform }

  @Test(arguments: Writer.allCases)
  func aSubviewReadsTheWrittenValue(_ writer: Writer) throws {
    var scene = SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
      let subview = Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
      switch writer {
      case .none: return subview
      case .environment: return subview.environment(\.customValue, 1)
      case .transform: return subview.transformEnvironment(\.customValue) { $0 = 1 }
      }
    }
    scene.withAnimation(Animation(CustomValueReading()), at: 0) { $0 = 100 }
    let start = try #require(scene.frame(at: -1).bounds(of: "box")).minX
    let moved = try #require(scene.frame(at: 0.5).bounds(of: "box")).minX - start
    #expect(abs(moved - (writer == .none ? 0 : 50)) <= 1e-9)
  }
}
