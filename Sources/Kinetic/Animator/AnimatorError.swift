/// Why an ``Animator`` command could not be carried out.
public enum AnimatorError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Scrubbing needs exactly one running timing-curve animation; `found` says what is running.
  case notScrubbable(time: Double, found: String)
  /// A fraction complete outside `0...1` or not finite.
  case invalidFractionComplete(Double)

  /// One line naming what was wrong and where.
  public var description: String {
    switch self {
    case .notScrubbable(let time, let found):
      return "cannot scrub at t = \(time): needs exactly one timing-curve animation, found \(found)"
    case .invalidFractionComplete(let fraction):
      return "fractionComplete \(fraction) is not in 0...1"
    }
  }
}
