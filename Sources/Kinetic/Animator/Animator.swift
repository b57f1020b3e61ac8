/// A value animated over time: the model value plus the animations that carry the presented
/// value towards it, with every interruption model (retarget, pause, reverse, scrub).
///
/// The animator holds no clock: every command and query takes the time, in seconds, on any
/// time line the caller likes.
///
/// ## Time model
/// Running animations live on an *animation time* τ. Each command starts a segment of wall time
/// in which τ = τ₀ + rate·(t − t₀) with rate +1 (running), 0 (paused) or −1 (reversed, stopping
/// at the origin). The value at wall time t is F(τ(t)), where F is a piecewise function of τ:
/// each retarget adds a piece `base + Σ offsetᵢ(τ − startᵢ)` from its τ on. Earlier segments and
/// pieces are kept, so:
/// - every query (``value(at:)``, ``velocity(at:)``, ``isComplete(at:)``, …) is a pure function
///   of time: queries may come in any order, including times before earlier commands;
/// - a command at time t replaces whatever earlier commands had scheduled after t (commands
///   normally come in non-decreasing time; an earlier one rewrites the future from there);
/// - ``reverse(at:)`` plays F backwards, retracing exactly the path shown, down to the time the
///   current motion began.
///
/// History grows by one segment per command; ``discardHistory(before:)`` bounds it (a renderer
/// that only asks about the present can call it before each retarget). A new motion, started
/// while the animator is at rest, already drops the previous motion's pieces.
///
/// Commands whose time (or target) is not finite are ignored.
///
/// ## Example
///
///     var x = Animator(value: 0.0)
///     x.animate(to: 100, with: .easeInOut(duration: 0.5), at: 0)
///     x.animate(to: 40, with: .smooth, at: 0.2)          // springs merge: C1 retarget
///     x.animate(to: 60, with: .linear(duration: 1), at: 0.4, policy: .matched)
///     x.reverse(at: 0.6)                                    // retrace back to 0
///     let samples = stride(from: 0, through: 2, by: 1.0 / 120).map { x.value(at: $0) }
///
/// - Complexity: a query about the present (at or after the last command) is O(r) for r
///   animations running, and touches one allocation when each is a bare spring or a Bezier or
///   linear timing curve (the others are sampled through their samplers, a few more); an
///   earlier time adds O(log c) for c commands kept. A command is O(p + s) for the p pieces of
///   the current motion and s segments.
public struct Animator<Value: VectorArithmetic> {
  /// One animation contributing to a piece: offset(τ − start) → change when finished.
  @usableFromInline
  struct Run {
    @usableFromInline var animation: Animation
    /// Animation time at which it started.
    @usableFromInline var start: Double
    /// The motion: the total change it animates (target − start value, or the new delta when
    /// additive), the velocity carried in from a merge, and for a custom animation its
    /// context, primed by one call at time 0 (queries work on copies).
    @usableFromInline let sampler: AnimationSampler<Value>
    /// The sampler's kernel, `nil` where it has none: read once, when the run is made.
    ///
    /// Why: reading a sampler's kernel, or sampling it, from a run held in an array copied the
    /// whole sampler (through its value witness) first; a retarget did so about a dozen times
    /// (AnimatorSuite benchmark). The kernel is a few words with no references, and borrows
    /// the Bezier solver of `sampler`, which this run keeps alive.
    @usableFromInline let kernel: AnimationSampler<Value>.Kernel?
    /// SwiftUI's elapsed time of the animation at `start`: nonzero for an animation that
    /// merged into one with the same modifiers, whose time SwiftUI keeps counting (see
    /// ``Animator/animate(to:with:at:policy:engine:)``).
    @usableFromInline var elapsedAtStart: Double = 0

    /// A run of `animation` from animation time `start`, sampled by `sampler`.
    @usableFromInline
    init(animation: Animation, start: Double, sampler: AnimationSampler<Value>) {
      self.animation = animation
      self.start = start
      self.sampler = sampler
      self.kernel = sampler.kernel
    }

    /// The total change.
    @inlinable var change: Value { sampler.change }

    /// The sample of the run at `run`, at animation time `tau`: through its kernel where it
    /// has one (bit for bit the sampler's sample), else through its sampler.
    ///
    /// Through a pointer: a run read from an array by subscript is copied first.
    @inlinable
    static func sample(_ run: UnsafePointer<Run>, at tau: Double) -> AnimationSampler<Value>.Sample
    {
      let elapsed = tau - run.pointee.start
      if let kernel = run.pointee.kernel {
        return AnimationSampler.sample(kernel, change: run.pointee.sampler.change, at: elapsed)
      }
      return run.pointee.sampler.sample(at: elapsed)
    }
  }

  /// F from animation time `start` on: `base + Σ run offsets`, heading for `target`.
  @usableFromInline
  struct Piece {
    @usableFromInline var start: Double
    @usableFromInline var base: Value
    @usableFromInline var runs: RunList
    @usableFromInline var target: Value
  }

