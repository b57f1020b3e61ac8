import Testing

@testable import KineticInterchange

/// `Motion.exported(to:)` with a list of targets, whose one exporter shares its approximations
/// and measured errors between targets: every target's code (or error) is exactly what a
/// separate `exported(to:)` writes.
@Suite("Export to many targets")
struct ExportManyTargetsTests {
  @Test(arguments: [
    "bouncy", "spring(duration: 0.5, bounce: 0.3).delay(0.2)", "easeInOut",
    "config.wobbly", "bouncy.repeatCount(3, autoreverses: true)", "easeInOutBounce",
    "tween(durationMillis = 300, easing = FastOutSlowInEasing)",
    "spring(duration: 0.5).repeatForever()",
  ])
  func sameCodeAsOneTargetAtATime(_ spec: String) throws {
    let motion = try Motion(parsing: spec)
    let together = try motion.exported(to: ExportTarget.allCases)
    #expect(together.count == ExportTarget.allCases.count)
    for (target, result) in zip(ExportTarget.allCases, together) {
      let alone: String
      do { alone = "code: " + (try motion.exported(to: target).text) } catch {
        alone = "error: \(error)"
      }
      switch result {
      case .success(let code): #expect(alone == "code: " + code.text, "\(spec) --to \(target)")
      case .failure(let error): #expect(alone == "error: \(error)", "\(spec) --to \(target)")
      }
    }
  }

  /// Specs that read as one animation, exported with one ``ExportSharing`` (as the plot page
  /// does), write exactly what each writes alone: only the work is shared, and each spec's
  /// code quotes its own source.
  @Test(arguments: [
    ["bouncy", "spring(duration: 0.5, bounce: 0.3)", "Animation.bouncy"],
    ["easeInOut", "timingCurve(0.42, 0, 0.58, 1)"],
    ["spring(duration: 0.5).repeatForever()", "smooth.repeatForever()"],
  ])
  func sharingWritesWhatEachWritesAlone(_ specs: [String]) throws {
    let sharing = ExportSharing()
    for spec in specs {
      let motion = try Motion(parsing: spec)
      let shared = try motion.exported(to: ExportTarget.allCases, sharing: sharing)
      let alone = try motion.exported(to: ExportTarget.allCases)
      for (target, (a, b)) in zip(ExportTarget.allCases, zip(shared, alone)) {
        switch (a, b) {
        case (.success(let a), .success(let b)): #expect(a.text == b.text, "\(spec) --to \(target)")
        case (.failure(let a), .failure(let b)):
          #expect(a.description == b.description, "\(spec) --to \(target)")
        default: Issue.record("\(spec) --to \(target): \(a) alone \(b)")
        }
      }
    }
  }

  /// A physics model, which no target animates, is refused with the spec error's message.
  @Test func physicsModelIsRefused() throws {
    let motion = try Motion(parsing: "decay(rate: 0.998)")
    #expect(throws: ExportError.self) { try motion.exported(to: [.css, .swiftui]) }
  }
}
