import Testing

@testable import KineticScene

@Test func KineticSceneModuleLinks() {
  #expect(Bool(true) == true)
}
