import Kinetic

/// Renders a spring's parameterisations for `kinetic spring`.
///
/// - Note: Integration seam: forwards to the springs work's `SpringReport` once it lands on
///   main; until then reported as not available.
enum SpringReportBridge {
  static func render(_ spring: Spring, format: SpringCommand.SpringFormat) throws -> String {
    throw CommandLineError.notAvailable("'kinetic spring' (the spring report)")
  }
}
