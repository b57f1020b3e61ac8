import Foundation
import Kinetic

#if KINETIC_GSL
  import KineticGSL
#endif

/// The checks `kinetic verify` runs: every solver with a GSL reference, on the cases the
/// accuracy issues name.
///
/// GSL is optional at build time (`Package.swift` leaves it out where its headers are absent,
/// or with `KINETIC_GSL=0`); a `kinetic` built without it runs every other command, and
/// `verify` says what to install.
enum Verification {
  /// What `kinetic verify` says when this `kinetic` was built without GSL.
  static let missingGSL = """
    kinetic verify compares against GNU GSL, which this kinetic was built without; install \
    it (Debian/Ubuntu: 'sudo apt-get install libgsl-dev pkg-config'; macOS: 'brew install gsl \
    pkg-config') and rebuild
    """

  /// The checks against the GSL references (springs and the Bezier solver).
  ///
  /// - Throws: ``CommandLineError/builtWithout(_:)`` in a build without GSL.
  static func referenceChecks() throws -> [VerificationCheck] {
    #if KINETIC_GSL
      try springChecks() + bezierChecks()
    #else
      throw CommandLineError.builtWithout(missingGSL)
    #endif
  }
}

#if KINETIC_GSL
extension Verification {
  /// Closed-form springs against adaptive rk8pd integration (GSL `gsl_odeiv2`, abs and rel
  /// tolerance 1e-12) over t ∈ [0, 5] s, 501 samples, across damping ratios either side of
  /// critical and with and without an initial velocity. Tolerance 1e-10 (the integration's
  /// global error is a small multiple of its 1e-12 local tolerance).
  static func springChecks() throws -> [VerificationCheck] {
    let times = (0...500).map { Double($0) / 100 }
    var checks: [VerificationCheck] = []
    for ratio in [0.05, 0.3, 0.7, 0.99, 1, 1.01, 2, 5] {
      for initialVelocity in [0.0, 3] {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let states = try ODEIntegrator().integrate(
          position: [0], velocity: [initialVelocity], times: times
        ) {
          _, x, v in [spring.acceleration(target: 1.0, position: x[0], velocity: v[0])]
        }
        var valueError = 0.0
        var velocityError = 0.0
        for state in states {
          let t = state.time
          let value = spring.value(target: 1.0, initialVelocity: initialVelocity, time: t)
          let velocity = spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: t)
          valueError = max(valueError, abs(value - state.position[0]))
          velocityError = max(velocityError, abs(velocity - state.velocity[0]))
        }
        checks.append(
          VerificationCheck(
            solver: "spring.closedForm",
            name: "dampingRatio=\(ratio) initialVelocity=\(initialVelocity)",
            reference: "gsl_odeiv2 rk8pd", samples: states.count, maxValueError: valueError,
            maxVelocityError: velocityError, tolerance: 1e-10))
      }
    }
    return checks
  }
}
#endif

extension Verification {
  /// The report as a table or JSON, and how many checks failed. The spring-engine rows add the
  /// removal-time difference (SwiftUI's engine minus the exact one) to the case in the table,
  /// and both removal times as fields in JSON.
  static func report(format: VerifyCommand.VerifyFormat) throws -> (text: String, failures: Int) {
    let checks = try referenceChecks() + springEngineChecks()
    let failures = checks.filter { !$0.passed }.count
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return (String(decoding: try encoder.encode(checks), as: UTF8.self) + "\n", failures)
    case .table:
      var lines = [
        "solver".padding(19) + "case".padding(40) + "samples".padding(9) + "max|Δvalue|".padding(13)
          + "max|Δvelocity|".padding(16) + "tolerance".padding(11) + "result"
      ]
      for check in checks {
        var name = check.name
        if let exact = check.exactRemovalTime, let emulated = check.swiftUIRemovalTime {
          name += String(format: " Δremoval=%+.3fs", emulated - exact)
        }
        lines.append(
          check.solver.padding(19) + name.padding(40) + String(check.samples).padding(9)
            + scientific(check.maxValueError).padding(13)
            + (check.maxVelocityError.map(scientific) ?? "-").padding(16)
            + scientific(check.tolerance).padding(11) + (check.passed ? "ok" : "FAIL"))
      }
      lines.append("\(checks.count - failures) of \(checks.count) checks within tolerance")
      return (lines.joined(separator: "\n") + "\n", failures)
    }
  }

  private static func scientific(_ x: Double) -> String { String(format: "%.2e", x) }
}
