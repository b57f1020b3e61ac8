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

  /// The animation described by `kind`, exactly as given (the modifiers flatten chains; this
  /// initialiser does not).
  public init(kind: Kind) { self.kind = kind }

  /// Wraps a custom animation, unchanged: it is sampled through its ``CustomAnimation``
  /// methods.
  public init<A: CustomAnimation>(_ base: A) { self.kind = .custom(base) }
}
