extension UnitCurve {
  /// SwiftUI's deprecated spelling of ``easeInOut``: the same curve, control points (0.42, 0)
  /// and (0.58, 1) (Apple: "Use easeInOut instead").
  @available(*, deprecated, renamed: "easeInOut")
  public static var easeInEaseOut: UnitCurve { .easeInOut }
}
