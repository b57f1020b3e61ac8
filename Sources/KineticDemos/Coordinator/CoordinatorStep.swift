/// One scripted action of a coordinator demo and when it happens.
public struct CoordinatorStep: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public var time: Double
  /// What the coordinator is asked to do.
  public var action: CoordinatorAction

  /// Creates a step.
  public init(time: Double, action: CoordinatorAction) {
    self.time = time
    self.action = action
  }

  /// The demo's script, one step every 0.6 s from 0.2 s: push list, push detail, present a
  /// compose modal, dismiss it, push a second detail, pop, pop to root, push settings, end.
  public static let demoScript: [CoordinatorStep] = [
    .push("List"), .push("Detail 1"), .presentModal("Compose"), .dismissModal, .push("Detail 2"),
    .pop, .popToRoot, .push("Settings"), .end,
  ].enumerated().map { CoordinatorStep(time: 0.2 + 0.6 * Double($0.offset), action: $0.element) }
}
