#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Bench {
  /// The run as a JSON document:
  ///
  /// ```json
  /// {
  ///   "configuration": "release", "repetitions": 7, "warmups": 1, "filter": null,
  ///   "elapsedSeconds": 12.3,
  ///   "results": [{"name": "vector.interpolated.generic", "nsPerOp": 0.61,
  ///                "spread": 0.04, "throughput": 1.6e9}],
  ///   "ratios": {"vector.interpolated/vs.direct": 1.01},
  ///   "figures": {}
  /// }
  /// ```
  ///
  /// `ratios` and `figures` are objects keyed by name (a key recorded twice keeps its last
  /// value, in the position of its first). Non-finite numbers, which JSON cannot spell, are
  /// written as `null`.
  func jsonReport(elapsedSeconds: Double) -> String {
    var lines: [String] = ["{"]
    lines.append("  \"configuration\": \(Self.jsonString(Self.configuration)),")
    lines.append("  \"repetitions\": \(repetitions),")
    lines.append("  \"warmups\": \(warmups),")
    lines.append("  \"filter\": \(filter.map(Self.jsonString) ?? "null"),")
    lines.append("  \"elapsedSeconds\": \(Self.jsonNumber(elapsedSeconds)),")
    let resultLines = results.map { result in
      "    {\"name\": \(Self.jsonString(result.name)), "
        + "\"nsPerOp\": \(Self.jsonNumber(result.nsPerOp)), "
        + "\"spread\": \(Self.jsonNumber(result.spread)), "
        + "\"throughput\": \(Self.jsonNumber(result.throughput))}"
    }
    lines.append(resultLines.isEmpty ? "  \"results\": []," : "  \"results\": [")
    if !resultLines.isEmpty {
      lines.append(resultLines.joined(separator: ",\n"))
      lines.append("  ],")
    }
    lines.append("  \"ratios\": \(Self.jsonObject(ratios)),")
    lines.append("  \"figures\": \(Self.jsonObject(figures))")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes `jsonReport` to `path` atomically: into a temporary file beside it, then renamed
  /// over it, so a reader (a notebook, CI) never sees half a report.
  func writeJSON(to path: String, elapsedSeconds: Double) throws(BenchError) {
    let text = jsonReport(elapsedSeconds: elapsedSeconds)
    let temporary = "\(path).tmp-\(getpid())"
    guard let file = fopen(temporary, "w") else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
  }

  /// `debug` or `release`: debug timings are not comparable, so the report says which.
  static var configuration: String {
    #if DEBUG
      return "debug"
    #else
      return "release"
    #endif
  }

  /// Keyed values as a one-line JSON object; a repeated key keeps its last value.
  static func jsonObject(_ pairs: [(String, Double)]) -> String {
    var order: [String] = []
    var values: [String: Double] = [:]
    for (key, value) in pairs {
      if values.updateValue(value, forKey: key) == nil { order.append(key) }
    }
    if order.isEmpty { return "{}" }
    let members = order.map { "    \(jsonString($0)): \(jsonNumber(values[$0]!))" }
    return "{\n" + members.joined(separator: ",\n") + "\n  }"
  }

  static func jsonNumber(_ x: Double) -> String {
    x.isFinite ? "\(x)" : "null"
  }

  /// A JSON string literal (RFC 8259 §7): quotes, backslashes and control characters escaped.
  static func jsonString(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
