/// An animation: how a change of value unfolds over time. Mirrors SwiftUI's `Animation`.
///
/// Build one with the static members (`.easeInOut(duration: 0.3)`,
/// `.spring(duration: 0.5, bounce: 0.3)`, `.smooth`, `.easing(.ease, duration: 1)`), change it
/// with modifiers (`.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`,
/// `.logicallyComplete(after:)`), or wrap your own ``CustomAnimation`` with ``init(_:)``.
///
/// An animation is a closed description, ``kind``: every layer asks it what it is instead of
/// casting, and samples it through one ``AnimationSampler`` (value and velocity in one call,
/// logical completion and removal times). See ``Kind`` for how a new built-in kind is added.
public struct Animation: Hashable, Sendable {
  /// What this animation is.
  public let kind: Kind

  /// A ``Kind/keyframes(_:)`` track's path, resolved once when the animation is made (`nil`
  /// for every other kind): what every sampler of the animation, and every one-shot sample of
  /// it (``value(from:to:initialVelocity:at:)``), reads, so that neither resolves the track
  /// again. Derived from ``kind`` alone, which never changes, so it is not part of equality.
  @usableFromInline let resolvedKeyframes: ResolvedKeyframes?

  /// The animation described by `kind`, exactly as given (the modifiers flatten chains; this
  /// initialiser does not).
  ///
  /// - Complexity: O(n) for a track of n keyframes (resolved here, once), O(1) otherwise.
  public init(kind: Kind) {
    self.kind = kind
    if case .keyframes(let keyframes) = kind {
      resolvedKeyframes = ResolvedKeyframes(KeyframePath(fractions: keyframes))
    } else {
      resolvedKeyframes = nil
    }
  }

  /// Wraps a custom animation, unchanged: it is sampled through its ``CustomAnimation``
  /// methods. A built-in animation's ``base`` is unwrapped back to that animation.
  public init<A: CustomAnimation>(_ base: A) {
    if let built = base as? AnimationBase {
      self = built.animation
    } else {
      #if hasFeature(Embedded)
        self.init(kind: .custom(EmbeddedCustomAnimation(base)))
      #else
        self.init(kind: .custom(base))
      #endif
    }
  }

  /// Two animations are equal when their descriptions are (``Kind/==(_:_:)``).
  public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the description (``Kind/hash(into:)``).
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

/// A keyframe track's path in fractions of the change, resolved once and shared by every copy
/// of its ``Animation`` (a reference, so that an animation stays two words).
@usableFromInline
final class ResolvedKeyframes: Sendable {
  /// The path from 0 at rest (``KeyframePath/init(fractions:)``).
  @usableFromInline let path: KeyframePath<Double>

  /// Holds `path`.
  @usableFromInline
  init(_ path: KeyframePath<Double>) { self.path = path }
}
