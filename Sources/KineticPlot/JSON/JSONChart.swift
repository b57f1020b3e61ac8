/// Writes a ``Chart`` as JSON, the `--format json` of `kinetic plot` and `retarget` and the data
/// the HTML view (``HTMLPage``) embeds.
///
/// Schema (one object; columns side by side, as in ``Series``):
///
/// ```json
/// {"title": "…", "xLabel": "time (s)", "yLabel": "value",
///  "referenceValues": [0, 1],
///  "series": [{"label": "…", "times": [0, 0.5, 1], "values": [0, 0.5, 1],
///              "velocities": [0, 1.5, 0]}]}
/// ```
///
/// `velocities` is `null` when the series has none. Numbers are the shortest text that reads
/// back to the same `Double` (``JSONText``); JSON has no infinity, so an infinite velocity (the
/// exact slope at a vertical tangent) is written `null`. Times and values are always finite.
public struct JSONChart: Sendable {
  /// Creates a writer.
  public init() {}

  /// The JSON text of `chart`, on one line, followed by a newline when `newline` is true.
  ///
  /// - Complexity: O(samples).
  public func render(_ chart: Chart, newline: Bool = true) -> String {
    let columns = chart.series.map { series in
      Column<Never>(
        label: series.label, count: series.count, time: { series.times[$0] },
        value: { series.values[$0] }, velocity: series.velocities.map { v in { v[$0] } })
    }
    var out: [UInt8] = []
    write(chart, columns: columns, newline: newline) { out.append(contentsOf: $0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// One series for ``write(_:columns:newline:to:)``: its label, its number of samples, and
  /// functions giving the i-th time, value and velocity (`nil`: no velocities). Each is read
  /// once per sample, all the times first, then the values, then the velocities, so nothing
  /// needs to be held; a function may throw to stop the document (bad data found while
  /// sampling).
  public struct Column<Failure: Error> {
    /// The series' label.
    public var label: String
    /// How many samples the series has.
    public var count: Int
    /// The time of sample i.
    public var time: (Int) throws(Failure) -> Double
    /// The value of sample i.
    public var value: (Int) throws(Failure) -> Double
    /// The velocity of sample i; `nil` when the chart has no velocities.
    public var velocity: ((Int) throws(Failure) -> Double)?

    /// A column of `count` samples.
    public init(
      label: String, count: Int, time: @escaping (Int) throws(Failure) -> Double,
      value: @escaping (Int) throws(Failure) -> Double,
      velocity: ((Int) throws(Failure) -> Double)?
    ) {
      self.label = label
      self.count = count
      self.time = time
      self.value = value
      self.velocity = velocity
    }
  }

  /// ``render(_:newline:)`` written piece by piece, in bounded memory: the title, labels and
  /// reference values of `chart` (its series are not read) and the samples of `columns`,
  /// handed to `write` in chunks of about 64 KB. Times and values must be finite (a
  /// non-finite one is written `null`, which no reader takes for a number).
  ///
  /// - Complexity: O(samples) time, O(1) memory.
  public func write<Failure: Error>(
    _ chart: Chart, columns: [Column<Failure>], newline: Bool = true,
    to write: (UnsafeRawBufferPointer) throws(Failure) -> Void
  ) throws(Failure) {
    var buffer = ByteBuffer(capacity: 1 << 16)
    func flush(ifOver limit: Int) throws(Failure) {
      guard !buffer.bytes.isEmpty, buffer.bytes.count >= limit else { return }
      // `withUnsafeBytes` rethrows untyped errors: carry the typed one out by hand.
      var failure: Failure?
      buffer.bytes.withUnsafeBytes { bytes in
        do throws(Failure) { try write(bytes) } catch { failure = error }
      }
      buffer.bytes.removeAll(keepingCapacity: true)
      if let failure { throw failure }
    }
    func array(_ count: Int, _ element: (Int) throws(Failure) -> Double) throws(Failure) {
      buffer.append(UInt8(ascii: "["))
      for index in 0..<count {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        let value = try element(index)
        if value.isFinite { buffer.appendNumber(value) } else { buffer.append("null") }
        try flush(ifOver: 1 << 16)
      }
      buffer.append(UInt8(ascii: "]"))
    }
    buffer.append("{\"title\":\(JSONText.string(chart.title))")
    buffer.append(",\"xLabel\":\(JSONText.string(chart.xLabel))")
    buffer.append(",\"yLabel\":\(JSONText.string(chart.yLabel))")
    buffer.append(",\"referenceValues\":\(JSONText.array(chart.referenceValues))")
    buffer.append(",\"series\":[")
    for (index, column) in columns.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.append("{\"label\":\(JSONText.string(column.label)),\"times\":")
      try array(column.count, column.time)
      buffer.append(",\"values\":")
      try array(column.count, column.value)
      buffer.append(",\"velocities\":")
      if let velocity = column.velocity {
        try array(column.count, velocity)
      } else {
        buffer.append("null")
      }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append("]}")
    if newline { buffer.append(UInt8(ascii: "\n")) }
    try flush(ifOver: 0)
  }
}
