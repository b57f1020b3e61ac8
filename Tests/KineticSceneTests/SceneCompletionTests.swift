import Kinetic
import Synchronization
import Testing

@testable import KineticScene

/// `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion`
/// in the headless scene: handlers run once each, when the scene is advanced past their time
/// (Apple: "The completion callback will always be fired exactly one time. If no animations are
/// created by the changes in body, then the callback will be called immediately after body.").
@Suite struct SceneCompletionTests {
  /// Records handler runs in order.
  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  func scene() -> SceneModel<Double> {
    SceneModel(size: Size(width: 100, height: 100), state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
  }

  @Test func handlersRunOnceWhenAdvancedPastTheirTime() {
    let log = Log()
    var scene = scene()
    scene.withAnimation(.smooth, completionCriteria: .removed, at: 0, { $0 = 50 }) {
      log.append("removed")
    }
    var transaction = Transaction(animation: .linear(duration: 1))
    transaction.addAnimationCompletion { log.append("logical") }
    scene.withTransaction(transaction, at: 2) { $0 = 80 }
    // The box moves 50 points: SwiftUI's thresholds are in the value's units.
    let removal = Animation.smooth.sampler(change: 50.0).completionTimes.removed
    #expect(scene.completionTime(ofChangeAt: 0, criteria: .removed) == removal)
    #expect(scene.completionTime(ofChangeAt: 2, criteria: .logicallyComplete) == 3)
    scene.advance(to: removal.nextDown)
    #expect(log.all.isEmpty)
    scene.advance(to: removal)
    #expect(log.all == ["removed"])
    scene.advance(to: 2.5)
    scene.advance(to: 10)
    scene.advance(to: 20)
    #expect(log.all == ["removed", "logical"])
    #expect(scene.pendingCompletionCount == 0)
  }

  @Test func changeWithoutAnimationCompletesAtOnce() {
    let log = Log()
    var scene = scene()
    scene.withAnimation(nil, at: 1, { $0 = 10 }) { log.append("now") }
    #expect(scene.completionTime(ofChangeAt: 1, criteria: .logicallyComplete) == 1)
    scene.advance(to: 1)
    #expect(log.all == ["now"])
  }

  /// An interrupting change: the first change's logical handler keeps its own time ("ignoring
  /// the new animations"), its removal handler waits for the later animation ("all of the
  /// created animations").
  @Test func interruptionKeepsLogicalAndExtendsRemoval() {
    let log = Log()
    var scene = scene()
    scene.withAnimation(.linear(duration: 1), at: 0, { $0 = 50 }) { log.append("logical") }
    var first = Transaction(animation: .linear(duration: 1))
    first.addAnimationCompletion(criteria: .removed) { log.append("removed") }
    scene.withTransaction(first, at: 0.1) { $0 = 60 }
    scene.withAnimation(.easeIn(duration: 2), at: 0.5) { $0 = 90 }
    #expect(scene.completionTime(ofChangeAt: 0.1, criteria: .logicallyComplete) == 1.1)
    #expect(scene.completionTime(ofChangeAt: 0.1, criteria: .removed) == 2.5)
    scene.advance(to: 1.2)
    #expect(log.all == ["logical"])
    scene.advance(to: 2.5)
    #expect(log.all == ["logical", "removed"])
  }

  @Test func repeatForeverNeverCompletes() {
    let log = Log()
    var scene = scene()
    scene.withAnimation(.linear(duration: 1).repeatForever(), at: 0, { $0 = 1 }) {
      log.append("never")
    }
    scene.advance(to: 1_000)
    #expect(log.all.isEmpty && scene.pendingCompletionCount == 1)
  }
}
