/// The formats of `plot` and `retarget`.
enum PlotFormat: String, ExpressibleByArgument {
  case ascii, csv, svg, json, html

  /// Whether `--width` and `--height` are pixels (svg and the HTML page's chart) rather than
  /// characters.
  var usesPixels: Bool { self == .svg || self == .html }
}
