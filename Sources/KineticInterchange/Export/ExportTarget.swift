/// Where `kinetic export` writes code for: each ecosystem in its own syntax and units.
///
/// The raw value is the `--to` spelling of `kinetic export`.
public enum ExportTarget: String, CaseIterable, Sendable {
  /// A SwiftUI `Animation` expression (`--to swiftui`).
  case swiftui
  /// A CSS `transition` or `animation` with `@keyframes` (`--to css`).
  case css
  /// A CSS `linear()` easing function (`--to css-linear`).
  case cssLinear = "css-linear"
  /// A Web Animations API `element.animate(…)` call (`--to waapi`).
  case waapi
  /// A Jetpack Compose `AnimationSpec` in Kotlin (`--to compose`).
  case compose
  /// A Flutter `Curve` or `SpringSimulation` in Dart (`--to flutter`).
  case flutter
  /// A Motion (framer-motion) `transition` object (`--to framer`).
  case framer
  /// A react-spring `config` (`--to react-spring`).
  case reactSpring = "react-spring"
  /// A Core Animation `CABasicAnimation`, `CASpringAnimation` or `CAKeyframeAnimation` in
  /// Swift (`--to core-animation`).
  case coreAnimation = "core-animation"
  /// A GSAP `gsap.to(…)` tween in JavaScript, with `CustomEase` path data when no GSAP ease
  /// is the motion's (`--to gsap`).
  case gsap
  /// A minimal playable Lottie file: a square moving across a 512×512 canvas, its position
  /// keyframes the motion (`--to lottie`).
  case lottie
  /// An Anime.js 4 `animate(element, { … })` tween, with the version 3 `anime({ … })` on a
  /// comment line (`--to anime`).
  case anime
  /// A Kotlin `ObjectAnimator.ofFloat(…).apply { … }` for Android's View framework
  /// (`--to android`).
  case android
  /// An Android `<objectAnimator>` XML resource, with the interpolator resource it needs
  /// (`--to android-xml`).
  case androidXML = "android-xml"

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
    case .gsap:
      return "GSAP gsap.to(...) tween, CustomEase path data when no ease fits (JavaScript)"
    case .lottie:
      return "Lottie JSON file: a square moving across 512x512, eased position keyframes"
    case .anime:
      return "Anime.js 4 animate(...) tween, the v3 anime({...}) below it (JavaScript)"
    case .android:
      return "Android ObjectAnimator with its interpolator (Kotlin)"
    case .androidXML:
      return "Android <objectAnimator> resource with its interpolator (XML)"
    }
  }
}
