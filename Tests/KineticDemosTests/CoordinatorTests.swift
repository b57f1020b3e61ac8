import Kinetic
import Testing

@testable import KineticDemos

/// The coordinator demo's invariants: the stack after push, pop, root, end and modal, and the
/// transitions: in from the trailing edge, out to it, the modal up from the bottom.
@Suite struct CoordinatorTests {
  @Test func theStackAfterPushPopRootEndAndModal() throws {
    var coordinator = try NavigationCoordinator(root: "Home")
    #expect(coordinator.stack == ["Home"] && coordinator.top == "Home")
    try coordinator.push("List")
    try coordinator.push("Detail")
    #expect(coordinator.stack == ["Home", "List", "Detail"])
    #expect(try coordinator.pop() == "Detail")
    #expect(coordinator.stack == ["Home", "List"])
    try coordinator.push("A")
    try coordinator.push("B")
    #expect(try coordinator.popToRoot() == ["List", "A", "B"])
    #expect(coordinator.stack == ["Home"] && coordinator.path.isEmpty)
    #expect(try coordinator.popToRoot() == [], "root at the root is allowed and does nothing")
    try coordinator.present(modal: "Compose")
    #expect(coordinator.modal == "Compose" && coordinator.top == "Home")
    try coordinator.push("Under the modal")
    #expect(coordinator.stack == ["Home", "Under the modal"] && coordinator.modal == "Compose")
    #expect(try coordinator.dismissModal() == "Compose")
    #expect(coordinator.modal == nil)
    try coordinator.present(modal: "Sheet")
    try coordinator.end()
    #expect(coordinator.stack.isEmpty && coordinator.top == nil && coordinator.modal == nil)
    #expect(coordinator.isFinished)
  }

  @Test(arguments: [
    CoordinatorAction.push("X"), .pop, .popToRoot, .end, .presentModal("M"), .dismissModal,
  ])
  func nothingIsAcceptedAfterTheEnd(action: CoordinatorAction) throws {
    var coordinator = try NavigationCoordinator(root: "Home")
    try coordinator.end()
    #expect(throws: CoordinatorError.flowEnded(action)) { try coordinator.apply(action) }
  }

