import Kinetic

/// A scripted ``NavigationCoordinator`` with the transitions its screens make, sampled at any
/// time.
///
/// ## Transitions
/// Each screen has one offset, animated by ``timing``: along a named curve over its duration,
/// or, for an animation spec, in points until the spec's removal for the distance moved
/// (SwiftUI's thresholds are in the value's units, so a longer move runs longer):
/// - push: the new screen's x goes from the screen width (off the trailing edge) to 0, over
///   the screen it covers, which stays put (SwiftUI's `.move(edge: .trailing)`);
/// - pop: the top screen's x goes to the screen width, then it is removed;
/// - root: the top screen moves out as for pop; the screens between it and the root are removed
///   at once, never seen;
/// - modal: its y goes from the screen height (below the bottom edge) to 0, and back on
///   dismissal;
/// - end: every screen moves out (stack screens to the trailing edge, the modal to the bottom)
///   and the canvas is left empty.
///
/// An action that arrives while a screen is still moving restarts its animation from the offset
/// shown at that instant, so offsets are continuous in time.
public struct CoordinatorTimeline: Hashable, Sendable {
  /// The flow's first screen.
  public let root: String
  /// The scripted steps, in time order.
  public let steps: [CoordinatorStep]
  /// The screen width in points: the distance a pushed screen travels.
  public let screenWidth: Double
  /// The screen height in points: the distance a modal travels.
  public let screenHeight: Double
  /// Each transition's curve and its duration, in seconds, `≥ 0`: a named curve's length (a
  /// spec runs each move until its removal for the distance moved).
  public let timing: DemoTiming

  private let initial: NavigationCoordinator
  /// `states[i]` is the coordinator after step `i`.
  private let states: [NavigationCoordinator]
  private let tracks: [Track]

  private struct Move: Hashable, Sendable {
    var time: Double
    var from: Double
    var to: Double
    /// How long the move lasts: the curve's length for the distance `to − from`.
    var length: Double
    /// When the move ends.
    var end: Double { time + length }
  }

  private struct Track: Hashable, Sendable {
    var id: Int
    var screen: String
    var kind: CoordinatorLayer.Kind
    var insertedAt: Double
    var initialOffset: Double
    var moves: [Move] = []
    var removedAt: Double? = nil
  }

