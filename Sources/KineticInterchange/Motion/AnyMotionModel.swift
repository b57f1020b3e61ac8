import Kinetic

#if hasFeature(Embedded)
  // Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no existentials of protocols
  // that are not class-bound: a physics spec keeps its model in a type-erasing box instead of
  // `any MotionModel`. Natively the existentials are used.
  package typealias FreeMotionModel = AnyMotionModel
  package typealias TargetMotionModel = AnyTargetedMotionModel

  func erased<M: MotionModel>(_ model: M) -> FreeMotionModel { AnyMotionModel(model) }
  func erased<M: TargetedMotionModel>(_ model: M) -> TargetMotionModel {
    AnyTargetedMotionModel(model)
  }

  /// A ``MotionModel`` of any type, for the WebAssembly build.
  package struct AnyMotionModel: MotionModel {
    let box: Box

    init<M: MotionModel>(_ model: M) { box = TypedBox(model) }

    package func value(from position: Double, velocity: Double, time: Double) -> Double {
      box.value(from: position, velocity: velocity, time: time)
    }
    package func velocity(from position: Double, velocity: Double, time: Double) -> Double {
      box.velocity(from: position, velocity: velocity, time: time)
    }
    package func restTime(from position: Double, velocity: Double) -> Double {
      box.restTime(from: position, velocity: velocity)
    }
    package var bounds: MotionBounds { box.bounds }
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.isEqual(to: rhs.box) }
    package func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }

    class Box: @unchecked Sendable {
      func value(from position: Double, velocity: Double, time: Double) -> Double { 0 }
      func velocity(from position: Double, velocity: Double, time: Double) -> Double { 0 }
      func restTime(from position: Double, velocity: Double) -> Double { 0 }
      var bounds: MotionBounds { .unbounded }
      func isEqual(to other: Box) -> Bool { false }
      func hash(into hasher: inout Hasher) {}
    }

    final class TypedBox<M: MotionModel>: Box, @unchecked Sendable {
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
      override func isEqual(to other: Box) -> Bool {
        guard let other = other as? TypedBox<M> else { return false }
        return model == other.model
      }
      override func hash(into hasher: inout Hasher) { hasher.combine(model) }
    }
  }

  /// A ``TargetedMotionModel`` of any type, for the WebAssembly build.
  package struct AnyTargetedMotionModel: TargetedMotionModel {
    let box: Box

    init<M: TargetedMotionModel>(_ model: M) { box = TypedBox(model) }

    package func value(from position: Double, to target: Double, velocity: Double, time: Double)
      -> Double
    {
      box.value(from: position, to: target, velocity: velocity, time: time)
    }
    package func velocity(
      from position: Double, to target: Double, velocity: Double, time: Double
    ) -> Double {
      box.velocity(from: position, to: target, velocity: velocity, time: time)
    }
    package func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
      box.restTime(from: position, to: target, velocity: velocity)
    }
    package func settlingTime(
      from position: Double, to target: Double, velocity: Double, epsilon: Double
    ) -> Double {
      box.settlingTime(from: position, to: target, velocity: velocity, epsilon: epsilon)
    }
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.isEqual(to: rhs.box) }
    package func hash(into hasher: inout Hasher) { box.hash(into: &hasher) }

    class Box: @unchecked Sendable {
      func value(from position: Double, to target: Double, velocity: Double, time: Double)
        -> Double
      { 0 }
      func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
        -> Double
      { 0 }
      func restTime(from position: Double, to target: Double, velocity: Double) -> Double { 0 }
      func settlingTime(
        from position: Double, to target: Double, velocity: Double, epsilon: Double
      ) -> Double { 0 }
      func isEqual(to other: Box) -> Bool { false }
      func hash(into hasher: inout Hasher) {}
    }

    final class TypedBox<M: TargetedMotionModel>: Box, @unchecked Sendable {
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
      override func isEqual(to other: Box) -> Bool {
        guard let other = other as? TypedBox<M> else { return false }
        return model == other.model
      }
      override func hash(into hasher: inout Hasher) { hasher.combine(model) }
    }
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