  @Test func meaninglessRequestsAreErrors() throws {
    var coordinator = try NavigationCoordinator(root: "Home")
    #expect(throws: CoordinatorError.nothingToPop) { try coordinator.pop() }
    #expect(throws: CoordinatorError.noModalPresented) { try coordinator.dismissModal() }
    try coordinator.present(modal: "One")
    #expect(throws: CoordinatorError.modalAlreadyPresented("One")) {
      try coordinator.present(modal: "Two")
    }
    #expect(throws: CoordinatorError.emptyScreenName) { try coordinator.push("") }
    #expect(throws: CoordinatorError.emptyScreenName) { try NavigationCoordinator(root: "") }
    #expect(
      coordinator.stack == ["Home"] && coordinator.modal == "One",
      "a refused action changes nothing")
  }

  @Test func theDemoScriptVisitsEveryAction() throws {
    let timeline = try CoordinatorTimeline()
    let expected: [([String], String?)] = [
      (["Home", "List"], nil),
      (["Home", "List", "Detail 1"], nil),
      (["Home", "List", "Detail 1"], "Compose"),
      (["Home", "List", "Detail 1"], nil),
      (["Home", "List", "Detail 1", "Detail 2"], nil),
      (["Home", "List", "Detail 1"], nil),
      (["Home"], nil),
      (["Home", "Settings"], nil),
      ([], nil),
    ]
    #expect(timeline.steps.count == expected.count)
    #expect(timeline.coordinator(at: 0).stack == ["Home"])
    for (step, (stack, modal)) in zip(timeline.steps, expected) {
      let state = timeline.coordinator(at: step.time)
      #expect(state.stack == stack, "after \(step.action)")
      #expect(state.modal == modal, "after \(step.action)")
    }
    #expect(timeline.coordinator(at: timeline.duration).isFinished)
    #expect(
      timeline.layers(at: timeline.duration).isEmpty, "the canvas is empty once the flow ended")
  }

  static func layer(_ name: String, in timeline: CoordinatorTimeline, at time: Double)
    -> CoordinatorLayer?
  {
    timeline.layers(at: time).last { $0.screen == name }
  }

  @Test func pushMovesInFromTheTrailingEdgeOverAStillScreen() throws {
    let timeline = try CoordinatorTimeline(
      steps: [CoordinatorStep(time: 1, action: .push("Detail"))], screenWidth: 390,
      timing: DemoTiming(curve: .easeInOut, duration: 0.35))
    #expect(Self.layer("Detail", in: timeline, at: 0.99) == nil)
    for step in 0...35 {
      let u = Double(step) / 35
      let t = 1 + 0.35 * u
      let detail = try #require(Self.layer("Detail", in: timeline, at: t))
      let expected = u < 1 ? 390 * (1 - UnitCurve.easeInOut.value(at: u)) : 0
      #expect(abs(detail.x - expected) <= 1e-9, "u = \(u)")
      #expect(detail.y == 0 && detail.kind == .stack)
      #expect(Self.layer("Home", in: timeline, at: t)?.x == 0, "the covered screen stays put")
      #expect(
        timeline.layers(at: t).map(\.screen) == ["Home", "Detail"], "the new screen is on top")
    }
  }

  @Test func popMovesOutToTheTrailingEdgeAndIsRemoved() throws {
    let timeline = try CoordinatorTimeline(
      steps: [
        CoordinatorStep(time: 0, action: .push("A")), CoordinatorStep(time: 1, action: .pop),
      ],
      timing: DemoTiming(curve: .linear, duration: 0.4))
    #expect(Self.layer("A", in: timeline, at: 1)?.x == 0)
    #expect(abs((Self.layer("A", in: timeline, at: 1.1)?.x ?? .nan) - 390 * 0.25) <= 1e-9)
    #expect(abs((Self.layer("A", in: timeline, at: 1.3)?.x ?? .nan) - 390 * 0.75) <= 1e-9)
    #expect(Self.layer("A", in: timeline, at: 1.4) == nil, "removed once off screen")
    #expect(timeline.coordinator(at: 1).stack == ["Home"], "the stack changes at once")
  }

  @Test func rootMovesTheTopOutAndDropsTheHiddenScreens() throws {
    let steps: [CoordinatorStep] = [
      .init(time: 0, action: .push("A")), .init(time: 0.5, action: .push("B")),
      .init(time: 1, action: .push("C")), .init(time: 2, action: .popToRoot),
    ]
    let timeline = try CoordinatorTimeline(
      steps: steps, timing: DemoTiming(curve: .easeInOut, duration: 0.35))
    #expect(timeline.layers(at: 1.99).map(\.screen) == ["Home", "A", "B", "C"])
    #expect(timeline.layers(at: 2).map(\.screen) == ["Home", "C"])
    #expect(timeline.layers(at: 2.2).map(\.screen) == ["Home", "C"])
    #expect((Self.layer("C", in: timeline, at: 2.2)?.x ?? 0) > 0)
    #expect(timeline.layers(at: 2.35).map(\.screen) == ["Home"])
  }

  @Test func theModalMovesInFromTheBottomEdgeAndBack() throws {
    let steps: [CoordinatorStep] = [
      .init(time: 0, action: .presentModal("Compose")), .init(time: 1, action: .push("Under")),
      .init(time: 2, action: .dismissModal),
    ]
    let timeline = try CoordinatorTimeline(
      steps: steps, screenHeight: 844, timing: DemoTiming(curve: .easeOut, duration: 0.5))
    for step in 0...50 {
      let u = Double(step) / 50
      let modal = try #require(Self.layer("Compose", in: timeline, at: 0.5 * u))
      let expected = u < 1 ? 844 * (1 - UnitCurve.easeOut.value(at: u)) : 0
      #expect(abs(modal.y - expected) <= 1e-9 && modal.x == 0 && modal.kind == .modal)
    }
    // The modal stays above a screen pushed beneath it.
    #expect(timeline.layers(at: 1.6).map(\.screen) == ["Home", "Under", "Compose"])
    #expect(
      abs(
        (Self.layer("Compose", in: timeline, at: 2.25)?.y ?? .nan) - 844
          * UnitCurve.easeOut.value(at: 0.5)) <= 1e-9)
    #expect(Self.layer("Compose", in: timeline, at: 2.5) == nil)
  }

  @Test func endMovesEverythingOut() throws {
    let steps: [CoordinatorStep] = [
      .init(time: 0, action: .push("A")), .init(time: 0.5, action: .presentModal("M")),
      .init(time: 1, action: .end),
    ]
    let timeline = try CoordinatorTimeline(
      steps: steps, timing: DemoTiming(curve: .linear, duration: 0.35))
    let during = timeline.layers(at: 1.175)
    #expect(during.map(\.screen) == ["Home", "A", "M"])
    for layer in during {
      if layer.kind == .stack {
        #expect(abs(layer.x - 195) <= 1e-9)
      } else {
        #expect(abs(layer.y - 422) <= 1e-9)
      }
    }
    #expect(timeline.layers(at: 1.35).isEmpty)
    #expect(timeline.coordinator(at: 1).isFinished)
  }

  @Test func anInterruptedTransitionRestartsFromWhereItIs() throws {
    let steps: [CoordinatorStep] = [
      .init(time: 0, action: .push("A")), .init(time: 0.1, action: .pop),
    ]
    let timeline = try CoordinatorTimeline(
      steps: steps, timing: DemoTiming(curve: .easeInOut, duration: 0.35))
    let before = Self.layer("A", in: timeline, at: 0.1.nextDown)?.x ?? .nan
    let after = Self.layer("A", in: timeline, at: 0.1)?.x ?? .nan
    #expect(abs(after - before) <= 1e-6, "continuous when the pop interrupts the push")
    #expect(after > 0 && after < 390)
    // Every screen's offset stays on the segment between on screen and off the edge.
    for frame in 0...120 {
      for layer in timeline.layers(at: Double(frame) / 240) {
        #expect(layer.x >= 0 && layer.x <= 390)
      }
    }
  }

  @Test func offsetsStayBetweenOnScreenAndOffScreenThroughTheDemo() throws {
    let timeline = try CoordinatorTimeline()
    var previous: [Int: CoordinatorLayer] = [:]
    for frame in 0...Int(timeline.duration * 120) {
      let t = Double(frame) / 120
      var current: [Int: CoordinatorLayer] = [:]
      for layer in timeline.layers(at: t) {
        #expect(layer.x >= 0 && layer.x <= timeline.screenWidth)
        #expect(layer.y >= 0 && layer.y <= timeline.screenHeight)
        // At 120 fps a 0.35 s ease-in-out moves at most about 390·1.8/0.35/120 ≈ 17 pt
        // (844 pt for the modal: ≈ 37 pt) per frame: no jumps.
        if let last = previous[layer.id] {
          #expect(abs(layer.x - last.x) <= 20 && abs(layer.y - last.y) <= 40, "t = \(t)")
        }
        current[layer.id] = layer
      }
      previous = current
    }
  }

  @Test func badTimesAndParametersAreRejected() {
    #expect(throws: CoordinatorError.invalidStepTime(index: 1, time: 0.5)) {
      try CoordinatorTimeline(steps: [
        .init(time: 1, action: .push("A")), .init(time: 0.5, action: .pop),
      ])
    }
    #expect(throws: CoordinatorError.self) { try CoordinatorTimeline(screenWidth: 0) }
    #expect(throws: CoordinatorError.self) {
      try CoordinatorTimeline(timing: DemoTiming(curve: .easeInOut, duration: .nan))
    }
    #expect(throws: CoordinatorError.nothingToPop) {
      try CoordinatorTimeline(steps: [.init(time: 0, action: .pop)])
    }
  }
}
