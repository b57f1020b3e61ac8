import Kinetic

/// SwiftUI's rows of the table of forms: the timing curves, the springs and presets, and the
/// modifiers, with SwiftUI's labels and the defaults of the core's declarations
/// (``Kinetic/Animation/SpringDefaults``, ``Kinetic/Animation/defaultDuration``).
extension SpecFormTable {
  /// The core's ``Kinetic/UnitCurve/namedCurves`` (with SwiftUI's deprecated spelling
  /// `easeInEaseOut` after the `easeInOut` it means), then `timingCurve(…)`.
  static let swiftUICurves: [SpecForm] =
    UnitCurve.namedCurves.flatMap {
      $0.key == "easeInOut" ? [$0.key, "easeInEaseOut"] : [$0.key]
    }.map { name in
      SpecForm(
        name: name, section: .curve,
        overloads: [
          SpecSignature(
            name: name,
            parameters: [
              .number("duration", "duration", .positive, default: Animation.defaultDuration)
            ])
        ], listing: .name,
        build: { (_, call) throws(SpecError) in
          // `easeInEaseOut`, the one name not a row of the core's table, is `easeInOut`.
          .timingCurve(
            UnitCurve.named(name) ?? .easeInOut, duration: call.arguments.number("duration"))
        })
    } + [
      SpecForm(
        name: "timingCurve", section: .curve,
        overloads: [
          SpecSignature(
            name: "timingCurve",
            parameters: [
              .number(nil, "x1", .any), .number(nil, "y1", .any),
              .number(nil, "x2", .any), .number(nil, "y2", .any),
              .number("duration", "duration", .positive, default: Animation.defaultDuration),
            ])
        ], listing: .signatures,
        build: { (binder, call) throws(SpecError) in try binder.timingCurve(call) })
    ]

  /// SwiftUI's springs, in its order of preference: `spring()` resolves to the
  /// duration/bounce form, the response/dampingFraction forms are disfavoured, and a `Spring`
  /// value may be given (`spring(.bouncy)`).
  static let swiftUISprings: [SpecForm] =
    [
      SpecForm(
        name: "spring", section: .spring,
        overloads: [
          durationBounce("spring", last: blendDuration()),
          responseDampingFraction(
            "spring", response: Animation.SpringDefaults.response,
            dampingFraction: Animation.SpringDefaults.dampingFraction, last: blendDuration()),
          springValue("spring", last: blendDuration()),
        ], listing: .nameAndSignatures,
        build: { (binder, call) throws(SpecError) in try binder.spring(call) }),
      SpecForm(
        name: "interpolatingSpring", section: .spring,
        overloads: [
          SpecSignature(
            name: "interpolatingSpring",
            parameters: [
              .number("mass", "mass", .positive, default: Animation.SpringDefaults.mass),
              .number("stiffness", "stiffness", .positive),
              .number("damping", "damping", .nonNegative), initialVelocity(),
            ]),
          durationBounce("interpolatingSpring", last: initialVelocity()),
          springValue("interpolatingSpring", last: initialVelocity()),
        ], listing: .signatures,
        build: { (binder, call) throws(SpecError) in try binder.interpolatingSpring(call) }),
      SpecForm(
        name: "interactiveSpring", section: .spring,
        overloads: [
          SpecSignature(
            name: "interactiveSpring",
            parameters: [
              .number(
                "duration", "duration", .positive,
                default: Animation.SpringDefaults.interactiveDuration),
              .number(
                "extraBounce", "extraBounce", .any, default: Animation.SpringDefaults.extraBounce),
              blendDuration(Animation.SpringDefaults.interactiveBlendDuration),
            ]),
          responseDampingFraction(
            "interactiveSpring", response: Animation.SpringDefaults.interactiveDuration,
            dampingFraction: Animation.SpringDefaults.interactiveDampingFraction,
            last: blendDuration(Animation.SpringDefaults.interactiveBlendDuration)),
        ], listing: .signatures,
        build: { (binder, call) throws(SpecError) in try binder.interactiveSpring(call) }),
    ]
    + Spring.Preset.allCases.map { preset in
      SpecForm(
        name: preset.rawValue, section: .spring,
        overloads: [
          SpecSignature(
            name: preset.rawValue,
            parameters: [
              .number(
                "duration", "duration", .positive, default: Animation.SpringDefaults.duration),
              .number(
                "extraBounce", "extraBounce", .any, default: Animation.SpringDefaults.extraBounce),
            ])
        ], listing: .signatures,
        build: { (binder, call) throws(SpecError) in try binder.preset(preset, call) })
    } + [
      SpecForm(
        name: "default", section: .spring, overloads: [], listing: .name,
        build: { (_, _) throws(SpecError) in .default })
    ]

