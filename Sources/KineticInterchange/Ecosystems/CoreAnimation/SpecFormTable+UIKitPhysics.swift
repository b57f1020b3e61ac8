import Kinetic

extension SpecFormTable {
  /// UIKit's scroll physics: `UIScrollView`'s deceleration alone (`decay`) and with its
  /// content's bounds, rubber band and spring back (`iosScroll`). A rate is a number per
  /// millisecond or `.normal`/`.fast`.
  static let uiKitPhysics: [PhysicsForm] = [
    PhysicsForm("decay", [.number("rate", "rate", .positive, default: normalRate)]) {
      (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try ScrollViewDeceleration(rate: a.number("rate"))
        })
    },
    PhysicsForm(
      "iosScroll",
      [
        .number("rate", "rate", .positive, default: normalRate),
        .number("min", "min", .any, default: -.infinity),
        .number("max", "max", .any, default: .infinity),
      ]
    ) { (binder, call, a) throws(SpecError) in
      .released(
        try binder.build(call, a) { () throws(ParameterError) in
          try IOSScroll(
            deceleration: ScrollViewDeceleration(rate: a.number("rate")),
            min: a.number("min"), max: a.number("max"))
        })
    },
  ]

  /// `UIScrollView.DecelerationRate.normal`, the default rate.
  private static let normalRate = ScrollViewDeceleration.normal.rate
}
