/// Renders sampled series as CSV, an ASCII/Unicode chart or SVG.
///
/// - Note: Integration seam: forwards to KineticPlot (series, CSV writer, ASCII chart, SVG) once
///   it lands on main. Until then only ``table(header:rows:)`` works, for `eval`'s numeric
///   tables (numbers only, so no quoting is ever needed), and charts are reported as not
///   available.
enum PlotBridge {
  /// One curve to draw: a label and samples at common times.
  struct Series {
    var label: String
    var values: [Double]
    /// `nil` entries where the animation did not report a velocity.
    var velocities: [Double?]
  }

  /// Everything `plot` and `retarget` pass to the renderer.
  struct Request {
    var times: [Double]
    var series: [Series]
    var format: PlotFormat
    var width: Int
    var height: Int
    var title: String?
    var charset: Charset
    var showsVelocity: Bool
    var usesColor: Bool
  }

  static func render(_ request: Request) throws -> String {
    throw CommandLineError.notAvailable("plot output ('\(request.format.rawValue)')")
  }

  /// A CSV table of numbers with `header`; numbers print as `Double.description`, which
  /// round-trips; `nil` prints as an empty field.
  static func table(header: [String], rows: [[Double?]]) -> String {
    var text = header.joined(separator: ",") + "\r\n"
    for row in rows {
      text += row.map { $0.map(\.description) ?? "" }.joined(separator: ",") + "\r\n"
    }
    return text
  }
}

/// The formats of `plot` and `retarget`.
enum PlotFormat: String, ExpressibleByArgument {
  case ascii, csv, svg
}

/// The character sets of the ASCII chart.
enum Charset: String, ExpressibleByArgument {
  case ascii
  /// Braille patterns: 2×4 dots per character cell.
  case unicode
}
