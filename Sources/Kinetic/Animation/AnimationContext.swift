/// What an animation can read and keep between calls. Mirrors SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
  /// Per-animation state, keyed by ``AnimationStateKey`` types.
  public var state: AnimationState<Value>

  /// Set by an animation to report that it is logically complete: the value is close enough to
  /// the target for completion handlers to run, although the animation may keep moving (a
  /// spring's tail). Removal happens only when `animate` returns `nil`.
  public var isLogicallyComplete: Bool

  /// Creates an empty context.
  public init() {
    self.state = AnimationState()
    self.isLogicallyComplete = false
  }
}

/// A key for a value stored in ``AnimationState``. Mirrors SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
  /// The type of the stored value.
  associatedtype Value
  /// The value read when nothing has been stored.
  static var defaultValue: Value { get }
}

/// Heterogeneous per-animation storage. Mirrors SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Creates empty state.
  public init() {}

  /// The value stored for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}
