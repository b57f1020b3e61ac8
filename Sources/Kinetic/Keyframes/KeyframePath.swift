/// One resolved track on its animatable data: a piecewise motion in time, each piece a timing
/// curve, a cubic Hermite curve, a spring or a jump, with every start value and velocity fixed
/// when the track is built, so that value and velocity at any time are one binary search and a
/// closed form.
///
/// Resolution follows Apple's documentation of the keyframe types (see ``CubicKeyframe``,
/// ``SpringKeyframe``): each segment starts where the previous one ended; cubic segments take
/// the Catmull-Rom velocity over the keyframe times, or the neighbouring segment's velocity; a
/// spring starts with the velocity the previous segment ended with.
@usableFromInline
struct KeyframePath<Vector: VectorArithmetic> {
  /// A keyframe on the animatable data, before resolution.
  struct Step {
    enum Kind {
      case linear(UnitCurve)
      case cubic(start: Vector?, end: Vector?)
      case spring(Spring, start: Vector?)
      case move
    }
    var kind: Kind
    var target: Vector
    /// As written; `nil` for a spring's settling duration.
    var duration: Double?
    var name: String
  }

  /// How a segment moves from `from` to its end.
  enum Shape {
    case curve(UnitCurve)
    /// Cubic Hermite with start and end velocity, units per second.
    case hermite(Vector, Vector)
    case spring(Spring, velocity: Vector)
    case jump
  }

  struct Segment {
    var duration: Double
    var from: Vector
    var to: Vector
    var shape: Shape
    var endValue: Vector
    var endVelocity: Vector
  }

  let initial: Vector
  let segments: [Segment]
  /// When each segment starts, in seconds: searched apart from the segments, so that a search
  /// reads 8 bytes a probe, not a whole segment.
  let starts: [Double]
  /// When the last segment ends, in seconds.
  @usableFromInline let duration: Double

  /// Whether every component of `v` is finite, without squaring it (a magnitude past 1e154
  /// would overflow): 0·x is 0 exactly for finite x and NaN for ±∞ and NaN.
  static func isFinite(_ v: Vector) -> Bool { v.scaled(by: 0) == .zero }

