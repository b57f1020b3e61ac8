/// One animation of one change, ready to sample: value and velocity together at any time, and
/// when the motion is logically complete and removed. Built once per motion (``Animation/sampler(change:initialVelocity:)``)
/// and used by every layer: ``Animation``'s own sampling helpers and `CustomAnimation`-shaped
/// methods, the ``Animator``, the scene and the command line.
///
/// The animation's description (``Animation/Kind``) is read once, at construction: wrappers
/// become a flat list of time transforms (delay, speed, repetition, logical completion) over
/// one core (a timing curve, a CSS easing function, a spring, a keyframe track, or a custom
/// animation), and
/// everything that depends on the change and the initial velocity alone — the spring's start
/// velocity and completion times, each repetition's length — is computed then. A sample walks
/// the list once, without recursion, however deeply the animation was nested.
///
/// Time is seconds since the motion began; before 0 the offset is zero.
///
/// - Complexity: construction O(w) for w wrappers (plus, for a custom animation that does not
///   report its duration inside a repetition, up to 120,000 steps to measure it; a keyframe
///   track was resolved when its animation was made); a sample O(w) plus one evaluation of the
///   core (O(log n) for n keyframes). The walk over the layers is inlined into the caller and
///   specialised for its value type; the common wrappers (up to two delays and speeds, or one
///   repetition) take straight-line code instead (``Plan``).
public struct AnimationSampler<Value: VectorArithmetic> {
  /// One sample of the motion.
  public struct Sample {
    /// The offset from the start value: `change` once the motion has been removed.
    public var offset: Value
    /// The rate of change of the offset, in units per second; zero once removed.
    public var velocity: Value
    /// Whether the motion has been removed (SwiftUI's `animate` returning `nil`).
    public var isFinished: Bool
    /// Whether the motion is logically complete (always, once removed).
    public var isLogicallyComplete: Bool

    /// Creates a sample.
    @inlinable
    public init(offset: Value, velocity: Value, isFinished: Bool, isLogicallyComplete: Bool) {
      self.offset = offset
      self.velocity = velocity
      self.isFinished = isFinished
      self.isLogicallyComplete = isLogicallyComplete
    }
  }

  /// A time transform applied on the way from the animation's time to its core's.
  @usableFromInline
  enum Layer {
    /// t − delay once t ≥ delay; zero offset before.
    case delay(Double)
    /// t · speed, velocity · speed; held at the start for ever when speed ≤ 0, finished at once
    /// when it is NaN or infinite.
    case speed(Double)
    /// The repetition t falls in, for a base of known `length` (possibly infinite), return
    /// passes played as `returnPass`; `latches` when the base reports logical completion
    /// before it finishes, so that a later pass is logically complete (SwiftUI's latch);
    /// `boundaries`, the first passes' start times, found once (a sample's shortcut).
    case repeating(
      count: Int?, returnPass: ReturnPass, length: Double, latches: Bool,
      boundaries: PassBoundaries)
    /// Logically complete from `after` on.
    case logicallyComplete(after: Double)
  }

  /// How a repetition plays every other pass.
  @usableFromInline
  enum ReturnPass: Sendable {
    /// Every pass forwards (no autoreverse).
    case none
    /// SwiftUI: the base runs forwards, the value is mirrored (change − base).
    case mirrored
    /// CSS `alternate`: time runs backwards through the base.
    case timeReversed
  }

