/// The largest magnitude among the numbers written in a spec, so the harness knows when a
/// finite result is owed: a spec whose numbers are all moderate (≤ 1e100) cannot produce an
/// overflowing value for the changes sampled, while `linear(1, 1e308, …)` extrapolated before
/// its start honestly overflows to ±∞ (it must still never be NaN).
enum SpecMagnitude {
  static let moderate = 1e100

  static func largest(in text: String) -> Double {
    var largest = 0.0
    var run = ""
    func flush() {
      defer { run = "" }
      var candidate = Substring(run)
      while !candidate.isEmpty, Double(candidate) == nil { candidate = candidate.dropLast() }
      if let x = Double(candidate), !x.isNaN { largest = max(largest, abs(x)) }
    }
    for scalar in text.unicodeScalars {
      if "0123456789.eE+-".unicodeScalars.contains(scalar) {
        run.unicodeScalars.append(scalar)
      } else {
        flush()
      }
    }
    flush()
    return largest
  }
}