  /// The clock from wall time `start` on: τ = tau + rate·(t − start).
  @usableFromInline
  struct Segment {
    @usableFromInline var start: Double
    @usableFromInline var tau: Double
    /// +1 running, 0 paused or at rest before the first command, −1 reversed.
    @usableFromInline var rate: Double
    /// The direction playback resumes in: +1 forward, −1 reversed.
    @usableFromInline var direction: Double
    @usableFromInline var isPaused: Bool
    /// Animation time at which the current motion began; reversed playback stops there.
    @usableFromInline var origin: Double
    @usableFromInline var pieces: PieceList
  }

  /// The last segment's clock and last piece: where queries about the present look.
  @usableFromInline
  struct Present {
    @usableFromInline var start: Double
    @usableFromInline var tau: Double
    @usableFromInline var rate: Double
    @usableFromInline var origin: Double
    @usableFromInline var piece: Piece
  }

  /// What a query about the present needs of one run of the present piece: no references, so
  /// trivially copyable when `Value` is.
  ///
  /// Why no sampler: the present piece in the header already holds each run's sampler, which
  /// keeps a Bezier kernel's borrowed solver alive; a copy here cost a copy through the
  /// sampler's value witness on every retarget and took 144 more bytes (cache lines) per run
  /// from a frame. A run without a kernel is sampled through the header's piece instead.
  @usableFromInline
  struct HotRun {
    @usableFromInline var start: Double
    /// The sampler's change.
    @usableFromInline var change: Value
    /// The sampler's kernel, `nil` where it has none.
    @usableFromInline var kernel: AnimationSampler<Value>.Kernel?
  }

  /// The animator's state apart from the hot runs.
  @usableFromInline
  struct Header {
    /// Wall-time segments, by increasing start; the first starts at −∞.
    @usableFromInline var segments: [Segment]
    /// A copy of the last segment's clock and last piece, derived from `segments`.
    @usableFromInline var present: Present
    /// Queries before this time answer as at this time (see ``discardHistory(before:)``).
    @usableFromInline var historyStart: Double
    /// How many runs of the present piece are stored as ``HotRun``s after the header.
    @usableFromInline var hotCount: Int
    /// How many ``HotRun``s the storage has room for.
    @usableFromInline var capacity: Int
  }

  /// The animator's state in one allocation: the header, then the present piece's runs.
  ///
  /// Why: animators are usually read in place from an array, and reading a struct that holds
  /// several buffers copies it, retaining each buffer; with 10,000 animators each retain, and
  /// each buffer followed, was a cache miss (most of the AnimatorSuite frame). Here a query about
  /// the present touches one object. A command rewrites the storage in place when the animator
  /// holds the only reference to it (and it has room), and builds a new one otherwise, so copies
  /// of an animator never share changes. Rewriting in place matters: freeing a storage runs the
  /// generic class's deinitialiser, whose metadata lookups cost more than the rest of a retarget
  /// (AnimatorSuite benchmark).
  @usableFromInline
  final class Storage: ManagedBuffer<Header, HotRun> {
    deinit {
      _ = withUnsafeMutablePointers { header, runs in
        runs.deinitialize(count: header.pointee.hotCount)
      }
    }
  }

  @usableFromInline
  var storage: Storage

