import Kinetic

/// The named easing curves of each ecosystem, with the values from its own source.
enum ForeignEasings {
  static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
  }

  // Beziers that several ecosystems name, each written once. CSS's and SwiftUI's ease-in,
  // ease-out and ease-in-out are ``UnitCurve/easeIn`` and its siblings.
  /// CSS `ease`: Compose `Ease`, Flutter `Curves.ease`, Core Animation's `.default`.
  static let ease = UnitCurve(CubicBezier.named(cssKeyword: "ease")!)
  /// Material's standard curve: Compose `FastOutSlowInEasing` and `EasingLegacyCubicBezier`,
  /// Flutter `Curves.fastOutSlowIn`.
  static let fastOutSlowIn = cubic(0.4, 0, 0.2, 1)
  /// Compose `LinearOutSlowInEasing` and `EasingLegacyDecelerateCubicBezier`.
  static let linearOutSlowIn = cubic(0, 0, 0.2, 1)
  /// Compose `FastOutLinearInEasing` and `EasingLegacyAccelerateCubicBezier`.
  static let fastOutLinearIn = cubic(0.4, 0, 1, 1)
  /// Material 3's emphasized and standard tokens (the same control points).
  static let emphasized = cubic(0.2, 0, 0, 1)

  /// One easing family's ease-in, ease-out and ease-in-out Beziers, each (x1, y1, x2, y2).
  struct Family {
    var name: String
    var `in`: [Double]
    var out: [Double]
    var inOut: [Double]

    /// The three curves under `prefix` + In/Out/InOut + the family's name.
    func curves(_ ease: String) -> [String: UnitCurve] {
      func curve(_ p: [Double]) -> UnitCurve { cubic(p[0], p[1], p[2], p[3]) }
      return [
        ease + "In" + name: curve(self.in), ease + "Out" + name: curve(out),
        ease + "InOut" + name: curve(inOut),
      ]
    }
  }

  /// Compose's `EasingFunctions.kt`: easings.net's published cubic-bezier() approximations.
  static let composeFamilies = [
    Family(
      name: "Sine", in: [0.12, 0, 0.39, 0], out: [0.61, 1, 0.88, 1], inOut: [0.37, 0, 0.63, 1]),
    Family(
      name: "Quad", in: [0.11, 0, 0.5, 0], out: [0.5, 1, 0.89, 1], inOut: [0.45, 0, 0.55, 1]),
    Family(
      name: "Cubic", in: [0.32, 0, 0.67, 0], out: [0.33, 1, 0.68, 1], inOut: [0.65, 0, 0.35, 1]),
    Family(
      name: "Quart", in: [0.5, 0, 0.75, 0], out: [0.25, 1, 0.5, 1], inOut: [0.76, 0, 0.24, 1]),
    Family(
      name: "Quint", in: [0.64, 0, 0.78, 0], out: [0.22, 1, 0.36, 1], inOut: [0.83, 0, 0.17, 1]),
    Family(
      name: "Expo", in: [0.7, 0, 0.84, 0], out: [0.16, 1, 0.3, 1], inOut: [0.87, 0, 0.13, 1]),
    Family(
      name: "Circ", in: [0.55, 0, 1, 0.45], out: [0, 0.55, 0.45, 1], inOut: [0.85, 0, 0.15, 1]),
    Family(
      name: "Back", in: [0.36, 0, 0.66, -0.56], out: [0.34, 1.56, 0.64, 1],
      inOut: [0.68, -0.6, 0.32, 1.6]),
  ]

  /// Flutter's `Curves` (curves.dart): the older Penner approximations.
  static let flutterFamilies = [
    Family(
      name: "Sine", in: [0.47, 0, 0.745, 0.715], out: [0.39, 0.575, 0.565, 1],
      inOut: [0.445, 0.05, 0.55, 0.95]),
    Family(
      name: "Quad", in: [0.55, 0.085, 0.68, 0.53], out: [0.25, 0.46, 0.45, 0.94],
      inOut: [0.455, 0.03, 0.515, 0.955]),
    Family(
      name: "Cubic", in: [0.55, 0.055, 0.675, 0.19], out: [0.215, 0.61, 0.355, 1],
      inOut: [0.645, 0.045, 0.355, 1]),
    Family(
      name: "Quart", in: [0.895, 0.03, 0.685, 0.22], out: [0.165, 0.84, 0.44, 1],
      inOut: [0.77, 0, 0.175, 1]),
    Family(
      name: "Quint", in: [0.755, 0.05, 0.855, 0.06], out: [0.23, 1, 0.32, 1],
      inOut: [0.86, 0, 0.07, 1]),
    Family(
      name: "Expo", in: [0.95, 0.05, 0.795, 0.035], out: [0.19, 1, 0.22, 1], inOut: [1, 0, 0, 1]),
    Family(
      name: "Circ", in: [0.6, 0.04, 0.98, 0.335], out: [0.075, 0.82, 0.165, 1],
      inOut: [0.785, 0.135, 0.15, 0.86]),
    Family(
      name: "Back", in: [0.6, -0.28, 0.735, 0.045], out: [0.175, 0.885, 0.32, 1.275],
      inOut: [0.68, -0.55, 0.265, 1.55]),
  ]

  /// Compose: `Easing.kt` (FastOutSlowIn …), `EasingFunctions.kt` (Ease …; the elastic and
  /// bounce easings are easings.net's formulas) and Material 3's `MotionTokens`.
  static let compose: [String: UnitCurve] = {
    var table: [String: UnitCurve] = [
      "FastOutSlowInEasing": fastOutSlowIn, "LinearOutSlowInEasing": linearOutSlowIn,
      "FastOutLinearInEasing": fastOutLinearIn, "LinearEasing": .linear, "Ease": ease,
      "EaseOut": .easeOut, "EaseIn": .easeIn, "EaseInOut": .easeInOut,
    ]
    for family in composeFamilies {
      for (name, curve) in family.curves("Ease") { table[name] = curve }
    }
    for (name, curve) in UnitCurve.easings
    where name.hasSuffix("Elastic") || name.hasSuffix("Bounce") {
      table["E" + name.dropFirst()] = curve
    }
    let tokens: [String: UnitCurve] = [
      "EasingEmphasizedCubicBezier": emphasized,
      "EasingEmphasizedAccelerateCubicBezier": cubic(0.3, 0, 0.8, 0.15),
      "EasingEmphasizedDecelerateCubicBezier": cubic(0.05, 0.7, 0.1, 1),
      "EasingLegacyCubicBezier": fastOutSlowIn,
      "EasingLegacyAccelerateCubicBezier": fastOutLinearIn,
      "EasingLegacyDecelerateCubicBezier": linearOutSlowIn,
      "EasingLinearCubicBezier": cubic(0, 0, 1, 1),
      "EasingStandardCubicBezier": emphasized,
      "EasingStandardAccelerateCubicBezier": cubic(0.3, 0, 1, 1),
      "EasingStandardDecelerateCubicBezier": cubic(0, 0, 0, 1),
    ]
    for (name, curve) in tokens {
      table[name] = curve
      table["MotionTokens." + name] = curve
    }
    return table
  }()

  /// Flutter's `Curves` (curves.dart). `Cubic` curves are exact Beziers here (Flutter's own
  /// `Cubic` solves to within 0.001 of the input); `decelerate` is 1 − (1 − t)², the bounce
  /// and elastic curves Penner's (elastic period 0.4).
  static let flutter: [String: UnitCurve] = {
    var table: [String: UnitCurve] = [
      "linear": .linear, "decelerate": .penner(.quad, .out), "ease": ease,
      "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
      "fastLinearToSlowEaseIn": cubic(0.18, 1, 0.04, 1),
      "easeInToLinear": cubic(0.67, 0.03, 0.65, 0.09),
      "linearToEaseOut": cubic(0.35, 0.91, 0.33, 0.97), "fastOutSlowIn": fastOutSlowIn,
      "slowMiddle": cubic(0.15, 0.85, 0.85, 0.15),
      "bounceIn": .penner(.bounce, .in), "bounceOut": .penner(.bounce, .out),
      "bounceInOut": .penner(.bounce, .inOut),
      "elasticIn": .penner(.elastic(period: 0.4), .in),
      "elasticOut": .penner(.elastic(period: 0.4), .out),
      "elasticInOut": .penner(.elastic(period: 0.4), .inOut),
      // Valid constants: the fallback is never taken (FlutterCurvesTestValues checks the curve).
      "easeInOutCubicEmphasized":
        (try? threePointCubic(
          (0.05, 0), (0.133333, 0.06), (0.166666, 0.4), (0.208333, 0.82), (0.25, 1))) ?? .linear,
    ]
    for family in flutterFamilies {
      for (name, curve) in family.curves("ease") { table[name] = curve }
    }
    return table
  }()

  /// Flutter's `ThreePointCubic(a1, b1, midpoint, a2, b2)`: two cubic Beziers through the
  /// midpoint, each with its control points scaled into its part of the square (curves.dart).
  ///
  /// - Throws: ``TimingCurveError`` when the midpoint is not strictly inside the square's width,
  ///   its y is 0 or 1 (Flutter divides by y and 1 − y), or a scaled control point's x leaves
  ///   [0, 1].
  static func threePointCubic(
    _ a1: (x: Double, y: Double), _ b1: (x: Double, y: Double), _ midpoint: (x: Double, y: Double),
    _ a2: (x: Double, y: Double), _ b2: (x: Double, y: Double)
  ) throws(TimingCurveError) -> UnitCurve {
    let (mx, my) = midpoint
    guard my != 0, my != 1 else { throw .invalidEasingParameter(name: "midpoint dy", value: my) }
    guard mx > 0, mx < 1 else { throw .invalidEasingParameter(name: "midpoint dx", value: mx) }
    let first = try UnitCurve.bezier(
      validatingStartControlPoint: UnitPoint(x: a1.x / mx, y: a1.y / my),
      endControlPoint: UnitPoint(x: b1.x / mx, y: b1.y / my))
    let second = try UnitCurve.bezier(
      validatingStartControlPoint: UnitPoint(x: (a2.x - mx) / (1 - mx), y: (a2.y - my) / (1 - my)),
      endControlPoint: UnitPoint(x: (b2.x - mx) / (1 - mx), y: (b2.y - my) / (1 - my)))
    return try .joined(first, second, at: UnitPoint(x: mx, y: my))
  }

  /// Motion (framer-motion)'s named easings (`motion-utils` easing): the CSS Beziers, `circIn`
  /// = 1 − sin(acos p), `backOut` = cubicBezier(0.33, 1.53, 0.69, 0.99) with `backIn` its
  /// reversal, the in-outs mirrored, and `anticipate` = backIn on the first half and an
  /// exponential ease-out on the second.
  static let motion: [String: UnitCurve] = {
    let backOut = cubic(0.33, 1.53, 0.69, 0.99)
    let backIn = backOut.reversed
    return [
      "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
      "circIn": .circularEaseIn, "circOut": .circularEaseIn.easing(.out),
      "circInOut": .circularEaseIn.easing(.inOut), "backIn": backIn, "backOut": backOut,
      "backInOut": backIn.easing(.inOut),
      "anticipate": .joined(backIn, .penner(.expo, .out)),
    ]
  }()

  /// Core Animation's `CAMediaTimingFunctionName`s.
  static let coreAnimation: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInOut,
    "default": ease,
  ]

  /// UIKit's `UIView.AnimationCurve` / `.curve…` animation options.
  static let uiKit: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
  ]

  /// `UIView.AnimationOptions`' curve options, `.curveEaseInOut` …: the ``uiKit`` curves.
  static let uiKitOptions: [String: UnitCurve] = Dictionary(
    uniqueKeysWithValues: uiKit.map {
      ("curve" + $0.key.prefix(1).uppercased() + $0.key.dropFirst(), $0.value)
    })
}
