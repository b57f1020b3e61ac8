#if hasFeature(Embedded)
  /// A ``CustomAnimation`` as the WebAssembly build (Embedded Swift, `Scripts/wasm.sh`) holds
  /// it in ``Animation/Kind/custom(_:)``.
  ///
  /// Embedded Swift has no existentials of protocols that are not class-bound, so
  /// `any CustomAnimation` cannot be stored, and no generic method can be called through one.
  /// This wrapper keeps the custom animation in a generic class whose overrides are
  /// specialised for `Double`, the only value the WebAssembly module animates; the generic
  /// requirements are met by casting the value and context to `Double` and back (casts that
  /// Embedded Swift folds once the caller is specialised). Sampling another value type is a
  /// programming error in that build and stops with a message naming it.
  public struct EmbeddedCustomAnimation: CustomAnimation {
    let box: Box

    init<A: CustomAnimation>(_ base: A) { box = TypedBox(base) }

    /// What `String(describing:)` would say, as far as Embedded Swift can tell.
    var description: String { "CustomAnimation" }

    public func animate<V: VectorArithmetic>(
      value: V, time: Double, context: inout AnimationContext<V>
    ) -> V? {
      var doubleContext = Self.double(context)
      let result = box.animate(value: Self.double(value), time: time, context: &doubleContext)
      context = Self.generic(doubleContext)
      return result.map { Self.generic($0) }
    }

    public func velocity<V: VectorArithmetic>(
      value: V, time: Double, context: AnimationContext<V>
    ) -> V? {
      box.velocity(value: Self.double(value), time: time, context: Self.double(context))
        .map { Self.generic($0) }
    }

    public func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
      var doubleContext = Self.double(context)
      let merges = box.shouldMerge(
        previous: previous, value: Self.double(value), time: time, context: &doubleContext)
      context = Self.generic(doubleContext)
      return merges
    }

    public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
      box.duration(value: Self.double(value), context: Self.double(context))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.isEqual(to: rhs.box) }

    public func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }

    private static func double<T>(_ value: T) -> Double {
      guard let double = value as? Double else { unsupported() }
      return double
    }

    private static func double<V>(_ context: AnimationContext<V>) -> AnimationContext<Double> {
      guard let double = context as? AnimationContext<Double> else { unsupported() }
      return double
    }

    private static func generic<T>(_ value: Double) -> T {
      guard let value = value as? T else { unsupported() }
      return value
    }

    private static func generic<V>(_ context: AnimationContext<Double>) -> AnimationContext<V> {
      guard let context = context as? AnimationContext<V> else { unsupported() }
      return context
    }

    private static func unsupported() -> Never {
      fatalError("the WebAssembly build samples custom animations of Double values only")
    }

    /// The custom animation's methods for `Double`, overridden by ``TypedBox``.
    class Box: @unchecked Sendable {
      func animate(value: Double, time: Double, context: inout AnimationContext<Double>)
        -> Double?
      { nil }
      func velocity(value: Double, time: Double, context: AnimationContext<Double>) -> Double? {
        nil
      }
      func shouldMerge(
        previous: Animation, value: Double, time: Double,
        context: inout AnimationContext<Double>
      ) -> Bool { false }
      func duration(value: Double, context: AnimationContext<Double>) -> Double? { nil }
      func isEqual(to other: Box) -> Bool { false }
      func hash(into hasher: inout Hasher) {}
    }

    /// The box for one custom animation type (immutable, so `@unchecked Sendable` holds).
    final class TypedBox<A: CustomAnimation>: Box, @unchecked Sendable {
      let base: A

      init(_ base: A) { self.base = base }

      override func animate(
        value: Double, time: Double, context: inout AnimationContext<Double>
      ) -> Double? {
        base.animate(value: value, time: time, context: &context)
      }
      override func velocity(value: Double, time: Double, context: AnimationContext<Double>)
        -> Double?
      {
        base.velocity(value: value, time: time, context: context)
      }
      override func shouldMerge(
        previous: Animation, value: Double, time: Double,
        context: inout AnimationContext<Double>
      ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
      }
      override func duration(value: Double, context: AnimationContext<Double>) -> Double? {
        base.duration(value: value, context: context)
      }
      override func isEqual(to other: Box) -> Bool {
        guard let other = other as? TypedBox<A> else { return false }
        return base == other.base
      }
      override func hash(into hasher: inout Hasher) { hasher.combine(base) }
    }
  }
#endif
