import Kinetic
import Testing

@testable import KineticInterchange

/// The table of forms is what the binders read: every row it lists parses, every head it names
/// is recognised and named after its ecosystem, and the defaults it reads are the core's.
@Suite("Table of forms")
struct SpecFormTableTests {
  /// The rows whose first overload takes no required argument, called with none.
  static let callableRows = SpecFormTable.animations.filter { form in
    !form.readsStops
      && (form.overloads.first?.parameters.allSatisfy { $0.defaultValue != nil } ?? true)
  }.map { $0.name }

  @Test(arguments: callableRows)
  func everyRowBindsByItsName(name: String) throws {
    let form = try #require(
      SpecFormTable.form(for: CallSyntax(name: name, column: 1, arguments: nil)))
    #expect(form.name == name)
    // The row's builder makes the animation the spec language reads for the bare name.
    _ = try Animation(parsing: form.overloads.isEmpty ? name : name + "()")
  }

  @Test func listingsComeFromTheRows() {
    #expect(SpecFormTable.springNames.first == "spring")
    #expect(SpecFormTable.springNames.contains("spring(response:dampingFraction:blendDuration:)"))
    #expect(SpecFormTable.curveNames.last == "timingCurve(_:_:_:_:duration:)")
    #expect(SpecFormTable.cssNames.contains("linear(stops...)"))
    #expect(!SpecFormTable.baseNames.contains("linear(stops...)"))
    #expect(SpecFormTable.baseNames.filter { $0 == "linear" }.count == 1)
    #expect(SpecFormTable.ecosystemSummaries.count == SpecFormTable.ecosystems.count)
    for (line, ecosystem) in zip(SpecFormTable.ecosystemSummaries, SpecFormTable.ecosystems) {
      #expect(line.hasPrefix(ecosystem.name + ": "))
    }
  }

  /// Every head that marks foreign code is recognised as such, and a syntax error in it names
  /// its ecosystem (not "foreign code").
  @Test(arguments: SpecFormTable.foreignHeads.sorted())
  func everyForeignHeadIsRecognisedAndNamed(head: String) {
    #expect(ForeignSpec.recognises(head + "("))
    let form = SpecFormTable.foreignForm(head: head)
    #expect(form != nil)
    #expect(ForeignSpec.ecosystem(of: head + "(") == form?.described(head))
    #expect(ForeignSpec.ecosystem(of: head + "(") != "foreign code")
  }

  /// The spring forms' defaults are the core's: the bare calls equal the core's functions
  /// called with their default arguments.
  @Test func springDefaultsAreTheCores() throws {
    #expect(try Animation(parsing: "spring()") == Animation.spring())
    #expect(
      try Animation(parsing: "spring(response: 0.5)")
        == Animation.spring(response: 0.5))
    #expect(try Animation(parsing: "interactiveSpring()") == Animation.interactiveSpring())
    #expect(
      try Animation(parsing: "interactiveSpring(response: 0.15)")
        == Animation.interactiveSpring(response: 0.15))
    #expect(try Animation(parsing: "interpolatingSpring()") == Animation.interpolatingSpring())
    #expect(try Animation(parsing: "snappy()") == Animation.snappy(duration: 0.5))
    #expect(try Animation(parsing: "easeIn()") == Animation.easeIn)
  }

  /// A misspelt name is answered from the table, with the spec language's own spelling before a
  /// foreign head that differs only in case.
  @Test func suggestionsPreferTheLanguagesOwnNames() {
    #expect(throws: SpecError.self) { try Animation(parsing: "easeInOutBounse") }
    do {
      _ = try Animation(parsing: "easeInOutBounse")
    } catch {
      #expect(
        error.message.hasPrefix(
          "unknown animation 'easeInOutBounse'; did you mean 'easeInOutBounce' or "
            + "'easeOutBounce' or 'easeInBounce'?"))
    }
    #expect(!SpecFormTable.suggestionCandidates.contains("EaseInOutBounce"))
    #expect(SpecFormTable.suggestionCandidates.contains("FastOutSlowInEasing"))
  }
}
