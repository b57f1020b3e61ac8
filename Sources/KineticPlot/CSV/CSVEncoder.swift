/// Encodes a CSV document incrementally, block of rows by block of rows, so that a document of
/// any length is written in bounded memory: ``CSVWriter`` with the columns supplied as they are
/// produced instead of as whole ``Series``.
///
/// The bytes are exactly those ``CSVWriter/bytes(for:)-([Series])`` writes for the same header and
/// numbers (the writer itself encodes through this type). The header record is buffered at
/// creation; append rows with ``appendRows(times:columns:)``, and hand the buffered bytes on
/// with ``flush(_:)`` whenever ``bufferedByteCount`` is large enough (64 KiB is a good size),
/// and once at the end.
///
/// ```swift
/// var encoder = CSVEncoder(series: [(label: "x", hasVelocity: true)])
/// try encoder.appendRows(times: [0, 1], columns: [[0, 1], [1, 1]])
/// try encoder.flush { bytes in try file.write(bytes) }
/// ```
///
/// Unlike ``Series``, which validates its columns once, the encoder checks every number as it
/// is appended, by the rules of ``Series``: a NaN or infinite time or value throws
/// ``PlotError/nonFinite(series:column:index:)`` and a NaN velocity
/// ``PlotError/notANumber(series:column:index:)``, with the row's index in the whole document,
/// and nothing of that block is buffered. An infinite velocity (a vertical tangent) is written
/// as `inf` or `-inf`.
public struct CSVEncoder {
  /// Which series and column each data column (after time) belongs to, for error messages;
  /// velocity columns accept ±∞.
  private let columnNames: [(series: String, column: String, isVelocity: Bool)]
  private let newline: [UInt8]
  private var buffer: ByteBuffer

  /// The number of data rows appended so far (the header not counted).
  public private(set) var rowCount = 0

  /// Creates an encoder and buffers the header record.
  ///
  /// - Parameters:
  ///   - writer: supplies the line ending and the first column's name.
  ///   - series: each series' label and whether it has a velocity column, in order. The header
  ///     is ``CSVWriter/header(for:)``'s: `time,value[,velocity]` for one series,
  ///     `time,<label>[,<label> velocity],...` for several.
  ///   - capacity: bytes to reserve for the buffer.
  public init(
    writer: CSVWriter = CSVWriter(), series: [(label: String, hasVelocity: Bool)],
    capacity: Int = 1 << 16
  ) {
    var names: [(series: String, column: String, isVelocity: Bool)] = []
    for s in series {
      names.append((s.label, "value", false))
      if s.hasVelocity { names.append((s.label, "velocity", true)) }
    }
    columnNames = names
    newline = writer.lineEnding == .lf ? [10] : [13, 10]
    buffer = ByteBuffer(capacity: max(capacity, 64) + 256)
    writer.appendRecord(writer.header(labels: series), to: &buffer)
    buffer.bytes.append(contentsOf: newline)
  }

  /// The number of data columns after time: one per series plus one per velocity column.
  public var columnCount: Int { columnNames.count }

  /// Bytes encoded and not yet handed on by ``flush(_:)``.
  public var bufferedByteCount: Int { buffer.bytes.count }

  /// Appends `times.count` rows: row i is `times[i]` followed by `columns[c][i]` for each
  /// column in order.
  ///
  /// - Parameters:
  ///   - times: the first column of each row; finite.
  ///   - columns: ``columnCount`` arrays, each at least as long as `times`; value columns
  ///     finite, velocity columns not NaN (±∞ is written as `inf`/`-inf`).
  /// - Throws: ``PlotError/lengthMismatch(series:column:expected:actual:)`` for a short or
  ///   missing column; for the first bad number (times first, then each column in order)
  ///   ``PlotError/nonFinite(series:column:index:)`` (a time or value that is NaN or infinite)
  ///   or ``PlotError/notANumber(series:column:index:)`` (a NaN velocity). Nothing of the block
  ///   is buffered.
  /// - Complexity: O(rows × columns).
  public mutating func appendRows(times: [Double], columns: [[Double]]) throws(PlotError) {
    let rows = times.count
    guard columns.count == columnCount else {
      throw .lengthMismatch(
        series: "", column: "columns", expected: columnCount, actual: columns.count)
    }
    for (c, column) in columns.enumerated() where column.count < rows {
      throw .lengthMismatch(
        series: columnNames[c].series, column: columnNames[c].column, expected: rows,
        actual: column.count)
    }
    for (i, t) in times.enumerated() where !t.isFinite {
      throw .nonFinite(series: columnNames.first?.series ?? "", column: "time", index: rowCount + i)
    }
    for (c, column) in columns.enumerated() {
      let name = columnNames[c]
      if name.isVelocity {
        for i in 0..<rows where column[i].isNaN {
          throw .notANumber(series: name.series, column: name.column, index: rowCount + i)
        }
      } else {
        for i in 0..<rows where !column[i].isFinite {
          throw .nonFinite(series: name.series, column: name.column, index: rowCount + i)
        }
      }
    }
    for row in 0..<rows { appendRow(times[row], columns, row) }
  }

  /// Hands the buffered bytes to `body` and empties the buffer (keeping its capacity). Does
  /// not call `body` when nothing is buffered.
  ///
  /// - Throws: whatever `body` throws; the buffer is emptied either way.
  public mutating func flush<E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> Void)
    throws(E)
  {
    guard !buffer.bytes.isEmpty else { return }
    defer { buffer.bytes.removeAll(keepingCapacity: true) }
    var failure: E?
    buffer.bytes.withUnsafeBytes { raw in
      do throws(E) { try body(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Takes the buffered bytes, leaving the buffer empty.
  mutating func takeBytes() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &buffer.bytes)
    return taken
  }

  /// Appends one row of numbers already checked by the rules above (none of them NaN).
  @inline(__always)
  mutating func appendRow(_ time: Double, _ columns: [[Double]], _ row: Int) {
    buffer.appendNumber(time)
    for column in columns {
      buffer.append(UInt8(ascii: ","))
      buffer.appendNumber(column[row])
    }
    buffer.bytes.append(contentsOf: newline)
    rowCount += 1
  }
}