  /// Builds the storage for `segments`.
  @usableFromInline
  static func makeStorage(segments: [Segment], historyStart: Double) -> Storage {
    let present = present(of: segments)
    let count = hotCount(of: present.piece.runs)
    // Room for two runs at least, so that an additive retarget can reuse the storage.
    let capacity = max(count, 2)
    let buffer = Storage.create(minimumCapacity: capacity) { _ in
      Header(
        segments: segments, present: present, historyStart: historyStart, hotCount: count,
        capacity: capacity)
    }
    let storage = unsafeDowncast(buffer, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { hot in
      initializeHotRuns(hot, from: present.piece.runs, count: count)
    }
    return storage
  }

  /// Stores `segments` and `historyStart` in `storage`: in place when no copy of the animator
  /// shares it and it has room for the hot runs, else in a new storage.
  @usableFromInline
  static func store(segments: [Segment], historyStart: Double, in storage: inout Storage) {
    guard isKnownUniquelyReferenced(&storage) else {
      storage = makeStorage(segments: segments, historyStart: historyStart)
      return
    }
    let present = present(of: segments)
    let count = hotCount(of: present.piece.runs)
    guard count <= storage.withUnsafeMutablePointerToHeader({ $0.pointee.capacity }) else {
      storage = makeStorage(segments: segments, historyStart: historyStart)
      return
    }
    storage.withUnsafeMutablePointers { header, hot in
      hot.deinitialize(count: header.pointee.hotCount)
      header.pointee = Header(
        segments: segments, present: present, historyStart: historyStart, hotCount: count,
        capacity: header.pointee.capacity)
      initializeHotRuns(hot, from: present.piece.runs, count: count)
    }
  }

  /// The ``Header/hotCount`` for a present piece with `runs`: all of them.
  static func hotCount(of runs: RunList) -> Int { runs.count }

  /// Initialises `count` hot runs at `hot` from the first runs of `runs`.
  static func initializeHotRuns(
    _ hot: UnsafeMutablePointer<HotRun>, from runs: RunList, count: Int
  ) {
    // Through the buffer: a run read by subscript can be copied (through its value witness).
    runs.withUnsafeBufferPointer { runs in
      for index in 0..<count {
        (hot + index).initialize(
          to: HotRun(
            start: runs[index].start, change: runs[index].sampler.change,
            kernel: runs[index].kernel))
      }
    }
  }

  /// Wall-time segments, by increasing start; the first starts at −∞. Changing them rebuilds
  /// the storage.
  ///
  /// The header is read through its pointer rather than `storage.header`: the class property
  /// costs a dynamic exclusivity check on every access (about a twentieth of a retarget).
  @inlinable
  var segments: [Segment] {
    get { storage.withUnsafeMutablePointerToHeader { $0.pointee.segments } }
    _modify {
      var (segments, historyStart) = storage.withUnsafeMutablePointerToHeader {
        ($0.pointee.segments, $0.pointee.historyStart)
      }
      // Let go of the storage's reference so that `segments` is changed in place.
      if isKnownUniquelyReferenced(&storage) {
        storage.withUnsafeMutablePointerToHeader { $0.pointee.segments = [] }
      }
      defer { Self.store(segments: segments, historyStart: historyStart, in: &storage) }
      yield &segments
    }
  }

  /// The last segment's clock and last piece.
  @inlinable
  var present: Present { storage.withUnsafeMutablePointerToHeader { $0.pointee.present } }

  /// See ``Header/historyStart``.
  @inlinable
  var historyStart: Double { storage.withUnsafeMutablePointerToHeader { $0.pointee.historyStart } }

  @usableFromInline
  static func present(of segments: [Segment]) -> Present {
    let last = segments[segments.count - 1]
    return Present(
      start: last.start, tau: last.tau, rate: last.rate, origin: last.origin,
      piece: last.pieces[last.pieces.count - 1])
  }

  /// An animator at rest at `value`.
  public init(value: Value) {
    let rest = Piece(start: -.infinity, base: value, runs: [], target: value)
    let segments = [
      Segment(
        start: -.infinity, tau: 0, rate: 0, direction: 1, isPaused: false, origin: 0,
        pieces: PieceList([rest])
      )
    ]
    storage = Self.makeStorage(segments: segments, historyStart: -.infinity)
  }

  // MARK: Locating a time

  /// The index of the segment in force at wall time `time`.
  @inlinable
  func segmentIndex(at time: Double) -> Int {
    // Renderers ask about the present, which the last segment covers: skip the search.
    let last = segments.count - 1
    if segments[last].start <= time { return last }
    // The last segment starting at or before `time`; the first when none does.
    return max(segments.partitioningIndex { $0.start > time } - 1, 0)
  }

  /// Animation time at wall time `time` within `segment` (clamped at the origin when reversed).
  @inlinable
  static func animationTime(_ segment: Segment, at time: Double) -> Double {
    animationTime(
      tau: segment.tau, rate: segment.rate, start: segment.start, origin: segment.origin, at: time)
  }

  /// τ = tau + rate·(time − start), clamped at `origin` when the rate is negative.
  @inlinable
  static func animationTime(
    tau: Double, rate: Double, start: Double, origin: Double, at time: Double
  ) -> Double {
    if rate == 0 { return tau }
    let result = tau + rate * (time - start)
    return rate < 0 ? max(result, origin) : result
  }

  /// The index of the piece in force at animation time `tau`.
  @inlinable
  static func pieceIndex(_ pieces: PieceList, at tau: Double) -> Int {
    let last = pieces.count - 1
    if pieces[last].start <= tau { return last }
    // The last piece starting at or before `tau`; the first when none does.
    return max(pieces.partitioningIndex { $0.start > tau } - 1, 0)
  }

  /// The segment, animation time and piece at wall time `time`.
  @inlinable
  func locate(_ time: Double) -> (segment: Segment, tau: Double, piece: Piece) {
    let time = max(time, historyStart)
    let segment = segments[segmentIndex(at: time)]
    let tau = Self.animationTime(segment, at: time)
    return (segment, tau, segment.pieces[Self.pieceIndex(segment.pieces, at: tau)])
  }

  // MARK: Commands (shared)

  /// The time a command given at `time` acts at (not before the history kept), with the
  /// segments after it removed (``discardSegments(after:)``).
  mutating func commandTime(_ time: Double) -> Double {
    let time = max(time, historyStart)
    discardSegments(after: time)
    return time
  }

  /// Removes the segments that start after `time`, so that a command at `time` rewrites the
  /// future from there.
  mutating func discardSegments(after time: Double) {
    while segments.count > 1 && segments[segments.count - 1].start > time {
      segments.removeLast()
    }
  }
}
