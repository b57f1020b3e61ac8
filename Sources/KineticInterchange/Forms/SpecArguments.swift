/// The values of one call after matching a signature, by parameter name.
struct SpecArguments: Sendable {
  var values: [String: SpecValue]
  /// The column of each given argument's value, for errors raised after binding.
  var columns: [String: Int]

  /// The number bound to `name` (the signature guarantees its presence and kind).
  func number(_ name: String) -> Double {
    if case .number(let x) = values[name] { return x }
    return 0
  }

  func boolean(_ name: String) -> Bool {
    if case .boolean(let b) = values[name] { return b }
    return false
  }

  func keyword(_ name: String) -> String? {
    if case .keyword(let k) = values[name] { return k }
    return nil
  }
}