  /// Resolves `steps` starting from `initial` at rest.
  ///
  /// With `validating`, bad input throws (naming the step by `track` and its index); otherwise it
  /// is repaired: a negative, infinite or NaN duration becomes 0, a non-finite target or given
  /// velocity is replaced by the previous value or the automatic velocity, and a segment whose
  /// motion overflows holds its start value.
  static func resolve(initial: Vector, steps: consuming [Step], track: Int, validating: Bool)
    throws(KeyframeError) -> KeyframePath
  {
    if validating && steps.isEmpty { throw .emptyTrack(track: track) }
    func location(_ index: Int) -> KeyframeLocation {
      KeyframeLocation(track: track, keyframe: index, kind: steps[index].name)
    }
    // Pass 1: durations and targets, checked or repaired.
    var durations: [Double] = []
    var targets: [Vector] = []
    durations.reserveCapacity(steps.count)
    targets.reserveCapacity(steps.count)
    var previousTarget = initial
    for index in steps.indices {
      var step = steps[index]
      var duration: Double
      switch step.kind {
      case .move: duration = 0
      case .spring(let spring, _): duration = step.duration ?? spring.settlingDuration
      case .linear, .cubic: duration = step.duration ?? 0
      }
      if !(duration >= 0 && duration.isFinite) {
        if validating { throw .invalidDuration(location(index), duration: duration) }
        duration = 0
      }
      if case .spring = step.kind, duration == 0, validating {
        throw .zeroSpringDuration(location(index))
      }
      if !isFinite(step.target) {
        if validating { throw .nonFiniteValue(location(index)) }
        step.target = previousTarget
      }
      switch step.kind {
      case .cubic(let start, let end):
        let finiteStart = start.flatMap { isFinite($0) ? $0 : nil }
        let finiteEnd = end.flatMap { isFinite($0) ? $0 : nil }
        if validating && ((start != nil && finiteStart == nil) || (end != nil && finiteEnd == nil))
        {
          throw .nonFiniteValue(location(index))
        }
        step.kind = .cubic(start: finiteStart, end: finiteEnd)
      case .spring(let spring, let start):
        let finite = start.flatMap { isFinite($0) ? $0 : nil }
        if validating && start != nil && finite == nil { throw .nonFiniteValue(location(index)) }
        step.kind = .spring(spring, start: finite)
      default: break
      }
      steps[index] = step
      durations.append(duration)
      targets.append(step.target)
      previousTarget = step.target
    }

    // Pass 2: segments in order, carrying the value and velocity.
    var segments: [Segment] = []
    var starts: [Double] = []
    segments.reserveCapacity(steps.count)
    starts.reserveCapacity(steps.count)
    var value = initial
    var velocity = Vector.zero
    var time = 0.0
    for index in steps.indices {
      let duration = durations[index]
      let target = targets[index]
      var segment = Segment(
        duration: duration, from: value, to: target, shape: .jump, endValue: target,
        endVelocity: .zero)
      var endsVertically = false
      if duration > 0 {
        switch steps[index].kind {
        case .move:
          break
        case .linear(let curve):
          let slope = curve.derivative(at: 1)
          segment.shape = .curve(curve)
          segment.endVelocity = rate(target - value, slope: slope, over: duration)
          // A curve ending at a vertical tangent (`.circularEaseIn`, a Bezier with x2 = 1 and
          // y2 ≠ 1) ends with an infinite velocity, its exact slope, not an overflow: the
          // values stay finite. A following segment that starts with that velocity overflows,
          // and is reported (or repaired) there.
          endsVertically = !slope.isFinite
        case .cubic(let start, let end):
          let v0 = start ?? velocity
          let v1 =
            end
            ?? nextVelocity(
              after: index, from: value, steps: steps, durations: durations, targets: targets)
          segment.shape = .hermite(v0, v1)
          segment.endVelocity = v1
        case .spring(let spring, let start):
          let v0 = start ?? velocity
          segment.shape = .spring(spring, velocity: v0)
          (segment.endValue, segment.endVelocity) = springState(
            spring, from: value, to: target, velocity: v0, time: duration)
        }
      }
      if !(isFinite(segment.endValue) && (endsVertically || isFinite(segment.endVelocity))
        && staysFinite(segment))
      {
        if validating { throw .overflow(location(index)) }
        segment.to = value
        segment.shape = .jump
        segment.endValue = value
        segment.endVelocity = .zero
      }
      value = segment.endValue
      velocity = segment.endVelocity
      segments.append(segment)
      starts.append(time)
      time += duration
    }
    return KeyframePath(initial: initial, segments: segments, starts: starts, duration: time)
  }

  /// The value and velocity `time` seconds after `spring` is released at `from` with
  /// `velocity`, pulled towards `to`: ``Spring``'s closed form
  /// (``Spring/update(value:velocity:target:deltaTime:)``).
  private static func springState(
    _ spring: Spring, from: Vector, to: Vector, velocity: Vector, time: Double
  ) -> (Vector, Vector) {
    var value = from
    var velocity = velocity
    spring.update(value: &value, velocity: &velocity, target: to, deltaTime: time)
    return (value, velocity)
  }

  /// change·slope/duration, 0 for no change (where the slope may be infinite).
  private static func rate(_ change: Vector, slope: Double, over duration: Double) -> Vector {
    change == .zero ? .zero : change.scaled(by: slope / duration)
  }

