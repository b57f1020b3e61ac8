/// The formats of `plot` and `retarget`.
enum PlotFormat: String, ExpressibleByArgument {
  case ascii, csv, svg
}
