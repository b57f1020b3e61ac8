import Kinetic
import KineticScene

/// Places and sizes a bar from a position (0...1 across `travel` points) and a height; the
/// shared body of the three two-parameter modifiers.
func borderBar(_ content: Node, position: Double, height: Double, travel: Double) -> Node {
  content.frame(height: max(height, 0)).offset(x: position * travel)
}
