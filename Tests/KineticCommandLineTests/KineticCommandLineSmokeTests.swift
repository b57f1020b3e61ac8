import Testing

@testable import KineticCommandLine

@Test func KineticCommandLineModuleLinks() {
  #expect(Bool(true) == true)
}
