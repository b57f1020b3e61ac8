import Foundation
import Testing

@testable import KineticCommandLine

@Suite("verify (in-process)")
struct VerifyCommandTests {
  @Test func everyCheckPassesAndReportsItsError() throws {
    let result = CommandLineHarness.run(["verify", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    let checks = try JSONDecoder().decode(
      [VerificationCheck].self, from: Data(result.standardOutput.utf8))
    #expect(checks.filter { $0.solver == "spring.closedForm" }.count == 16)
    for check in checks {
      #expect(check.passed, "\(check)")
      #expect(check.maxValueError.isFinite && check.maxValueError >= 0)
      #expect(check.samples > 100)
    }
    let table = CommandLineHarness.run(["verify"])
    #expect(table.status == 0)
    #expect(
      table.standardOutput.hasSuffix("\(checks.count) of \(checks.count) checks within tolerance\n")
    )
  }
}
