import Testing

@testable import KineticDemos

@Test func KineticDemosModuleLinks() {
  #expect(Bool(true) == true)
}
