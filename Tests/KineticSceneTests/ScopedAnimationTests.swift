import Foundation
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// A custom transaction value, as in the example of Apple's and OpenSwiftUI's `TransactionKey`
/// documentation (OpenSwiftUI `Transaction.swift`).
private struct MyTransactionKey: TransactionKey {
  static let defaultValue = false
}

extension Transaction {
  fileprivate var myCustomValue: Bool {
    get { self[MyTransactionKey.self] }
    set { self[MyTransactionKey.self] = newValue }
  }
}

/// Scoped animations and transactions: each case is checked against a reference scene that runs
/// the animation SwiftUI's rule says should apply, directly through `withAnimation`, so what is
/// tested is which animation a value gets, not the curves (tested in the core). Positions agree
/// to 1e-9 pt: the same animation sampled at the same time goes through the same arithmetic, and
/// the layouts differ only by translations of a few hundred points.
@Suite struct ScopedAnimationTests {
  static let size = Size(width: 600, height: 200)

  /// The horizontal displacement of `id` at `t` from where it is drawn before any change.
  static func moved<S>(_ scene: SceneModel<S>, _ id: String, _ t: Double) throws -> Double {
    let start = try #require(scene.frame(at: -1).bounds(of: id)).minX
    return try #require(scene.frame(at: t).bounds(of: id)).minX - start
  }

