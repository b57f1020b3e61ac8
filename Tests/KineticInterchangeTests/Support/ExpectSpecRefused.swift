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

/// Expects `spec` to be refused as `kinetic eval` reads it (``Motion/init(parsing:)``: a
/// physics model, a keyframe track or an animation) with an error whose text contains every
/// string of `mentions`; records an issue naming the spec when it is read instead.
func expectSpecRefused(
  _ spec: String, mentioning mentions: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try Motion(parsing: spec)
    Issue.record("\(spec) was read", sourceLocation: sourceLocation)
  } catch {
    for mention in mentions {
      #expect(
        error.description.contains(mention), "\(error.description) lacks \(mention)",
        sourceLocation: sourceLocation)
    }
  }
}
