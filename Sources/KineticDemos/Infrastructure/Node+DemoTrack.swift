import Kinetic
import KineticScene

extension Node {
  /// A row of the border demos: the caption `label` above a grey `width` × `height` box (id
  /// `name-track`) with `bar` (id `name-bar`) inside it at its leading edge.
  static func demoTrack(
    _ name: String, label: String, bar: Node, width: Double, height: Double
  ) -> Node {
    Node.vStack(
      alignment: .leading, spacing: 4,
      [
        .demoLabel(label),
        Node.zStack(
          alignment: .leading,
          [
            Rectangle().stroke(DemoPalette.gray, lineWidth: 2).id(name + "-track"),
            bar.id(name + "-bar"),
          ]
        ).frame(width: width, height: height),
      ])
  }
}
