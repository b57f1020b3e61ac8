/// The numbers written in a fuzz input: each maximal run of `0-9 . e E + -` is trimmed from the
/// right until it parses as a `Double` (so `1e5-` reads as `1e5`); runs that never parse are
/// skipped. Overflowing literals such as `1e999` come back as ±∞; NaN cannot be written with
/// these characters.
enum WrittenNumbers {
  static func numbers(in text: String) -> [Double] {
    var numbers: [Double] = []
    var run = ""
    func flush() {
      defer { run = "" }
      var candidate = Substring(run)
      while !candidate.isEmpty, Double(candidate) == nil { candidate = candidate.dropLast() }
      if let x = Double(candidate) { numbers.append(x) }
    }
    for scalar in text.unicodeScalars {
      if "0123456789.eE+-".unicodeScalars.contains(scalar) {
        run.unicodeScalars.append(scalar)
      } else {
        flush()
      }
    }
    flush()
    return numbers
  }
}
