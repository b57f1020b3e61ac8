/// Why a ``Motion`` cannot be sampled as asked: an argument that does not apply to what the
/// motion is, or a number it cannot start from.
public enum MotionError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What kind of motion refused a target.
  public enum NoTarget: Sendable, Equatable {
    /// A keyframe track: its keyframes define the whole path from the start.
    case keyframes
    /// A released physics model: it finds its own end.
    case released
  }

  /// A target was given to a motion that has none.
  case targetDoesNotApply(String, reason: NoTarget)
  /// A physics model that moves to a target was given none.
  case targetRequired(String)
  /// An initial velocity was given to a motion that does not take one (anything but a spring,
  /// a physics model or, at 0, a keyframe track).
  case velocityDoesNotApply(String)
  /// `from`, `to` or a velocity was given to a motion that writes its own (Flutter's
  /// `SpringSimulation(description, start, end, velocity)`): sample it with
  /// ``Motion/sampler(engine:)``.
  case releaseIsWritten(String)
  /// `to − from` is not a finite number.
  case changeOverflows(from: Double, to: Double)
  /// `from`, `to` or `velocity` is infinite or NaN.
  case notFinite(argument: String, value: Double)
  /// A keyframe track that cannot start from the given value (a motion that overflows), with
  /// the keyframe and column at fault.
  case keyframes(SpecError)

  /// One line naming the spec and the argument.
  public var description: String {
    switch self {
    case .targetDoesNotApply(_, .keyframes):
      return "'to' does not apply to a keyframe track: its keyframes define the whole path from "
        + "'from'"
    case .targetDoesNotApply(let source, .released):
      return "'to' does not apply to '\(SpecError.singleLine(source))': the model has no target "
        + "(it finds its own end)"
    case .targetRequired(let source):
      return "'\(SpecError.singleLine(source))' moves to a target: give 'to'"
    case .velocityDoesNotApply(let source):
      return "'velocity' applies only to spring specs and physics models, not "
        + "'\(SpecError.singleLine(source))'"
    case .releaseIsWritten(let source):
      return "'\(SpecError.singleLine(source))' writes its own start, end and velocity; 'from', "
        + "'to' and 'velocity' conflict with them"
    case .changeOverflows(let from, let to):
      return "to − from overflows (from \(from), to \(to))"
    case .notFinite(let argument, let value):
      return "'\(argument)' must be a finite number, not \(value)"
    case .keyframes(let error):
      return error.description
    }
  }
}
