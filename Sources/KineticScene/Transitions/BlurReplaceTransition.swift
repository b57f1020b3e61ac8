import Kinetic

/// Blurs, fades and scales a view in and out, as SwiftUI's `BlurReplaceTransition` (iOS 17).
///
/// Away from ``TransitionPhase/identity`` the content is at opacity 0, blurred by 7 points
/// and scaled about its centre by 0.9; a removal with ``Configuration/upUp`` scales to 1.1
/// instead (OpenSwiftUI `BlurTransition.swift`, `BlurReplaceTransition.body`: opacity, then
/// blur, then scale, outermost).
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales.
  public struct Configuration: Hashable, Sendable {
    /// Whether a removal scales up.
    let scalesUpOnRemoval: Bool

    /// Scales up while inserting and down while removing (Apple: "scales the view down while
    /// removing it and up while inserting it").
    public static let downUp = Configuration(scalesUpOnRemoval: false)
    /// Scales up while inserting and while removing.
    public static let upUp = Configuration(scalesUpOnRemoval: true)
  }

  /// The blur radius away from identity, in points (OpenSwiftUI `BlurTransition.swift`).
  public static let blurRadius = 7.0
  /// The scale of an appearing view, and of a leaving one with ``Configuration/downUp``.
  public static let smallScale = 0.9
  /// The scale of a leaving view with ``Configuration/upUp``.
  public static let largeScale = 1.1

  /// Which way the view scales.
  public var configuration: Configuration

  /// Creates the transition.
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }

  /// `content` faded, blurred and scaled away from identity.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    let scale: Double
    switch phase {
    case .identity: scale = 1
    case .willAppear: scale = Self.smallScale
    case .didDisappear: scale = configuration.scalesUpOnRemoval ? Self.largeScale : Self.smallScale
    }
    return content.opacity(phase.isIdentity ? 1 : 0)
      .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
      .scaleEffect(scale)
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs, fades and scales, as SwiftUI's `Transition.blurReplace(_:)`.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }

  /// ``blurReplace(_:)`` with ``BlurReplaceTransition/Configuration/downUp``, as SwiftUI's
  /// `Transition.blurReplace`.
  public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}
