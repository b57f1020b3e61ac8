/// Several signatures under one name (`spring(response:dampingFraction:blendDuration:)` and
/// `spring(duration:bounce:blendDuration:)`); the first that matches wins, as Swift prefers the
/// non-disfavoured overload.
struct SpecOverloads: Sendable {
  var signatures: [SpecSignature]

  /// The index of the matching signature and its arguments.
  func match(_ call: CallSyntax, source: String) throws(SpecError) -> (Int, SpecArguments) {
    let labels = Set(signatures.flatMap { $0.parameters.compactMap { $0.label } })
    for argument in call.arguments ?? [] {
      if let label = argument.label, !labels.contains(label) {
        let expected = signatures.map { $0.rendered }.joined(separator: " or ")
        throw SpecError(
          "unknown label '\(label):' in \(call.name)(...); expected \(expected)",
          column: argument.column, source: source)
      }
    }
    // The error reported is the one of the signature that got furthest; on a tie, one that
    // knows every label given (so `spring(response: 0.5 0.6)` is told about its value, not
    // about a label another overload lacks).
    let given = Set((call.arguments ?? []).compactMap { $0.label })
    var best: (mismatch: SpecSignature.Mismatch, knowsLabels: Bool)?
    for (index, signature) in signatures.enumerated() {
      switch signature.match(call, source: source) {
      case .success(let arguments): return (index, arguments)
      case .failure(let mismatch):
        let knowsLabels = given.isSubset(of: Set(signature.parameters.compactMap { $0.label }))
        if let current = best,
          current.mismatch.matched > mismatch.matched
            || (current.mismatch.matched == mismatch.matched
              && (current.knowsLabels || !knowsLabels))
        {
          continue
        }
        best = (mismatch, knowsLabels)
      }
    }
    throw best?.mismatch.error
      ?? SpecError("cannot bind \(call.name)", column: call.column, source: source)
  }
}