  /// What is sampled under the layers.
  @usableFromInline
  enum Core {
    /// change · curve(t/duration), duration > 0.
    case timingCurve(UnitCurve, duration: Double)
    /// change · f(t/duration), duration > 0; velocity the right-hand derivative.
    case easing(CSSEasingFunction, duration: Double)
    /// The spring's motion towards `change` from velocity `velocity`.
    case spring(Spring, velocity: Value, completion: Spring.Completion)
    /// A bare merging spring under SwiftUI's completion rule whose removal is searched for
    /// when first needed (``DeferredSpringCompletion``): every sample before `provenUntil`,
    /// before which the removal is proven not to come, is decided without it
    /// (``SpringAnimation/completion(before:of:)``).
    case deferredSpring(
      Spring, velocity: Value, provenUntil: Double, completion: DeferredSpringCompletion)
    /// A merged spring whose response is blended from the one it merged into
    /// (``SpringBlend``), towards `change` from velocity `velocity`.
    case blendedSpring(SpringBlend, velocity: Value, completion: Spring.Completion)
    /// SwiftUI's fixed-step spring engine, emulated (``SpringEngine/swiftui``), towards `change`
    /// from velocity `velocity`.
    case swiftUISpring(SwiftUISpringIntegrator, velocity: Value)
    /// A decay coming to rest on `change` (``DecayAnimation/motion(change:time:)``).
    case decay(Decay, completion: Spring.Completion)
    /// A custom animation, through its methods on the sampler's context.
    #if hasFeature(Embedded)
      case custom(EmbeddedCustomAnimation)
    #else
      case custom(any CustomAnimation)
    #endif
    /// change · p(t) for a keyframe track's path p in fractions of the change, resolved once,
    /// when the animation was made (shared with it).
    case keyframes(ResolvedKeyframes)
    /// Finished from the start (a non-positive duration).
    case finished
  }

  /// The total change animated (target − start).
  public let change: Value
  /// The velocity carried in at time 0 (see ``AnimationContext/initialVelocity``).
  public let initialVelocity: Value
  /// When the motion is removed (every sample from then on is finished): +∞ when never,
  /// `nil` when a custom animation cannot tell.
  ///
  /// - Complexity: O(1), but for a bare merging spring under SwiftUI's completion rule, whose
  ///   removal is searched for the first time it is asked (about 490 closed-form evaluations;
  ///   see ``Spring/swiftUICompletion(change:initialVelocity:)``).
  public var removalTime: Double? {
    if case .deferredSpring(let spring, let velocity, _, let completion) = core {
      return completion.completion(of: spring, change: change, velocity: velocity).removed
    }
    return describedRemovalTime
  }
  /// ``removalTime`` where the description gives it at construction (all but a deferred
  /// spring's).
  @usableFromInline let describedRemovalTime: Double?
  /// The wrappers, outermost first.
  @usableFromInline let layers: [Layer]
  /// The wrappers as a sample takes them (``Plan``), found from ``layers`` once.
  @usableFromInline let plan: Plan
  /// The core under them.
  @usableFromInline let core: Core
  /// The context a custom core is sampled on (copied for each sample); empty otherwise.
  @usableFromInline let context: AnimationContext<Value>
  /// The core's kernel when it has one (``Kernel``), found once at construction: what a
  /// sample evaluates, under the layers or alone. It borrows the core's Bezier solver, which
  /// the core keeps alive as long as the sampler.
  @usableFromInline let coreKernel: Kernel?

  /// The sample at `time`, evaluated on a copy of the sampler's context, so a pure function of
  /// time.
  @inlinable
  public func sample(at time: Double) -> Sample {
    // Built-in cores read no context: no copy of it (and no retain), and, under wrappers, the
    // layers walked by the same inlined loop, specialised with the caller's value type. A core
    // with a kernel (a spring, a Bezier or linear curve) is evaluated through it: a few words
    // read in place, where a switch over the core copies it (an outlined copy, a retain and a
    // release of a curve's solver).
    if time >= 0, let kernel = coreKernel {
      return sampleThroughPlan(at: time) { Self.sample(kernel, change: change, at: $0) }
    }
    if time >= 0, !isCustom {
      if layers.isEmpty { return closedFormSample(at: time) ?? removed }
      return closedFormSampleThroughLayers(at: time)
    }
    var context = self.context
    return sample(at: time, context: &context)
  }

  /// A built-in core without a kernel, through the layers: the same walk, specialised for the
  /// caller's value type but kept out of line (these cores cost far more than the walk).
  @inlinable
  @inline(never)
  func closedFormSampleThroughLayers(at time: Double) -> Sample {
    sampleThroughPlan(at: time) { closedFormSample(at: $0) ?? removed }
  }

