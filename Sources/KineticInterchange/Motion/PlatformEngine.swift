import Kinetic

/// What renders a motion: Kinetic's exact evaluation, or the evaluator a platform ships, which
/// is not exact for cubic Bezier curves — so that `kinetic plot --engine flutter,exact` shows
/// what a ported design will look like beside the exact curve.
///
/// - ``exact``: the closed forms and Kinetic's 1e-16 Bezier solver.
/// - ``swiftui``: SwiftUI's fixed-step spring integrator, emulated (``SpringEngine/swiftui``).
/// - ``flutter``: Flutter's `Cubic` bisection to 0.001 in x (see `FlutterCubic`).
/// - ``motion``: Motion's (framer-motion's) 12-step bisection (see `MotionCubicBezier`).
/// - ``compose``: Compose's `CubicBezierEasing`, Cardano's method in `Float` with an
///   approximate cube root (see `ComposeCubicBezierEasing`).
/// - ``chromium``, ``webkit``: the browsers' Newton solvers to 1e-7 with their bisection
///   fallbacks (see `BrowserUnitBezier`).
///
/// The platform engines change only cubic Bezier timing curves and CSS `cubic-bezier()`
/// easings (named ones included: `easeInOut`, `Curves.easeOutBack`, `ease-in`), wherever they
/// sit under delays, speeds and repeats; springs and other curves are evaluated exactly.
public enum PlatformEngine: String, CaseIterable, Sendable, CustomStringConvertible {
  case exact, swiftui, flutter, motion, chromium, webkit, compose

  /// The name as the command line spells it.
  public var description: String { rawValue }

  /// What evaluates a motion under this engine, as exported code's platform notes and the
  /// studio page name it: `Flutter's Cubic (bisection to 0.001 in x)`.
  public var evaluator: String {
    switch self {
    case .exact: return "Kinetic's exact evaluation"
    case .swiftui: return "SwiftUI's spring engine (fixed-step integration)"
    case .flutter: return "Flutter's Cubic (bisection to 0.001 in x)"
    case .motion: return "Motion's cubicBezier (12 halvings)"
    case .compose: return "Compose's CubicBezierEasing (Cardano's method in Float, fastCbrt)"
    case .chromium: return "Chromium's CubicBezier (Newton to 1e-7)"
    case .webkit: return "WebKit's UnitBezier (Newton to 1e-7, bisection to 1/(1000·duration))"
    }
  }

  /// How springs are evaluated under this engine.
  public var springEngine: SpringEngine { self == .swiftui ? .swiftui : .exact }

  /// `animation` as this engine renders it: its cubic Bezier curves evaluated by the
  /// platform's solver; unchanged for ``exact`` and ``swiftui``.
  public func rendering(_ animation: Animation) -> Animation {
    switch self {
    case .exact, .swiftui: return animation
    default: return rendered(animation)
    }
  }

  private func rendered(_ animation: Animation) -> Animation {
    switch animation.kind {
    case .timingCurve(let curve, let duration):
      guard let bezier = curve.cubicBezier else { return animation }
      return Animation(PlatformCurveAnimation(engine: self, bezier: bezier, duration: duration))
    case .easing(let function, let duration):
      guard let bezier = function.cubicBezier else { return animation }
      return Animation(PlatformCurveAnimation(engine: self, bezier: bezier, duration: duration))
    case .delay(let delay, let base): return rendered(base).delay(delay)
    case .speed(let speed, let base): return rendered(base).speed(speed)
    case .repeating(let count, let autoreverses, let base):
      return count.map { rendered(base).repeatCount($0, autoreverses: autoreverses) }
        ?? rendered(base).repeatForever(autoreverses: autoreverses)
    case .alternating(let count, let base): return rendered(base).alternating(count: count)
    case .logicallyComplete(let after, let base):
      return rendered(base).logicallyComplete(after: after)
    default: return animation
    }
  }

  /// The output progress this engine gives a cubic Bezier curve (x1, y1, x2, y2) at input
  /// progress `x` in [0, 1], for an animation of `duration` seconds (WebKit's tolerance
  /// depends on it); the exact value for ``exact`` and ``swiftui``.
  public func progress(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double, duration: Double = 1
  ) -> Double {
    switch self {
    case .exact, .swiftui:
      return (try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))?.value(at: x) ?? .nan
    case .flutter: return FlutterCubic.value(x1, y1, x2, y2, at: x)
    case .motion: return MotionCubicBezier.value(x1, y1, x2, y2, at: x)
    case .compose: return ComposeCubicBezierEasing.value(x1, y1, x2, y2, at: x)
    case .chromium:
      return BrowserUnitBezier.value(x1, y1, x2, y2, at: x, duration: duration, browser: .chromium)
    case .webkit:
      return BrowserUnitBezier.value(x1, y1, x2, y2, at: x, duration: duration, browser: .webkit)
    }
  }
}
