import Kinetic
import KineticTestSupport
import Testing

@testable import KineticInterchange

/// Each platform engine against a transcription of that platform's solver written here, apart
/// from the implementation, from the same sources: Flutter's curves.dart (`Cubic`), Motion's
/// cubic-bezier.ts, Chromium's cubic_bezier.cc and WebKit's UnitBezier.h with
/// TimingFunction.cpp. Identical to 1e-12 on 1,000 seeded curves at 21 inputs each.
@Suite struct PlatformEngineTests {
  /// Flutter: `Curve.transform` returns 0 and 1; else bisect the parameter until x is within
  /// 0.001 of t, and evaluate y there.
  static func flutter(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
    func cubic(_ p: Double, _ q: Double, _ m: Double) -> Double {
      3 * p * (1 - m) * (1 - m) * m + 3 * q * (1 - m) * m * m + m * m * m
    }
    if t == 0.0 || t == 1.0 { return t }
    var (start, end) = (0.0, 1.0)
    while true {
      let midpoint = (start + end) / 2
      let estimate = cubic(a, c, midpoint)
      if (t - estimate).magnitude < 0.001 { return cubic(b, d, midpoint) }
      if estimate < t { start = midpoint } else { end = midpoint }
    }
  }

  /// Motion: identity when x1 = y1 and x2 = y2; 0 and 1 unchanged; else at most 12 halvings
  /// while |x(t) − x| > 1e-7.
  static func motion(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double)
    -> Double
  {
    func calc(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
      (((1.0 - 3.0 * a2 + 3.0 * a1) * t + (3.0 * a2 - 6.0 * a1)) * t + 3.0 * a1) * t
    }
    if x1 == y1 && x2 == y2 { return x }
    if x == 0 || x == 1 { return x }
    var low = 0.0
    var high = 1.0
    var t = 0.0
    for iteration in 1...12 {
      t = low + (high - low) / 2.0
      let error = calc(t, x1, x2) - x
      if error > 0.0 { high = t } else { low = t }
      if !(abs(error) > 0.0000001) || iteration == 12 { break }
    }
    return calc(t, y1, y2)
  }

  /// Chromium and WebKit: 11-sample spline guess, 4 Newton steps, bisection; Chromium's
  /// epsilon 1e-7, WebKit's 1/(1000·duration) with a 1e-10 bisection floor and linear curves
  /// passed through.
  static func browser(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ x: Double, webkit: Bool,
    duration: Double
  ) -> Double {
    if webkit && p1x == p1y && p2x == p2y { return x }
    let epsilon = webkit ? 1.0 / (1000.0 * duration) : 1e-7
    let cx = 3.0 * p1x
    let bx = 3.0 * (p2x - p1x) - cx
    let ax = 1.0 - cx - bx
    let cy = 3.0 * p1y
    let by = 3.0 * (p2y - p1y) - cy
    let ay = 1.0 - cy - by
    let sampleX = { (t: Double) in ((ax * t + bx) * t + cx) * t }
    let dt = 1.0 / 10.0
    let spline = (0...10).map { sampleX(Double($0) * dt) }
    var (t0, t1, t2) = (0.0, 0.0, x)
    if let i = (1...10).first(where: { x <= spline[$0] }) {
      t1 = dt * Double(i)
      t0 = t1 - dt
      t2 = t0 + (t1 - t0) * (x - spline[i - 1]) / (spline[i] - spline[i - 1])
    }
    var x2 = 0.0
    var solved: Double?
    for _ in 0..<4 {
      x2 = sampleX(t2) - x
      if abs(x2) < min(1e-7, epsilon) {
        solved = t2
        break
      }
      let d2 = (3.0 * ax * t2 + 2.0 * bx) * t2 + cx
      if abs(d2) < 1e-7 { break }
      t2 -= x2 / d2
    }
    if solved == nil, abs(x2) < epsilon { solved = t2 }
    if solved == nil {
      let floor = webkit ? max(1e-10, epsilon) : epsilon
      while t0 < t1 {
        x2 = sampleX(t2)
        if abs(x2 - x) < floor { break }
        if x > x2 { t0 = t2 } else { t1 = t2 }
        t2 = (t1 + t0) * 0.5
      }
      solved = t2
    }
    let t = solved!
    return ((ay * t + by) * t + cy) * t
  }

  static let curves: [(Double, Double, Double, Double, Double)] = {
    var generator = SeededGenerator(name: "PlatformEngineTests.curves")
    return (0..<1000).map { _ in
      (
        Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
        Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
        Double.random(in: 0.1...5, using: &generator)
      )
    }
  }()

  static let inputs = (0...20).map { Double($0) / 20 } + [1e-9, 0.123456789, 1 - 1e-9]

