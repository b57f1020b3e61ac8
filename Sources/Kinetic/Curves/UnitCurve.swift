#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A function from input progress in `0...1` to output progress, with `f(0) = 0` and
/// `f(1) = 1`: the shape of a timing-curve animation. Mirrors SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case linear
    case bezier(CubicBezier)
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
  }

  @usableFromInline
  let storage: Storage

  @usableFromInline
  init(storage: Storage) { self.storage = storage }

  /// f(x) = x.
  public static let linear = UnitCurve(storage: .linear)
  /// Cubic Bezier with control points (0.42, 0) and (1, 1).
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Cubic Bezier with control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Cubic Bezier with control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// f(x) = 1 − √(1 − x²).
  public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)
  /// f(x) = √(1 − (1 − x)²).
  public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)
  /// circularEaseIn on the first half, circularEaseOut on the second, each scaled by ½.
  public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

  /// A cubic Bezier curve from (0, 0) to (1, 1) with the given control points.
  ///
  /// The x coordinates are clamped to `0...1` (as SwiftUI does) so that the curve is a function
  /// of x; y coordinates are free, allowing overshoot.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      storage: .bezier(
        CubicBezier(
          uncheckedX1: min(max(startControlPoint.x, 0), 1), y1: startControlPoint.y,
          x2: min(max(endControlPoint.x, 0), 1), y2: endControlPoint.y)))
  }

  /// The output progress at input `progress`, which is clamped to `0...1`.
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch storage {
    case .linear: return x
    case .bezier(let curve): return curve.value(at: x)
    case .circularEaseIn: return 1 - sqrt(1 - x * x)
    case .circularEaseOut: return sqrt(1 - (1 - x) * (1 - x))
    case .circularEaseInOut:
      return x < 0.5 ? 0.5 * (1 - sqrt(1 - 4 * x * x)) : 0.5 * (sqrt(1 - (2 * x - 2) * (2 * x - 2)) + 1)
    }
  }

  /// The derivative d(value)/d(progress) at input `progress`, which is clamped to `0...1`.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch storage {
    case .linear: return 1
    case .bezier(let curve): return curve.velocity(at: x)
    case .circularEaseIn: return x / sqrt(1 - x * x)
    case .circularEaseOut: return (1 - x) / sqrt(1 - (1 - x) * (1 - x))
    case .circularEaseInOut:
      return x < 0.5 ? 2 * x / sqrt(1 - 4 * x * x) : 2 * (1 - x) / sqrt(1 - (2 * x - 2) * (2 * x - 2))
    }
  }

  /// The curve reflected in the line y = x, so that `inverse.value(at: value(at: x)) == x`
  /// for monotone curves.
  public var inverse: UnitCurve {
    switch storage {
    case .linear: return self
    case .bezier(let c):
      return .bezier(startControlPoint: UnitPoint(x: c.y1, y: c.x1), endControlPoint: UnitPoint(x: c.y2, y: c.x2))
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return self  // provisional; see the curves issue
    }
  }
}
