/// Several signatures under one name (`spring(response:dampingFraction:blendDuration:)` and
/// `spring(duration:bounce:blendDuration:)`); the first that matches wins, as Swift prefers the
/// non-disfavoured overload.
struct SpecOverloads: Sendable {
  var signatures: [SpecSignature]

  /// The index of the matching signature and its arguments.
  func match(_ call: CallSyntax, source: String) throws(SpecError) -> (Int, SpecArguments) {
    let labels = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
    for argument in call.arguments ?? [] {
      if let label = argument.label, !labels.contains(label) {
        let expected = signatures.map(\.rendered).joined(separator: " or ")
        throw SpecError(
          "unknown label '\(label):' in \(call.name)(...); expected \(expected)",
          column: argument.column, source: source)
      }
    }
    var best: SpecSignature.Mismatch?
    for (index, signature) in signatures.enumerated() {
      switch signature.match(call, source: source) {
      case .success(let arguments): return (index, arguments)
      case .failure(let mismatch):
        if best == nil || mismatch.matched > best?.matched ?? 0 { best = mismatch }
      }
    }
    throw best?.error ?? SpecError("cannot bind \(call.name)", column: call.column, source: source)
  }
}
