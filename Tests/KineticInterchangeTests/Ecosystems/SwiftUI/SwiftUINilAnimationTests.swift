import Testing

@testable import KineticInterchange

/// SwiftUI's `withAnimation(nil) { … }` and `.animation(nil, value:)` make the change without
/// animating it (Apple's documentation of `withAnimation(_:_:)`: "nil" for no animation). A
/// pasted one is refused at the `nil`, saying so; before, `nil` was looked up as an animation's
/// name and refused with "did you mean 'val'?".
@Suite("snippets: SwiftUI's nil animation")
struct SwiftUINilAnimationTests {
  @Test(
    arguments: [
      ("withAnimation(nil) { isExpanded.toggle() }", "withAnimation(nil)", 15),
      ("Text(label).animation(nil, value: isExpanded)", ".animation(nil)", 23),
      (".animation(nil)", ".animation(nil)", 12),
    ])
  func refusedAtTheNil(snippet: String, call: String, column: Int) {
    expectSnippetRefused(
      snippet, at: column, mentioning: ["\(call) makes the change without animating it"])
  }

  @Test func anAnimationThereIsStillRead() throws {
    #expect(try SpecSnippet("withAnimation(.bouncy) { isExpanded.toggle() }").spec == ".bouncy")
    #expect(try SpecSnippet("Text(label).animation(.easeIn, value: x)").spec == ".easeIn")
  }
}
