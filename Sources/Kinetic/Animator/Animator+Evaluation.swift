/// What the animator presents: a piece's value, velocity and completion at an animation time,
/// and the public queries built on them.
extension Animator {
  // MARK: Evaluating

  /// The piece's value at `tau`; exactly its target once every run has finished (base + change
  /// could differ from the target by a rounding error).
  @inlinable
  static func value(of piece: Piece, at tau: Double) -> Value {
    var value = piece.base
    var isFinished = true
    piece.runs.withUnsafeBufferPointer { runs in
      for index in runs.indices {
        let sample = Run.sample(runs.baseAddress! + index, at: tau)
        value += sample.offset
        isFinished = isFinished && sample.isFinished
      }
    }
    return isFinished && !piece.runs.isEmpty ? piece.target : value
  }

  /// The piece's rate of change with respect to animation time at `tau`.
  @inlinable
  static func velocity(of piece: Piece, at tau: Double) -> Value {
    var velocity = Value.zero
    piece.runs.withUnsafeBufferPointer { runs in
      for index in runs.indices {
        velocity += Run.sample(runs.baseAddress! + index, at: tau).velocity
      }
    }
    return velocity
  }

  /// Whether every run of the piece has finished at `tau`.
  @inlinable
  static func isFinished(_ piece: Piece, at tau: Double) -> Bool {
    piece.runs.withUnsafeBufferPointer { runs in
      for index in runs.indices where !Run.sample(runs.baseAddress! + index, at: tau).isFinished {
        return false
      }
      return true
    }
  }

  /// What a command reads of the piece at `tau` before it changes the motion, with each run
  /// sampled once: ``value(of:at:)``, ``velocity(of:at:)`` and ``isFinished(_:at:)`` (bit for
  /// bit), and the index of the last run still running (`nil` when none is).
  static func reading(of piece: Piece, at tau: Double) -> (
    value: Value, velocity: Value, isFinished: Bool, lastRunning: Int?
  ) {
    var value = piece.base
    var velocity = Value.zero
    var lastRunning: Int?
    piece.runs.withUnsafeBufferPointer { runs in
      for index in runs.indices {
        let sample = Run.sample(runs.baseAddress! + index, at: tau)
        value += sample.offset
        velocity += sample.velocity
        if !sample.isFinished { lastRunning = index }
      }
    }
    let isFinished = lastRunning == nil
    return (
      isFinished && !piece.runs.isEmpty ? piece.target : value, velocity, isFinished, lastRunning
    )
  }

  // MARK: Queries

  /// The presented value at `time`.
  @inlinable @inline(__always)
  public func value(at time: Double) -> Value {
    // The present read in place; `nil` sends the query out of line, after the access. While
    // the storage is read, nothing is called that could release it (the kernels call only
    // functions marked `releasenone`, and no C function directly, not even a square root), so
    // it needs no retain (there was a retain and a release per animator and frame: the
    // AnimatorSuite benchmark's frame loop, in its disassembly).
    let present = storage.withUnsafeMutablePointers { header, hot -> Value? in
      let time = max(time, header.pointee.historyStart)
      let start = header.pointee.present.start
      if time >= start {
        let tau = Self.animationTime(
          tau: header.pointee.present.tau, rate: header.pointee.present.rate, start: start,
          origin: header.pointee.present.origin, at: time)
        if tau >= header.pointee.present.piece.start {
          let count = header.pointee.hotCount
          var value = header.pointee.present.piece.base
          var isFinished = true
          for index in 0..<count {
            let run = hot + index
            let elapsed = tau - run.pointee.start
            // A run without a kernel, or whose kernel would search (a spring's removal,
            // deferred until needed): the whole query out of line.
            guard let kernel = run.pointee.kernel,
              let sample = AnimationSampler.knownSample(
                kernel, change: run.pointee.change, at: elapsed)
            else { return nil }
            value += sample.offset
            isFinished = isFinished && sample.isFinished
          }
          return isFinished && count > 0 ? header.pointee.present.piece.target : value
        }
      }
      return nil
    }
    return present ?? valueInHistory(at: time)
  }

  /// ``value(at:)`` for a time before the present segment or piece, or when a run of the present
  /// piece has no kernel: every run sampled through its sampler.
  @usableFromInline
  func valueInHistory(at time: Double) -> Value {
    let (_, tau, piece) = locate(time)
    return Self.value(of: piece, at: tau)
  }

  /// The velocity of the presented value at `time`, in units per second (zero while paused, at
  /// rest, or back at the origin after a reverse; negated while reversed).
  ///
  /// At a command's own time the velocity is that of the motion after the command.
  @inlinable
  public func velocity(at time: Double) -> Value {
    let (segment, tau, piece) = locate(time)
    guard segment.rate != 0 else { return .zero }
    if segment.rate < 0 && tau <= segment.origin { return .zero }
    return Self.velocity(of: piece, at: tau).scaled(by: segment.rate)
  }

  /// Whether nothing is moving at `time`: every animation has been removed (or a reverse has
  /// reached the origin). A paused animator with unfinished animations is not complete.
  @inlinable
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
    return piece.runs.allSatisfy { $0.sampler.sample(at: tau - $0.start).isLogicallyComplete }
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
}
