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
/// Commands whose time (or target) is not finite are ignored.
///
/// - Complexity: a query is O(log c + r) for c commands since construction and r animations
///   running at that time; a command copies the pieces of the current motion, O(p).
public struct Animator<Value: VectorArithmetic> {
  /// One animation contributing to a piece: offset(τ − start) → change when finished.
  struct Run {
    var animation: Animation
    /// Animation time at which it started.
    var start: Double
    /// The total change it animates (target − start value, or the new delta when additive).
    var change: Value
    /// Its context, primed by one call at time 0; queries work on copies.
    var context: AnimationContext<Value>
    /// The velocity carried in from a merge (the context's initial velocity).
    var carried: Value
    /// How it is evaluated (see ``RunKernel``).
    var kernel: RunKernel
  }

  /// F from animation time `start` on: `base + Σ run offsets`, heading for `target`.
  struct Piece {
    var start: Double
    var base: Value
    var runs: [Run]
    var target: Value
  }

  /// The clock from wall time `start` on: τ = tau + rate·(t − start).
  struct Segment {
    var start: Double
    var tau: Double
    /// +1 running, 0 paused or at rest before the first command, −1 reversed.
    var rate: Double
    /// The direction playback resumes in: +1 forward, −1 reversed.
    var direction: Double
    var isPaused: Bool
    /// Animation time at which the current motion began; reversed playback stops there.
    var origin: Double
    var pieces: [Piece]
  }

  /// Wall-time segments, by increasing start; the first starts at −∞.
  var segments: [Segment]

  /// An animator at rest at `value`.
  public init(value: Value) {
    let rest = Piece(start: -.infinity, base: value, runs: [], target: value)
    segments = [
      Segment(
        start: -.infinity, tau: 0, rate: 0, direction: 1, isPaused: false, origin: 0, pieces: [rest]
      )
    ]
  }

  // MARK: Locating a time

  /// The index of the segment in force at wall time `time`.
  func segmentIndex(at time: Double) -> Int {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if segments[mid].start <= time { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Animation time at wall time `time` within `segment` (clamped at the origin when reversed).
  static func animationTime(_ segment: Segment, at time: Double) -> Double {
    if segment.rate == 0 { return segment.tau }
    let tau = segment.tau + segment.rate * (time - segment.start)
    return segment.rate < 0 ? max(tau, segment.origin) : tau
  }

  /// The index of the piece in force at animation time `tau`.
  static func pieceIndex(_ pieces: [Piece], at tau: Double) -> Int {
    var low = 0
    var high = pieces.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if pieces[mid].start <= tau { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The segment, animation time and piece at wall time `time`.
  func locate(_ time: Double) -> (segment: Segment, tau: Double, piece: Piece) {
    let segment = segments[segmentIndex(at: time)]
    let tau = Self.animationTime(segment, at: time)
    return (segment, tau, segment.pieces[Self.pieceIndex(segment.pieces, at: tau)])
  }

  // MARK: Evaluating

  /// The piece's value at `tau`; exactly its target once every run has finished (base + change
  /// could differ from the target by a rounding error).
  static func value(of piece: Piece, at tau: Double) -> Value {
    var value = piece.base
    var isFinished = true
    for run in piece.runs {
      if let offset = offset(of: run, at: tau) {
        value += offset
        isFinished = false
      } else {
        value += run.change
      }
    }
    return isFinished && !piece.runs.isEmpty ? piece.target : value
  }

  /// The piece's rate of change with respect to animation time at `tau`.
  static func velocity(of piece: Piece, at tau: Double) -> Value {
    var velocity = Value.zero
    for run in piece.runs { velocity += Self.velocity(of: run, at: tau) }
    return velocity
  }

  /// Whether every run of the piece has finished at `tau`.
  static func isFinished(_ piece: Piece, at tau: Double) -> Bool {
    piece.runs.allSatisfy { offset(of: $0, at: tau) == nil }
  }

  // MARK: Queries

  /// The presented value at `time`.
  public func value(at time: Double) -> Value {
    let (_, tau, piece) = locate(time)
    return Self.value(of: piece, at: tau)
  }

  /// The velocity of the presented value at `time`, in units per second (zero while paused, at
  /// rest, or back at the origin after a reverse; negated while reversed).
  ///
  /// At a command's own time the velocity is that of the motion after the command.
  public func velocity(at time: Double) -> Value {
    let (segment, tau, piece) = locate(time)
    guard segment.rate != 0 else { return .zero }
    if segment.rate < 0 && tau <= segment.origin { return .zero }
    return Self.velocity(of: piece, at: tau).scaled(by: segment.rate)
  }

  /// Whether nothing is moving at `time`: every animation has been removed (or a reverse has
  /// reached the origin). A paused animator with unfinished animations is not complete.
  public func isComplete(at time: Double) -> Bool {
    let (segment, tau, piece) = locate(time)
    if segment.direction < 0 { return tau <= segment.origin }
    return Self.isFinished(piece, at: tau)
  }

  /// Whether every running animation is logically complete at `time` (see
  /// ``AnimationContext/isLogicallyComplete``): a spring close enough to its target counts,
  /// although it still moves until removed. Implies nothing about the value after later
  /// commands.
  public func isLogicallyComplete(at time: Double) -> Bool {
    let (segment, tau, piece) = locate(time)
    if segment.direction < 0 { return tau <= segment.origin }
    return piece.runs.allSatisfy { Self.isLogicallyComplete($0, at: tau) }
  }

  /// The model value: where the presented value ends once the animations finish (the last
  /// target, or the origin while reversed).
  public var target: Value {
    let segment = segments[segments.count - 1]
    if segment.direction < 0 {
      let origin = segment.pieces[Self.pieceIndex(segment.pieces, at: segment.origin)]
      return Self.value(of: origin, at: segment.origin)
    }
    return segment.pieces[segment.pieces.count - 1].target
  }

  /// Whether the animator is paused (after the last command).
  public var isPaused: Bool { segments[segments.count - 1].isPaused }

  /// Whether playback runs backwards towards the origin (after the last command).
  public var isReversed: Bool { segments[segments.count - 1].direction < 0 }

  // MARK: Commands (shared)

  /// Removes the segments that start after `time`, so that a command at `time` rewrites the
  /// future from there.
  mutating func discardSegments(after time: Double) {
    while segments.count > 1 && segments[segments.count - 1].start > time {
      segments.removeLast()
    }
  }
}
