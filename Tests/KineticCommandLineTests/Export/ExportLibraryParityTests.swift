import KineticInterchange
import Testing

/// `Motion(parsing:).exported(to:)` is what `kinetic export` prints: the command is a shell over
/// the library, so a library user gets the same code, byte for byte, for every target.
@Suite("Export through the library equals kinetic export")
struct ExportLibraryParityTests {
  static let specs = [
    "tween(durationMillis = 300, easing = FastOutSlowInEasing)",  // Compose
    "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)",
    "Curves.easeOutBack",  // Flutter
    "SpringDescription(mass: 1, stiffness: 100, damping: 10)",
    "{ type: \"spring\", stiffness: 300, damping: 20 }",  // framer-motion
    "{ duration: 0.3, ease: \"easeOut\", delay: 0.1, repeat: 2, repeatType: \"mirror\" }",
    "transition: transform 0.3s ease-in 0.1s",  // CSS
    "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
    "keyframes { durationMillis = 500; 1.2 at 100 using EaseIn; 1 at 500 }",
  ]

  @Test(arguments: specs)
  func everyTarget(spec: String) throws {
    let motion = try Motion(parsing: spec)
    for target in ExportTarget.allCases {
      let cli = CommandLineHarness.run(["export", spec, "--to", target.rawValue])
      if cli.status == 0 {
        #expect(try motion.exported(to: target).text == cli.standardOutput, "\(target)")
      } else {
        // Refused alike: the CLI's one error line is the library's error.
        #expect(throws: (any Error).self, "\(target)") { try motion.exported(to: target) }
      }
    }
  }

  @Test func toleranceAndDurationAreTheOptions() throws {
    let spec = "bouncy.repeatForever()"
    let cli = CommandLineHarness.run(
      ["export", spec, "--to", "css-linear", "--tolerance", "0.01", "--duration", "2"])
    #expect(cli.status == 0)
    let code = try Motion(parsing: spec).exported(to: .cssLinear, tolerance: 0.01, duration: 2)
    #expect(code.text == cli.standardOutput)
  }
}
