import Kinetic
import KineticScene

extension AnyTransition {
  /// Spins in from −90° and out to +90° about the bottom-trailing corner.
  public static let spin = AnyTransition.asymmetric(
    insertion: .modifier(active: SpinModifier(degrees: -90), identity: SpinModifier(degrees: 0)),
    removal: .modifier(active: SpinModifier(degrees: 90), identity: SpinModifier(degrees: 0)))
}
