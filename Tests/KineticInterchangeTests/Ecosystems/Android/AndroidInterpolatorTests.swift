import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Android's View-framework interpolators, read from the Kotlin/Java constructor calls, against
/// a transcription of AOSP's `getInterpolation` bodies (`frameworks/base/core/java/android/view/
/// animation/*Interpolator.java`, android-14.0.0) written here independently of the
/// implementation, in AOSP's order of operations with Foundation's libm. At 1e-12 of the change:
/// the same formulas, evaluated in Double (Android evaluates them in float, about 6·10⁻⁸ away,
/// which this suite does not claim to reproduce).
@Suite("Android interpolators")
struct AndroidInterpolatorTests {

  static let progress = [0, 0.05, 0.1, 0.25, 0.3, 0.3149, 0.5, 0.55, 0.7, 0.85, 0.9, 0.99]

  /// AOSP's bodies, transcribed: each class's `getInterpolation(input)`.
  static let transcribed: [(String, @Sendable (Double) -> Double)] = [
    ("AccelerateDecelerateInterpolator()", { t in cos((t + 1) * Double.pi) / 2 + 0.5 }),
    ("AccelerateInterpolator()", { t in t * t }),
    ("AccelerateInterpolator(1.5f)", { t in pow(t, 3) }),
    ("AccelerateInterpolator(0.7f)", { t in pow(t, 1.4) }),
    ("DecelerateInterpolator()", { t in 1 - (1 - t) * (1 - t) }),
    ("DecelerateInterpolator(2.5f)", { t in 1 - pow(1 - t, 5) }),
    ("AnticipateInterpolator()", { t in t * t * (3 * t - 2) }),
    ("AnticipateInterpolator(tension = 3.5f)", { t in t * t * (4.5 * t - 3.5) }),
    (
      "OvershootInterpolator()",
      { t in
        let u = t - 1
        return u * u * (3 * u + 2) + 1
      }
    ),
    (
      "OvershootInterpolator(2f)",
      { t in
        let u = t - 1
        return u * u * (3 * u + 2) + 1
      }
    ),
    (
      "OvershootInterpolator(0.5f)",
      { t in
        let u = t - 1
        return u * u * (1.5 * u + 0.5) + 1
      }
    ),
    ("AnticipateOvershootInterpolator()", { t in anticipateOvershoot(t, 3) }),
    ("AnticipateOvershootInterpolator(1f, 3f)", { t in anticipateOvershoot(t, 3) }),
    ("AnticipateOvershootInterpolator(4f)", { t in anticipateOvershoot(t, 6) }),
    ("BounceInterpolator()", bounce),
    ("CycleInterpolator(2f)", { t in sin(2 * 2 * Double.pi * t) }),
    ("CycleInterpolator(0.5f)", { t in sin(2 * 0.5 * Double.pi * t) }),
    ("LinearInterpolator()", { t in t }),
  ]

  /// `AnticipateOvershootInterpolator.getInterpolation` with tension × extraTension = `s`.
  static func anticipateOvershoot(_ t: Double, _ s: Double) -> Double {
    func a(_ t: Double) -> Double { t * t * ((s + 1) * t - s) }
    func o(_ t: Double) -> Double { t * t * ((s + 1) * t + s) }
    if t < 0.5 { return 0.5 * a(t * 2.0) }
    return 0.5 * (o(t * 2.0 - 2.0) + 2.0)
  }

  /// `BounceInterpolator.getInterpolation`.
  static func bounce(_ input: Double) -> Double {
    func b(_ t: Double) -> Double { t * t * 8.0 }
    let t = input * 1.1226
    if t < 0.3535 { return b(t) }
    if t < 0.7408 { return b(t - 0.54719) + 0.7 }
    if t < 0.9644 { return b(t - 0.8526) + 0.9 }
    return b(t - 1.0435) + 0.95
  }

  @Test(arguments: 0..<transcribed.count)
  func matchesAOSP(_ index: Int) throws {
    let (spec, reference) = Self.transcribed[index]
    for p in Self.progress {
      let got = try specProgress(spec, at: p)
      #expect(abs(got - reference(p)) <= 1e-12, "\(spec) at \(p): \(got) vs \(reference(p))")
    }
  }

