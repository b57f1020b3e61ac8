import Testing

/// Expects `actual` within `ulps` units in the last place of `expected` (measured by
/// ``ulpError(_:exact:remainder:)``; infinities and NaN must match in kind). A failure records
/// both numbers and the error in ulps, so the report says how far off a value was, not only
/// that it was.
public func expectClose(
  _ actual: Double, _ expected: Double, ulps: Double, _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = ulpError(actual, exact: expected)
  #expect(
    error <= ulps,
    "\(comment()) \(actual) against \(expected): \(error) ulps (at most \(ulps))",
    sourceLocation: sourceLocation)
}

/// Expects |`actual` − `expected`| ≤ `relative` · max(|`expected`|, `floor`): a relative error,
/// with `floor` as the scale near zero (1 makes it absolute below 1). Infinities must be equal.
/// A failure records both numbers and the relative error.
public func expectClose(
  _ actual: Double, _ expected: Double, relative: Double, floor: Double = 0,
  _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  if actual.isInfinite || expected.isInfinite {
    #expect(
      actual == expected, "\(comment()) \(actual) against \(expected)",
      sourceLocation: sourceLocation)
    return
  }
  let scale = max(abs(expected), floor)
  let error = abs(actual - expected) / scale
  #expect(
    abs(actual - expected) <= relative * scale,
    "\(comment()) \(actual) against \(expected): relative error \(error) (at most \(relative))",
    sourceLocation: sourceLocation)
}
