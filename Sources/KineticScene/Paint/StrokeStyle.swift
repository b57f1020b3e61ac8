/// How an outline is stroked, as SwiftUI's `StrokeStyle` (width only; caps and joins are
/// round in every renderer here).
public struct StrokeStyle: Hashable, Sendable {
  /// The line width, in points.
  public var lineWidth: Double

  /// Creates a stroke style.
  public init(lineWidth: Double = 1) { self.lineWidth = lineWidth }
}
