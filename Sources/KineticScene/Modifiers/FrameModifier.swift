import Kinetic

/// Fixes the width and/or height offered to and reported by the content, as SwiftUI's
/// `frame(width:height:alignment:)`; the content is placed by ``alignment``.
public struct FrameModifier: SceneModifier, Hashable {
  /// The fixed width in points, or `nil` to use the content's width.
  public var width: Double?
  /// The fixed height in points, or `nil` to use the content's height.
  public var height: Double?
  /// Where the content sits when it is smaller or larger than the frame.
  public var alignment: UnitPoint

  /// Creates a frame; negative sizes are treated as 0.
  public init(width: Double? = nil, height: Double? = nil, alignment: UnitPoint = .center) {
    self.width = width.map { max($0, 0) }
    self.height = height.map { max($0, 0) }
    self.alignment = alignment
  }

  /// (width, height); an unset dimension reads as 0 and stays unset when written, so the set
  /// dimensions of the target frame animate.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(width ?? 0, height ?? 0) }
    set {
      if width != nil { width = max(newValue.first, 0) }
      if height != nil { height = max(newValue.second, 0) }
    }
  }

  /// Offers the fixed dimensions, passing the others through.
  public func contentProposal(for proposal: Size) -> Size {
    Size(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  /// The fixed dimensions, else the content's.
  public func size(for proposal: Size, contentSize: Size) -> Size {
    Size(width: width ?? contentSize.width, height: height ?? contentSize.height)
  }

  /// Aligns the content inside the frame.
  public func contentOrigin(in size: Size, contentSize: Size) -> Point {
    Point(
      x: (size.width - contentSize.width) * alignment.x,
      y: (size.height - contentSize.height) * alignment.y)
  }
}
