/// A resolution-independent outline made of straight and cubic Bezier segments, as SwiftUI's
/// `Path`. Coordinates are in points.
///
/// A path is itself a ``Shape`` that ignores the rectangle it is drawn in.
public struct Path: Hashable, Sendable {
  /// One drawing command.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight segment from the current point.
    case line(to: Point)
    /// A cubic Bezier segment from the current point with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a straight segment back to its start.
    case closeSubpath
  }

  /// The commands, in drawing order.
  public private(set) var elements: [Element]

  /// The empty path.
  public init() { elements = [] }

  /// A path built by `build`, e.g. `Path { $0.move(to: p); $0.addLine(to: q) }`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// A path from a list of elements.
  public init(elements: [Element]) { self.elements = elements }

  /// A closed rectangle, drawn clockwise from the top-leading corner.
  public init(_ rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: Point) { elements.append(.move(to: point)) }

  /// Adds a straight segment to `point`.
  public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

  /// Adds a cubic Bezier segment to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Adds a quadratic Bezier segment, stored as the equivalent cubic (degree elevation:
  /// c1 = p0 + ⅔(q − p0), c2 = p + ⅔(q − p)).
  public mutating func addQuadCurve(to point: Point, control: Point) {
    let start = currentPoint ?? control
    let c1 = Point(
      x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
    let c2 = Point(
      x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
    addCurve(to: point, control1: c1, control2: c2)
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// The constant for a quarter ellipse drawn as one cubic Bezier: 4(√2 − 1)/3 ≈ 0.5523.
  /// The radial error is at most 2.7e-4 of the radius, and the curve passes exactly through
  /// the four axis points, so the bounding box of an ellipse is exact.
  static let kappa = 4 * (2.0.squareRoot() - 1) / 3

  /// Adds a closed ellipse inscribed in `rect`, as four cubic Bezier quarter arcs starting at the
  /// trailing point and turning clockwise on screen.
  public mutating func addEllipse(in rect: Rect) {
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    let kx = Path.kappa * rx
    let ky = Path.kappa * ry
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
      control2: Point(x: cx + kx, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + ky))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
      control2: Point(x: cx - kx, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// Adds a closed rectangle whose corners are quarter ellipses of radius `cornerRadius`
  /// (clamped to half the shorter side).
  public mutating func addRoundedRect(in rect: Rect, cornerRadius: Double) {
    let r = max(0, min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2))
    if r == 0 {
      addRect(rect)
      return
    }
    let k = Path.kappa * r
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: Point(x: x0 + r, y: y0))
    addLine(to: Point(x: x1 - r, y: y0))
    addCurve(
      to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - r + k, y: y0),
      control2: Point(x: x1, y: y0 + r - k))
    addLine(to: Point(x: x1, y: y1 - r))
    addCurve(
      to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - r + k),
      control2: Point(x: x1 - r + k, y: y1))
    addLine(to: Point(x: x0 + r, y: y1))
    addCurve(
      to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + r - k, y: y1),
      control2: Point(x: x0, y: y1 - r + k))
    addLine(to: Point(x: x0, y: y0 + r))
    addCurve(
      to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + r - k),
      control2: Point(x: x0 + r - k, y: y0))
    closeSubpath()
  }

  /// Appends every element of `other`.
  public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// The end point of the last segment, or `nil` for an empty path.
  public var currentPoint: Point? {
    var start: Point?
    var current: Point?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// This path with every point mapped through `transform`.
  public func applying(_ transform: AffineTransform) -> Path {
    Path(
      elements: elements.map { element in
        switch element {
        case .move(let p): .move(to: p.applying(transform))
        case .line(let p): .line(to: p.applying(transform))
        case .curve(let p, let c1, let c2):
          .curve(
            to: p.applying(transform), control1: c1.applying(transform),
            control2: c2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
      })
  }

  /// The smallest rectangle containing every end and control point. For the ellipses and
  /// rounded rectangles built here this is the exact bounding box, since their arcs pass
  /// through their extreme points and the control points lie inside.
  public var boundingRect: Rect {
    var x0 = Double.infinity
    var y0 = Double.infinity
    var x1 = -Double.infinity
    var y1 = -Double.infinity
    func include(_ p: Point) {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .closeSubpath: break
      }
    }
    guard x0 <= x1, y0 <= y1 else { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
