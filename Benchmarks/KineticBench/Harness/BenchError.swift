/// What went wrong on the `kinetic-bench` command line or while writing its report; printed as
/// one `error:` line, exit status 2.
enum BenchError: Error, CustomStringConvertible {
  /// An argument that is not an option `kinetic-bench` knows.
  case unknownOption(String)
  /// An option that takes a value came last.
  case missingValue(option: String)
  /// An option's value could not be used.
  case invalidValue(option: String, value: String, expected: String)
  /// `--filter` selected no suite.
  case noSuiteMatches(filter: String, suites: [String])
  /// The JSON report could not be written.
  case cannotWrite(path: String, reason: String)

  var description: String {
    switch self {
    case .unknownOption(let option):
      "unknown option '\(option)'; see 'kinetic-bench --help'"
    case .missingValue(let option):
      "missing value for '\(option)'"
    case .invalidValue(let option, let value, let expected):
      "invalid value '\(value)' for '\(option)': expected \(expected)"
    case .noSuiteMatches(let filter, let suites):
      "--filter '\(filter)' matches no suite (suites: \(suites.joined(separator: ", ")))"
    case .cannotWrite(let path, let reason):
      "cannot write '\(path)': \(reason)"
    }
  }
}
