import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

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
      #expect(check.samples > (check.solver == "spring.engineGap" ? 50 : 100))
    }
    let table = CommandLineHarness.run(["verify"])
    #expect(table.status == 0)
    #expect(
      table.standardOutput.hasSuffix("\(checks.count) of \(checks.count) checks within tolerance\n")
    )
  }

  /// The engine gap of issue 20: SwiftUI's emulated integrator against the exact engine, for the
  /// presets and the spring defaults at distances 1, 100 and 1000 points, with both removal
  /// times; SwiftUI's absolute thresholds, applied in both engines (issue 32), make the removal
  /// later for longer distances.
  @Test func springEngineGapRows() throws {
    let result = CommandLineHarness.run(["verify", "--format", "json"])
    let checks = try JSONDecoder().decode(
      [VerificationCheck].self, from: Data(result.standardOutput.utf8)
    ).filter { $0.solver == "spring.engineGap" }
    #expect(checks.count == 15)
    for preset in ["smooth", "snappy", "bouncy", "spring", "interactive"] {
      let rows = checks.filter { $0.name.hasPrefix(preset + " d=") }
      #expect(rows.map(\.name) == ["1", "100", "1000"].map { "\(preset) d=\($0)" })
      let exact = rows.compactMap(\.exactRemovalTime)
      let emulated = rows.compactMap(\.swiftUIRemovalTime)
      #expect(exact.count == 3 && emulated.count == 3)
      // Both engines remove by SwiftUI's absolute thresholds: later over longer distances, and
      // within 0.1 s of each other (the motions differ by under 2 % of the change).
      #expect(exact[0] < exact[1] && exact[1] <= exact[2], "\(preset): \(exact)")
      #expect(emulated[0] < emulated[1] && emulated[1] <= emulated[2], "\(preset): \(emulated)")
      for (a, b) in zip(exact, emulated) { #expect(abs(a - b) < 0.1, "\(preset): \(a) \(b)") }
      for row in rows {
        #expect(row.maxValueError > 1e-4 && row.maxValueError < 0.02, "\(row.name)")
      }
    }
    let table = CommandLineHarness.run(["verify"]).standardOutput
    #expect(table.contains("spring.engineGap   bouncy d=100 Δremoval=+"))
  }
}
