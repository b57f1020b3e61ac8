/// The first, lowest, highest and last of the points that fall in one pixel column: all a line
/// drawn through them shows there (the M4 reduction of Jugel et al., "M4: a visualization-oriented
/// time series data aggregation", VLDB 2014), so a chart keeps these and drops the rest.
///
/// Internal: one home for the rule, used while drawing (``SVGChart`` thins a long polyline per
/// pixel column) and while sampling (``SeriesReducer`` keeps a series at a chart's resolution).
struct ColumnExtrema<Point> {
  /// A point with its place in the series (points are picked and returned in this order) and
  /// the coordinate compared.
  typealias Entry = (order: Int, y: Double, point: Point)

  private(set) var first: Entry
  private(set) var lowest: Entry
  private(set) var highest: Entry
  private(set) var last: Entry

  /// A column holding `point`, the `order`-th of its series, at height `y`.
  init(order: Int, y: Double, point: Point) {
    let entry = (order, y, point)
    first = entry
    lowest = entry
    highest = entry
    last = entry
  }

  /// Adds the next point of the column (`order` larger than any added before).
  mutating func add(order: Int, y: Double, point: Point) {
    let entry = (order, y, point)
    if y < lowest.y { lowest = entry }
    if y > highest.y { highest = entry }
    last = entry
  }

  /// The distinct picks (one to four), in series order.
  var picks: [Entry] {
    var entries = [first, lowest, highest, last]
    entries.sort { $0.order < $1.order }
    var result: [Entry] = []
    result.reserveCapacity(4)
    for entry in entries where result.last?.order != entry.order { result.append(entry) }
    return result
  }
}

extension ColumnExtrema: Sendable where Point: Sendable {}
