import Kinetic

/// A form of another ecosystem's syntax, a row of a ``SpecEcosystem``: the first words that
/// select it, how errors name it, and the builder that reads it.
struct ForeignForm: Sendable {
  /// How an error names the form it was reading.
  enum Naming: Sendable {
    /// `Compose tween(...)`: the ecosystem, the head and `(...)`.
    case call
    /// `Flutter Curves`: the ecosystem and the head.
    case name
    /// `react-spring config`: the ecosystem and this text.
    case fixed(String)
  }

  /// The first words of the form (`tween`, `Curves`).
  var heads: [String]
  /// The ecosystem as errors name it (`Compose`, `UIKit`).
  var ecosystem: String
  var naming: Naming = .name
  /// Whether the head alone marks a spec as foreign code. Compose's `spring` does not (it is
  /// SwiftUI's too, and reads as Compose only with Kotlin's `=` or `<Float>`), nor does a
  /// keyframe form that its own reader recognises first.
  var marksForeignCode = true
  /// Reads the parsed value.
  var build: @Sendable (ForeignBinder, ForeignValue) throws(SpecError) -> Animation

  /// The form as errors name it, for the head `head`.
  func described(_ head: String) -> String {
    switch naming {
    case .call: return "\(ecosystem) \(head)(...)"
    case .name: return "\(ecosystem) \(head)"
    case .fixed(let text): return "\(ecosystem) \(text)"
    }
  }
}

/// An ecosystem's row in ``SpecFormTable``: its name, the line `kinetic list` prints for it,
/// what `kinetic help eval` says of it, and the forms that read its code.
///
/// A new ecosystem is a folder of `Ecosystems/` that defines one of these, and one entry in
/// ``SpecFormTable/ecosystems``.
package struct SpecEcosystem: Sendable {
  /// The ecosystem's name (`Compose`).
  package var name: String
  /// The forms, as `kinetic list` prints them on one line.
  package var summary: String
  /// Lines of its own in the paragraph of `kinetic help eval`, if any.
  package var help: String?
  /// Whether its code is pasted as a spec (Lottie's files are read with `--lottie` instead):
  /// the first sentence of `kinetic help eval` names the ecosystems that are.
  var readsCode: Bool
  /// The units its numbers are read in, as `kinetic help eval` says them after its name
  /// (`Compose milliseconds`), if it says them.
  var units: String?
  /// The forms that read its code, in lookup order.
  var forms: [ForeignForm]

  init(
    name: String, readsCode: Bool = true, units: String? = nil, summary: String,
    help: String? = nil, forms: [ForeignForm] = []
  ) {
    self.name = name
    self.summary = summary
    self.help = help
    self.readsCode = readsCode
    self.units = units
    self.forms = forms
  }
}
