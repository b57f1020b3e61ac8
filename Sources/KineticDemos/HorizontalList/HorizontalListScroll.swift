/// A scripted scroll of a ``HorizontalList``: drags that fling it, sampled at any time.
///
/// ## The article's fling
/// While a finger drags, the offset follows it: `offset = start + velocity · (t − touchDown)`,
/// clamped to the content (no rubber band, so the list never shows space past its ends). When
/// the finger lifts with scroll velocity `v` (points per second), SwiftUI's
/// `DragGesture.Value.predictedEndTranslation` predicts where a free glide would stop; the
/// article takes 0.75 of that prediction. We model the prediction as the release velocity
/// projected over one second, so the list travels `v × 0.75 s` beyond the release point:
///
/// `end = clamp(release + 0.75 · v)`, clamped to `0...maximumOffset`,
///
/// and gets there along the ease-out quartic `q(u) = 1 − (1 − u)⁴` over 2 s:
/// `offset(t) = release + (end − release) · q((t − lift) / 2)`.
///
/// Every query is a pure function of time; state at each touch-down (where the previous fling
/// was interrupted) is worked out once at construction.
public struct HorizontalListScroll: Hashable, Sendable {
  /// The fraction of the predicted glide the article keeps, in seconds of release velocity.
  public static let predictionFactor = 0.75
  /// The length of a fling in seconds.
  public static let flingDuration = 2.0

  /// The list being scrolled.
  public let list: HorizontalList
  /// The offset before the first gesture, in points (clamped).
  public let initialOffset: Double
  /// The gestures, in time order.
  public let gestures: [HorizontalListGesture]
  /// Per gesture: the offset at touch-down, at lift and the fling's clamped target.
  private let segments: [Segment]

  private struct Segment: Hashable, Sendable {
    var gesture: HorizontalListGesture
    var startOffset: Double
    var releaseOffset: Double
    var flingTarget: Double
  }

  /// Creates a scripted scroll.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - initialOffset: Where it starts, in points (clamped to the content); 0 by default.
  ///   - gestures: The drags, each touching down no earlier than the previous one lifted.
  /// - Throws: ``HorizontalListError/invalidGesture(index:reason:)`` for a non-finite or
  ///   negative time, a non-finite velocity or overlapping drags.
  public init(
    list: HorizontalList, initialOffset: Double = 0, gestures: [HorizontalListGesture]
  ) throws(HorizontalListError) {
    self.list = list
    self.initialOffset = list.clampedOffset(initialOffset.isFinite ? initialOffset : 0)
    self.gestures = gestures
    var segments: [Segment] = []
    var previousRelease = 0.0
    for (index, gesture) in gestures.enumerated() {
      guard gesture.startTime.isFinite, gesture.startTime >= 0 else {
        throw .invalidGesture(
          index: index, reason: "start time \(gesture.startTime) must be finite and ≥ 0")
      }
      guard gesture.dragDuration.isFinite, gesture.dragDuration >= 0 else {
        throw .invalidGesture(
          index: index, reason: "drag duration \(gesture.dragDuration) must be finite and ≥ 0")
      }
      guard gesture.velocity.isFinite else {
        throw .invalidGesture(index: index, reason: "velocity \(gesture.velocity) must be finite")
      }
      guard gesture.startTime >= previousRelease else {
        throw .invalidGesture(
          index: index,
          reason:
            "starts at \(gesture.startTime) s, before the previous drag lifts at \(previousRelease) s"
        )
      }
      previousRelease = gesture.releaseTime
      let start =
        segments.last.map { Self.offset(in: $0, list: list, at: gesture.startTime).offset }
        ?? self.initialOffset
      let release = list.clampedOffset(start + gesture.velocity * gesture.dragDuration)
      let target = list.clampedOffset(release + gesture.velocity * Self.predictionFactor)
      segments.append(
        Segment(gesture: gesture, startOffset: start, releaseOffset: release, flingTarget: target))
    }
    self.segments = segments
  }

  /// The time after which nothing moves: the last fling's end, or 0 without gestures.
  public var duration: Double {
    guard let last = gestures.last else { return 0 }
    return last.releaseTime + Self.flingDuration
  }

  /// The fling target (clamped predicted end) of gesture `index`, in points, or `nil` for an
  /// index out of range.
  public func flingTarget(ofGesture index: Int) -> Double? {
    segments.indices.contains(index) ? segments[index].flingTarget : nil
  }

  /// The offset at lift-off of gesture `index`, in points, or `nil` for an index out of range.
  public func releaseOffset(ofGesture index: Int) -> Double? {
    segments.indices.contains(index) ? segments[index].releaseOffset : nil
  }

  /// The scroll offset at `time` seconds, in points, always in `0...maximumOffset`.
  public func offset(at time: Double) -> Double { state(at: time).offset }

  /// What moves the list at `time`.
  public func phase(at time: Double) -> HorizontalListPhase { state(at: time).phase }

  /// The sign of the scroll velocity at `time`: 1 towards later cards, −1 towards earlier
  /// ones, 0 when still.
  public func direction(at time: Double) -> Double { state(at: time).direction }

  /// The list at `time`: offset, visible range and the cards built for it.
  public func frame(at time: Double) -> HorizontalListFrame {
    let state = state(at: time)
    return HorizontalListFrame(
      time: time, offset: state.offset, phase: state.phase,
      visible: list.visibleRange(offset: state.offset),
      cards: list.buildCards(offset: state.offset, direction: state.direction))
  }

  private struct State {
    var offset: Double
    var phase: HorizontalListPhase
    var direction: Double
  }

  private func state(at time: Double) -> State {
    guard let segment = segments.last(where: { $0.gesture.startTime <= time }) else {
      return State(offset: initialOffset, phase: .idle, direction: 0)
    }
    return Self.offset(in: segment, list: list, at: time)
  }

  private static func offset(in segment: Segment, list: HorizontalList, at time: Double) -> State {
    let gesture = segment.gesture
    let elapsed = time - gesture.startTime
    if elapsed < gesture.dragDuration {
      let offset = list.clampedOffset(segment.startOffset + gesture.velocity * elapsed)
      return State(offset: offset, phase: .dragging, direction: sign(gesture.velocity))
    }
    let progress = (time - gesture.releaseTime) / flingDuration
    let start = segment.releaseOffset
    let end = segment.flingTarget
    guard progress < 1, start != end else {
      return State(offset: end, phase: .resting, direction: 0)
    }
    // The clamp guards the last ulp: both ends are in range and q ∈ [0, 1].
    let offset = list.clampedOffset(start + (end - start) * QuarticEaseOut.value(at: progress))
    return State(offset: offset, phase: .flinging, direction: sign(end - start))
  }

  private static func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : 0) }
}
