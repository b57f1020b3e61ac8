/// A ``KeyframeTrack`` of any property type, as a ``KeyframeTimeline`` holds its tracks.
public struct AnyKeyframeTrack<Root> {
  /// Builds the track's path from the timeline's initial value.
  let resolve:
    (_ initialValue: Root, _ track: Int, _ validating: Bool) throws(KeyframeError) ->
      ResolvedKeyframeTrack<Root>

  /// Erases `track`.
  public init<Value, Content>(_ track: KeyframeTrack<Root, Value, Content>) {
    let keyPath = track.keyPath
    self.init(
      keyframes: track.content.keyframes, start: { $0[keyPath: keyPath] },
      set: { root, data in root[keyPath: keyPath].animatableData = data })
  }

  /// A track of the whole value, as `KeyframeTrack(\.self, keyframes:)` erased, built without
  /// a key path (which Embedded Swift, the WebAssembly build, does not have).
  public init(wholeValue keyframes: [Keyframe<Root>]) where Root: Animatable {
    self.init(
      keyframes: keyframes, start: { $0 }, set: { root, data in root.animatableData = data })
  }

  /// The track of `keyframes` on the property that `start` reads and `set` writes.
  private init<Value: Animatable>(
    keyframes: [Keyframe<Value>], start: @escaping (Root) -> Value,
    set: @escaping (inout Root, Value.AnimatableData) -> Void
  ) {
    resolve = { (initialValue: Root, index: Int, validating: Bool) throws(KeyframeError) in
      let steps = keyframes.map { KeyframePath<Value.AnimatableData>.Step($0) }
      let path = try KeyframePath.resolve(
        initial: start(initialValue).animatableData, steps: steps, track: index,
        validating: validating)
      return ResolvedKeyframeTrack(
        duration: path.duration, keyframeTimes: path.keyframeTimes,
        apply: { root, time in set(&root, path.sample(at: time).value) },
        applyVelocity: { root, time in set(&root, path.sample(at: time).velocity) })
    }
  }
}

extension KeyframePath.Step {
  /// The step for `keyframe`, on its animatable data.
  init<Value: Animatable>(_ keyframe: Keyframe<Value>) where Value.AnimatableData == Vector {
    switch keyframe {
    case .linear(let k):
      self.init(
        kind: .linear(k.timingCurve), target: k.to.animatableData, duration: k.duration,
        name: keyframe.kindName)
    case .cubic(let k):
      self.init(
        kind: .cubic(start: k.startVelocity?.animatableData, end: k.endVelocity?.animatableData),
        target: k.to.animatableData, duration: k.duration, name: keyframe.kindName)
    case .spring(let k):
      self.init(
        kind: .spring(k.spring, start: k.startVelocity?.animatableData),
        target: k.to.animatableData, duration: k.duration, name: keyframe.kindName)
    case .move(let k):
      self.init(kind: .move, target: k.to.animatableData, duration: 0, name: keyframe.kindName)
    }
  }
}

/// A track resolved against a timeline's initial value: its length, keyframe times, and how it
/// writes its value or velocity into the root at a time.
struct ResolvedKeyframeTrack<Root> {
  let duration: Double
  let keyframeTimes: [Double]
  let apply: (inout Root, Double) -> Void
  let applyVelocity: (inout Root, Double) -> Void
}
