/// A key for a value in ``EnvironmentValues``. Mirrors SwiftUI's `EnvironmentKey`.
///
/// Declare a key and a property on ``EnvironmentValues`` that reads and writes it, as in
/// SwiftUI; a view tree sets it for the views inside (the scene's
/// `Node.environment(_:_:)`), and a ``CustomAnimation`` of those views reads it through
/// ``AnimationContext/environment``:
///
/// ```swift
/// enum AnimationPausedKey: EnvironmentKey {
///   static var defaultValue: Bool { false }
/// }
///
/// extension EnvironmentValues {
///   var animationPaused: Bool {
///     get { self[AnimationPausedKey.self] }
///     set { self[AnimationPausedKey.self] = newValue }
///   }
/// }
/// ```
///
/// Unlike SwiftUI's, the value is `Sendable`: a headless scene keeps the environment of every
/// change it has recorded, as it keeps their transactions (`TransactionKey` asks the same).
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The value read where nothing has set it.
  static var defaultValue: Value { get }
}

/// The environment of the view an animation animates: a collection of values, each read
/// through its ``EnvironmentKey``, as SwiftUI's `EnvironmentValues`.
///
/// Kinetic's core has no views, so it never fills an environment itself: an animation sampled
/// alone (``AnimationSampler``, ``Animator``) reads the defaults, and whatever animates views
/// hands in theirs (``AnimationContext/init(environment:)``,
/// ``Animator/animate(to:with:at:policy:engine:environment:)``). The scene does, with the
/// values set by `Node.environment(_:_:)` above the view and
/// ``accessibilityReduceMotion`` from its `reducesMotion` setting.
///
/// In the WebAssembly build (Embedded Swift, which cannot store values of unknown types) the
/// environment holds ``accessibilityReduceMotion`` only: there are no custom keys.
public struct EnvironmentValues: Sendable {
  /// Whether the Reduce Motion accessibility setting is on (SwiftUI:
  /// `accessibilityReduceMotion`, which the system sets; in Kinetic the scene sets it from its
  /// `reducesMotion`). `false` by default.
  public var accessibilityReduceMotion: Bool

  #if !hasFeature(Embedded)
    /// The values set through keys, by key type.
    @usableFromInline
    var values: [ObjectIdentifier: any Sendable]
  #endif

  /// An environment in which every value is its default (SwiftUI's `init()`).
  @inlinable
  public init() {
    accessibilityReduceMotion = false
    #if !hasFeature(Embedded)
      values = [:]
    #endif
  }

  #if !hasFeature(Embedded)
    /// The value set for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
      get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { values[ObjectIdentifier(key)] = newValue }
    }
  #endif
}
