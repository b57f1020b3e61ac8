import Foundation
import Kinetic
import KineticDemos

/// The column `name` of a demo's CSV row at `time`.
func csvColumn(_ demo: some Demo, _ name: String, at time: Double) -> Double? {
  guard let index = demo.csvHeader.firstIndex(of: name) else { return nil }
  return demo.csvRow(at: time)[index]
}

/// Frame times at 60 fps covering the demo.
func demoFrameTimes(_ demo: some Demo) throws -> [Double] { try demo.frameTimes(fps: 60) }
