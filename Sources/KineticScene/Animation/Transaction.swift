import Kinetic

/// The context of a state change, as SwiftUI's `Transaction`: which animation, if any, carries
/// the change to the screen.
public struct Transaction: Sendable {
  /// The animation, or `nil` for an immediate change.
  public var animation: Animation?
  /// When `true`, the change is immediate whatever ``animation`` says.
  public var disablesAnimations: Bool

  /// Creates a transaction.
  public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
    self.animation = animation
    self.disablesAnimations = disablesAnimations
  }

  /// The animation that actually runs.
  var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}