  /// The analytic slope against a central difference of the transcription (step 1e-6, so
  /// agreement to 1e-5 of the change per second; away from the bounce's arc joints).
  @Test(arguments: 0..<transcribed.count)
  func slopeMatchesDifference(_ index: Int) throws {
    let (spec, reference) = Self.transcribed[index]
    let animation = try AnimationSpec.parse(spec).animation
    let sampler = SpecSampler(animation: animation, from: 0, to: 1)
    for p in [0.1, 0.2, 0.45, 0.6, 0.8] {
      let h = 1e-6
      let difference = (reference(p + h) - reference(p - h)) / (2 * h)
      let slope = sampler.sample(at: p).velocity
      #expect(abs(slope - difference) <= 1e-5, "\(spec) at \(p): \(slope) vs \(difference)")
    }
  }

  /// `PathInterpolator(x1, y1, x2, y2)` is the cubic Bezier; `PathInterpolator(cx, cy)` the
  /// quadratic through (cx, cy), checked against B(s) = 2s(1 − s)c + s² solved for x by
  /// bisection here.
  @Test func pathInterpolator() throws {
    let (cx, cy) = (0.3, 0.9)
    for p in Self.progress {
      var (lo, hi) = (0.0, 1.0)
      for _ in 0..<200 {
        let s = (lo + hi) / 2
        if 2 * s * (1 - s) * cx + s * s < p { lo = s } else { hi = s }
      }
      let s = (lo + hi) / 2
      let expected = 2 * s * (1 - s) * cy + s * s
      #expect(abs(try specProgress("PathInterpolator(0.3f, 0.9f)", at: p) - expected) <= 1e-12)
      let cubic = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))
      #expect(
        abs(try specProgress("PathInterpolator(0.4f, 0f, 0.2f, 1f)", at: p) - cubic.value(at: p))
          <= 1e-12)
    }
  }

  /// androidx's lookup tables: a few of the entries AOSP prints
  /// (`androidx/interpolator/view/animation/FastOutSlowInInterpolator.java`, `VALUES[25]`,
  /// `[50]`, `[100]`), the chord between entries as `LookupTableInterpolator.getInterpolation`
  /// draws it, and 0 / 1 outside the unit interval.
  @Test func lookupTables() throws {
    let table = AndroidInterpolator.LookupTable.fastOutSlowIn.values
    #expect(table.count == 201)
    #expect(table[25] == 0.0430)
    #expect(table[50] == 0.2366)
    #expect(table[100] == 0.7756)
    #expect(table[200] == 1)
    let p = 0.2512  // between entries 50 and 51, 0.24 of the way
    let expected = table[50] + (p * 200 - 50) * (table[51] - table[50])
    #expect(abs(try specProgress("FastOutSlowInInterpolator()", at: p) - expected) <= 1e-12)
    // The table against its cubic: within the four-decimal rounding plus the chord's sag,
    // measured at most 3.9e-4 (LinearOutSlowIn's first chord across its slope-5 start).
    for lookup in AndroidInterpolator.LookupTable.allCases {
      for i in 0...1000 {
        let x = Double(i) / 1000
        let gap = abs(
          AndroidInterpolator.lookupTable(lookup).value(at: x) - lookup.curve.value(at: x))
        #expect(gap <= 4e-4, "\(lookup) at \(x): \(gap)")
      }
      #expect(AndroidInterpolator.lookupTable(lookup).value(at: -0.5) == 0)
      #expect(AndroidInterpolator.lookupTable(lookup).value(at: 1.5) == 1)
    }
  }

  /// Bad constructor calls name the form and the argument.
  @Test(arguments: [
    ("CycleInterpolator()", "missing 'cycles'"),
    ("PathInterpolator(1f)", "takes 2 or 4 control values, got 1"),
    ("PathInterpolator(1.2f, 0f, 0.2f, 1f)", "PathInterpolator"),
    ("OvershootInterpolator(2f, 3f)", "too many arguments"),
    ("AccelerateInterpolator(-1f)", "'factor'"),
    ("OvershootInterpolator(foo = 2f)", "unknown argument 'foo'"),
  ])
  func refusals(_ spec: String, _ message: String) {
    #expect {
      _ = try AnimationSpec.parse(spec)
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
