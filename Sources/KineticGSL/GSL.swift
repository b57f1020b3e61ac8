@preconcurrency import CGSL

/// An error reported by GNU GSL, with the status code and the name of the call that failed.
public struct GSLError: Error, CustomStringConvertible, Equatable, Sendable {
  /// GSL's status code (`GSL_EDOM`, `GSL_EMAXITER`, …).
  public let status: Int32
  /// The GSL function that returned the status.
  public let function: String

  /// A readable message: the function, GSL's own text for the status, and the code.
  public var description: String {
    let reason = gsl_strerror(status).map { String(cString: $0) } ?? "unknown error"
    return "\(function) failed: \(reason) (GSL status \(status))"
  }
}

/// The one choke point for GSL calls: turns GSL's aborting error handler off once, and turns
/// status codes into Swift errors.
enum GSL {
  /// GSL's default handler aborts the process; Kinetic checks status codes instead.
  private static let handlerDisabled: Bool = {
    gsl_set_error_handler_off()
    return true
  }()

  /// Makes sure the aborting handler is off. Call before any GSL function.
  static func prepare() { _ = handlerDisabled }

  /// Runs a GSL call and throws ``GSLError`` on any non-success status.
  @discardableResult
  static func check(_ function: String, _ call: () -> Int32) throws(GSLError) -> Int32 {
    prepare()
    let status = call()
    if status != GSL_SUCCESS { throw GSLError(status: status, function: function) }
    return status
  }
}