  /// Whether the segment's value and velocity stay finite throughout, by bounds on each shape
  /// (so a motion within a small factor of overflowing counts as overflowing):
  /// - a curve: |x − from| ≤ |Δ|·max(1, |y₁|, |y₂|) (a Bezier stays within its control points'
  ///   hull); its velocity may be infinite at a vertical tangent, the exact slope;
  /// - Hermite: |h₀₀′|/d ≤ 1.5/d, |h₁₀|, |h₁₁| ≤ 1 and |h₁₀′|, |h₁₁′| ≤ 1 on [0, 1], so the value
  ///   is within |Δ| + (|v₀| + |v₁|)·d and the velocity within 1.5|Δ|/d + |v₀| + |v₁|;
  /// - a spring: |y(t)| ≤ 2|y₀| + |v₀|/ω₀·2 and |y′(t)| ≤ 2ω₀|y₀| + 2|v₀| for every damping ratio
  ///   (with margin 2 for the factors the closed form's terms carry).
  private static func staysFinite(_ segment: Segment) -> Bool {
    let change = segment.to - segment.from
    guard isFinite(change) else { return false }
    switch segment.shape {
    case .jump:
      return true
    case .curve(let curve):
      let hull = curve.cubicBezier.map { max(1, abs($0.y1), abs($0.y2)) } ?? 1
      return isFinite(change.scaled(by: 2 * hull))
    case .hermite(let v0, let v1):
      let d = segment.duration
      return isFinite(change.scaled(by: 4 * max(1, 1.5 / d)))
        && isFinite(v0.scaled(by: 4 * max(1, d)))
        && isFinite(v1.scaled(by: 4 * max(1, d)))
    case .spring(let spring, let v0):
      let w = spring.angularFrequency
      return isFinite(change.scaled(by: 8 * max(1, w)))
        && isFinite(v0.scaled(by: 8 * max(1, 1 / w)))
    }
  }

  /// The automatic end velocity of the cubic segment `index` that starts at `from`: what the
  /// next segment starts with (Apple's rule), Catmull-Rom's (pᵢ₊₁ − pᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁) when the
  /// next segment is cubic too (or a spring without a start velocity), 0 at a move or the end.
  private static func nextVelocity(
    after index: Int, from: Vector, steps: [Step], durations: [Double], targets: [Vector]
  ) -> Vector {
    let next = index + 1
    guard next < steps.count, durations[next] > 0 else { return .zero }
    switch steps[next].kind {
    case .move:
      return .zero
    case .linear(let curve):
      return rate(
        targets[next] - targets[index], slope: curve.derivative(at: 0), over: durations[next])
    case .cubic(let start, _):
      if let start { return start }
    case .spring(_, let start):
      if let start { return start }
    }
    return (targets[next] - from).scaled(by: 1 / (durations[index] + durations[next]))
  }

  /// The segment in force at `time` (0 ≤ time < duration): the last one starting at or before
  /// it, so that a jump at `time` has already happened.
  func segmentIndex(at time: Double) -> Int {
    // The answer lies in low..<low + count; each probe halves the count, by a select rather
    // than a branch (which random times would mispredict half the time), so the loop runs
    // ⌈log₂ n⌉ times whatever the time.
    starts.withUnsafeBufferPointer { starts in
      var low = 0
      var count = starts.count
      while count > 1 {
        let half = count / 2
        low = starts[low + half] <= time ? low + half : low
        count -= half
      }
      return low
    }
  }

  /// The value and velocity (units per second) at `time`, in seconds from the start.
  ///
  /// Before the start (and at NaN) the value at time 0 at rest; from the end on, the last value
  /// — with, at exactly the end, the velocity the last segment ends with (its left limit), and
  /// after it 0. At a joint the velocity is that of the segment starting there.
  @usableFromInline
  func sample(at time: Double) -> (value: Vector, velocity: Vector) {
    // The segments are read where they lie, through the buffer (a copy of one, as `last` or
    // an array subscript gives, retains its curve and costs a generic outlined copy).
    segments.withUnsafeBufferPointer { segments in
      guard let end = segments.indices.last else { return (initial, .zero) }
      let before = !(time >= 0)
      let time = before ? 0 : time
      if time >= duration {
        let moving = time == duration && segments[end].duration > 0 && !before
        return (segments[end].endValue, moving ? segments[end].endVelocity : .zero)
      }
      let index = segmentIndex(at: time)
      let sample = Self.evaluate(segments[index], at: time - starts[index])
      return before ? (sample.value, .zero) : sample
    }
  }

