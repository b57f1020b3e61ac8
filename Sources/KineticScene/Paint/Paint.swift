import Kinetic

/// How a shape's interior or outline is painted: a solid colour or a linear gradient.
public enum Paint: Hashable, Sendable {
  /// A solid colour.
  case color(Color)
  /// A linear gradient across the painted shape's frame.
  case linearGradient(LinearGradient)
}

extension Paint: Animatable {
  /// The colour's linear-light components and opacity (four per stop, each stop followed by
  /// its location), then, for a gradient, the start and end points. Colours therefore animate
  /// in linear light, as SwiftUI animates them. Paints of the same kind and stop count
  /// interpolate; a write of a different length keeps the matching prefix (see ``PaintData``),
  /// so a colour ↔ gradient change settles on the target's structure.
  public var animatableData: PaintData {
    get {
      switch self {
      case .color(let c):
        return PaintData(Paint.components(c))
      case .linearGradient(let g):
        var values: [Double] = []
        for stop in g.stops { values += Paint.components(stop.color) + [stop.location] }
        values += [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]
        return PaintData(values)
      }
    }
    set {
      let v = newValue.values
      func at(_ i: Int, _ fallback: Double) -> Double { i < v.count ? v[i] : fallback }
      func color(at k: Int, _ fallback: Color) -> Color {
        var c = fallback
        let old = fallback.animatableData
        c.animatableData = SIMD4(at(k, old.x), at(k + 1, old.y), at(k + 2, old.z), at(k + 3, old.w))
        return c
      }
      switch self {
      case .color(let c):
        self = .color(color(at: 0, c))
      case .linearGradient(var g):
        for (i, stop) in g.stops.enumerated() {
          let k = 5 * i
          g.stops[i] = LinearGradient.Stop(
            color: color(at: k, stop.color), location: at(k + 4, stop.location))
        }
        let k = 5 * g.stops.count
        g.startPoint = UnitPoint(x: at(k, g.startPoint.x), y: at(k + 1, g.startPoint.y))
        g.endPoint = UnitPoint(x: at(k + 2, g.endPoint.x), y: at(k + 3, g.endPoint.y))
        self = .linearGradient(g)
      }
    }
  }

  /// A colour's animatable data as an array.
  private static func components(_ c: Color) -> [Double] {
    let d = c.animatableData
    return [d.x, d.y, d.z, d.w]
  }
}
