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

/// Expects `snippet` to be refused as a pasted snippet is reduced (``SpecSnippet/init(_:pick:)``)
/// with an error at source column `column` whose text contains every string of `mentions`;
/// records an issue naming the snippet when it is read instead.
func expectSnippetRefused(
  _ snippet: String, at column: Int, mentioning mentions: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    _ = try SpecSnippet(snippet)
    Issue.record("\(snippet) was read", sourceLocation: sourceLocation)
  } catch {
    #expect(error.column == column, "\(error.description)", sourceLocation: sourceLocation)
    for mention in mentions {
      #expect(
        error.description.contains(mention), "\(error.description) lacks \(mention)",
        sourceLocation: sourceLocation)
    }
  }
}
