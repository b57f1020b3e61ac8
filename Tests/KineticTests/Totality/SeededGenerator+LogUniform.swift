import Foundation
import KineticTestSupport

extension SeededGenerator {
  /// 10^e with e uniform in `exponents` (negated half the time if `signed`): spreads the cases
  /// over many orders of magnitude.
  mutating func logUniform(_ exponents: ClosedRange<Double>, signed: Bool = false) -> Double {
    let x = Foundation.pow(10, uniform(exponents))
    return signed && Bool.random(using: &self) ? -x : x
  }
}
