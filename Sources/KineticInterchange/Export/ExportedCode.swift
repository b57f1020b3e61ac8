/// Code written for another ecosystem by ``Motion/exported(to:tolerance:duration:)``: exactly
/// the text `kinetic export SPEC --to TARGET` prints.
public struct ExportedCode: Sendable, Equatable {
  /// The ecosystem the code is for.
  public let target: ExportTarget
  /// The code, ending with a line break. An approximation starts with a comment line stating
  /// its maximum error as a fraction of the change and its number of stops or keyframes.
  public let text: String
}
