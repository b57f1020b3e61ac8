/// A space of identifiers for ``Node/matchedGeometryEffect(id:in:properties:anchor:isSource:)``,
/// as SwiftUI's `Namespace`: the same id in two namespaces names two groups.
public enum Namespace {
  /// A namespace's identity, as SwiftUI's `Namespace.ID` (there made by `@Namespace`; here
  /// named).
  public struct ID: Hashable, Sendable {
    /// The name.
    public let name: String

    /// The namespace called `name`.
    public init(_ name: String) { self.name = name }
  }
}
