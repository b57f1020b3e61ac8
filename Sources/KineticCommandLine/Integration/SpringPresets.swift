import Kinetic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the spec language gets SwiftUI's spring presets and settling times from.
///
/// - Note: Integration seam. Until the springs and animation work lands on main, presets are
///   built from their documented parameters (duration 0.5, bounce 0 / 0.15 / 0.3, plus
///   `extraBounce`) and the settling time is the envelope rule with ε = 10⁻³; afterwards each
///   member forwards to `Spring`/`Animation` in one line.
enum SpringPresets {
  enum Preset: String, CaseIterable, Sendable {
    case smooth, snappy, bouncy

    var bounce: Double {
      switch self {
      case .smooth: return 0
      case .snappy: return 0.15
      case .bouncy: return 0.3
      }
    }
  }

  /// SwiftUI's `.spring` / `.default`: response 0.5 s, damping fraction 0.825.
  static var defaultSpring: Spring { Spring(response: 0.5, dampingRatio: 0.825) }

  static func spring(_ preset: Preset, duration: Double, extraBounce: Double) -> Spring {
    Spring(duration: duration, bounce: preset.bounce + extraBounce)
  }

  static func animation(_ preset: Preset, duration: Double, extraBounce: Double) -> Animation {
    .spring(spring(preset, duration: duration, extraBounce: extraBounce))
  }

  /// Seconds until the envelope of the motion falls below 10⁻³ of the change; infinite for an
  /// undamped spring.
  static func settlingTime(_ spring: Spring) -> Double {
    let w = spring.angularFrequency
    let z = spring.dampingRatio
    let rate = z < 1 ? z * w : w * (z - (z * z - 1).squareRoot())
    guard rate > 0 else { return .infinity }
    return log(1000) / rate
  }
}
