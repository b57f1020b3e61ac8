extension Spring {
  /// ``value(target:initialVelocity:time:)`` and ``velocity(target:initialVelocity:time:)`` from
  /// one evaluation of the closed form, bit for bit the same as the two calls.
  ///
  /// - Complexity: O(1): one ``coefficients(at:)``, where the two calls evaluate it twice.
  @inlinable
  public func valueAndVelocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> (value: V, velocity: V) {
    let k = coefficients(at: time)
    return (
      k.value(target: target, initialVelocity: initialVelocity),
      k.velocity(target: target, initialVelocity: initialVelocity)
    )
  }

  /// ``value(fromValue:toValue:initialVelocity:time:)`` and
  /// ``velocity(fromValue:toValue:initialVelocity:time:)`` from one evaluation of the closed
  /// form, bit for bit the same as the two calls: both results are `toValue` with its
  /// animatable data replaced.
  ///
  /// - Complexity: O(1): one ``coefficients(at:)``, where the two calls evaluate it twice.
  @inlinable
  public func valueAndVelocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> (value: V, velocity: V) {
    let k = coefficients(at: time)
    let (from, to, v0) = (
      fromValue.animatableData, toValue.animatableData, initialVelocity.animatableData
    )
    var value = toValue
    var velocity = toValue
    value.animatableData = k.value(fromValue: from, toValue: to, initialVelocity: v0)
    velocity.animatableData = k.velocity(fromValue: from, toValue: to, initialVelocity: v0)
    return (value, velocity)
  }
}

extension Spring.Coefficients {
  /// The value of a motion from zero towards `target`: target − target·a + v₀·b. The one
  /// home of this formula, shared by ``Spring/value(target:initialVelocity:time:)`` and
  /// ``Spring/valueAndVelocity(target:initialVelocity:time:)``.
  @inlinable
  func value<V: VectorArithmetic>(target: V, initialVelocity: V) -> V {
    // y = x − target, y₀ = −target.
    target - target.scaled(by: a) + initialVelocity.scaled(by: b)
  }

  /// The velocity of the motion of ``value(target:initialVelocity:)``: v₀·db − target·da.
  @inlinable
  func velocity<V: VectorArithmetic>(target: V, initialVelocity: V) -> V {
    initialVelocity.scaled(by: db) - target.scaled(by: da)
  }

  /// The value of a motion released at `fromValue` towards `toValue`:
  /// to + (from − to)·a + v₀·b.
  @inlinable
  func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V) -> V {
    toValue + (fromValue - toValue).scaled(by: a) + initialVelocity.scaled(by: b)
  }

  /// The velocity of the motion of ``value(fromValue:toValue:initialVelocity:)``:
  /// (from − to)·da + v₀·db.
  @inlinable
  func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V) -> V {
    (fromValue - toValue).scaled(by: da) + initialVelocity.scaled(by: db)
  }
}
