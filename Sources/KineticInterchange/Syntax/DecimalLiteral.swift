/// The decimal number grammar shared by the spec language and numeric options:
/// `[+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?`.
///
/// Hexadecimal floats, `nan`, `inf` and `infinity` are not part of it, so they are rejected
/// instead of silently accepted, and values that overflow to infinity (`1e999`) are reported.
package enum DecimalLiteral {
  /// Why a text is not an acceptable number.
  package enum Failure: Error, Equatable {
    case malformed
    case notFinite
  }

  /// The length (in scalars) of the longest decimal literal starting at `start`, or `nil` if
  /// none starts there. Stops before a dangling exponent (`1e` lexes as `1` then `e`).
  package static func prefixLength(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var i = start
    func isDigit(_ k: Int) -> Bool { k < scalars.count && ("0"..."9").contains(scalars[k]) }
    if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
    var mantissaDigits = 0
    while isDigit(i) {
      i += 1
      mantissaDigits += 1
    }
    if i < scalars.count, scalars[i] == ".", mantissaDigits > 0 || isDigit(i + 1) {
      i += 1
      while isDigit(i) {
        i += 1
        mantissaDigits += 1
      }
    }
    guard mantissaDigits > 0 else { return nil }
    if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
      var j = i + 1
      if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
      if isDigit(j) {
        while isDigit(j) { j += 1 }
        i = j
      }
    }
    return i - start
  }

  /// The value of `text` if the whole text is one finite decimal literal.
  package static func parse(_ text: String) -> Result<Double, Failure> {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty, prefixLength(scalars, from: 0) == scalars.count else {
      return .failure(.malformed)
    }
    // Swift's parser accepts a superset of this grammar, so it cannot fail here; overflow
    // yields ±infinity, which is reported rather than passed on.
    guard let value = Double(text) else { return .failure(.malformed) }
    guard value.isFinite else { return .failure(.notFinite) }
    return .success(value)
  }
}
