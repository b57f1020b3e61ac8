/// "Did you mean" for a misspelt name: the closest known names by edit distance, compared
/// case-insensitively, as a clause to append to an error.
enum NameSuggestion {
  /// `; did you mean 'x'?` (or `'x' or 'y'`) naming the candidates within a third of the
  /// name's length (at least 2) edits of `name`, closest first; empty when none is close. A
  /// candidate differing only in case always qualifies.
  static func clause(for name: String, among candidates: [String]) -> String {
    // The name itself is no suggestion (it was refused for another reason, such as being
    // called).
    let matches = suggestions(for: name, among: candidates).filter { $0 != name }
    guard !matches.isEmpty else { return "" }
    return "; did you mean " + matches.map { "'\($0)'" }.joined(separator: " or ") + "?"
  }

  /// Up to three candidates, closest first.
  static func suggestions(for name: String, among candidates: [String]) -> [String] {
    let key = Array(name.lowercased().unicodeScalars)
    // Long inputs are not names anyone misspelt; the bound also keeps the work small.
    guard !key.isEmpty, key.count <= 64 else { return [] }
    let limit = max(2, key.count / 3)
    var scored: [(distance: Int, name: String)] = []
    var seen = Set<String>()
    for candidate in candidates where seen.insert(candidate).inserted {
      let other = Array(candidate.lowercased().unicodeScalars)
      guard abs(other.count - key.count) <= limit else { continue }
      let d = distance(key, other)
      if d <= limit { scored.append((d, candidate)) }
    }
    scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    return scored.prefix(3).map { $0.name }
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost 1.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, row) = (previous, row, previous2)
    }
    return previous[b.count]
  }
}
