import Kinetic

/// The one table of forms the spec language reads: every animation name with its overloads
/// and builder (``SpecForm``), the modifiers, every ecosystem with its one-line summary and the
/// heads of its forms (``SpecEcosystem``), the physics models and the keyframe forms.
///
/// `kinetic list` (text and JSON), the help of `kinetic eval`, "did you mean" and the fuzz
/// dictionaries (`Scripts/fuzz/dictionaries.py` reads `kinetic list --format json`) are all
/// generated from it, never written beside it. The rows live with their ecosystem
/// (`Ecosystems/<Name>/SpecFormTable+<Name>.swift`, `SpecEcosystem+<Name>.swift`); a new
/// ecosystem is a new folder and its entry in ``ecosystems``.
package enum SpecFormTable {
  /// The animation forms of the SwiftUI and CSS spec language, in `kinetic list`'s order
  /// within each section.
  static let animations: [SpecForm] =
    swiftUICurves + cssFunctions + cssKeywords + swiftUISprings + easingsNetCurves

  /// The modifiers (`.delay(_:)`).
  static let modifiers: [SpecModifierForm] = swiftUIModifiers

  /// The other ecosystems, in `kinetic list`'s order.
  package static let ecosystems: [SpecEcosystem] = [
    .compose, .flutter, .motion, .reactSpring, .coreAnimation, .gsap, .animeJS, .lottie,
    .android, .web,
  ]

  /// The physics models, in `kinetic list`'s order: UIKit's, Flutter's, Compose's, Motion's and
  /// SwiftUI's `Spring`.
  static let physicsModels: [PhysicsForm] =
    uiKitPhysics + flutterPhysics + composePhysics + motionPhysics + swiftUIPhysics

  /// The easings.net curves (`easeInSine` … `easeInOutBounce`), the core's
  /// ``Kinetic/UnitCurve/easings``: 1 s unless given `(duration:)`, as a CSS keyword lasts.
  static let easingsNetCurves: [SpecForm] = UnitCurve.easings.map { entry in
    SpecForm(
      name: entry.key, section: .easingsNet,
      overloads: [
        SpecSignature(
          name: entry.key, parameters: [.number("duration", "duration", .positive, default: 1)])
      ], listing: .name,
      build: { (_, call) throws(SpecError) in
        .timingCurve(entry.value, duration: call.arguments.number("duration"))
      })
  }

  // MARK: Lookup

  /// The form `call` is: a row of its name (CSS's `linear(…)` when it has stops).
  static func form(for call: CallSyntax) -> SpecForm? {
    let hasStops = call.arguments?.contains { $0.label == nil } ?? false
    return animations.first { $0.name == call.name && $0.readsStops == hasStops }
      ?? animations.first { $0.name == call.name && !$0.readsStops }
  }

  /// The physics model named `name` (`decay`, `Spring`).
  static func physicsForm(named name: String) -> PhysicsForm? {
    physicsModels.first { $0.name == name }
  }

  /// The modifier named `name`.
  static func modifier(named name: String) -> SpecModifierForm? {
    modifiers.first { $0.name == name }
  }

  /// The foreign form whose heads include `head`, and its ecosystem's row.
  static func foreignForm(head: String) -> ForeignForm? {
    foreignForms[head]
  }

  /// Every foreign form by head; the first row naming a head wins.
  private static let foreignForms: [String: ForeignForm] = {
    var forms: [String: ForeignForm] = [:]
    for ecosystem in ecosystems {
      for form in ecosystem.forms {
        for head in form.heads where forms[head] == nil { forms[head] = form }
      }
    }
    return forms
  }()

  /// The heads that alone mark a spec as another ecosystem's code.
  static let foreignHeads: Set<String> = Set(
    ecosystems.flatMap { ecosystem in
      ecosystem.forms.filter { $0.marksForeignCode }.flatMap { $0.heads }
    })

  // MARK: Listing

  /// The names of `sections`, one per row (for errors and "did you mean").
  static func names(in sections: [SpecForm.Section]) -> [String] {
    sections.flatMap { section in
      animations.filter { $0.section == section && !$0.readsStops }.map { $0.name }
    }
  }

  /// What `kinetic list` prints for `sections`, in order.
  static func listed(_ sections: [SpecForm.Section]) -> [String] {
    sections.flatMap { section in
      animations.filter { $0.section == section }.flatMap { $0.listed }
    }
  }

  /// SwiftUI's timing curves, as `kinetic list` prints them.
  package static var curveNames: [String] { listed([.curve]) }
  /// CSS's easing functions and keywords, as `kinetic list` prints them.
  package static var cssNames: [String] { listed([.cssFunction, .cssKeyword]) }
  /// SwiftUI's springs and presets, as `kinetic list` prints them.
  package static var springNames: [String] { listed([.spring]) }
  /// The easings.net names.
  package static var easingsNetNames: [String] { names(in: [.easingsNet]) }
  /// The modifiers as Swift documentation writes them (`repeatCount(_:autoreverses:)`).
  package static var modifierNames: [String] { modifiers.map { $0.signature.rendered } }
  /// One line per ecosystem, `Name: forms`.
  package static var ecosystemSummaries: [String] {
    ecosystems.map { $0.name + ": " + $0.summary }
  }
  /// The first word of every form of the other ecosystems (`tween`, `Curves`,
  /// `FastOutSlowInEasing`), sorted: more than the summaries name.
  package static var ecosystemHeads: [String] {
    Set(ecosystems.flatMap { $0.forms.flatMap { $0.heads } }).sorted()
  }
  /// The physics models, as `kinetic list` prints them (see ``PhysicsSpec``).
  package static var physicsNames: [String] { physicsModels.flatMap { $0.listed } }
  /// The keyframe track forms, one line each.
  package static var keyframeForms: [String] { KeyframeSpecForms.summaries }

  /// The base names of the animation forms, as an unknown name's error lists them: the
  /// curves, the CSS functions, the springs and the CSS keywords.
  static let baseNames = names(in: [.curve, .cssFunction, .spring, .cssKeyword])

  /// Every name a misspelt base name may have meant: the animation forms, the easings.net
  /// curves and the heads of the other ecosystems' forms. A head spelt as a name before it but
  /// for case (Compose's `EaseInOutBounce`, easings.net's `easeInOutBounce`) is left out, so
  /// that the spec language's own name is the one suggested.
  static let suggestionCandidates: [String] = {
    let own = baseNames + names(in: [.easingsNet])
    let taken = Set(own.map { $0.lowercased() })
    return own + ForeignSpec.leadingWords.sorted().filter { !taken.contains($0.lowercased()) }
  }()
}
