import Kinetic

#if hasFeature(Embedded)
  // Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no existentials of protocols
  // that are not class-bound: a physics spec keeps its model in a type-erasing box instead of
  // `any MotionModel`. Natively the existentials are used.
  package typealias FreeMotionModel = AnyMotionModel
  package typealias TargetMotionModel = AnyTargetedMotionModel

  func erased<M: MotionModel>(_ model: M) -> FreeMotionModel { TypedMotionModel(model) }
  func erased<M: TargetedMotionModel>(_ model: M) -> TargetMotionModel {
    TypedTargetedMotionModel(model)
  }

  /// A ``MotionModel`` of any type, for the WebAssembly build: an immutable reference whose
  /// subclass, ``TypedMotionModel``, holds the model. The reference is the value itself, so no
  /// struct forwards each requirement to a box that forwards it again.
  package class AnyMotionModel: MotionModel, @unchecked Sendable {
    package func value(from position: Double, velocity: Double, time: Double) -> Double { 0 }
    package func velocity(from position: Double, velocity: Double, time: Double) -> Double { 0 }
    package func restTime(from position: Double, velocity: Double) -> Double { 0 }
    package var bounds: MotionBounds { .unbounded }
    func isEqual(to other: AnyMotionModel) -> Bool { false }
    package func hash(into hasher: inout Hasher) {}
    package static func == (lhs: AnyMotionModel, rhs: AnyMotionModel) -> Bool {
      lhs.isEqual(to: rhs)
    }
  }

  /// The ``AnyMotionModel`` of one model type.
  final class TypedMotionModel<M: MotionModel>: AnyMotionModel, @unchecked Sendable {
    let model: M
    init(_ model: M) { self.model = model }
    override func value(from position: Double, velocity: Double, time: Double) -> Double {
      model.value(from: position, velocity: velocity, time: time)
    }
    override func velocity(from position: Double, velocity: Double, time: Double) -> Double {
      model.velocity(from: position, velocity: velocity, time: time)
    }
    override func restTime(from position: Double, velocity: Double) -> Double {
      model.restTime(from: position, velocity: velocity)
    }
    override var bounds: MotionBounds { model.bounds }
    override func isEqual(to other: AnyMotionModel) -> Bool {
      guard let other = other as? TypedMotionModel<M> else { return false }
      return model == other.model
    }
    override func hash(into hasher: inout Hasher) { hasher.combine(model) }
  }

  /// A ``TargetedMotionModel`` of any type, for the WebAssembly build, as ``AnyMotionModel``
  /// is for released models.
  package class AnyTargetedMotionModel: TargetedMotionModel, @unchecked Sendable {
    package func value(from position: Double, to target: Double, velocity: Double, time: Double)
      -> Double
    { 0 }
    package func velocity(
      from position: Double, to target: Double, velocity: Double, time: Double
    ) -> Double { 0 }
    package func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
      0
    }
    package func settlingTime(
      from position: Double, to target: Double, velocity: Double, epsilon: Double
    ) -> Double { 0 }
    func isEqual(to other: AnyTargetedMotionModel) -> Bool { false }
    package func hash(into hasher: inout Hasher) {}
    package static func == (lhs: AnyTargetedMotionModel, rhs: AnyTargetedMotionModel) -> Bool {
      lhs.isEqual(to: rhs)
    }
  }

  /// The ``AnyTargetedMotionModel`` of one model type.
  final class TypedTargetedMotionModel<M: TargetedMotionModel>: AnyTargetedMotionModel,
    @unchecked Sendable
  {
    let model: M
    init(_ model: M) { self.model = model }
    override func value(
      from position: Double, to target: Double, velocity: Double, time: Double
    ) -> Double {
      model.value(from: position, to: target, velocity: velocity, time: time)
    }
    override func velocity(
      from position: Double, to target: Double, velocity: Double, time: Double
    ) -> Double {
      model.velocity(from: position, to: target, velocity: velocity, time: time)
    }
    override func restTime(from position: Double, to target: Double, velocity: Double)
      -> Double
    {
      model.restTime(from: position, to: target, velocity: velocity)
    }
    override func settlingTime(
      from position: Double, to target: Double, velocity: Double, epsilon: Double
    ) -> Double {
      model.settlingTime(from: position, to: target, velocity: velocity, epsilon: epsilon)
    }
    override func isEqual(to other: AnyTargetedMotionModel) -> Bool {
      guard let other = other as? TypedTargetedMotionModel<M> else { return false }
      return model == other.model
    }
    override func hash(into hasher: inout Hasher) { hasher.combine(model) }
  }
#else
  package typealias FreeMotionModel = any MotionModel
  package typealias TargetMotionModel = any TargetedMotionModel

  func erased<M: MotionModel>(_ model: M) -> FreeMotionModel { model }
  func erased<M: TargetedMotionModel>(_ model: M) -> TargetMotionModel { model }
#endif

extension PhysicsSpec.Model {
  /// A model released with a velocity (`.free`), erased as the build requires.
  static func released<M: MotionModel>(_ model: M) -> Self { .free(erased(model)) }
  /// A model moving to a target (`.targeted`), erased as the build requires.
  static func targeting<M: TargetedMotionModel>(_ model: M) -> Self { .targeted(erased(model)) }
}
