extension UnitCurve {
  /// The easings.net family by name, `easeInSine` … `easeInOutBounce`, with their published
  /// formulas (see ``PennerCurve``): the ease-in curve, its ``reversed`` ease-out form, and the
  /// ease-in-out form ``joined(_:_:)`` from the two, with easings.net's back overshoot
  /// (1.70158, in-out 1.70158·1.525) and elastic period (0.3, in-out 0.45).
  ///
  /// Keys in easings.net's order: for each of sine, quad, cubic, quart, quint, expo, circ, back,
  /// elastic and bounce, the `easeIn`, `easeOut` and `easeInOut` curve.
  public static let easings: KeyValuePairs<String, UnitCurve> = [
    "easeInSine": .penner(.sine, .in), "easeOutSine": .penner(.sine, .out),
    "easeInOutSine": .penner(.sine, .inOut),
    "easeInQuad": .penner(.quad, .in), "easeOutQuad": .penner(.quad, .out),
    "easeInOutQuad": .penner(.quad, .inOut),
    "easeInCubic": .penner(.cubic, .in), "easeOutCubic": .penner(.cubic, .out),
    "easeInOutCubic": .penner(.cubic, .inOut),
    "easeInQuart": .penner(.quart, .in), "easeOutQuart": .penner(.quart, .out),
    "easeInOutQuart": .penner(.quart, .inOut),
    "easeInQuint": .penner(.quint, .in), "easeOutQuint": .penner(.quint, .out),
    "easeInOutQuint": .penner(.quint, .inOut),
    "easeInExpo": .penner(.expo, .in), "easeOutExpo": .penner(.expo, .out),
    "easeInOutExpo": .penner(.expo, .inOut),
    "easeInCirc": .penner(.circ, .in), "easeOutCirc": .penner(.circ, .out),
    "easeInOutCirc": .penner(.circ, .inOut),
    "easeInBack": .penner(.back(overshoot: PennerCurve.backOvershoot), .in),
    "easeOutBack": .penner(.back(overshoot: PennerCurve.backOvershoot), .out),
    "easeInOutBack": .penner(.back(overshoot: PennerCurve.backInOutOvershoot), .inOut),
    "easeInElastic": .penner(.elastic(period: 0.3), .in),
    "easeOutElastic": .penner(.elastic(period: 0.3), .out),
    "easeInOutElastic": .penner(.elastic(period: 0.45), .inOut),
    "easeInBounce": .penner(.bounce, .in), "easeOutBounce": .penner(.bounce, .out),
    "easeInOutBounce": .penner(.bounce, .inOut),
  ]

  /// Which member of an easing family: the ease-in curve, or the ease-out and ease-in-out
  /// forms built from it.
  public enum EasingDirection: Hashable, Sendable {
    /// The ease-in curve itself.
    case `in`
    /// The ease-in curve reversed (``UnitCurve/reversed``).
    case out
    /// The ease-in curve for the first half and its reversal for the second.
    case inOut
  }

  /// The `direction` member of the Penner family whose ease-in curve is `family`.
  public static func penner(_ family: PennerCurve, _ direction: EasingDirection) -> UnitCurve {
    UnitCurve(family).easing(direction)
  }

  /// This curve taken as an ease-in curve, in the `direction` form: itself, ``reversed``, or
  /// ``joined(_:_:)`` with its reversal.
  public func easing(_ direction: EasingDirection) -> UnitCurve {
    switch direction {
    case .in: return self
    case .out: return reversed
    case .inOut: return .joined(self, reversed)
    }
  }
}

extension PennerCurve {
  /// This family checked: an elastic period must be finite and greater than 0, a back
  /// overshoot finite.
  ///
  /// - Throws: ``TimingCurveError/invalidEasingParameter(name:value:)``.
  public func validated() throws(TimingCurveError) -> PennerCurve {
    switch self {
    case .elastic(let p) where !(p > 0 && p.isFinite):
      throw .invalidEasingParameter(name: "period", value: p)
    case .back(let s) where !s.isFinite:
      throw .invalidEasingParameter(name: "overshoot", value: s)
    default: return self
    }
  }
}
