/// Errors raised by the scene layer; every case names the offending value.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A frame rate outside ``FrameClock/frameRates`` (0.001 to 1,000,000 fps).
  case invalidFrameRate(Double)
  /// A frame count below 1 or above 10,000,000.
  case invalidFrameCount(Int)
  /// A raster size (characters) below 1 or above 10,000.
  case invalidRasterSize(width: Int, height: Int)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidFrameRate(let fps):
      "invalid frame rate \(fps): expected a number in 0.001...1000000"
    case .invalidFrameCount(let n): "invalid frame count \(n): expected 1...10000000"
    case .invalidRasterSize(let w, let h):
      "invalid raster size \(w)x\(h): expected 1...10000 in each direction"
    }
  }
}
