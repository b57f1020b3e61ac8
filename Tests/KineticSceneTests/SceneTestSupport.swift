import Foundation
import Kinetic
import KineticTestSupport

@testable import KineticScene

/// Both coordinates within `tolerance` (absolute), for readable expectations.
func isClose(_ p: Point, _ q: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}
