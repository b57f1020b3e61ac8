extension Int {
  /// `Int(value)` saturated at the bounds, and 0 for NaN, for error messages about sizes.
  init(clamping value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9.0e18 {
      self = Int.max
    } else if value <= -9.0e18 {
      self = Int.min
    } else {
      self = Int(value)
    }
  }
}
