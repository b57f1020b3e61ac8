import Kinetic

/// Adds the same space on every side of the content, as SwiftUI's `padding(_:)`.
public struct PaddingModifier: SceneModifier, Hashable {
  /// The inset on each side, in points.
  public var length: Double

  /// Creates padding of `length` points on each side.
  public init(_ length: Double) { self.length = length }

  /// The inset.
  public var animatableData: Double {
    get { length }
    set { length = newValue }
  }

  /// The proposal minus the padding (never negative).
  public func contentProposal(for proposal: Size) -> Size {
    Size(width: max(proposal.width - 2 * length, 0), height: max(proposal.height - 2 * length, 0))
  }

  /// The content plus the padding.
  public func size(for proposal: Size, contentSize: Size) -> Size {
    Size(width: contentSize.width + 2 * length, height: contentSize.height + 2 * length)
  }

  /// The content is inset by the padding.
  public func contentOrigin(in size: Size, contentSize: Size) -> Point {
    Point(x: length, y: length)
  }
}
