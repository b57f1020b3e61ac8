import Kinetic

/// CSS's rows of the table of forms: its easing functions and keywords. A CSS easing lasts 1 s
/// (so that time equals input progress) unless a CSS time follows it (`ease 300ms`) or it is
/// given `(duration:)` as SwiftUI spells one.
extension SpecFormTable {
  /// `cubic-bezier(…)` (x in [0, 1], as CSS requires), `steps(…)` and `linear(…)` with stops.
  static let cssFunctions: [SpecForm] = [
    SpecForm(
      name: "cubic-bezier", section: .cssFunction,
      overloads: [
        SpecSignature(
          name: "cubic-bezier",
          parameters: [
            .number(nil, "x1", .unitInterval), .number(nil, "y1", .any),
            .number(nil, "x2", .unitInterval), .number(nil, "y2", .any),
          ])
      ], listing: .text("cubic-bezier(x1, y1, x2, y2)"),
      build: { (binder, call) throws(SpecError) in
        let a = call.arguments
        return try binder.bindCSS(
          .cubicBezier(
            x1: a.number("x1"), y1: a.number("y1"), x2: a.number("x2"), y2: a.number("y2")),
          call.syntax)
      }),
    SpecForm(
      name: "steps", section: .cssFunction,
      overloads: [
        SpecSignature(
          name: "steps",
          parameters: [
            .number(nil, "count", .positiveInteger(limit: 1_000_000_000)),
            SpecSignature.Parameter(
              label: nil, name: "position", kind: .keyword(CSSCurveForm.stepPositions),
              defaultValue: .keyword(CSSEasingFunction.StepPosition.jumpEnd.rawValue)),
          ])
      ], listing: .text("steps(n, position)"),
      build: { (binder, call) throws(SpecError) in
        let keyword =
          call.arguments.keyword("position") ?? CSSEasingFunction.StepPosition.jumpEnd.rawValue
        // The signature admits only `stepPositions`, which are the core's raw values.
        guard let position = CSSEasingFunction.StepPosition(rawValue: keyword) else {
          throw binder.error("unknown step position '\(keyword)'", call.syntax.column)
        }
        return try binder.bindCSS(
          .steps(count: Int(call.arguments.number("count")), position: position), call.syntax)
      }),
    // CSS's `linear(…)` shares its name with SwiftUI's `linear`: it is this row when it has
    // stops (unlabelled arguments).
    SpecForm(
      name: "linear", section: .cssFunction, overloads: [], listing: .text("linear(stops...)"),
      readsStops: true,
      build: { (binder, call) throws(SpecError) in
        try binder.bindCSS(.linear(binder.linearStops(call.syntax)), call.syntax)
      }),
  ]

  /// The CSS keywords (`ease`, `step-end`), with a duration as SwiftUI spells one.
  static let cssKeywords: [SpecForm] = CSSCurveForm.keywords.map { name in
    SpecForm(
      name: name, section: .cssKeyword,
      overloads: [
        SpecSignature(
          name: name, parameters: [.number("duration", "duration", .positive, default: 1)])
      ], listing: .name,
      build: { (binder, call) throws(SpecError) in
        try binder.bindCSS(
          .keyword(name), call.syntax, duration: call.arguments.number("duration"))
      })
  }
}
