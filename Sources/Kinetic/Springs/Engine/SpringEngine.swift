/// How a SwiftUI-style spring animation (`spring`, `interactiveSpring`, `smooth`, `snappy`,
/// `bouncy`) computes its motion.
///
/// SwiftUI does not evaluate these springs in closed form: it integrates them with a fixed
/// time step (OpenSwiftUI, `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`)
/// and removes them by absolute thresholds. Kinetic's default is the exact closed form; the
/// ``swiftui`` engine reproduces SwiftUI's integrator (``SwiftUISpringIntegrator``) for anyone
/// who needs SwiftUI's frames and removal times rather than the true motion. The gap between
/// the two is measured in the fidelity article and by `kinetic verify`.
public enum SpringEngine: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The closed form of ``Spring`` (Kinetic's default): exact at every time.
  case exact
  /// SwiftUI's fixed-step integrator, emulated by ``SwiftUISpringIntegrator``.
  case swiftui

  /// The engine's name as the command line spells it (`exact`, `swiftui`).
  public var description: String { rawValue }
}
