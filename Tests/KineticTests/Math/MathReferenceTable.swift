import Foundation

/// A table of high-precision function values from `References/` (written by
/// `Scripts/math-references.py` with mpmath at 60 digits): one row per argument, the argument
/// first, then for each function the exact value's nearest double and the remainder in ulps
/// of it, all as hex floats.
struct MathReferenceTable {
  /// The rows, each as read: argument, then (nearest double, remainder) pairs.
  var rows: [[Double]]

  /// Reads `References/<name>`, skipping `#` comments; a malformed line is a test failure
  /// reported by the caller through an empty table.
  init(named name: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("References").appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    rows = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map { Double(String($0)) }
      guard fields.allSatisfy({ $0 != nil }) else { throw MathReferenceTableError(line: line) }
      rows.append(fields.map { $0! })
    }
  }
}

/// A line of a reference table that does not read as hex floats.
struct MathReferenceTableError: Error, CustomStringConvertible {
  var line: Substring
  var description: String { "malformed reference line: \(line)" }
}
