import Kinetic

/// `CustomEase` path data (GSAP's CustomEase plugin: an SVG path across x = 0…1 in ease space,
/// `"M0,0 C0.25,0.1 0.25,1 1,1"`), read as the exact curve it draws.
///
/// Kinetic reads absolute `M`, `C` and `L` commands (a command letter may be left out for a
/// repeat). A path of lines only is linear keyframes through its points (a vertical line is a
/// jump); a path with curves is its cubic Bezier segments joined
/// (``Kinetic/UnitCurve/joined(_:_:at:)``), a line inside it the Bezier with control points
/// at its thirds (the same straight line). CustomEase's own evaluator is a lookup table built
/// from the path, within about 10⁻³ of the curve Kinetic reads.
struct CustomEasePath {
  struct Point: Equatable {
    var x: Double
    var y: Double
  }

  /// One segment: its end, and its two control points when it is a curve.
  struct Segment {
    var start: Point
    var controls: (Point, Point)?
    var end: Point
  }

  var segments: [Segment]

  /// Why path data could not be read, with the offset of the trouble in the path text.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// Parses `text`.
  init(_ text: String) throws(Failure) {
    var tokens: [(text: String, offset: Int)] = []
    var current = ""
    var start = 0
    for (offset, c) in text.unicodeScalars.enumerated() {
      let isLetter = c.properties.isAlphabetic && c != "e" && c != "E"
      let separates = c == "," || c == " " || c == "\n" || c == "\t"
      let startsNumber = c == "-" && !current.isEmpty && !current.hasSuffix("e")
      if separates || isLetter || startsNumber {
        if !current.isEmpty { tokens.append((current, start)) }
        current = ""
        if isLetter {
          tokens.append((String(c), offset))
          continue
        }
        if separates { continue }
      }
      if current.isEmpty { start = offset }
      current.unicodeScalars.append(c)
    }
    if !current.isEmpty { tokens.append((current, start)) }
    var index = 0
    var command: String?
    var numbers: [Double] = []
    var commandOffset = 0
    var segments: [Segment] = []
    var pen: Point?
    func point(_ i: Int) -> Point { Point(x: numbers[i], y: numbers[i + 1]) }
    func take(_ count: Int) throws(Failure) {
      numbers = []
      for _ in 0..<count {
        guard index < tokens.count, let x = Double(tokens[index].text), x.isFinite else {
          let offset = index < tokens.count ? tokens[index].offset : text.unicodeScalars.count
          throw Failure(message: "expected a number", offset: offset)
        }
        numbers.append(x)
        index += 1
      }
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.text.count == 1, token.text.unicodeScalars.first!.properties.isAlphabetic {
        guard ["M", "C", "L"].contains(token.text) else {
          throw Failure(
            message: "Kinetic reads the absolute commands M, C and L, got '\(token.text)'",
            offset: token.offset)
        }
        command = token.text
        commandOffset = token.offset
        index += 1
      }
      guard let command else {
        throw Failure(message: "path data starts with M", offset: token.offset)
      }
      switch command {
      case "M":
        guard pen == nil else {
          throw Failure(message: "a second M starts another path", offset: commandOffset)
        }
        try take(2)
        pen = point(0)
      case "C":
        guard let from = pen else { throw Failure(message: "path data starts with M", offset: 0) }
        try take(6)
        segments.append(Segment(start: from, controls: (point(0), point(2)), end: point(4)))
        pen = point(4)
      default:
        guard let from = pen else { throw Failure(message: "path data starts with M", offset: 0) }
        try take(2)
        segments.append(Segment(start: from, controls: nil, end: point(0)))
        pen = point(0)
      }
    }
    guard let first = segments.first, let last = segments.last else {
      throw Failure(message: "the path has no segment after M", offset: 0)
    }
    guard first.start.x == 0, last.end.x == 1 else {
      throw Failure(message: "the path must run from x = 0 to x = 1", offset: 0)
    }
    for segment in segments where segment.end.x < segment.start.x {
      throw Failure(message: "the path goes back in x at \(segment.end.x)", offset: 0)
    }
    self.segments = segments
  }

  /// The ease the path draws.
  func ease() throws(Failure) -> GSAPEase {
    if segments.allSatisfy({ $0.controls == nil }) {
      return .lines([segments[0].start] + segments.map { $0.end })
    }
    guard segments[0].start == Point(x: 0, y: 0), segments.last?.end == Point(x: 1, y: 1) else {
      throw Failure(
        message: "a path with curves must run from 0,0 to 1,1 (a path of lines may start and "
          + "end at other heights)", offset: 0)
    }
    return .curve(try curve(from: 0))
  }

  /// Segments `index...` as one curve over their box, from segment `index`'s start to (1, 1).
  private func curve(from index: Int) throws(Failure) -> UnitCurve {
    let segment = segments[index]
    let (a, b) = (segment.start, Point(x: 1, y: 1))
    let end = index == segments.count - 1 ? b : segment.end
    let (width, height) = (end.x - a.x, end.y - a.y)
    guard width > 0, height != 0 else {
      throw Failure(
        message: "a segment from \(segment.start.x),\(segment.start.y) to "
          + "\(segment.end.x),\(segment.end.y) has no width or height, which a path with curves "
          + "cannot join", offset: 0)
    }
    let c1: Point
    let c2: Point
    if let controls = segment.controls {
      (c1, c2) = controls
    } else {
      c1 = Point(x: a.x + width / 3, y: a.y + height / 3)
      c2 = Point(x: a.x + 2 * width / 3, y: a.y + 2 * height / 3)
    }
    let own: UnitCurve
    do {
      own = try UnitCurve.bezier(
        validatingStartControlPoint: UnitPoint(x: (c1.x - a.x) / width, y: (c1.y - a.y) / height),
        endControlPoint: UnitPoint(x: (c2.x - a.x) / width, y: (c2.y - a.y) / height))
    } catch {
      throw Failure(message: "a control point leaves its segment's x range", offset: 0)
    }
    guard index < segments.count - 1 else { return own }
    let (restWidth, restHeight) = (b.x - a.x, b.y - a.y)
    guard restHeight != 0 else {
      throw Failure(message: "the path is back at y = 1 before its end", offset: 0)
    }
    let next = try curve(from: index + 1)
    do {
      return try .joined(own, next, at: UnitPoint(x: width / restWidth, y: height / restHeight))
    } catch {
      throw Failure(message: "a segment ends where the next cannot join it", offset: 0)
    }
  }
}