  /// The modifiers, applied outwards in the order written. Any delay and speed, as SwiftUI's
  /// (see `Animation.delay(_:)`, `speed(_:)`).
  static let swiftUIModifiers: [SpecModifierForm] = [
    SpecModifierForm(
      signature: SpecSignature(name: "delay", parameters: [.number(nil, "delay", .any)]),
      apply: { (binder, call, animation) throws(SpecError) in
        try binder.requireFiniteTiming(
          animation.delay(call.arguments.number("delay")), call.syntax)
      }),
    SpecModifierForm(
      signature: SpecSignature(name: "speed", parameters: [.number(nil, "speed", .any)]),
      apply: { (binder, call, animation) throws(SpecError) in
        try binder.requireFiniteTiming(
          animation.speed(call.arguments.number("speed")), call.syntax)
      }),
    SpecModifierForm(
      signature: SpecSignature(
        name: "repeatCount",
        parameters: [
          .number(nil, "count", .positiveInteger(limit: 1_000_000)),
          .boolean("autoreverses", default: true),
        ]),
      apply: { (_, call, animation) throws(SpecError) in
        animation.repeatCount(
          Int(call.arguments.number("count")),
          autoreverses: call.arguments.boolean("autoreverses"))
      }),
    SpecModifierForm(
      signature: SpecSignature(
        name: "repeatForever", parameters: [.boolean("autoreverses", default: true)]),
      apply: { (_, call, animation) throws(SpecError) in
        animation.repeatForever(autoreverses: call.arguments.boolean("autoreverses"))
      }),
    SpecModifierForm(
      signature: SpecSignature(
        name: "logicallyComplete", parameters: [.number("after", "after", .nonNegative)]),
      apply: { (_, call, animation) throws(SpecError) in
        animation.logicallyComplete(after: call.arguments.number("after"))
      }),
  ]

  // MARK: Shared parameter lists

  /// `name(duration:bounce:…)` with SwiftUI's defaults, then `last`.
  private static func durationBounce(_ name: String, last: SpecSignature.Parameter)
    -> SpecSignature
  {
    SpecSignature(
      name: name,
      parameters: [
        .number("duration", "duration", .positive, default: Animation.SpringDefaults.duration),
        .number("bounce", "bounce", .bounce, default: Animation.SpringDefaults.bounce), last,
      ])
  }

  /// `name(response:dampingFraction:…)` with the given defaults, then `last`.
  private static func responseDampingFraction(
    _ name: String, response: Double, dampingFraction: Double, last: SpecSignature.Parameter
  ) -> SpecSignature {
    SpecSignature(
      name: name,
      parameters: [
        .number("response", "response", .positive, default: response),
        .number("dampingFraction", "dampingFraction", .nonNegative, default: dampingFraction),
        last,
      ])
  }

  /// `name(_:…)`: a `Spring` value, then `last`.
  private static func springValue(_ name: String, last: SpecSignature.Parameter) -> SpecSignature {
    SpecSignature(
      name: name,
      parameters: [
        .init(label: nil, name: "spring", kind: SpringValueBinder.kind, defaultValue: nil), last,
      ])
  }

  private static func blendDuration(
    _ value: Double = Animation.SpringDefaults.blendDuration
  ) -> SpecSignature.Parameter {
    .number("blendDuration", "blendDuration", .nonNegative, default: value)
  }

  private static func initialVelocity() -> SpecSignature.Parameter {
    .number(
      "initialVelocity", "initialVelocity", .any, default: Animation.SpringDefaults.initialVelocity
    )
  }
}
