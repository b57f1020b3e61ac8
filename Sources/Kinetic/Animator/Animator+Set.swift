extension Animator {
  /// Changes the model value to `target` at `time` without animating the change, as a SwiftUI
  /// transaction without an animation does.
  ///
  /// SwiftUI leaves a running animation alone when a value changes without one: its state keeps
  /// the intervals it animates, so the presented value jumps by the change and the animations
  /// carry on from there (OpenSwiftUI `AnimatableAttribute.swift`, `AnimatableAttributeHelper`:
  /// no effective animation, no change to the animator state). ``RetargetPolicy/automatic`` and
  /// ``RetargetPolicy/additive`` do that; every other policy (the article's
  /// ``RetargetPolicy/restart`` among them) stops the motion at `target`. While reversed, or at
  /// rest, the value jumps to `target` and stays there.
  ///
  /// Like ``animate(to:with:at:policy:engine:)``, a paused animator resumes and playback is forward
  /// afterwards.
  ///
  /// - Parameters:
  ///   - target: The new model value; a non-finite target is ignored.
  ///   - time: When, in seconds; a non-finite time is ignored.
  ///   - policy: Whether running animations keep their deltas (`automatic`, `additive`).
  public mutating func set(_ target: Value, at time: Double, policy: RetargetPolicy = .automatic) {
    guard time.isFinite, target.euclideanNorm.isFinite else { return }
    let time = commandTime(time)
    let (segment, tau, piece) = locate(time)
    let isRunning =
      segment.direction > 0 && !Self.isFinished(piece, at: tau)
      && (policy == .automatic || policy == .additive)
    var pieces: PieceList
    var origin = segment.origin
    if isRunning {
      pieces = segment.pieces.prefix(count: Self.pieceIndex(segment.pieces, at: tau) + 1)
      // The running animations keep their offsets; finished ones are folded into the base.
      let (base, runs) = Self.foldingFinishedRuns(
        of: piece, at: tau, onto: piece.base + (target - piece.target))
      pieces.append(Piece(start: tau, base: base, runs: runs, target: target))
    } else {
      // A new rest: reverse stops here.
      origin = tau
      pieces = PieceList([Piece(start: -.infinity, base: target, runs: [], target: target)])
    }
    segments.append(
      Segment(
        start: time, tau: tau, rate: 1, direction: 1, isPaused: false, origin: origin,
        pieces: pieces))
    trimHistoryIfNeeded()
  }
}
