/// Builds a ``Series`` from samples handed over one at a time, keeping only what a chart of a
/// given resolution can show, so that drawing ten million samples takes the memory of a few
/// thousand.
///
/// The samples are split by index into `columns` equal runs (on an evenly spaced time grid, equal
/// slices of the x axis); each run keeps its first, lowest, highest and last value — all a line
/// drawn through it shows (see ``SVGChart``) — and, with velocities, the same of its finite
/// velocities and its first and last infinite one (where the velocity line breaks). A series no
/// longer than 8 × `columns` is kept whole, exactly as given.
///
/// Give the columns at a finer resolution than the chart draws (a few per pixel or braille dot):
/// runs then never straddle a drawn column by more than a fraction of it, and the picture is
/// the same. Tables (CSV, JSON) want every sample and do not use this.
///
/// ```swift
/// var reducer = SeriesReducer(label: "linear", count: 10_000_000, columns: 3_200)
/// for i in 0..<10_000_000 {
///   let t = Double(i) / 9_999_999
///   try reducer.append(time: t, value: t)
/// }
/// let series = try reducer.series()  // at most 4 × 3,200 samples
/// ```
///
/// - Complexity: O(1) per sample; memory O(`columns`).
public struct SeriesReducer: Sendable {
  /// One sample as handed over.
  struct Sample: Sendable {
    var time: Double
    var value: Double
    var velocity: Double
  }

  /// The series name.
  public let label: String
  /// How many samples will be appended.
  public let count: Int
  /// Whether samples carry a velocity.
  public let hasVelocities: Bool
  /// Runs the samples are split into (`count` when the series is kept whole).
  let columns: Int

  /// The run of a sample by its time, when runs are given that way (see
  /// ``init(label:count:velocities:runs:nearest:)``), instead of by index.
  private let runOfTime: (@Sendable (Double) -> Int)?
  /// Times, ascending, whose nearest sample is kept; the next one still to pass.
  private let nearestTimes: [Double]
  private var nextNearest = 0
  /// The sample before the current one, and samples kept besides the current run's extremes.
  private var previous: (order: Int, sample: Sample)?
  private var extras: [(order: Int, sample: Sample)] = []

  private var appended = 0
  private var column = -1
  private var values: ColumnExtrema<Sample>?
  private var velocities: ColumnExtrema<Sample>?
  private var firstBreak: (order: Int, sample: Sample)?
  private var lastBreak: (order: Int, sample: Sample)?
  private var times: [Double] = []
  private var kept: [Double] = []
  private var keptVelocities: [Double] = []

  /// A reducer for a series of `count` samples drawn at `columns` columns.
  ///
  /// - Parameters:
  ///   - label: The series name.
  ///   - count: The number of samples that will be appended, ≥ 0.
  ///   - columns: The resolution, ≥ 1: runs the samples are split into when there are more than
  ///     8 × `columns`.
  ///   - velocities: Whether samples carry a velocity (``Series/velocities``).
  public init(label: String, count: Int, columns: Int, velocities: Bool = false) {
    self.label = label
    self.count = max(count, 0)
    let columns = max(columns, 1)
    self.columns = self.count > 8 * columns ? columns : self.count
    hasVelocities = velocities
    runOfTime = nil
    nearestTimes = []
    let room = min(self.count, 8 * self.columns)
    times.reserveCapacity(room)
    kept.reserveCapacity(room)
    if velocities { keptVelocities.reserveCapacity(room) }
  }

  /// A reducer whose runs are the consecutive samples that `runs` maps to the same number (a
  /// chart's pixel or dot column, see ``ASCIIChart/SampleLayout``), keeping each run's picks
  /// as above and also, for each of `nearest`, the sample whose time is nearest it (the
  /// earlier of two equally near), as `Trace` finds it by bisection. Samples must be
  /// appended in time order; the series is reduced whatever its length.
  ///
  /// - Parameters:
  ///   - label: The series name.
  ///   - count: The number of samples that will be appended, ≥ 0.
  ///   - velocities: Whether samples carry a velocity.
  ///   - runs: The run of a sample, by its time; nondecreasing in time.
  ///   - nearest: Times whose nearest sample is kept.
  public init(
    label: String, count: Int, velocities: Bool, runs: @escaping @Sendable (Double) -> Int,
    nearest: [Double] = []
  ) {
    self.label = label
    self.count = max(count, 0)
    columns = 0
    hasVelocities = velocities
    runOfTime = runs
    nearestTimes = nearest.filter { !$0.isNaN }.sorted()
  }

