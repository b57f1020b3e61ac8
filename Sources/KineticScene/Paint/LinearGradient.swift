import Kinetic

/// A colour ramp along the line from ``startPoint`` to ``endPoint``, as SwiftUI's
/// `LinearGradient`; the points are unit points of the filled shape's frame.
public struct LinearGradient: Hashable, Sendable {
  /// A colour at a location along the gradient line.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour sits, from 0 (start point) to 1 (end point).
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in increasing location order.
  public var stops: [Stop]
  /// Where location 0 lies in the filled frame.
  public var startPoint: UnitPoint
  /// Where location 1 lies in the filled frame.
  public var endPoint: UnitPoint

  /// Creates a gradient from stops.
  public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.stops = stops.sorted { $0.location < $1.location }
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a gradient whose colours are spaced evenly from 0 to 1.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    let n = colors.count
    let stops = colors.enumerated().map { i, color in
      Stop(color: color, location: n > 1 ? Double(i) / Double(n - 1) : 0)
    }
    self.init(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }

  /// The colour at `location` (clamped to the first and last stop), interpolated linearly
  /// between neighbouring stops in gamma-encoded sRGB (SVG's default).
  public func color(at location: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for i in stops.indices.dropFirst() where location <= stops[i].location {
      let a = stops[i - 1]
      let b = stops[i]
      let span = b.location - a.location
      let t = span > 0 ? (location - a.location) / span : 1
      // Gamma-encoded sRGB, as SVG renders gradients, so the ASCII and SVG frames agree.
      return a.color.interpolated(towards: b.color, amount: t, in: .sRGB)
    }
    return last.color
  }
}
