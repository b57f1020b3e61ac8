import Foundation
import KineticTestSupport

/// Random vector components and scale factors for the vector-space law tests.
extension SeededGenerator {
  /// A vector component: 0 one time in eight (so `zero` and sparse vectors occur), otherwise
  /// ±10^e with e uniform in [−3, 3]. The range keeps squares far from underflow and overflow
  /// in `Float`, so the laws are tested where they are meant to hold.
  mutating func component() -> Double {
    if Int.random(in: 0..<8, using: &self) == 0 { return 0 }
    let magnitude = Foundation.pow(10, Double.random(in: -3...3, using: &self))
    return Bool.random(using: &self) ? magnitude : -magnitude
  }

  /// A scale factor: one of 0, 1, −1, 0.5 one time in five, otherwise uniform in [−4, 4].
  mutating func scaleFactor() -> Double {
    if Int.random(in: 0..<5, using: &self) == 0 {
      return [0, 1, -1, 0.5].randomElement(using: &self)!
    }
    return Double.random(in: -4...4, using: &self)
  }
}
