import Kinetic

/// A physics model of the spec language, a row of ``SpecFormTable``: the name a spec writes
/// (`decay`, `FrictionSimulation`, `Spring`), the lines `kinetic list` prints for it, and how
/// ``PhysicsSpecBinder`` binds it — most rows by one signature (labels and defaults, the
/// defaults read from the core's constants) and a builder that calls the model's validating
/// initialiser.
///
/// The rows live with their ecosystem (`Ecosystems/<Name>/SpecFormTable+<Name>Physics.swift`);
/// ``SpecFormTable/physicsModels`` lists them in `kinetic list`'s order.
struct PhysicsForm: Sendable {
  /// The name a spec writes (`decay`).
  var name: String
  /// The lines `kinetic list` prints (`decay(rate:)`).
  var listed: [String]
  /// Binds a spec whose base call is named ``name``.
  var bind: @Sendable (PhysicsSpecBinder, SpecSyntax) throws(SpecError) -> PhysicsSpec.Model

  /// A row bound by a binder of its own (`Spring`, which reads presets and endings).
  init(
    name: String, listed: [String],
    bind:
      @escaping @Sendable (PhysicsSpecBinder, SpecSyntax) throws(SpecError) ->
      PhysicsSpec
      .Model
  ) {
    self.name = name
    self.listed = listed
    self.bind = bind
  }

  /// A model called as `name(label: value, …)` and nothing after it: the arguments matched to
  /// `parameters` (UIKit's `.normal`/`.fast` rates resolved), listed as Swift documentation
  /// writes the signature, and the model made by `model` from the match.
  init(
    _ name: String, _ parameters: [SpecSignature.Parameter],
    model:
      @escaping @Sendable (PhysicsSpecBinder, CallSyntax, SpecArguments) throws(SpecError)
      -> PhysicsSpec.Model
  ) {
    self.name = name
    listed = [SpecSignature(name: name, parameters: parameters).rendered]
    bind = { (binder, syntax) throws(SpecError) in
      if let modifier = syntax.modifiers.first {
        throw binder.error("'\(name)' takes no modifiers", modifier.column)
      }
      let arguments = try binder.match(syntax.base, parameters)
      return try model(binder, syntax.base, arguments)
    }
  }
}
