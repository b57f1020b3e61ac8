/// Formats numbers so that reading them back gives the same `Double`.
///
/// The text is the shortest decimal that parses back to the same value (the algorithm behind
/// Swift's `Double.description`), with two documented adjustments:
///
/// - Integral values drop the trailing `.0`: `1`, `-3`, `1000000000000000`.
/// - Negative zero prints as `0`. Animation code produces `-0.0` incidentally (e.g. `-v · 0`),
///   and `-0` in a CSV column surprises readers and golden tests; `-0.0 == 0.0`, so the value
///   read back still compares equal. Every other finite `Double` round-trips bit-exactly.
///
/// Very small and very large magnitudes use an exponent as Swift writes it, e.g. `1e-05`,
/// `1.5e+16`, `5e-324`; C's `strtod`, Swift's `Double(_:)`, Python's `float` and pandas
/// all read these.
///
/// The infinities print as `inf` and `-inf`, which the same readers (and numpy) parse back to
/// `±∞`. They are exact answers in a velocity column, the slope at a vertical tangent; which
/// columns may hold them is the writers' business (``Series``, ``CSVEncoder``: only
/// velocities). NaN is never an answer and is rejected with
/// ``PlotError/notANumber(series:column:index:)`` rather than printed.
public enum RoundTripFormat {
  /// The shortest round-trip text of `value`.
  ///
  /// - Throws: ``PlotError/notANumber(series:column:index:)`` (with an empty series and column
  ///   `"value"`) for NaN.
  public static func string(for value: Double) throws(PlotError) -> String {
    guard !value.isNaN else { throw .notANumber(series: "", column: "value", index: 0) }
    var buffer = ByteBuffer(capacity: 24)
    buffer.appendNumber(value)
    return buffer.string
  }

  /// Appends the shortest round-trip UTF-8 text of `value` to `bytes`, without allocating a
  /// `String`. This is the fast path the CSV writer uses.
  ///
  /// - Throws: ``PlotError/notANumber(series:column:index:)`` for NaN; `bytes` is then
  ///   unchanged.
  public static func append(_ value: Double, to bytes: inout [UInt8]) throws(PlotError) {
    guard !value.isNaN else { throw .notANumber(series: "", column: "value", index: 0) }
    var buffer = ByteBuffer(adopting: [])
    swap(&buffer.bytes, &bytes)
    buffer.appendNumber(value)
    swap(&buffer.bytes, &bytes)
  }

  /// The shortest round-trip text of `value` for messages and titles, where an unchecked value
  /// may be echoed: as ``string(for:)``, but total, with NaN written `nan`.
  public static func text(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    var buffer = ByteBuffer(capacity: 24)
    buffer.appendNumber(value)
    return buffer.string
  }

  /// The shortest text of `value` rounded to `decimals` places (half away from zero): the
  /// form of coordinates in SVG documents, where finer digits add bytes, not precision.
  /// `12.5`, `-0.333` (three places), `2` for 2.0000001, `0` for −0.0004.
  ///
  /// Non-finite values are written `0`, so a degenerate frame still gives a valid document;
  /// magnitudes of 10¹⁵ and more, whose rounding would need more than 53 bits, unrounded
  /// (`1e+20`, which SVG's number grammar accepts).
  ///
  /// - Parameters:
  ///   - value: Any double.
  ///   - decimals: Places after the decimal point, 0…15.
  public static func string(for value: Double, decimals: Int) -> String {
    var buffer = ByteBuffer(capacity: 24)
    buffer.appendNumber(value, decimals: decimals)
    return buffer.string
  }
}