  /// Appends the next sample.
  ///
  /// - Parameters:
  ///   - time: Its x position; finite.
  ///   - value: Its value; finite.
  ///   - velocity: Its velocity when the series has velocities; not NaN (±∞ is a vertical
  ///     tangent). Ignored otherwise.
  /// - Throws: ``PlotError/nonFinite(series:column:index:)`` or
  ///   ``PlotError/notANumber(series:column:index:)`` naming the sample's index, as
  ///   ``Series/init(label:times:values:velocities:)`` would.
  public mutating func append(time: Double, value: Double, velocity: Double = 0)
    throws(PlotError)
  {
    let index = appended
    guard time.isFinite else { throw .nonFinite(series: label, column: "time", index: index) }
    guard value.isFinite else { throw .nonFinite(series: label, column: "value", index: index) }
    if hasVelocities && velocity.isNaN {
      throw .notANumber(series: label, column: "velocity", index: index)
    }
    appended += 1
    let sample = Sample(time: time, value: value, velocity: hasVelocities ? velocity : 0)
    let target: Int
    var keepsThis = false
    if let runOfTime {
      // The nearest sample to each time now passed: this one or the one before (still in the
      // current run, which is flushed below only once it is added).
      while nextNearest < nearestTimes.count && time >= nearestTimes[nextNearest] {
        let x = nearestTimes[nextNearest]
        if let previous, abs(previous.sample.time - x) <= abs(time - x) {
          extras.append(previous)
        } else {
          keepsThis = true
        }
        nextNearest += 1
      }
      previous = (index, sample)
      target = runOfTime(time)
    } else {
      guard columns < count else { return keep(sample) }
      // ⌊index·columns/count⌋ < columns, the product in 128 bits so that it cannot overflow.
      target = count.dividingFullWidth(index.multipliedFullWidth(by: columns)).quotient
    }
    if target != column {
      flush()
      column = target
    }
    if keepsThis { extras.append((index, sample)) }
    if values == nil {
      values = ColumnExtrema(order: index, y: value, point: sample)
    } else {
      values?.add(order: index, y: value, point: sample)
    }
    guard hasVelocities else { return }
    if velocity.isFinite {
      if velocities == nil {
        velocities = ColumnExtrema(order: index, y: velocity, point: sample)
      } else {
        velocities?.add(order: index, y: velocity, point: sample)
      }
    } else {
      if firstBreak == nil { firstBreak = (index, sample) }
      lastBreak = (index, sample)
    }
  }

  /// The series: the samples kept, in the order given.
  ///
  /// - Throws: ``PlotError/lengthMismatch(series:column:expected:actual:)`` when fewer or more
  ///   samples were appended than announced.
  public mutating func series() throws(PlotError) -> Series {
    flush()
    guard appended == count else {
      throw .lengthMismatch(series: label, column: "value", expected: count, actual: appended)
    }
    return try Series(
      label: label, times: times, values: kept, velocities: hasVelocities ? keptVelocities : nil)
  }

  private mutating func keep(_ sample: Sample) {
    times.append(sample.time)
    kept.append(sample.value)
    if hasVelocities { keptVelocities.append(sample.velocity) }
  }

  /// Keeps the current column's picks, in order.
  private mutating func flush() {
    var picks: [(order: Int, sample: Sample)] = []
    if let values { picks += values.picks.map { ($0.order, $0.point) } }
    if let velocities { picks += velocities.picks.map { ($0.order, $0.point) } }
    if let firstBreak { picks.append(firstBreak) }
    if let lastBreak { picks.append(lastBreak) }
    picks += extras
    picks.sort { $0.order < $1.order }
    var previous = -1
    for pick in picks where pick.order != previous {
      keep(pick.sample)
      previous = pick.order
    }
    values = nil
    velocities = nil
    firstBreak = nil
    lastBreak = nil
    extras = []
  }
}
