import KineticTestSupport
import Testing

@Suite("Vector-space laws of every conformance")
struct VectorSpaceLawTests {
  /// Random cases per (conformance, law) pair.
  static let cases = 400

  @Test(arguments: VectorConformance.all, VectorSpaceLaw.allCases)
  func lawHolds(_ conformance: VectorConformance, _ law: VectorSpaceLaw) {
    var seeder = SeededGenerator(name: "\(conformance.name)/\(law.rawValue)")
    let seed = seeder.next()
    let failures = conformance.failures(law, Self.cases, seed)
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(Self.cases) cases failed; first:\n\(failures.prefix(3).joined(separator: "\n"))"
    )
  }
}