  /// A box moved from 0 to 100 at t = 0 by `animation`, the way SwiftUI should have moved the
  /// box under test.
  static func reference(_ animation: Animation?) -> SceneModel<Double> {
    var scene = SceneModel(size: size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
    scene.withAnimation(animation, at: 0) { $0 = 100 }
    return scene
  }

  static let times = [0.0, 0.1, 0.25, 0.5, 0.8, 1.0, 1.5, 2.5, 4.0]

  /// Whether `id` in `scene` moves from 0 to 100 exactly as the reference box under `animation`.
  static func follows<S>(_ scene: SceneModel<S>, _ id: String, _ animation: Animation?) throws
    -> Bool
  {
    let reference = reference(animation)
    for t in times {
      let got = try moved(scene, id, t)
      let want = try moved(reference, "box", t)
      guard isClose(got, want, 1e-9) else {
        Issue.record("\(id) at \(t): \(got), want \(want)")
        return false
      }
    }
    return true
  }

  // MARK: animation(_:value:)

  /// Apple, `Animation` overview: `Circle().scaleEffect(scale).animation(.easeIn, value: scale)`
  /// with buttons that change `scale` without `withAnimation`: the change runs on `easeIn`.
  @Test func animationValueAnimatesAChangeOfItsValue() throws {
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).animation(.easeIn, value: x).id("box")
    }
    scene.withAnimation(nil, at: 0) { $0 = 100 }
    #expect(try Self.follows(scene, "box", .easeIn))
  }

  /// "Applies the given animation to this view when the specified value changes" (Apple): a
  /// change of another value keeps its own transaction (here, none: it jumps).
  @Test func animationValueLeavesOtherChangesAlone() throws {
    struct State: Sendable { var x = 0.0, watched = 0 }
    func scene() -> SceneModel<State> {
      SceneModel(size: Self.size, state: State()) { s in
        Rectangle().frame(width: 10, height: 10).offset(x: s.x)
          .animation(.linear(duration: 2), value: s.watched).id("box")
      }
    }
    var unwatched = scene()
    unwatched.withAnimation(nil, at: 0) { $0.x = 100 }
    #expect(try Self.follows(unwatched, "box", nil))
    var underAnimation = scene()
    underAnimation.withAnimation(.easeOut(duration: 1), at: 0) { $0.x = 100 }
    #expect(try Self.follows(underAnimation, "box", .easeOut(duration: 1)))
    // When the watched value changes too, everything inside runs on the modifier's animation.
    var watched = scene()
    watched.withAnimation(.easeOut(duration: 1), at: 0) {
      $0.x = 100
      $0.watched += 1
    }
    #expect(try Self.follows(watched, "box", .linear(duration: 2)))
  }

  /// An explicit `withAnimation` is overridden by an inner `.animation(_:value:)` whose value
  /// changed; `animation(nil, value:)` makes that change immediate.
  @Test func anInnerAnimationValueOverridesWithAnimation() throws {
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("plain"),
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .animation(.linear(duration: 4), value: x).id("slow"),
        Rectangle().frame(width: 10, height: 10).offset(x: x).animation(nil, value: x)
          .id("instant"),
      ])
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    #expect(try Self.follows(scene, "plain", .linear(duration: 1)))
    #expect(try Self.follows(scene, "slow", .linear(duration: 4)))
    #expect(try Self.follows(scene, "instant", nil))
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .logicallyComplete) == 4)
  }

  /// The innermost modifier that applies wins: transactions flow from the root to the leaves,
  /// each modifier changing what it passes on (OpenSwiftUI `AnimationModifier.swift`).
  @Test func theInnermostAnimationValueWins() throws {
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x)
        .animation(.linear(duration: 2), value: x)
        .animation(.linear(duration: 4), value: x).id("box")
    }
    scene.withAnimation(nil, at: 0) { $0 = 100 }
    #expect(try Self.follows(scene, "box", .linear(duration: 2)))
  }

  /// A view that appears has no earlier value, so its `.animation(_:value:)` does not fire in the
  /// change that inserts it (OpenSwiftUI `ValueTransactionSeed`: the first value never matches);
  /// in the next change of the value it does.
  @Test func aNewViewsWatchedValueFiresFromItsSecondChange() throws {
    struct State: Sendable { var shown = false, x = 0.0 }
    var scene = SceneModel(size: Self.size, state: State()) { s in
      Node.zStack(
        s.shown
          ? [
            Rectangle().frame(width: 10, height: 10).offset(x: s.x)
              .animation(.linear(duration: 2), value: s.x).id("box")
          ] : [])
    }
    scene.withAnimation(nil, at: 0) {
      $0.shown = true
      $0.x = 50
    }
    // Inserted without animation: on stage at once, at its new offset.
    let first = try #require(scene.frame(at: 0).items(id: "box").first)
    #expect(first.opacity == 1)
    let x0 = try #require(scene.frame(at: 0).bounds(of: "box")).minX
    scene.withAnimation(nil, at: 1) { $0.x = 150 }
    let x = try #require(scene.frame(at: 1.5).bounds(of: "box")).minX
    #expect(isClose(x - x0, 25, 1e-9))  // linear over 2 s: a quarter of 100 after 0.5 s
  }

  // MARK: disablesAnimations

  /// `disablesAnimations` keeps `.animation(_:value:)` from replacing the transaction's animation
  /// (OpenSwiftUI `AnimationModifier.swift`, `ChildTransaction`); a `.transaction(_:)` closure
  /// still runs and may read the flag.
  @Test func disablesAnimationsKeepsAnimationValueOut() throws {
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .animation(.linear(duration: 4), value: x).id("value"),
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .transaction { $0.animation = $0.disablesAnimations ? .linear(duration: 2) : nil }
          .id("closure"),
      ])
    }
    scene.withTransaction(
      Transaction(animation: .linear(duration: 1), disablesAnimations: true), at: 0
    ) { $0 = 100 }
    #expect(try Self.follows(scene, "value", .linear(duration: 1)))
    #expect(try Self.follows(scene, "closure", .linear(duration: 2)))
  }

  // MARK: transaction(_:)

  /// Apple, `transaction(_:)`: three views change together under
  /// `withAnimation(.easeIn(duration: 2.0))`; the second's `.transaction` delays its animation by
  /// 2 s and doubles its speed, the third's replaces it with
  /// `.interactiveSpring(response: 0.60, dampingFraction: 0.20, blendDuration: 0.25)`. (Apple
  /// rotates text by 360°; here the boxes move by 100 pt, the same change of one value.)
  @Test func transactionChangesTheAnimationForItsSubtree() throws {
    let spring = Animation.interactiveSpring(
      response: 0.60, dampingFraction: 0.20, blendDuration: 0.25)
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("rotation"),
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .transaction { $0.animation = $0.animation?.delay(2.0).speed(2) }.id("modified"),
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .transaction { $0.animation = spring }.id("replaced"),
      ])
    }
    scene.withAnimation(.easeIn(duration: 2.0), at: 0) { $0 = 100 }
    #expect(try Self.follows(scene, "rotation", .easeIn(duration: 2.0)))
    #expect(try Self.follows(scene, "modified", .easeIn(duration: 2.0).delay(2.0).speed(2)))
    #expect(try Self.follows(scene, "replaced", spring))
    // The speed applies to the delay too: still at 1 s, half-way through its time at 1.5 s
    // (easeIn(0.5)), there at 2 s.
    #expect(try Self.moved(scene, "modified", 1.0) == 0)
    #expect(
      isClose(try Self.moved(scene, "modified", 1.5), 100 * UnitCurve.easeIn.value(at: 0.5), 1e-9))
    #expect(isClose(try Self.moved(scene, "modified", 2.0), 100, 1e-9))
  }

  /// `transaction(value:_:)` (iOS 17) runs its closure only in changes of its value.
  @Test func transactionValueRunsOnlyWhenItsValueChanges() throws {
    struct State: Sendable { var x = 0.0, watched = 0 }
    func scene() -> SceneModel<State> {
      SceneModel(size: Self.size, state: State()) { s in
        Rectangle().frame(width: 10, height: 10).offset(x: s.x)
          .transaction(value: s.watched) { $0.animation = .linear(duration: 3) }.id("box")
      }
    }
    var other = scene()
    other.withAnimation(.linear(duration: 1), at: 0) { $0.x = 100 }
    #expect(try Self.follows(other, "box", .linear(duration: 1)))
    var watched = scene()
    watched.withAnimation(.linear(duration: 1), at: 0) {
      $0.x = 100
      $0.watched = 1
    }
    #expect(try Self.follows(watched, "box", .linear(duration: 3)))
  }

  /// A custom `TransactionKey`, as in the documentation's example: `withTransaction(\.myCustomValue,
  /// true)` and a `.transaction` that reads it to pick the animation of its subtree.
  @Test func aCustomTransactionValueReachesTransactionModifiers() throws {
    var transaction = Transaction()
    #expect(transaction.myCustomValue == false)  // the key's default
    transaction.myCustomValue = true
    #expect(transaction.myCustomValue == true)
    func scene() -> SceneModel<Double> {
      SceneModel(size: Self.size, state: 0.0) { x in
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .transaction {
            if $0.myCustomValue { $0.animation = .linear(duration: 0.5).repeatCount(3) }
          }
          .id("box")
      }
    }
    var custom = scene()
    custom.withTransaction(\.myCustomValue, true, at: 0) { $0 = 100 }
    #expect(try Self.follows(custom, "box", .linear(duration: 0.5).repeatCount(3)))
    var plain = scene()
    plain.withTransaction(\.animation, .linear(duration: 1), at: 0) { $0 = 100 }
    #expect(try Self.follows(plain, "box", .linear(duration: 1)))
  }

  /// `isContinuous` and `tracksVelocity` default to `false` (Apple) and reach transaction
  /// modifiers: e.g. a slider's continuous changes without the animation a tap gets.
  @Test func transactionFlagsReachTransactionModifiers() throws {
    let transaction = Transaction()
    #expect(!transaction.isContinuous && !transaction.tracksVelocity)
    func scene() -> SceneModel<Double> {
      SceneModel(size: Self.size, state: 0.0) { x in
        Rectangle().frame(width: 10, height: 10).offset(x: x)
          .transaction { if $0.isContinuous { $0.animation = nil } }.id("box")
      }
    }
    var drag = scene()
    var continuous = Transaction(animation: .linear(duration: 1))
    continuous.isContinuous = true
    drag.withTransaction(continuous, at: 0) { $0 = 100 }
    #expect(try Self.follows(drag, "box", nil))
    var tap = scene()
    tap.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    #expect(try Self.follows(tap, "box", .linear(duration: 1)))
  }

  // MARK: animation(_:body:) and transaction(_:body:)

  /// Apple, `animation(_:body:)`: `MyView(isActive:).animation(.easeInOut) { content in
  /// content.opacity(isActive ? 1.0 : 0.0) }` "animates the opacity changing with an easeInOut
  /// animation, while the contents of MyView are animated with the implicit transaction's
  /// animation".
  @Test func animationBodyScopesToTheModifiersInTheBody() throws {
    var scene = SceneModel(size: Self.size, state: false) { isActive in
      Rectangle().frame(width: 10, height: 10).offset(x: isActive ? 100 : 0)
        .animation(.easeInOut) { content in content.opacity(isActive ? 1.0 : 0.0) }.id("box")
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    #expect(try Self.follows(scene, "box", .linear(duration: 1)))
    // The opacity runs on easeInOut (0.35 s): compared with an opacity scene run on it directly.
    var fade = SceneModel(size: Self.size, state: 0.0) { opacity in
      Rectangle().frame(width: 10, height: 10).opacity(opacity).id("box")
    }
    fade.withAnimation(.easeInOut, at: 0) { $0 = 1 }
    for t in Self.times {
      let got = try #require(scene.frame(at: t).items(id: "box").first).opacity
      let want = try #require(fade.frame(at: t).items(id: "box").first).opacity
      #expect(isClose(got, want, 1e-12), "t = \(t)")
    }
    #expect(isClose(try #require(scene.frame(at: 0.175).items(id: "box").first).opacity, 0.5, 1e-9))
  }

  /// `animation(_:body:)` leaves the transaction alone under `disablesAnimations`
  /// (OpenSwiftUI `TransactionModifier.swift`: it sets the animation only when animations are
  /// not disabled): the body's modifiers run on the transaction's own animation.
  @Test func animationBodyGivesWayToDisablesAnimations() throws {
    var scene = SceneModel(size: Self.size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10)
        .animation(.linear(duration: 4)) { content in content.offset(x: x) }.id("box")
    }
    scene.withTransaction(
      Transaction(animation: .linear(duration: 1), disablesAnimations: true), at: 0
    ) { $0 = 100 }
    #expect(try Self.follows(scene, "box", .linear(duration: 1)))
    var allowed = SceneModel(size: Self.size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10)
        .animation(.linear(duration: 4)) { content in content.offset(x: x) }.id("box")
    }
    allowed.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    #expect(try Self.follows(allowed, "box", .linear(duration: 4)))
  }

  /// Apple, `transaction(_:body:)`: "animates the opacity changing with a faster animation, while
  /// the contents of MyView are animated with the implicit transaction".
  @Test func transactionBodyScopesToTheModifiersInTheBody() throws {
    var scene = SceneModel(size: Self.size, state: false) { isActive in
      Rectangle().frame(width: 10, height: 10).offset(x: isActive ? 100 : 0)
        .transaction {
          $0.animation = $0.animation?.speed(2)
        } body: { content in
          content.offset(y: isActive ? 100 : 0)
        }.id("box")
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    #expect(try Self.follows(scene, "box", .linear(duration: 1)))
    let y0 = try #require(scene.frame(at: -1).bounds(of: "box")).minY
    let y = try #require(scene.frame(at: 0.25).bounds(of: "box")).minY
    #expect(isClose(y - y0, 50, 1e-9))  // twice as fast: half-way at a quarter second
  }

  // MARK: Transitions

  /// A transaction modifier above a stack gives the insertion and removal transitions inside it
  /// their animation, and the scene waits for it.
  @Test func aTransactionModifierAnimatesTransitionsInside() throws {
    var scene = SceneModel(size: Self.size, state: false) { shown in
      Node.zStack(shown ? [Rectangle().frame(width: 10, height: 10).id("box")] : [])
        .transaction { $0.animation = .linear(duration: 2) }
    }
    scene.withAnimation(nil, at: 0) { $0 = true }
    #expect(isClose(try #require(scene.frame(at: 1).items(id: "box").first).opacity, 0.5, 1e-12))
    #expect(scene.isAnimating(at: 1.9) && !scene.isAnimating(at: 2))
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .removed) == 2)
  }
}

