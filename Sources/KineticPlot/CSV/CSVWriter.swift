/// Writes series as CSV following RFC 4180.
///
/// Layout:
/// - One series: header `time,value` plus `,velocity` when the series has velocities.
/// - Several series: they must share one time grid (identical times); header
///   `time,<label>,...`, with `<label> velocity` after each series that has velocities.
///   Different grids throw ``PlotError/mismatchedTimes(series:index:)``.
///
/// Fields containing a comma, a double quote, CR or LF are enclosed in double quotes with inner
/// quotes doubled (RFC 4180 §2.6–2.7); numbers never need quoting. Numbers are written by
/// ``RoundTripFormat``: times and values are always finite; a velocity is `inf` or `-inf` where
/// the curve has a vertical tangent (Swift's `Double(_:)`, C's `strtod`, Python's `float`,
/// numpy and pandas read both back as infinities), and never NaN.
///
/// Line endings: RFC 4180 specifies CRLF, but command-line tools (`cut`, `awk`, `diff`) and
/// their users expect LF, and every CSV reader accepts both, so ``LineEnding/lf`` is the
/// default and ``LineEnding/crlf`` is available for strict consumers. The last record ends with
/// a line break too.
///
/// For documents too long to hold as ``Series``, ``CSVEncoder`` takes the rows block by block
/// and writes the same bytes.
public struct CSVWriter: Sendable {
  /// The record separator.
  public enum LineEnding: String, Sendable, CaseIterable {
    /// `\n`, the default.
    case lf
    /// `\r\n`, as RFC 4180 specifies.
    case crlf
  }

  /// The record separator (default ``LineEnding/lf``).
  public var lineEnding: LineEnding

  /// The name of the first column (default `"time"`; `"progress"` for curve evaluation).
  public var xHeader: String

  /// Creates a writer.
  public init(lineEnding: LineEnding = .lf, xHeader: String = "time") {
    self.lineEnding = lineEnding
    self.xHeader = xHeader
  }

  /// The header fields (unquoted) that ``bytes(for:)-([Series])`` writes for `series`.
  public func header(for series: [Series]) -> [String] {
    header(labels: series.map { ($0.label, $0.velocities != nil) })
  }

  /// The header fields (unquoted) for series with these labels and velocity columns.
  func header(labels series: [(label: String, hasVelocity: Bool)]) -> [String] {
    var fields = [xHeader]
    if series.count == 1 {
      fields.append("value")
      if series[0].hasVelocity { fields.append("velocity") }
    } else {
      for s in series {
        fields.append(s.label)
        if s.hasVelocity { fields.append(s.label + " velocity") }
      }
    }
    return fields
  }

  /// The whole CSV document for `chart`'s series as UTF-8 bytes.
  ///
  /// - Throws: ``PlotError/mismatchedTimes(series:index:)`` when several series have
  ///   different time grids.
  /// - Complexity: O(rows × columns).
  public func bytes(for chart: Chart) throws(PlotError) -> [UInt8] {
    try bytes(for: chart.series)
  }

  /// The whole CSV document for `series` as UTF-8 bytes.
  public func bytes(for series: [Series]) throws(PlotError) -> [UInt8] {
    var buffer = ByteBuffer(adopting: [])
    try encode(series, chunkBytes: Int.max) { chunk in buffer.bytes = chunk }
    return buffer.bytes
  }

  /// The whole CSV document for `chart`'s series as a `String`.
  public func string(for chart: Chart) throws(PlotError) -> String {
    String(decoding: try bytes(for: chart.series), as: UTF8.self)
  }

  /// Streams the CSV document for `chart`'s series into `target` in chunks of about 64 KiB, so
  /// memory stays bounded whatever the number of samples.
  ///
  /// - Throws: as ``bytes(for:)-([Series])``, before anything is written.
  public func write<Target: TextOutputStream>(_ chart: Chart, to target: inout Target)
    throws(PlotError)
  {
    try encode(chart.series, chunkBytes: 1 << 16) { chunk in
      target.write(String(decoding: chunk, as: UTF8.self))
    }
  }

  /// Streams the CSV document for `series` as UTF-8 chunks of about `chunkBytes` bytes each,
  /// for callers that write bytes directly (e.g. `fwrite` to standard output).
  ///
  /// - Throws: as ``bytes(for:)-([Series])``, before `body` is called.
  public func encode(
    _ series: [Series], chunkBytes: Int = 1 << 16, _ body: ([UInt8]) -> Void
  ) throws(PlotError) {
    try validateGrid(series)
    let rows = series.first?.count ?? 0
    let columns: [[Double]] = series.flatMap { s -> [[Double]] in
      if let v = s.velocities { return [s.values, v] }
      return [s.values]
    }
    let times = series.first?.times ?? []
    // Series are validated at construction, so rows go in unchecked.
    var encoder = CSVEncoder(
      writer: self, series: series.map { ($0.label, $0.velocities != nil) },
      capacity: min(chunkBytes, 64 + rows * 24 * (columns.count + 1)))
    for row in 0..<rows {
      encoder.appendRow(times[row], columns, row)
      if encoder.bufferedByteCount >= chunkBytes { body(encoder.takeBytes()) }
    }
    if encoder.bufferedByteCount > 0 || rows == 0 { body(encoder.takeBytes()) }
  }

  /// Appends one header record (without its line ending), quoting fields as RFC 4180 requires.
  func appendRecord(_ fields: [String], to buffer: inout ByteBuffer) {
    for (i, field) in fields.enumerated() {
      if i > 0 { buffer.append(UInt8(ascii: ",")) }
      CSVWriter.appendField(field, to: &buffer)
    }
  }

  /// Appends `field`, enclosed in quotes with inner quotes doubled when it contains a comma,
  /// a quote, CR or LF.
  static func appendField(_ field: String, to buffer: inout ByteBuffer) {
    let needsQuotes = field.utf8.contains { b in b == 44 || b == 34 || b == 13 || b == 10 }
    guard needsQuotes else {
      buffer.append(field)
      return
    }
    buffer.append(34)
    for b in field.utf8 {
      if b == 34 { buffer.append(34) }
      buffer.append(b)
    }
    buffer.append(34)
  }

  /// The RFC 4180 text of one field (quoted only if needed).
  public static func quoted(_ field: String) -> String {
    var buffer = ByteBuffer()
    appendField(field, to: &buffer)
    return buffer.string
  }

  /// The field for a number that may be missing: its shortest round-trip text
  /// (``RoundTripFormat``), or an empty field for `nil` and non-finite values, the RFC 4180
  /// spelling of "no value" (a removed view in a demo's table).
  public static func field(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "" }
    return RoundTripFormat.text(value)
  }

  /// One record: `fields` quoted where RFC 4180 requires, joined by commas, ending with this
  /// writer's line ending.
  public func record(_ fields: [String]) -> String {
    var buffer = ByteBuffer()
    appendRecord(fields, to: &buffer)
    buffer.append(lineEnding == .lf ? "\n" : "\r\n")
    return buffer.string
  }

  private func validateGrid(_ series: [Series]) throws(PlotError) {
    guard let first = series.first else { return }
    for s in series.dropFirst() where s.times != first.times {
      let n = min(s.count, first.count)
      let index = (0..<n).first { s.times[$0] != first.times[$0] } ?? n
      throw .mismatchedTimes(series: s.label, index: index)
    }
  }
}
