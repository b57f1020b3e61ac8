import KineticInterchange
import Testing

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

  /// A physics model, which no target animates, is refused with the spec error's message.
  @Test func physicsModelIsRefused() throws {
    let motion = try Motion(parsing: "decay(rate: 0.998)")
    #expect(throws: ExportError.self) { try motion.exported(to: [.css, .swiftui]) }
  }
}
