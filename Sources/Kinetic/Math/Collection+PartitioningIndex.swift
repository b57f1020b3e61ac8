extension Collection {
  /// The index of the first element for which `belongsInSecondPartition` is true, in a
  /// collection already partitioned by it (every element for which it is false comes first);
  /// `endIndex` when there is none. swift-algorithms' name and meaning; O(log n) evaluations of
  /// the predicate, and O(log n) index moves on a random-access collection.
  ///
  /// The one binary search over sorted data: "the last start at or before `t`" is
  /// `partitioningIndex { $0.start > t } - 1`, "the first at or after `x`" is
  /// `partitioningIndex { $0 >= x }`.
  @inlinable
  package func partitioningIndex(
    where belongsInSecondPartition: (Element) throws -> Bool
  ) rethrows -> Index {
    var low = startIndex
    var remaining = count
    while remaining > 0 {
      let half = remaining / 2
      let middle = index(low, offsetBy: half)
      if try belongsInSecondPartition(self[middle]) {
        remaining = half
      } else {
        low = index(after: middle)
        remaining -= half + 1
      }
    }
    return low
  }
}
