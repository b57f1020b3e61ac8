import Kinetic

/// What a transition is like, as SwiftUI's `TransitionProperties` (iOS 17).
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view. SwiftUI replaces such a transition with an opacity
  /// fade when Reduce Motion is on (Apple); see ``SceneModel/reducesMotion``. `true` by default.
  public var hasMotion: Bool

  /// Creates properties.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }

  /// The properties of two transitions applied together: motion if either moves (OpenSwiftUI
  /// `TransitionProperties.swift`, `union`).
  func union(_ other: TransitionProperties) -> TransitionProperties {
    TransitionProperties(hasMotion: hasMotion || other.hasMotion)
  }
}
