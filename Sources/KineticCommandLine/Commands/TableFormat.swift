/// The formats of `eval`: a CSV table, or the JSON of `plot --format json` with one series.
enum TableFormat: String, ExpressibleByArgument {
  case csv, json
}
