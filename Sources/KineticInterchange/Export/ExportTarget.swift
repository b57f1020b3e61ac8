/// Where `kinetic export` writes code for: each ecosystem in its own syntax and units.
public enum ExportTarget: String, CaseIterable, Sendable {
  case swiftui
  case css
  case cssLinear = "css-linear"
  case waapi
  case compose
  case flutter
  case framer
  case reactSpring = "react-spring"
  case coreAnimation = "core-animation"

  /// One line for `kinetic export --list`.
  package var summary: String {
    switch self {
    case .swiftui: return "SwiftUI Animation (keyframes when no animation fits)"
    case .css: return "CSS transition or animation with @keyframes"
    case .cssLinear: return "CSS linear() easing with the fewest stops for --tolerance"
    case .waapi: return "Web Animations API element.animate(...) (JavaScript)"
    case .compose: return "Jetpack Compose AnimationSpec (Kotlin)"
    case .flutter: return "Flutter Curve / SpringSimulation (Dart)"
    case .framer: return "framer-motion / Motion transition (JavaScript)"
    case .reactSpring: return "react-spring config (JavaScript)"
    case .coreAnimation:
      return "Core Animation CABasicAnimation / CASpringAnimation / CAKeyframeAnimation (Swift)"
    }
  }
}
