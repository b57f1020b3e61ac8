import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// No precondition is reachable from the command line: random command lines built from the
/// CLI's own vocabulary (valid and broken specs, options, numbers including NaN, ∞, overflow
/// and junk) always end with status 0, 1 or 2 and follow the output contract. The libFuzzer
/// target `Scripts/fuzz.sh … cli` explores beyond this vocabulary.
@Suite("Totality of the command line (random argv, in-process)")
struct CommandLineTotalityTests {
  typealias H = CommandLineHarness

  static let commands = ["eval", "plot", "retarget", "spring", "demo", "list", "help", "bogus", ""]
  static let options = [
    "--progress", "--at", "--from", "--to", "--velocity", "--format", "--samples", "--fps",
    "--duration", "--width", "--height", "--title", "--charset", "--retarget-at", "--new-target",
    "--with", "--mode", "--list", "--frames", "--until", "-h", "--", "-x", "--samples=3",
    "--format=csv", "--velocity=1",
  ]
  static let numbers = [
    "0", "1", "-1", "0.5", "2", "3", "-0", "1e309", "-1e309", "nan", "inf", "1e-320", "0,0.5,1",
    "0,,1", "1,", "10000001", "1.5", "abc", "", "0x10", "+2", ".5", "5.", "1e", "२",
  ]
  static let specs = [
    "easeInOut", "easeInOut(duration: 0.5)", "timingCurve(0.25, 0.1, 0.25, 1, duration: 1)",
    "cubic-bezier(0.25, 0.1, 0.25, 1)", "cubic-bezier(1.5, 0, 0, 1)", "steps(4, jump-end)",
    "steps(0)", "linear(0, 0.25 75%, 1)", "linear(1)",
    "spring(response: 0.5, dampingFraction: 0.8)",
    "spring(duration: 0.5, bounce: 0.3)", "spring(duration: 0, bounce: 2)",
    "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)",
    "interactiveSpring", "smooth", "snappy(duration: 0.4, extraBounce: 0.1)",
    ".easeIn.delay(0.2).speed(2).repeatCount(3, autoreverses: true)", "Animation.bouncy",
    "easeOut.repeatForever(autoreverses: true)", "linear.speed(0)", "easeIn.delay(-1)",
    "spring(response: )", "((", "easeIn.", "cubic-bezier(nan, 0, 1, 1)", "steps(4, sideways)",
    "timingCurve(0, 1e308, 1, -1e308)", "linear(0 1e308%, 1)",
  ]
  static let words = [
    "ascii", "csv", "svg", "json", "table", "svg-animated", "unicode", "automatic", "merge",
    "additive", "restart", "matched", "reverse", "circle", "spinner", "border", "transition",
    "nonsense",
  ]

  static func randomArguments(_ random: inout SeededGenerator) -> [String] {
    var arguments = [commands.randomElement(using: &random)!]
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let pool: [String]
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3: pool = options
      case 3..<6: pool = numbers
      case 6..<8: pool = specs
      default: pool = words
      }
      arguments.append(pool.randomElement(using: &random)!)
    }
    return arguments
  }

  @Test func randomCommandLinesKeepTheContract() {
    var random = SeededGenerator(seed: 0xC11_70A1)
    var statuses: [Int32: Int] = [:]
    for _ in 0..<400 {
      let arguments = Self.randomArguments(&random)
      let result = H.run(arguments)
      statuses[result.status, default: 0] += 1
      #expect([0, 1, 2].contains(result.status), "status \(result.status) for \(arguments)")
      if result.status == 0 {
        #expect(result.standardError.isEmpty, "stderr on success for \(arguments)")
      } else {
        H.expectContract(result, status: result.status, mentions: [], arguments: arguments)
      }
    }
    // The vocabulary reaches both sides of the contract.
    #expect(statuses[0, default: 0] > 0 && statuses[2, default: 0] > 0, "\(statuses)")
  }
}
