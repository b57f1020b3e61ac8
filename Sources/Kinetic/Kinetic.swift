/// The Kinetic library's version, as printed by `kinetic --version`.
public enum KineticVersion {
  /// Semantic version of this release.
  public static let string = "0.1.0"
}
