/// One of the four edges of a rectangle, as SwiftUI's `Edge`; used by ``AnyTransition/move(edge:)``.
public enum Edge: String, CaseIterable, Hashable, Sendable {
  /// The top edge (towards negative y).
  case top
  /// The leading edge (towards negative x; left-to-right layout is assumed).
  case leading
  /// The bottom edge (towards positive y).
  case bottom
  /// The trailing edge (towards positive x).
  case trailing

  /// The unit direction from the centre towards this edge, in scene coordinates.
  public var direction: Point {
    switch self {
    case .top: Point(x: 0, y: -1)
    case .leading: Point(x: -1, y: 0)
    case .bottom: Point(x: 0, y: 1)
    case .trailing: Point(x: 1, y: 0)
    }
  }

  /// The edge across: top ↔ bottom, leading ↔ trailing.
  public var opposite: Edge {
    switch self {
    case .top: .bottom
    case .leading: .trailing
    case .bottom: .top
    case .trailing: .leading
    }
  }
}
