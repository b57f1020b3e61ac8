import Kinetic

/// A scripted scroll of a ``HorizontalList``: drags that fling it, sampled at any time, with
/// one of two fling models (``HorizontalListFling``).
///
/// ## The iOS fling (the default)
/// While a finger drags, the offset follows it inside the content and is rubber-banded past an
/// edge (`edge + b(finger − edge)`, `RubberBand` with the viewport's width as dimension).
/// When it lifts, `IOSScroll` takes over from the offset and the content's velocity there
/// (the finger's velocity times the band's slope b′): UIKit's exponential deceleration, an
/// exact crossing of an edge, and a critically damped spring back seen through the band —
/// position and velocity continuous at every hand-off.
///
/// ## The article's fling (``HorizontalListFling/quartic``)
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
  /// How a lifted finger moves the list.
  public let fling: HorizontalListFling
  /// The iOS scroll model the ``HorizontalListFling/ios`` fling uses: bounds `0...maximumOffset`.
  public let physics: IOSScroll
  /// Per gesture: the offset at touch-down, at lift and the fling's clamped target.
  private let segments: [Segment]

  private struct Segment: Hashable, Sendable {
    var gesture: HorizontalListGesture
    var startOffset: Double
    var releaseOffset: Double
    /// The content's velocity at lift (the finger's, times the band's slope past an edge).
    var releaseVelocity: Double
    var flingTarget: Double
    /// When the fling comes to rest, in seconds after lift.
    var flingDuration: Double
  }

  /// Creates a scripted scroll.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - initialOffset: Where it starts, in points (clamped to the content); 0 by default.
  ///   - gestures: The drags, each touching down no earlier than the previous one lifted.
  ///   - fling: How a lifted finger moves the list; UIKit's physics by default.
  /// - Throws: ``HorizontalListError/invalidGesture(index:reason:)`` for a non-finite or
  ///   negative time, a non-finite velocity or overlapping drags.
  public init(
    list: HorizontalList, initialOffset: Double = 0, gestures: [HorizontalListGesture],
    fling: HorizontalListFling = .ios
  ) throws(HorizontalListError) {
    self.list = list
    self.initialOffset = list.clampedOffset(initialOffset.isFinite ? initialOffset : 0)
    self.gestures = gestures
    self.fling = fling
    let band = RubberBand(dimension: list.viewportWidth)
    do {
      self.physics = try IOSScroll(min: 0, max: list.maximumOffset, rubberBand: band)
    } catch {
      // A built list has a finite maximumOffset ≥ 0, so the bounds are always valid.
      throw .invalidLength(name: "viewport width", value: list.viewportWidth)
    }
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
      var start = self.initialOffset
      if let last = segments.last {
        start =
          Self.state(in: last, list: list, physics: physics, fling: fling, at: gesture.startTime)
          .offset
      }
      let segment: Segment
      switch fling {
      case .quartic:
        let release = list.clampedOffset(start + gesture.velocity * gesture.dragDuration)
        let target = list.clampedOffset(release + gesture.velocity * Self.predictionFactor)
        segment = Segment(
          gesture: gesture, startOffset: start, releaseOffset: release,
          releaseVelocity: gesture.velocity, flingTarget: target,
          flingDuration: Self.flingDuration)
      case .ios:
        let (release, velocity) = Self.dragged(
          list: list, physics: physics, from: start, gesture, after: gesture.dragDuration)
        let rest = physics.restTime(from: release, velocity: velocity)
        segment = Segment(
          gesture: gesture, startOffset: start, releaseOffset: release,
          releaseVelocity: velocity,
          // Within the resting distance of an edge the bounce is over: the list sits on it.
          flingTarget: list.clampedOffset(
            physics.value(from: release, velocity: velocity, time: rest)),
          flingDuration: rest)
      }
      segments.append(segment)
    }
    self.segments = segments
  }

  /// The offset and the content's velocity `elapsed` seconds into an iOS drag that touched
  /// down at `start`: the finger's position, rubber-banded past an edge.
  private static func dragged(
    list: HorizontalList, physics: IOSScroll, from start: Double, _ gesture: HorizontalListGesture,
    after elapsed: Double
  ) -> (offset: Double, velocity: Double) {
    // Content that fits the viewport does not scroll or bounce (UIScrollView's default,
    // `alwaysBounceHorizontal` false).
    if list.maximumOffset == 0 { return (0, 0) }
    let band = physics.rubberBand ?? RubberBand(dimension: list.viewportWidth)
    let edge = min(max(start, 0), list.maximumOffset)
    // The finger's position in content coordinates: undo the band at touch-down.
    let finger = edge + band.inverse(start - edge) + gesture.velocity * elapsed
    let inside = min(max(finger, 0), list.maximumOffset)
    if finger == inside { return (finger, gesture.velocity) }
    return (inside + band.value(finger - inside), band.slope(finger - inside) * gesture.velocity)
  }

  /// The time after which nothing moves: the last fling's end, or 0 without gestures.
  public var duration: Double {
    guard let last = segments.last else { return 0 }
    return last.gesture.releaseTime + last.flingDuration
  }

  /// Where the fling of gesture `index` comes to rest (the quartic's clamped predicted end, or
  /// the iOS model's resting place), in points, or `nil` for an index out of range.
  public func flingTarget(ofGesture index: Int) -> Double? {
    segments.indices.contains(index) ? segments[index].flingTarget : nil
  }

  /// The offset at lift-off of gesture `index`, in points, or `nil` for an index out of range.
  public func releaseOffset(ofGesture index: Int) -> Double? {
    segments.indices.contains(index) ? segments[index].releaseOffset : nil
  }

  /// The content's velocity at the lift-off of gesture `index`, in points per second, or `nil`
  /// for an index out of range.
  public func releaseVelocity(ofGesture index: Int) -> Double? {
    segments.indices.contains(index) ? segments[index].releaseVelocity : nil
  }

  /// The scroll offset at `time` seconds, in points: in `0...maximumOffset` for the quartic
  /// fling, less than a viewport width past an edge for the iOS one (the rubber band).
  public func offset(at time: Double) -> Double { state(at: time).offset }

  /// What moves the list at `time`.
  public func phase(at time: Double) -> HorizontalListPhase { state(at: time).phase }

  /// The sign of the scroll velocity at `time`: 1 towards later cards, −1 towards earlier
  /// ones, 0 when still.
  public func direction(at time: Double) -> Double { state(at: time).direction }

  /// The list at `time`: offset, visible range and the cards built for it. Past an edge (the
  /// iOS fling's rubber band) the range and cards are those of the edge, the cards moved by the
  /// overshoot: nothing lies beyond them, and a card the band pushes out of the viewport is
  /// still counted until the list springs back.
  public func frame(at time: Double) -> HorizontalListFrame {
    let state = state(at: time)
    let overshoot = state.offset - list.clampedOffset(state.offset)
    return HorizontalListFrame(
      time: time, offset: state.offset, phase: state.phase,
      visible: list.visibleRange(offset: state.offset),
      cards: list.buildCards(offset: state.offset, direction: state.direction).map {
        HorizontalListCard(index: $0.index, minX: $0.minX - overshoot, width: $0.width)
      })
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
    return Self.state(in: segment, list: list, physics: physics, fling: fling, at: time)
  }

  private static func state(
    in segment: Segment, list: HorizontalList, physics: IOSScroll, fling: HorizontalListFling,
    at time: Double
  ) -> State {
    let gesture = segment.gesture
    let elapsed = time - gesture.startTime
    if elapsed < gesture.dragDuration {
      let offset =
        fling == .ios
        ? dragged(list: list, physics: physics, from: segment.startOffset, gesture, after: elapsed)
          .offset
        : list.clampedOffset(segment.startOffset + gesture.velocity * elapsed)
      return State(offset: offset, phase: .dragging, direction: Self.sign(gesture.velocity))
    }
    let start = segment.releaseOffset
    let end = segment.flingTarget
    let s = time - gesture.releaseTime
    switch fling {
    case .ios:
      guard s < segment.flingDuration else {
        return State(offset: end, phase: .resting, direction: 0)
      }
      let v = segment.releaseVelocity
      return State(
        offset: physics.value(from: start, velocity: v, time: s), phase: .flinging,
        direction: Self.sign(physics.velocity(from: start, velocity: v, time: s)))
    case .quartic:
      let progress = s / Self.flingDuration
      guard progress < 1, start != end else {
        return State(offset: end, phase: .resting, direction: 0)
      }
      // The clamp guards the last ulp: both ends are in range and q ∈ [0, 1].
      let offset = list.clampedOffset(start + (end - start) * QuarticEaseOut.value(at: progress))
      return State(offset: offset, phase: .flinging, direction: Self.sign(end - start))
    }
  }

  private static func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : 0) }
}