  /// Whether the core is a custom animation (the one core that reads the context).
  @inlinable
  var isCustom: Bool {
    if case .custom = core { return true }
    return false
  }

  /// The offset alone at `time` (the sample's ``Sample/offset``).
  @inlinable
  public func offset(at time: Double) -> Value { sample(at: time).offset }

  /// The sample at `time` on `context`, which a custom core reads and updates.
  @inlinable
  func sample(at time: Double, context: inout AnimationContext<Value>) -> Sample {
    guard time >= 0 else { return Self.notStarted }
    if layers.isEmpty { return sampleCore(at: time, context: &context) }
    return sampleLayers(at: time) { sampleCore(at: $0, context: &context) }
  }

  /// The sample through the layers: each maps the time (and scales the velocity) for the next;
  /// logical completion is folded as `(core ∧ all) ∨ any` on the way down; `sampleCore` gives
  /// the core's sample at the core time reached.
  ///
  /// Inlinable, with every step it takes (``Layer``, ``position(time:length:count:autoreverses:)``,
  /// ``finished(insideRepetition:mirrored:all:any:)``), so that a caller's sample is one loop
  /// specialised for its value type and core: unspecialised, the generic metadata lookups of
  /// this walk cost several times the core's own evaluation (issue 37).
  @inlinable
  @inline(__always)
  func sampleLayers(at time: Double, core sampleCore: (Double) -> Sample) -> Sample {
    var t = time
    var rate = 1.0
    // The core's logical completion counts when `all` holds; `any` makes it complete anyway.
    var all = true
    var any = false
    var isInsideRepetition = false
    // An odd number of mirrored return passes on the way down: offset = change − inner.
    var isMirrored = false
    for layer in layers {
      switch layer {
      case .delay(let delay):
        if t < delay {
          // The base has not started: it stands at zero, which a mirrored return pass shows
          // as the change (SwiftUI returns `value - base` there, and the base reads zero).
          return Sample(
            offset: isMirrored ? change : .zero, velocity: .zero, isFinished: false,
            isLogicallyComplete: any)
        }
        t -= delay
      case .speed(let speed):
        guard speed > 0, speed < .infinity else {
          // SwiftUI runs the base at t·speed ≤ 0, where it stands at its start for ever
          // (OpenSwiftUI `SpeedAnimation.swift`, `BezierAnimation.swift`).
          if speed <= 0 && speed > -.infinity {
            return Sample(
              offset: isMirrored ? change : .zero, velocity: .zero, isFinished: false,
              isLogicallyComplete: any)
          }
          return finished(
            insideRepetition: isInsideRepetition, mirrored: isMirrored, all: all, any: any)
        }
        t *= speed
        rate *= speed
      case .repeating(let count, let returnPass, let length, let latches, let boundaries):
        guard
          let position = Self.position(
            time: t, length: length, count: count, autoreverses: returnPass != .none,
            boundaries: boundaries)
        else {
          return finished(
            insideRepetition: isInsideRepetition, mirrored: isMirrored, all: all, any: any)
        }
        switch returnPass {
        case .timeReversed:
          t = position.isReversed ? length - position.baseTime : position.baseTime
          if position.isReversed { rate = -rate }
          // Only the last repetition may report logical completion, a backward one never.
          all = all && position.isLast && !position.isReversed
        case .mirrored, .none:
          t = position.baseTime
          // Toggled without a branch: passes alternate, which no predictor follows when the
          // times jump around.
          isMirrored = isMirrored != position.isReversed
          // SwiftUI's latch: a pass after one in which the base reported logical completion
          // is logically complete.
          any = any || (all && latches && position.index >= 1)
        }
        isInsideRepetition = true
      case .logicallyComplete(let after):
        any = any || (all && t >= after)
      }
    }
    let inner = sampleCore(t)
    if inner.isFinished {
      return finished(
        insideRepetition: isInsideRepetition, mirrored: isMirrored,
        all: all && inner.isLogicallyComplete, any: any)
    }
    let velocity = isMirrored ? -rate : rate
    return Sample(
      offset: isMirrored ? change - inner.offset : inner.offset,
      velocity: velocity == 1 ? inner.velocity : inner.velocity.scaled(by: velocity),
      isFinished: false, isLogicallyComplete: (inner.isLogicallyComplete && all) || any)
  }

