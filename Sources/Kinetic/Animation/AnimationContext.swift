/// What an animation can read and keep between calls. Mirrors SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
  /// Per-animation state, keyed by ``AnimationStateKey`` types.
  public var state: AnimationState<Value>

  /// The environment of the view whose value is animated (SwiftUI: "The current environment of
  /// the view that created the custom animation"): a ``CustomAnimation`` reads its values here.
  ///
  /// Every value is its default unless whoever runs the animation hands one in
  /// (``init(environment:)``): the scene gives the values set above the animated view and its
  /// Reduce Motion setting, and an ``Animator`` the environment of the command that started
  /// each animation, replaced from a later time by ``Animator/setEnvironment(_:at:)`` (so a
  /// custom animation reads the environment current at each time, as in SwiftUI, where a
  /// change of environment reaches the running animation on the next frame).
  public var environment: EnvironmentValues { environmentValues }

  /// The storage behind ``environment``, which an animation cannot change.
  @usableFromInline
  var environmentValues: EnvironmentValues

  /// Set by an animation to report that it is logically complete: the value is close enough to
  /// the target for completion handlers to run, although the animation may keep moving (a
  /// spring's tail). Removal happens only when `animate` returns `nil`.
  ///
  /// A one-way latch, as SwiftUI documents it: once set, setting it back to `false` is ignored
  /// for the rest of the animation's life.
  public var isLogicallyComplete: Bool {
    @inlinable get { logicallyComplete }
    @inlinable set { logicallyComplete = logicallyComplete || newValue }
  }

  /// The latch behind ``isLogicallyComplete``; only Kinetic's own machinery clears it, when it
  /// starts sampling a motion afresh on a context it owns.
  @usableFromInline
  var logicallyComplete: Bool

  /// Creates an empty context.
  @inlinable
  public init() {
    self.state = AnimationState()
    self.environmentValues = EnvironmentValues()
    self.logicallyComplete = false
  }

  /// Creates an empty context for an animation of a view with `environment` (SwiftUI makes
  /// these itself; Kinetic's scene, or any caller animating views, does).
  @inlinable
  public init(environment: EnvironmentValues) {
    self.state = AnimationState()
    self.environmentValues = environment
    self.logicallyComplete = false
  }

  /// The velocity the animated value already has when this animation starts, in units of the
  /// value per second; zero unless set.
  ///
  /// An ``Animator`` that *merges* a new animation into a running one stores the presentation
  /// velocity here (in ``state``, under ``InitialVelocityKey``) before the first call to
  /// `animate`. Animations that can honour it (``SpringAnimation``) start with this velocity, so
  /// the motion stays C1 across the retarget; others ignore it.
  @inlinable
  public var initialVelocity: Value {
    get { state[InitialVelocityKey<Value>.self] }
    set { state[InitialVelocityKey<Value>.self] = newValue }
  }
}

/// The state key under which ``AnimationContext/initialVelocity`` is stored.
public enum InitialVelocityKey<Value: VectorArithmetic>: AnimationStateKey {
  /// Zero: an animation starts from rest unless told otherwise.
  public static var defaultValue: Value { .zero }
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
  #if hasFeature(Embedded)
    // Embedded Swift (the WebAssembly build) has neither `Any` nor metatypes as keys: there the
    // state holds one value of the animated type, which is all its animations store (the
    // initial velocity, ``InitialVelocityKey``); every key of that value type reads it.
    @usableFromInline
    var storage: [Value]

    @inlinable
    public init() { storage = [] }
  #else
    @usableFromInline
    var storage: [ObjectIdentifier: Any]

    /// Creates empty state.
    // Assigned here rather than as the property's initial value, which is not inlinable and
    // cost a call per fresh context.
    @inlinable
    public init() { storage = [:] }
  #endif

  /// Whether nothing has been stored: every key reads its default. Fresh contexts (the sampling
  /// helpers' and most of an animator's) are empty, and the built-in animations answer them
  /// from values computed once instead of looking keys up.
  @inlinable
  var isEmpty: Bool { storage.isEmpty }

  #if hasFeature(Embedded)
    /// The value stored for `key`, or its default.
    @inlinable
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
      get { storage.first.flatMap { $0 as? K.Value } ?? K.defaultValue }
      set {
        guard let value = newValue as? Value else {
          fatalError("the WebAssembly build stores state of the animated type only")
        }
        storage = [value]
      }
    }
  #else
    /// The value stored for `key`, or its default.
    @inlinable
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
      // Most contexts hold nothing; skip hashing and the dynamic cast on that hot path.
      get {
        storage.isEmpty
          ? K.defaultValue : storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
      }
      set { storage[ObjectIdentifier(key)] = newValue }
    }
  #endif
}
