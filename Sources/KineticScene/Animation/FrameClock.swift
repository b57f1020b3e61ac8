/// Samples time at a fixed frame rate: frame i is shown at i / fps seconds.
///
/// Time is always a parameter: the clock never reads a wall clock, it only turns frame
/// numbers into times, so a frame at 60 fps and the same time at 120 fps are identical.
public struct FrameClock: Hashable, Sendable {
  /// Frames per second; positive and finite.
  public let fps: Double

  /// The frame rates a clock accepts, frames per second: from one frame every 1,000 s (slower
  /// rates put the second frame past any animation and make a real-time player sleep for
  /// years) to a million frames per second. The command line's `--fps` has the same bounds.
  public static let frameRates: ClosedRange<Double> = 0.001...1_000_000

  /// Creates a clock.
  ///
  /// - Throws: ``SceneError/invalidFrameRate(_:)`` unless `fps` is in ``frameRates``.
  public init(fps: Double) throws(SceneError) {
    guard Self.frameRates.contains(fps) else { throw .invalidFrameRate(fps) }
    self.fps = fps
  }

  /// The duration of one frame, 1 / fps seconds.
  public var frameDuration: Double { 1 / fps }

  /// The time of frame `index`, `index / fps` seconds (computed by division, so no error
  /// accumulates over long runs).
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }

  /// The times of frames `0..<count`.
  public func times(count: Int) -> [Double] {
    (0..<max(count, 0)).map { time(ofFrame: $0) }
  }

  /// The number of frames that cover `0...duration` including both ends:
  /// ⌈duration · fps⌉ + 1 (at least 1).
  public func frameCount(covering duration: Double) -> Int {
    guard duration.isFinite, duration > 0 else { return 1 }
    let n = (duration * fps - 1e-9).rounded(.up)
    return Int(min(n, 10_000_000)) + 1
  }
}
