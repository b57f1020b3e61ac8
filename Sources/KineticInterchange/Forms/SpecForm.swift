import Kinetic

/// One animation form of the SwiftUI and CSS spec language, a row of ``SpecFormTable``: its
/// name, the overloads it may be called with (labels and defaults, the defaults read from the
/// core's constants), and the builder that makes its animation.
///
/// `kinetic list`, "did you mean" and the fuzz dictionaries read the rows; the binder
/// (``SpecBinder``) matches a call against a row's overloads and hands the match to its
/// builder.
struct SpecForm: Sendable {
  /// The group a form is listed in, and the order of `kinetic list`'s sections.
  enum Section: Sendable {
    /// SwiftUI's timing curves (`easeIn`, `timingCurve(…)`).
    case curve
    /// CSS's easing functions (`cubic-bezier(…)`, `steps(…)`, `linear(…)` with stops).
    case cssFunction
    /// CSS's easing keywords (`ease`, `step-start`).
    case cssKeyword
    /// SwiftUI's springs and presets.
    case spring
    /// The easings.net curves (`easeInOutBack`).
    case easingsNet
  }

  /// How `kinetic list` shows a form.
  enum Listing: Sendable {
    /// The name alone (`easeIn`).
    case name
    /// Each overload as Swift documentation writes it (`smooth(duration:extraBounce:)`).
    case signatures
    /// The name alone, then each overload (`spring`, `spring(duration:bounce:blendDuration:)`).
    case nameAndSignatures
    /// Text of its own (CSS's `cubic-bezier(x1, y1, x2, y2)`).
    case text(String)
  }

  /// A call matched to one overload of its form: the call as written, the index of the
  /// overload that matched (0 for a form without overloads) and the bound arguments, defaults
  /// filled in.
  struct Call {
    var syntax: CallSyntax
    var overload: Int
    var arguments: SpecArguments
  }

  /// The name a spec writes (`spring`, `cubic-bezier`).
  var name: String
  var section: Section
  /// The overloads, in Swift's order of preference (the first that matches wins); empty for a
  /// name that takes no arguments (`default`).
  var overloads: [SpecSignature]
  var listing: Listing
  /// Whether the form reads CSS `linear(…)` stops (unlabelled numbers with percentages), which
  /// no signature describes: such a row matches only a call with an unlabelled argument and
  /// its builder reads the arguments itself.
  var readsStops = false
  /// Makes the animation of a matched call.
  var build: @Sendable (SpecBinder, Call) throws(SpecError) -> Animation

  /// The lines `kinetic list` prints for the form.
  var listed: [String] {
    switch listing {
    case .name: return [name]
    case .signatures: return overloads.map { $0.rendered }
    case .nameAndSignatures: return [name] + overloads.map { $0.rendered }
    case .text(let text): return [text]
    }
  }
}

/// One modifier of the spec language (`.delay(_:)`), a row of ``SpecFormTable``: applied to
/// the animation written before it.
struct SpecModifierForm: Sendable {
  /// Its one signature.
  var signature: SpecSignature
  /// The animation with the modifier applied.
  var apply: @Sendable (SpecBinder, SpecForm.Call, Animation) throws(SpecError) -> Animation

  /// The name a spec writes after a dot.
  var name: String { signature.name }
}