/// `Transaction.tracksVelocity`, after the example of Apple's documentation: changes applied with
/// velocity tracking until the final change, which applies `.spring` "which will start with the
/// velocity that was tracked during the previous changes".
@Suite struct VelocityTrackingTests {
  /// The tracked changes: x = 10, 20, 35 at 0.1, 0.2, 0.3 s; the final change to 100 at 0.35 s.
  static func scene(tracking: Bool) -> SceneModel<Double> {
    var scene = SceneModel(size: Size(width: 600, height: 100), state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
    for (x, t) in [(10.0, 0.1), (20, 0.2), (35, 0.3)] {
      var transaction = Transaction()
      transaction.tracksVelocity = tracking
      scene.withTransaction(transaction, at: t) { $0 = x }
    }
    scene.withAnimation(.spring, at: 0.35) { $0 = 100 }
    return scene
  }

  /// The final spring leaves with the tracked velocity. Expected, independently: OpenSwiftUI's
  /// sampler gives mix(150, 100, by 0.75) = 112.5 pt/s from the last two pairs (10 → 20 and
  /// 20 → 35 over 0.1 s), decayed by 0.998^50 over the 50 ms to the final change; `.spring`
  /// is critically damped with ω = 2π / 0.5 s, so x(τ) = 100 + (A + Bτ)e^(−ωτ) with A = −65,
  /// B = v + ωA. Tolerance 1e-9 pt: two closed forms of the same motion.
  @Test func theNextSpringStartsWithTheTrackedVelocity() throws {
    let scene = Self.scene(tracking: true)
    let v = 112.5 * pow(0.998, 50.0)
    let omega = 2 * Double.pi / 0.5
    let a = -65.0
    let b = v + omega * a
    // (Up to 0.4 s: later the spring is within its removal threshold and the box rests at 100.)
    for tau in [0.0, 0.02, 0.05, 0.1, 0.2, 0.4] {
      let want = 100 + (a + b * tau) * exp(-omega * tau)
      let got = try ScopedAnimationTests.moved(scene, "box", 0.35 + tau)
      #expect(isClose(got, want, 1e-9), "τ = \(tau): \(got), want \(want)")
    }
    // Without tracking the spring starts at rest: B = ωA.
    let plain = Self.scene(tracking: false)
    let tau = 0.1
    let rest = 100 + (a + omega * a * tau) * exp(-omega * tau)
    #expect(isClose(try ScopedAnimationTests.moved(plain, "box", 0.35 + tau), rest, 1e-9))
    #expect(!isClose(rest, try ScopedAnimationTests.moved(scene, "box", 0.35 + tau), 1))
  }

  /// The tracked velocity lasts 2 s after the last tracked change (OpenSwiftUI
  /// `VelocityTrackingAnimation.swift`); a change without tracking forgets it.
  @Test func theTrackedVelocityExpires() throws {
    var late = SceneModel(size: Size(width: 600, height: 100), state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
    for (x, t) in [(10.0, 0.1), (20, 0.2)] {
      late.withTransaction(\.tracksVelocity, true, at: t) { $0 = x }
    }
    late.withAnimation(.spring, at: 2.2) { $0 = 100 }
    let omega = 2 * Double.pi / 0.5
    let a = -80.0
    let want = 100 + (a + omega * a * 0.1) * exp(-omega * 0.1)
    #expect(isClose(try ScopedAnimationTests.moved(late, "box", 2.3), want, 1e-9))
  }
}

/// `Binding.animation(_:)`: changes made through the binding run in its transaction.
@Suite struct BindingAnimationTests {
  struct State: Sendable {
    var x = 0.0
  }

  static func scene() -> SceneModel<State> {
    SceneModel(size: Size(width: 600, height: 200), state: State()) { s in
      Rectangle().frame(width: 10, height: 10).offset(x: s.x).id("box")
    }
  }

  @Test func aBindingsAnimationCarriesItsChanges() throws {
    var animated = Self.scene()
    animated.set(animated.binding(\.x).animation(.linear(duration: 1)), to: 100, at: 0)
    #expect(animated.state.x == 100)
    #expect(try ScopedAnimationTests.follows(animated, "box", .linear(duration: 1)))
    // The default is `.default`, as in SwiftUI.
    var byDefault = Self.scene()
    byDefault.set(byDefault.binding(\.x).animation(), to: 100, at: 0)
    #expect(try ScopedAnimationTests.follows(byDefault, "box", .default))
    // A plain binding changes at once; a transaction binding uses the transaction.
    var plain = Self.scene()
    plain.set(plain.binding(\.x), to: 100, at: 0)
    #expect(try ScopedAnimationTests.follows(plain, "box", nil))
    var transaction = Self.scene()
    transaction.set(
      transaction.binding(\.x).transaction(Transaction(animation: .easeIn(duration: 2))), to: 100,
      at: 0)
    #expect(try ScopedAnimationTests.follows(transaction, "box", .easeIn(duration: 2)))
  }
}