  /// A finished inner motion: inside a repetition it stands at its end (the change, or zero
  /// in a mirrored return pass, at rest) and the repetition carries on; otherwise the whole
  /// motion is removed. A base that finishes inside a repetition is not thereby logically
  /// complete (SwiftUI: only the base's own report, or the removal of the whole, counts).
  @inlinable
  func finished(insideRepetition: Bool, mirrored: Bool, all: Bool, any: Bool) -> Sample {
    guard insideRepetition else { return removed }
    return Sample(
      offset: mirrored ? .zero : change, velocity: .zero, isFinished: false,
      isLogicallyComplete: any)
  }

  /// Where in its base a repetition layer puts time `t`.
  @usableFromInline
  struct Position {
    /// Seconds into the current pass, counted forwards.
    @usableFromInline var baseTime: Double
    /// Whether this is a return pass (odd index, with autoreverse).
    @usableFromInline var isReversed: Bool
    /// Whether this is the last pass.
    @usableFromInline var isLast: Bool
    /// The pass, from 0.
    @usableFromInline var index: Double

    /// Stores the parts.
    @inlinable
    init(baseTime: Double, isReversed: Bool, isLast: Bool, index: Double) {
      self.baseTime = baseTime
      self.isReversed = isReversed
      self.isLast = isLast
      self.index = index
    }
  }

  /// The repetition `t` falls in, for a base of `length` > 0 seconds: with n = ⌊t/length⌋,
  /// base time t − n·length, a return pass for odd n with `autoreverses`; `nil` once
  /// n ≥ `count` (or the length is not positive, or the count below 1). A base that never
  /// finishes (infinite length) plays once, forwards. With the base's `boundaries`, a time
  /// in one of the first four passes finds n by comparisons (the same n).
  @inlinable
  @inline(__always)
  static func position(
    time: Double, length: Double, count: Int?, autoreverses: Bool,
    boundaries: PassBoundaries = .absent
  ) -> Position? {
    if let count, count < 1 { return nil }
    guard length > 0 else { return nil }
    let t = max(time, 0)
    if length.isInfinite {
      return Position(baseTime: t, isReversed: false, isLast: count == 1, index: 0)
    }
    let index = boundaries.passIndex(at: t) ?? wholePart(t / length)
    if let count, index >= Double(count) { return nil }
    let local = min(max(t - index * length, 0), length)
    let isReversed = autoreverses && isOdd(index)
    let isLast = count.map { index == Double($0 - 1) } ?? false
    return Position(baseTime: local, isReversed: isReversed, isLast: isLast, index: index)
  }

  /// `q.rounded(.down)`, bit for bit, without a call where it can: the baseline x86-64 target
  /// has no rounding instruction, so `rounded(.down)` calls `floor`. For 0 < q < 2⁵² the
  /// truncation through an integer is the floor (exact both ways); zero keeps the call, which
  /// keeps its sign (the integer route would turn −0 into +0).
  @inlinable
  @inline(__always)
  static func wholePart(_ q: Double) -> Double {
    q > 0 && q < 0x1p52 ? Double(Int64(q)) : q.rounded(.down)
  }

  /// Whether the whole number `index` is odd: `index.truncatingRemainder(dividingBy: 2) == 1`
  /// bit for bit, without the call to `fmod` where it can (every double from 2⁵³ on is even).
  @inlinable
  @inline(__always)
  static func isOdd(_ index: Double) -> Bool {
    guard index >= 0 else { return index.truncatingRemainder(dividingBy: 2) == 1 }
    return index < 0x1p53 && Int64(index) & 1 == 1
  }
}
