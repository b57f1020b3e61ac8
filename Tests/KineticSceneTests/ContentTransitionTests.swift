import KineticScene
import Testing

/// `ContentTransition` against the promises of Apple's documentation for each case, written
/// out by hand: identity does not animate, opacity fades old out and new in, interpolate falls
/// back to opacity when the strings differ, numeric text keeps the shared digits and rolls the
/// others up (counting up) or down (counting down, or a value that decreased).
@Suite struct ContentTransitionTests {
  typealias Layer = ContentTransition.Layer

  @Test(arguments: [0.0, 0.3, 1.0])
  func identityShowsTheNewContentAtOnce(progress: Double) {
    #expect(
      ContentTransition.identity.layers(from: "Hello", to: "World", progress: progress)
        == [Layer(string: "World", startIndex: 0, opacity: 1, offset: 0)])
  }

  @Test(arguments: [ContentTransition.opacity, .interpolate, .symbolEffect])
  func differentStringsCrossfade(transition: ContentTransition) {
    #expect(
      transition.layers(from: "Hello", to: "World", progress: 0.25) == [
        Layer(string: "Hello", startIndex: 0, opacity: 0.75, offset: 0),
        Layer(string: "World", startIndex: 0, opacity: 0.25, offset: 0),
      ])
  }

  @Test func interpolateKeepsEqualStrings() {
    #expect(
      ContentTransition.interpolate.layers(from: "Go", to: "Go", progress: 0.5)
        == [Layer(string: "Go", startIndex: 0, opacity: 1, offset: 0)])
  }

  @Test func springOvershootClampsOpacityNotOffset() {
    let layers = ContentTransition.numericText().layers(from: "1", to: "2", progress: 1.2)
    #expect(
      layers == [
        Layer(string: "1", startIndex: 0, opacity: 0, offset: -1.2),
        Layer(string: "2", startIndex: 0, opacity: 1, offset: 1 - 1.2),
      ])
  }

  @Test func countingUpRollsTheChangedDigitsUp() {
    #expect(
      ContentTransition.numericText().layers(from: "120", to: "130", progress: 0.5) == [
        Layer(string: "1", startIndex: 0, opacity: 1, offset: 0),
        Layer(string: "0", startIndex: 2, opacity: 1, offset: 0),
        Layer(string: "2", startIndex: 1, opacity: 0.5, offset: -0.5),
        Layer(string: "3", startIndex: 1, opacity: 0.5, offset: 0.5),
      ])
  }

  @Test func countingDownRollsTheChangedDigitsDown() {
    #expect(
      ContentTransition.numericText(countsDown: true).layers(from: "10", to: "9", progress: 0.25)
        == [
          Layer(string: "10", startIndex: 0, opacity: 0.75, offset: 0.25),
          Layer(string: "9", startIndex: 0, opacity: 0.25, offset: -0.75),
        ])
  }

  @Test func numericValueDecidesTheDirection() {
    #expect(ContentTransition.numericText(value: 5).countsDown(replacing: .numericText(value: 7)))
    #expect(!ContentTransition.numericText(value: 8).countsDown(replacing: .numericText(value: 7)))
    #expect(!ContentTransition.numericText(value: 5).countsDown())
    let down = ContentTransition.numericText(value: 4).layers(
      from: "5", to: "4", progress: 0.5, replacing: .numericText(value: 5))
    #expect(down.map(\.offset) == [0.5, -0.5])
  }

  @Test func theEndShowsOnlyTheNewContent() {
    for transition in [ContentTransition.opacity, .numericText(), .numericText(countsDown: true)] {
      let visible = transition.layers(from: "41", to: "42", progress: 1).filter { $0.opacity > 0 }
      #expect(visible.map(\.string).joined() == "42", "\(transition)")
      #expect(visible.allSatisfy { $0.offset == 0 }, "\(transition)")
    }
  }
}
