import Kinetic

extension SpecFormTable {
  /// SwiftUI's `Spring` as a model in its own right (from `--from` to `--to` with a velocity,
  /// never ending), in its parameterisations or a preset, optionally with one of Kinetic's
  /// endings (`.overshootClamped`, `.criticallyDampedInRange`).
  static let swiftUIPhysics: [PhysicsForm] = [
    PhysicsForm(
      name: "Spring",
      listed: [
        "Spring(mass:stiffness:damping:)", "Spring(duration:bounce:)",
        "Spring(response:dampingRatio:)", "Spring.smooth", "Spring.snappy", "Spring.bouncy",
        "Spring(...).overshootClamped", "Spring(...).criticallyDampedInRange",
      ]
    ) { (binder, syntax) throws(SpecError) in try binder.bindSpringModel(syntax) }
  ]
}
