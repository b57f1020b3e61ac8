extension AnimationSampler {
  /// The layers in a flat form for the wrappers people write most — up to two delays and
  /// speeds (`delay(0.1).speed(2)`), or one repetition (`repeatCount(4, autoreverses: true)`)
  /// — found once when the sampler is built, so that a sample takes a few comparisons and
  /// multiplies in straight-line code instead of walking the layer list (issue 37: the walk, a
  /// loop over an array of enums with payloads, made wrapped animations sample 1.4–1.8× slower
  /// than their bare base). Every plan gives bit for bit the samples of the walk
  /// (``sampleLayers(at:core:)``), which the others take.
  @usableFromInline
  enum Plan {
    /// No layers: the core alone.
    case bare
    /// Two time steps, outermost first, then the core, its velocity scaled by `rate` (the
    /// product of the speeds, outermost first, as the walk multiplies them).
    case steps(TimeStep, TimeStep, rate: Double)
    /// One repetition, forwards or mirrored (SwiftUI's autoreverse), as the layer
    /// ``Layer/repeating(count:returnPass:length:latches:boundaries:)`` describes it.
    case repetition(
      count: Int?, mirrors: Bool, length: Double, latches: Bool, boundaries: PassBoundaries)
    /// Anything else: the walk over ``layers``.
    case layers
  }

  /// A delay followed by a speed: not started while t < `delay`, then (t − `delay`) · `speed`.
  /// A delay layer is a step of speed 1 (· 1 is exact), a speed layer one of delay 0 (t ≥ 0
  /// below every layer, and t − 0 is t, −0 included): bit for bit what each layer does.
  @usableFromInline
  struct TimeStep {
    @usableFromInline let delay: Double
    @usableFromInline let speed: Double

    @usableFromInline
    init(delay: Double, speed: Double) {
      self.delay = delay
      self.speed = speed
    }

    /// The step that changes nothing.
    @usableFromInline static var identity: TimeStep { TimeStep(delay: 0, speed: 1) }

    /// The step of `layer` when it is a delay or a speed in (0, ∞) (a speed that holds or
    /// finishes the motion takes the walk); `nil` otherwise.
    @usableFromInline
    static func of(_ layer: Layer) -> TimeStep? {
      switch layer {
      case .delay(let delay): return TimeStep(delay: delay, speed: 1)
      case .speed(let speed) where speed > 0 && speed < .infinity:
        return TimeStep(delay: 0, speed: speed)
      default: return nil
      }
    }
  }

  /// The plan of `layers` (outermost first).
  @usableFromInline
  static func plan(of layers: [Layer]) -> Plan {
    switch layers.count {
    case 0:
      return .bare
    case 1:
      // A repetition that plays (a count of at least 1, passes of a finite positive length):
      // the others finish at once or never leave their first pass, which the walk handles.
      if case .repeating(let count, let returnPass, let length, let latches, let boundaries) =
        layers[0], returnPass != .timeReversed, (count ?? 1) >= 1, length > 0,
        length < .infinity
      {
        return .repetition(
          count: count, mirrors: returnPass == .mirrored, length: length, latches: latches,
          boundaries: boundaries)
      }
      guard let step = TimeStep.of(layers[0]) else { return .layers }
      return .steps(step, .identity, rate: 1 * step.speed)
    case 2:
      guard let outer = TimeStep.of(layers[0]), let inner = TimeStep.of(layers[1]) else {
        return .layers
      }
      return .steps(outer, inner, rate: 1 * outer.speed * inner.speed)
    default:
      return .layers
    }
  }

  /// ``position(time:length:count:autoreverses:boundaries:)``, kept out of line: where a
  /// repetition's plan cannot count the pass on the time's bits.
  @inlinable
  @inline(never)
  static func outOfLinePosition(
    time: Double, length: Double, count: Int?, autoreverses: Bool, boundaries: PassBoundaries
  ) -> Position? {
    position(
      time: time, length: length, count: count, autoreverses: autoreverses,
      boundaries: boundaries)
  }

  /// The sample at `time` ≥ 0 through the plan, `sampleCore` giving the core's sample at the
  /// core time reached: ``sampleLayers(at:core:)``, bit for bit.
  @inlinable
  @inline(__always)
  func sampleThroughPlan(at time: Double, core sampleCore: (Double) -> Sample) -> Sample {
    switch plan {
    case .bare:
      return sampleCore(time)
    case .steps(let outer, let inner, let rate):
      // `<`, as the walk compares: a NaN time (∞ − ∞ after an infinite delay) goes on.
      if time < outer.delay { return Self.notStarted }
      let t = (time - outer.delay) * outer.speed
      if t < inner.delay { return Self.notStarted }
      let sample = sampleCore((t - inner.delay) * inner.speed)
      if sample.isFinished { return removed }
      return Sample(
        offset: sample.offset,
        velocity: rate == 1 ? sample.velocity : sample.velocity.scaled(by: rate),
        isFinished: false, isLogicallyComplete: sample.isLogicallyComplete)
    case .repetition(let count, let mirrors, let length, let latches, let boundaries):
      // ``position(time:length:count:autoreverses:boundaries:)`` for a count of at least 1
      // and a finite positive length. In the first four passes, where the boundaries show the
      // clamp of the base time does nothing, the pass is counted on the time's bit pattern (a
      // time ≥ 0 orders as its bits; the sign cleared turns −0 into the +0 of max(time, 0)):
      // integer comparisons without a branch (passes in a random order mispredicted the
      // branches that chose it), leaving the floating-point units one subtraction on the way
      // to the core.
      let bits = time.bitPattern & ~(1 << 63)
      let local: Double
      let isMirrored: Bool
      let isAfterFirst: Bool
      if boundaries.keepsBaseTimesInRange && bits < boundaries.fourth.bitPattern {
        let pass =
          (bits >= boundaries.first.bitPattern ? 1 : 0)
          + (bits >= boundaries.second.bitPattern ? 1 : 0)
          + (bits >= boundaries.third.bitPattern ? 1 : 0)
        if let count, pass >= count { return removed }
        local = Double(bitPattern: bits) - Double(pass) * length
        isMirrored = mirrors && pass & 1 == 1
        isAfterFirst = pass >= 1
      } else {
        // Elsewhere the walk's own arithmetic, out of line: inlined, its code made the
        // optimiser leave other cases of this switch out of line, at a cost to every sample.
        guard
          let position = Self.outOfLinePosition(
            time: time, length: length, count: count, autoreverses: mirrors,
            boundaries: boundaries)
        else { return removed }
        local = position.baseTime
        isMirrored = position.isReversed
        isAfterFirst = position.index >= 1
      }
      // SwiftUI's latch: a pass after one in which the base reported logical completion is
      // logically complete.
      let latched = latches && isAfterFirst
      let sample = sampleCore(local)
      if sample.isFinished {
        return Sample(
          offset: isMirrored ? .zero : change, velocity: .zero, isFinished: false,
          isLogicallyComplete: latched)
      }
      return Sample(
        offset: isMirrored ? change - sample.offset : sample.offset,
        velocity: isMirrored ? sample.velocity.scaled(by: -1) : sample.velocity,
        isFinished: false, isLogicallyComplete: sample.isLogicallyComplete || latched)
    case .layers:
      return sampleLayers(at: time, core: sampleCore)
    }
  }
}
