import Kinetic
import Testing

@testable import KineticScene

/// OpenSwiftUI's `AnimationCompletionCompatibilityTests.logicalAndRemovedComplete`
/// (`Tests/OpenSwiftUICompatibilityTests/Animation/Animation/`), which runs against real
/// SwiftUI, ported to the headless scene: two colour views each toggled on appearing, one with
/// `linear(duration: 3).logicallyComplete(after: 1)` and a `.logicallyComplete` handler
/// appending 1, the other with `linear(duration: 2)` and a `.removed` handler appending 2;
/// SwiftUI runs them in the order [1, 2]. The times follow from the animations' definitions
/// (Apple, `logicallyComplete(after:)`; a linear curve is removed at its duration): 1 s and 2 s.
/// The removal handler does not wait for the other view's 3 s animation: SwiftUI hangs a
/// transaction's listeners on the animation state of each value it animated (OpenSwiftUI
/// `AnimatableAttribute.swift`, `addListeners`/`removeListeners`).
@Suite struct CompletionCompatibilityTests {
  struct State: Sendable {
    var logicalRed = false
    var removedRed = false
  }

  @Test func logicalAndRemovedComplete() {
    let log = SceneCompletionTests.Log()
    var scene = SceneModel(size: Size(width: 100, height: 100), state: State()) { state in
      Node.vStack([
        Rectangle().fill(state.logicalRed ? .red : .blue).frame(width: 50, height: 40)
          .id("logical"),
        Rectangle().fill(state.removedRed ? .red : .blue).frame(width: 50, height: 40)
          .id("removed"),
      ])
    }
    scene.withAnimation(
      .linear(duration: 3).logicallyComplete(after: 1), completionCriteria: .logicallyComplete,
      at: 0, { $0.logicalRed.toggle() }
    ) { log.append("1") }
    scene.withAnimation(
      .linear(duration: 2), completionCriteria: .removed, at: 0, { $0.removedRed.toggle() }
    ) { log.append("2") }
    scene.advance(to: 0.999)
    #expect(log.all.isEmpty)
    scene.advance(to: 1)
    #expect(log.all == ["1"])
    scene.advance(to: 1.999)
    #expect(log.all == ["1"])
    scene.advance(to: 2)
    #expect(log.all == ["1", "2"])
    scene.advance(to: 5)
    #expect(log.all == ["1", "2"])
  }
}
