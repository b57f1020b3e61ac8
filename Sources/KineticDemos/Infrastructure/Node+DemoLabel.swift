import Kinetic
import KineticScene

extension Node {
  /// The font size of demo captions, in points (one line is 1.2 × 13 = 15.6 pt tall).
  static let demoLabelSize = 13.0

  /// A caption naming what a part of a demo shows.
  static func demoLabel(_ text: String) -> Node {
    Node.text(text, size: demoLabelSize).fill(Color(white: 0.25))
  }
}
