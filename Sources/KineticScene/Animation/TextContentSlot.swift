import Kinetic

/// A text node's content as the slots see it: the string, the font size and the
/// ``ContentTransition`` in force there (``EnvironmentValues/contentTransition``).
struct TextContent: Animatable, Sendable {
  var string: String
  var fontSize: Double
  var transition: ContentTransition
}

/// The slot of one text node: the changes of its string, each drawn through the content
/// transition in force when it was made, and its font size, presented by an `Animator`.
///
/// A change runs on the animation of the transaction at the node (a unit change, sampled as
/// the scene samples insertion and removal transitions: its progress is that animation's
/// offset). A change made while an earlier one still runs starts from what is drawn: the
/// earlier change's layers, still moving on their own animation, fade out as the new content
/// comes in. (SwiftUI does not document what an interrupted content transition draws; this
/// keeps the picture continuous.)
///
/// `@unchecked Sendable`: the `Animator` is a value with copy-on-write storage, never changed
/// while shared.
struct TextContentSlot: SceneSlot, @unchecked Sendable {
  /// One change of the string.
  struct Change {
    var time: Double
    var from: String
    var to: String
    var transition: ContentTransition
    /// The transition in force before the change (``ContentTransition/numericText(value:)``
    /// compares values with it).
    var previous: ContentTransition
    /// The sampler of the change's progress (a unit change on the transaction's animation),
    /// built once when the change is made; `nil` for a change at once (no animation, or the
    /// ``ContentTransition/identity`` transition).
    var sampler: AnimationSampler<Double>?
    /// Whether the change before this one was still running when it was made.
    var interrupts: Bool
    /// When the change is logically complete and removed, in seconds since the start of the
    /// scene (`time` for a change at once): read once, so that a frame at exactly the removal
    /// time sees it removed, whatever the rounding of `time - self.time`.
    var completion: Spring.Completion

    /// The progress at `time`, or `nil` once finished (or at once).
    func progress(at time: Double) -> Double? {
      guard time < completion.removed, let sampler else { return nil }
      let sample = sampler.sample(at: max(time - self.time, 0))
      return sample.isFinished ? nil : sample.offset
    }
  }

  var string: String
  var transition: ContentTransition
  var fontSize: Animator<Double>
  var changes: [Change] = []

  init(_ content: TextContent) {
    string = content.string
    transition = content.transition
    fontSize = Animator(value: content.fontSize)
  }

  /// Moves the text to `content` at `time`, with `animation` (`nil`: at once), its custom
  /// animations reading `environment`. Returns whether the change animates.
  mutating func change(
    to content: TextContent, with animation: Animation?, policy: RetargetPolicy,
    engine: SpringEngine, environment: EnvironmentValues, at time: Double
  ) -> Bool {
    fontSize.setEnvironment(environment, at: time)
    let animates = animation != nil && content.transition != .identity
    var animated = false
    if content.fontSize != fontSize.target {
      if let animation, animates {
        fontSize.animate(
          to: content.fontSize, with: animation, at: time, policy: policy, engine: engine,
          environment: environment)
        animated = true
      } else {
        fontSize.set(content.fontSize, at: time, policy: policy)
      }
    }
    if content.string != string {
      var sampler: AnimationSampler<Double>? = nil
      if let animation, animates {
        sampler = AnimationSampler(
          animation, change: 1.0, context: AnimationContext(environment: environment),
          engine: engine)
      }
      let times = sampler?.completionTimes ?? Spring.Completion(logicallyComplete: 0, removed: 0)
      changes.append(
        Change(
          time: time, from: string, to: content.string, transition: content.transition,
          previous: transition, sampler: sampler,
          interrupts: changes.last.map { $0.progress(at: time) != nil } ?? false,
          completion: times.inSceneTime(startingAt: time)))
      animated = animated || animates
    }
    string = content.string
    transition = content.transition
    return animated
  }

  /// The layers drawn at `time`, or `nil` when the text is drawn whole (no change running).
  func layers(at time: Double) -> [ContentTransition.Layer]? {
    guard let index = changes.lastIndex(where: { $0.time <= time }),
      changes[index].progress(at: time) != nil
    else { return nil }
    return layers(ofChange: index, at: time)
  }

  /// The layers of change `index` at `time`, which it has not finished by.
  private func layers(ofChange index: Int, at time: Double) -> [ContentTransition.Layer] {
    let change = changes[index]
    guard let progress = change.progress(at: time) else {
      return [ContentTransition.Layer(string: change.to, startIndex: 0, opacity: 1, offset: 0)]
        .filter { !$0.string.isEmpty }
    }
    let parts = change.transition.parts(
      from: change.from, to: change.to, progress: progress, replacing: change.previous)
    guard change.interrupts, index > 0 else {
      return parts.stays + parts.outgoing + parts.incoming
    }
    // What was drawn when the change was made leaves as the new content comes in.
    let fade = 1 - ContentTransition.fadeIn(progress)
    let leaving = layers(ofChange: index - 1, at: time).map { layer in
      var layer = layer
      layer.opacity *= fade
      return layer
    }
    return leaving + parts.stays + parts.incoming
  }

  // SceneSlot: the text is changed through `change(to:with:policy:engine:at:)` above.

  mutating func change(
    to data: any VectorArithmetic, with animation: Animation?, tracksVelocity: Bool,
    policy: RetargetPolicy, engine: SpringEngine, environment: EnvironmentValues,
    at time: Double
  ) -> Bool { false }

  func presenting<A: Animatable>(_ value: A, at time: Double) -> A { value }

  func isComplete(at time: Double) -> Bool {
    fontSize.isComplete(at: time) && (changes.last.map { $0.progress(at: time) == nil } ?? true)
  }

  func velocity(at time: Double) -> any VectorArithmetic { 0.0 }

  func completionTime(ofAnimationStartedAt time: Double, criteria: AnimationCompletionCriteria)
    -> Double?
  {
    var due: Double? = nil
    if let change = changes.last(where: { $0.time == time }), change.sampler != nil {
      let own =
        criteria == .removed ? change.completion.removed : change.completion.logicallyComplete
      guard own.isFinite else { return nil }
      due = own
    }
    if let size = fontSize.completionTime(ofAnimationStartedAt: time, criteria: criteria) {
      due = max(due ?? size, size)
    }
    return due
  }
}
