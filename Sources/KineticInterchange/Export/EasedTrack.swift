import Kinetic

/// A keyframe track as the targets with eased keyframes write it — CSS `@keyframes`, the Web
/// Animations API's keyframe array, framer-motion's `animate(value, keyframes, { times, ease })`:
/// values at times, each with the curve of the interval that starts at it, under the delay,
/// iteration count and direction those forms put around a track (issue 33). The model the
/// readers of those forms build (``EasedKeyframePoints``), so that a written track reads back
/// as the keyframes it was.
///
/// Built by ``Exporter/easedTrack(saying:approximating:)``: a linear keyframe whose curve the
/// target names is one frame; a move is a jump (two frames at one time); any other keyframe (a
/// cubic or spring keyframe, a curve the target cannot name) is, when approximating, linear
/// frames through the fewest-stop approximation of that keyframe's own stretch of the motion
/// (``Kinetic/CSSLinearApproximation``), and ``maximumError`` says how far they stray.
struct EasedTrack {
  /// A value at a time, and the curve from it to the next frame.
  struct Frame {
    /// Seconds from the start of a pass.
    var time: Double
    /// The value, in units of the change (the track read from 0).
    var value: Double
    /// The curve of the interval to the next frame; `nil` on the last.
    var curve: UnitCurve?
  }

  /// The frames, the first at time 0; at least two.
  var frames: [Frame]
  /// Seconds before the first pass.
  var delay = 0.0
  /// Passes; `nil` for ever.
  var iterations: Int? = 1
  /// Whether every other pass runs backwards in time (CSS `alternate`).
  var alternates = false
  /// The largest distance, in units of the change, of the written frames from the motion: 0
  /// when every keyframe is written as itself.
  var maximumError = 0.0
  /// Whether some keyframe is written as approximating frames.
  var isApproximated = false

  /// Seconds one pass lasts.
  var duration: Double { frames[frames.count - 1].time }

  /// Each frame's time as a fraction of the pass (`1` exactly for the last).
  var offsets: [Double] {
    frames.map { $0.time == duration ? 1 : $0.time / duration }
  }
}

extension Exporter {
  /// The motion as an ``EasedTrack`` when it is a keyframe track — delayed, repeated (forwards
  /// or alternating) and sped up as a CSS `animation:` declaration says around its rule — in a
  /// target whose eased keyframes name the curves `saying` accepts; `nil` for any other motion.
  /// Without `approximating`, also `nil` when a keyframe is not a linear keyframe of such a
  /// curve (a jump between keyframes, a cubic or spring keyframe); with it, those keyframes
  /// become linear frames within ``tolerance`` and jumps two frames at one time.
  ///
  /// - Throws: ``ExportError`` when a keyframe's stretch of the motion cannot be approximated.
  func easedTrack(saying: (UnitCurve) -> Bool, approximating: Bool) throws(ExportError)
    -> EasedTrack?
  {
    // The timing `WebAnimationTiming.animation(of:)` puts around a track, outside in.
    let passes = targetPasses()
    guard passes.delay >= 0, passes.delay.isFinite else { return nil }
    var current = passes.base
    var track = EasedTrack(
      frames: [], delay: passes.delay, iterations: passes.passes,
      alternates: passes.repetition?.alternates == true)
    var speed = 1.0
    if case .speed(let s, let base) = current.kind, s > 0, s.isFinite {
      (speed, current) = (s, base)
    }
    guard case .keyframes(let all) = current.kind else { return nil }
    var keyframes = all[...]
    // A track read from 0 starts with a move there (and a CSS rule's 0% keyframe with another,
    // to its own value); a first frame says it.
    while case .move(let first)? = keyframes.first, first.to == 0 { keyframes.removeFirst() }
    var frames = [EasedTrack.Frame(time: 0, value: 0, curve: nil)]
    if case .move(let first)? = keyframes.first {
      frames[0].value = first.to
      keyframes.removeFirst()
    }
    // Seconds of the bare track (before `speed`) at the end of the keyframes so far, and its
    // motion, for the keyframes that are approximated.
    var elapsed = 0.0
    var motion: ((Double) -> Double)?
    // Each keyframe's end time on the track (a spring keyframe without a duration lasts its
    // settling duration), read once from the resolved track.
    let ends = approximating ? current.keyframeEndTimes : []
    for index in keyframes.indices {
      let last = frames.count - 1
      switch keyframes[index] {
      case .linear(let k) where k.duration > 0 && k.duration.isFinite && saying(k.timingCurve):
        frames[last].curve = k.timingCurve
        frames.append(.init(time: frames[last].time + k.duration / speed, value: k.to))
        elapsed += k.duration
        continue
      case .move(let k) where approximating:
        frames[last].curve = .linear
        frames.append(.init(time: frames[last].time, value: k.to))
        continue
      default:
        guard approximating else { return nil }
      }
      // The keyframe's own stretch of the motion, through its end time on the track.
      // Made once, the first time a keyframe needs it, and not stored again: a closure read
      // out of an optional and stored back gains a re-abstraction thunk each way, so storing
      // it on every keyframe made each evaluation walk a chain as long as the keyframes before
      // it (a 2,000-keyframe export took 138 s).
      let value: (Double) -> Double
      if let motion {
        value = motion
      } else {
        value = ExportMotion.progress(of: current, duration: 1)
        motion = value
      }
      let end = ends.indices.contains(index) ? ends[index] : elapsed
      let length = end - elapsed
      guard length > 0, length.isFinite else {
        frames[last].curve = .linear
        frames.append(.init(time: frames[last].time, value: value(end)))
        continue
      }
      let start = elapsed
      let fit = try approximation(progress: { value(start + $0 * length) }, over: length)
      for stop in fit.stops.dropFirst() {
        frames[frames.count - 1].curve = .linear
        frames.append(.init(time: frames[last].time + stop.u * length / speed, value: stop.y))
      }
      track.maximumError = max(track.maximumError, fit.maximumError)
      track.isApproximated = true
      elapsed = end
    }
    guard frames.count > 1, let total = frames.last?.time, total > 0, total.isFinite else {
      return nil
    }
    track.frames = frames
    return track
  }
}
