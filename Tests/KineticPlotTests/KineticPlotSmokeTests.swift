import Testing

@testable import KineticPlot

@Test func KineticPlotModuleLinks() {
  #expect(Bool(true) == true)
}
