import Testing

@testable import KineticInterchange

/// Expects `spec` to be refused by the spec parser with an error whose text contains `message`;
/// records an issue naming the spec when it is read instead.
func expectSpecRefused(
  _ spec: String, mentioning message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try AnimationSpec.parse(spec)
    Issue.record("\(spec) was read", sourceLocation: sourceLocation)
  } catch {
    #expect("\(error)".contains(message), "\(error)", sourceLocation: sourceLocation)
  }
}
