/// Runs the accuracy checks of `kinetic verify`.
///
/// - Note: Integration seam: wired to the GSL references (Bezier solve, spring ODE) once they
///   land on main; until then reported as not available.
enum VerificationBridge {
  static func report(format: VerifyCommand.VerifyFormat) throws -> String {
    throw CommandLineError.notAvailable("'kinetic verify'")
  }
}