  /// Runs `steps` on a coordinator rooted at `root` and records every screen's transitions.
  ///
  /// - Parameters:
  ///   - root: The first screen.
  ///   - steps: The script, in non-decreasing time order from 0.
  ///   - screenWidth: Points, finite and `> 0`; 390 by default.
  ///   - screenHeight: Points, finite and `> 0`; 844 by default.
  ///   - timing: The transition curve (a named curve over the timing's duration, or a spec with
  ///     its own timing, sampled in points) and its duration in seconds, finite and `≥ 0`;
  ///     `easeInOut` over SwiftUI's default 0.35 s by default.
  /// - Throws: ``CoordinatorError`` for a bad parameter, a step out of order, or the first
  ///   step the coordinator refuses.
  public init(
    root: String = "Home", steps: [CoordinatorStep] = CoordinatorStep.demoScript,
    screenWidth: Double = 390, screenHeight: Double = 844,
    timing: DemoTiming = DemoTiming(curve: .easeInOut, duration: 0.35)
  ) throws(CoordinatorError) {
    for (name, value) in [("screen width", screenWidth), ("screen height", screenHeight)] {
      guard value.isFinite, value > 0 else { throw .invalidParameter(name: name, value: value) }
    }
    guard timing.duration.isFinite, timing.duration >= 0 else {
      throw .invalidParameter(name: "transition duration", value: timing.duration)
    }
    self.root = root
    self.steps = steps
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.timing = timing

    var coordinator = try NavigationCoordinator(root: root)
    initial = coordinator
    var tracks = [
      Track(id: 0, screen: root, kind: .stack, insertedAt: -.infinity, initialOffset: 0)
    ]
    var stackTracks = [0]  // indices into `tracks`, bottom first
    var modalTrack: Int? = nil
    var states: [NavigationCoordinator] = []
    var previousTime = 0.0

    func move(from: Double, to: Double, at time: Double) -> Move {
      Move(time: time, from: from, to: to, length: timing.length(change: to - from))
    }
    func moveOut(_ index: Int, to offset: Double, at time: Double) {
      let shown = Self.offset(of: tracks[index], at: time, timing: timing)
      let out = move(from: shown, to: offset, at: time)
      tracks[index].moves.append(out)
      tracks[index].removedAt = out.end
    }
    func moveIn(_ screen: String, kind: CoordinatorLayer.Kind, from offset: Double, at time: Double)
      -> Int
    {
      var track = Track(
        id: tracks.count, screen: screen, kind: kind, insertedAt: time, initialOffset: offset)
      track.moves.append(move(from: offset, to: 0, at: time))
      tracks.append(track)
      return tracks.count - 1
    }

    for (index, step) in steps.enumerated() {
      let time = step.time
      guard time.isFinite, time >= previousTime else {
        throw .invalidStepTime(index: index, time: time)
      }
      previousTime = time
      try coordinator.apply(step.action)
      switch step.action {
      case .push(let screen):
        stackTracks.append(moveIn(screen, kind: .stack, from: screenWidth, at: time))
      case .pop:
        if let top = stackTracks.popLast() { moveOut(top, to: screenWidth, at: time) }
      case .popToRoot:
        if stackTracks.count > 1 {
          moveOut(stackTracks.removeLast(), to: screenWidth, at: time)
          // The screens between the top and the root were hidden; they go without a transition.
          for hidden in stackTracks.dropFirst() { tracks[hidden].removedAt = time }
          stackTracks.removeSubrange(1...)
        }
      case .end:
        for index in stackTracks { moveOut(index, to: screenWidth, at: time) }
        stackTracks.removeAll()
        if let modal = modalTrack { moveOut(modal, to: screenHeight, at: time) }
        modalTrack = nil
      case .presentModal(let screen):
        modalTrack = moveIn(screen, kind: .modal, from: screenHeight, at: time)
      case .dismissModal:
        if let modal = modalTrack { moveOut(modal, to: screenHeight, at: time) }
        modalTrack = nil
      }
      states.append(coordinator)
    }
    self.states = states
    self.tracks = tracks
  }

  /// The time after which nothing moves: the last step plus one transition for a named curve,
  /// the end of the last move for a spec; 0 without steps.
  public var duration: Double {
    let lastStep = (steps.last?.time ?? 0) + (steps.isEmpty ? 0 : timing.duration)
    let lastMove = tracks.compactMap { $0.moves.last?.end }.max() ?? lastStep
    return timing.curve.unitCurve == nil ? max(steps.last?.time ?? 0, lastMove) : lastStep
  }

  /// The coordinator after every step up to and including `time`.
  public func coordinator(at time: Double) -> NavigationCoordinator {
    guard let index = steps.lastIndex(where: { $0.time <= time }) else { return initial }
    return states[index]
  }

  /// The screens on the canvas at `time`, back to front, with their offsets.
  public func layers(at time: Double) -> [CoordinatorLayer] {
    let shown = tracks.filter { track in
      track.insertedAt <= time && (track.removedAt.map { time < $0 } ?? true)
    }
    // Stack screens in order of appearance, then the modal above them all.
    let ordered = shown.filter { $0.kind == .stack } + shown.filter { $0.kind == .modal }
    return ordered.map { track in
      let offset = Self.offset(of: track, at: time, timing: timing)
      return CoordinatorLayer(
        id: track.id, screen: track.screen, kind: track.kind, x: track.kind == .stack ? offset : 0,
        y: track.kind == .modal ? offset : 0)
    }
  }

  /// The coordinator and the canvas at `time`.
  public func frame(at time: Double) -> CoordinatorFrame {
    CoordinatorFrame(time: time, coordinator: coordinator(at: time), layers: layers(at: time))
  }

  /// The offset of `track` at `time`: its latest move that has begun, from the offset shown
  /// when it began towards its target, along `timing`; exactly the target once finished.
  private static func offset(of track: Track, at time: Double, timing: DemoTiming) -> Double {
    guard let move = track.moves.last(where: { $0.time <= time }) else {
      return track.initialOffset
    }
    let elapsed = time - move.time
    guard elapsed < move.length else { return move.to }
    return timing.value(from: move.from, to: move.to, at: elapsed)
  }
}