  /// A segment at `tau` seconds into it (0 ≤ tau < duration).
  private static func evaluate(_ segment: Segment, at tau: Double) -> (
    value: Vector, velocity: Vector
  ) {
    switch segment.shape {
    case .jump:
      return (segment.endValue, .zero)
    case .curve(let curve):
      let s = tau / segment.duration
      let change = segment.to - segment.from
      // One solve for both, bit for bit `value(at:)` and `derivative(at:)`.
      let (value, slope) = curve.valueAndDerivative(at: s)
      return (
        segment.from.interpolated(towards: segment.to, amount: value),
        rate(change, slope: slope, over: segment.duration)
      )
    case .hermite(let v0, let v1):
      // Cubic Hermite basis on s = tau/d; the velocity terms carry d because v0, v1 are per
      // second.
      let d = segment.duration
      let s = tau / d
      let s2 = s * s
      let s3 = s2 * s
      let h00 = 2 * s3 - 3 * s2 + 1
      let h10 = s3 - 2 * s2 + s
      let h01 = -2 * s3 + 3 * s2
      let h11 = s3 - s2
      let value =
        segment.from.scaled(by: h00) + segment.to.scaled(by: h01) + v0.scaled(by: h10 * d)
        + v1.scaled(by: h11 * d)
      let dh00 = 6 * s2 - 6 * s
      let dh10 = 3 * s2 - 4 * s + 1
      let dh11 = 3 * s2 - 2 * s
      let velocity =
        (segment.from - segment.to).scaled(by: dh00 / d) + v0.scaled(by: dh10)
        + v1.scaled(by: dh11)
      return (value, velocity)
    case .spring(let spring, let v0):
      // The closed form's to + (from − to)·a(0) need not round back to `from`.
      if tau == 0 { return (segment.from, v0) }
      return springState(spring, from: segment.from, to: segment.to, velocity: v0, time: tau)
    }
  }

  /// The times at which keyframes are reached (the end of each segment), in seconds.
  var keyframeTimes: [Double] { zip(starts, segments).map { $0 + $1.duration } }
}

extension KeyframePath where Vector == Double {
  /// The path of an ``Animation/keyframes(_:)`` track: `keyframes` in fractions of the change,
  /// from 0 at rest, repaired as ``KeyframeTimeline/init(initialValue:content:)`` repairs bad
  /// input (so building a sampler never fails).
  @usableFromInline
  init(fractions keyframes: [Keyframe<Double>]) {
    // Repairing resolution never throws.
    self = try! KeyframePath.resolve(
      initial: 0, steps: keyframes.map(Step.init), track: 0, validating: false)
  }

  /// ``sample(at:)`` of a track in fractions of the change, compiled in this module for
  /// `Double`: a sampler inlined into another module calls this concrete function, where a
  /// call to the generic one would look up its type's metadata on every sample.
  @usableFromInline
  func fractionSample(at time: Double) -> (value: Double, velocity: Double) { sample(at: time) }

  /// When an ``Animation/keyframes(_:)`` motion is removed: at the end of a path that ends
  /// exactly at the target (1), at once for an empty track, and never for a path that ends
  /// elsewhere (it holds its last value, as a ``KeyframeTimeline`` does after its end).
  @usableFromInline
  var removalTime: Double {
    guard let last = segments.last else { return 0 }
    return last.endValue == 1 ? duration : .infinity
  }
}

extension KeyframePath: Sendable where Vector: Sendable {}
extension KeyframePath.Segment: Sendable where Vector: Sendable {}
extension KeyframePath.Shape: Sendable where Vector: Sendable {}
