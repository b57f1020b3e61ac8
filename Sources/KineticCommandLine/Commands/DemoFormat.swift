/// The formats of `kinetic demo`.
enum DemoFormat: String, ExpressibleByArgument {
  /// Text frames, each under a header line with its number and time.
  case ascii
  /// One row per frame: `time`, then the demo's animated values.
  case csv
  /// One frame as an SVG document.
  case svg
  /// The whole demo as one looping animated SVG.
  case svgAnimated = "svg-animated"
  /// One self-contained interactive page: the animated values as a chart with a read-out, and
  /// the frames played, paused and scrubbed.
  case html
}
