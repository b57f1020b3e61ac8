import Kinetic

/// How a shape's interior or outline is painted: a solid colour or a linear gradient.
public enum Paint: Hashable, Sendable {
  /// A solid colour.
  case color(RGBA)
  /// A linear gradient across the painted shape's frame.
  case linearGradient(LinearGradient)
}

extension Paint: Animatable {
  /// The colour components (four per stop) followed, for a gradient, by the start and end
  /// points. Paints of the same kind and stop count interpolate; a write with a different
  /// length keeps the shorter prefix (see ``PaintData``), so a colour ↔ gradient change
  /// settles on the target's structure.
  public var animatableData: PaintData {
    get {
      switch self {
      case .color(let c):
        return PaintData([c.red, c.green, c.blue, c.opacity])
      case .linearGradient(let g):
        var values: [Double] = []
        for stop in g.stops {
          values += [
            stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity, stop.location,
          ]
        }
        values += [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]
        return PaintData(values)
      }
    }
    set {
      let v = newValue.values
      func at(_ i: Int, _ fallback: Double) -> Double { i < v.count ? v[i] : fallback }
      switch self {
      case .color(let c):
        self = .color(
          RGBA(
            red: at(0, c.red), green: at(1, c.green), blue: at(2, c.blue), opacity: at(3, c.opacity)
          ))
      case .linearGradient(var g):
        for (i, stop) in g.stops.enumerated() {
          let k = 5 * i
          g.stops[i] = LinearGradient.Stop(
            color: RGBA(
              red: at(k, stop.color.red), green: at(k + 1, stop.color.green),
              blue: at(k + 2, stop.color.blue),
              opacity: at(k + 3, stop.color.opacity)),
            location: at(k + 4, stop.location))
        }
        let k = 5 * g.stops.count
        g.startPoint = UnitPoint(x: at(k, g.startPoint.x), y: at(k + 1, g.startPoint.y))
        g.endPoint = UnitPoint(x: at(k + 2, g.endPoint.x), y: at(k + 3, g.endPoint.y))
        self = .linearGradient(g)
      }
    }
  }
}
