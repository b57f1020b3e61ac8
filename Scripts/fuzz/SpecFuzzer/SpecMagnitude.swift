/// The largest magnitude among the numbers written in a spec, so the harness knows when a
/// finite result is owed: a spec whose numbers are all moderate (≤ 1e100) cannot produce an
/// overflowing value for the changes sampled, while `linear(1, 1e308, …)` extrapolated before
/// its start honestly overflows to ±∞ (it must still never be NaN).
enum SpecMagnitude {
  static let moderate = 1e100

  static func largest(in text: String) -> Double {
    WrittenNumbers.numbers(in: text).lazy.filter { !$0.isNaN }.map(abs).reduce(0, max)
  }
}
