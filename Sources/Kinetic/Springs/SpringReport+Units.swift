extension SpringReport {
  /// The unit of the figure a key of ``rows`` names (the last component of a dotted key
  /// decides: `swiftUI.response` is in seconds): `s` for times, `mass/s²` for stiffness and
  /// tension, `mass/s` for damping and friction, `of the step` for the overshoot and the
  /// settling tolerance, `steps/s` for an initial velocity, and `""` for the mass, the ratios
  /// and the bounce, which have none. ("mass" is the unit of the mass given.)
  ///
  /// `removalTime`, the time an animation of the spring ends and is removed, is a time too.
  public static func unit(of key: String) -> String {
    var name = key
    if let dot = key.lastIndex(of: ".") { name = String(key[key.index(after: dot)...]) }
    switch name {
    case "response", "duration", "settlingDuration", "exactSettlingDuration", "removalTime",
      "peakTime", "visualDuration":
      return "s"
    case "stiffness", "tension": return "mass/s²"
    case "damping", "friction": return "mass/s"
    case "overshoot", "epsilon": return "of the step"
    case "initialVelocity": return "steps/s"
    default: return ""
    }
  }
}
