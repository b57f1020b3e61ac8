/// A minimal RFC 4180 reader written independently of `CSVWriter`, used to check that what the
/// writer produces parses back to the same fields. Accepts LF or CRLF record ends.
enum RFC4180Reader {
  struct Malformed: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "malformed CSV at byte \(offset): \(reason)" }
  }

  static func records(_ text: String) throws -> [[String]] {
    let bytes = Array(text.utf8)
    var records: [[String]] = []
    var record: [String] = []
    var field: [UInt8] = []
    var i = 0
    var quoted = false
    var fieldStarted = false
    func finishField() {
      record.append(String(decoding: field, as: UTF8.self))
      field = []
      fieldStarted = false
    }
    while i < bytes.count {
      let b = bytes[i]
      if quoted {
        if b == UInt8(ascii: "\"") {
          if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
            field.append(b)
            i += 2
            continue
          }
          quoted = false
          i += 1
          // After a closing quote only a separator or a record end may follow.
          if i < bytes.count && ![UInt8(ascii: ","), 10, 13].contains(bytes[i]) {
            throw Malformed(offset: i, reason: "text after closing quote")
          }
          continue
        }
        field.append(b)
        i += 1
        continue
      }
      switch b {
      case UInt8(ascii: "\""):
        guard field.isEmpty && !fieldStarted else {
          throw Malformed(offset: i, reason: "quote inside an unquoted field")
        }
        quoted = true
        fieldStarted = true
        i += 1
      case UInt8(ascii: ","):
        finishField()
        i += 1
      case 13:
        guard i + 1 < bytes.count && bytes[i + 1] == 10 else {
          throw Malformed(offset: i, reason: "bare CR")
        }
        i += 1
      case 10:
        finishField()
        records.append(record)
        record = []
        i += 1
      default:
        field.append(b)
        fieldStarted = true
        i += 1
      }
    }
    if quoted { throw Malformed(offset: i, reason: "unterminated quoted field") }
    if !record.isEmpty || !field.isEmpty || fieldStarted {
      finishField()
      records.append(record)
    }
    return records
  }
}