  @Test(arguments: [PlatformEngine.flutter, .motion, .chromium, .webkit])
  func engineMatchesItsTranscription(_ engine: PlatformEngine) {
    var worst = 0.0
    for (x1, y1, x2, y2, duration) in Self.curves {
      for x in Self.inputs {
        let expected: Double
        switch engine {
        case .flutter: expected = Self.flutter(x1, y1, x2, y2, x)
        case .motion: expected = Self.motion(x1, y1, x2, y2, x)
        case .chromium:
          expected = Self.browser(x1, y1, x2, y2, x, webkit: false, duration: duration)
        default: expected = Self.browser(x1, y1, x2, y2, x, webkit: true, duration: duration)
        }
        let value = engine.progress(x1, y1, x2, y2, at: x, duration: duration)
        worst = max(worst, abs(value - expected))
        if abs(value - expected) > 1e-12 {
          Issue.record("\(engine) (\(x1), \(y1), \(x2), \(y2)) at \(x): \(value) vs \(expected)")
          return
        }
      }
    }
    #expect(worst <= 1e-12)
  }

  /// The platforms differ from the exact curve by what their tolerances allow, and no more:
  /// Flutter by at most 0.001 in x (so |Δy| ≤ 0.001·max|dy/dx| near the solution); Motion after
  /// 12 halvings by at most 2⁻¹² in the parameter; the browsers by 1e-7 in x.
  @Test func enginesDifferFromTheExactCurveWithinTheirTolerances() throws {
    let curve = try CubicBezier(x1: 0.175, y1: 0.885, x2: 0.32, y2: 1.275)  // Curves.easeOutBack
    var gaps: [PlatformEngine: Double] = [:]
    for engine in [PlatformEngine.flutter, .motion, .chromium, .webkit] {
      for x in stride(from: 0.0, through: 1.0, by: 0.001) {
        let gap = abs(engine.progress(0.175, 0.885, 0.32, 1.275, at: x) - curve.value(at: x))
        gaps[engine] = max(gaps[engine] ?? 0, gap)
      }
    }
    let steepest = stride(from: 0.0, through: 1.0, by: 0.001).map { abs(curve.velocity(at: $0)) }
      .max()!
    #expect(gaps[.flutter]! > 1e-4 && gaps[.flutter]! <= 0.001 * steepest)
    #expect(gaps[.motion]! < 1e-3)
    #expect(gaps[.chromium]! < 1e-6)
    #expect(gaps[.webkit]! < 1e-3)
  }

  /// Rendering replaces Bezier curves under modifiers and leaves springs alone.
  @Test func renderingReachesCurvesUnderModifiersOnly() throws {
    let animation = Animation.timingCurve(0.175, 0.885, 0.32, 1.275, duration: 2).delay(0.5)
      .speed(2)
    let rendered = PlatformEngine.flutter.rendering(animation)
    let sampler = SpecSampler(animation: rendered, from: 0, to: 1)
    // Speed 2 halves the delay and the duration: progress 0.4 at t = 0.25 + 0.4.
    let expected = Self.flutter(0.175, 0.885, 0.32, 1.275, 0.4)
    #expect(abs(sampler.sample(at: 0.65).value - expected) <= 1e-12)
    let spring = Animation.spring(duration: 0.5, bounce: 0.3)
    #expect(PlatformEngine.flutter.rendering(spring).kind == spring.kind)
  }
}

/// `kinetic export` states the target platform's own error beside an exact Bezier export.
@Suite struct ExportPlatformErrorTests {
  @Test func flutterExportStatesFlutterCubicsGap() throws {
    let text = try Motion(parsing: "Curves.easeOutBack").exported(to: .flutter).text
    let first = try #require(text.split(separator: "\n").first)
    #expect(first.hasPrefix("// platform error"))
    // The stated gap bounds the largest measured one from above, to three digits.
    let curve = try CubicBezier(x1: 0.175, y1: 0.885, x2: 0.32, y2: 1.275)
    let measured = (0...1000).map { Double($0) / 1000 }.map {
      abs(PlatformEngine.flutter.progress(0.175, 0.885, 0.32, 1.275, at: $0) - curve.value(at: $0))
    }.max()!
    let after = try #require(first.split(separator: "up to ", maxSplits: 1).last)
    let stated = try #require(Double(after.split(separator: " ")[0]))
    #expect(stated >= measured && stated <= measured * 1.01)
  }

  @Test func approximationsAndOtherTargetsStateNone() throws {
    // Linear stops render exactly everywhere; SwiftUI's own solver is not modelled.
    #expect(
      !(try Motion(parsing: "circularEaseIn").exported(to: .flutter).text.contains("platform error"))
    )
    #expect(
      !(try Motion(parsing: "easeInOut").exported(to: .swiftui).text.contains("platform error")))
    let css = try Motion(parsing: "ease 300ms").exported(to: .css).text
    #expect(css.hasPrefix("transition:") && css.contains("/* platform error"))
  }
}
