/// A JSON value as a Lottie file holds it: the small, bounded reader `--lottie` uses (the
/// interchange library imports no Foundation, so that it also builds for WebAssembly).
///
/// Numbers are read as `Double` (Lottie's numbers are all JavaScript numbers); objects keep
/// their members in file order.
public indirect enum LottieJSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([LottieJSON])
  /// An object, its members in file order.
  case object([(String, LottieJSON)])

  /// The largest JSON text read, in bytes (64 MiB): a Lottie file with bitmaps inlined is a few
  /// megabytes, so a larger file is refused before it is parsed rather than held in memory.
  public static let maximumByteCount = 64 << 20
  /// The deepest nesting of arrays and objects read (Lottie files nest a few tens deep).
  public static let maximumDepth = 512

  /// The member `key` of an object, or `nil`.
  public subscript(key: String) -> LottieJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The number, or `nil` when this is not one.
  public var number: Double? {
    if case .number(let x) = self { return x }
    return nil
  }

  /// Parses JSON `text`.
  ///
  /// - Throws: ``LottieError`` naming the byte offset, line and column of the first error, or
  ///   the size or nesting limit exceeded.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String) throws(LottieError) -> LottieJSON {
    let bytes = Array(text.utf8)
    guard bytes.count <= maximumByteCount else {
      throw LottieError(
        "the JSON is \(bytes.count) bytes, more than the \(maximumByteCount) read")
    }
    var reader = Reader(bytes: bytes)
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == bytes.count else {
      throw reader.error("unexpected text after the JSON value")
    }
    return value
  }

  /// Equal values, objects compared member by member in order.
  public static func == (a: LottieJSON, b: LottieJSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    func error(_ what: String) -> LottieError {
      var line = 1
      var column = 1
      for byte in bytes[..<min(index, bytes.count)] {
        if byte == UInt8(ascii: "\n") { (line, column) = (line + 1, 1) } else { column += 1 }
      }
      return LottieError("bad JSON at line \(line), column \(column) (byte \(index)): \(what)")
    }

    mutating func skipSpace() {
      while index < bytes.count,
        [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
      {
        index += 1
      }
    }

    mutating func value(depth: Int) throws(LottieError) -> LottieJSON {
      guard depth < LottieJSON.maximumDepth else {
        throw error("nested more than \(LottieJSON.maximumDepth) deep")
      }
      skipSpace()
      guard index < bytes.count else { throw error("the text ends where a value should be") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(String, LottieJSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a member name in quotes")
          }
          let key = try string()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after the member name \"\(key)\"")
          }
          index += 1
          members.append((key, try value(depth: depth + 1)))
          skipSpace()
          guard index < bytes.count else { throw error("the text ends inside an object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
          } else {
            throw error("expected ',' or '}' in an object")
          }
        }
      case UInt8(ascii: "["):
        index += 1
        var elements: [LottieJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        }
        while true {
          elements.append(try value(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw error("the text ends inside an array") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
          } else {
            throw error("expected ',' or ']' in an array")
          }
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: String, _ value: LottieJSON) throws(LottieError) -> LottieJSON {
      let utf8 = Array(word.utf8)
      guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
      else { throw error("expected a value") }
      index += utf8.count
      return value
    }

    mutating func number() throws(LottieError) -> Double {
      let start = index
      while index < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
          || [
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
            UInt8(ascii: "E"),
          ].contains(bytes[index])
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard !text.isEmpty, let x = Double(text), x.isFinite else {
        index = start
        throw error(text.isEmpty ? "expected a value" : "'\(text)' is not a finite number")
      }
      return x
    }

    mutating func string() throws(LottieError) -> String {
      index += 1
      var scalars = String.UnicodeScalarView()
      var run = index
      func flush(_ end: Int) {
        scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          flush(index)
          index += 1
          return String(scalars)
        }
        if byte == UInt8(ascii: "\\") {
          flush(index)
          index += 1
          guard index < bytes.count else { break }
          switch bytes[index] {
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "u"):
            guard index + 4 < bytes.count,
              let code = UInt32(
                String(decoding: bytes[index + 1...index + 4], as: UTF8.self), radix: 16)
            else { throw error("bad \\u escape") }
            index += 4
            scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
          default: scalars.append(Unicode.Scalar(bytes[index]))
          }
          index += 1
          run = index
          continue
        }
        index += 1
      }
      throw error("the text ends inside a string")
    }
  }
}
