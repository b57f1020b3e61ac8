import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Android animators as written in Kotlin, Java and XML resources, read with ValueAnimator's
/// rules (AOSP `android/animation/ValueAnimator.java`, android-14.0.0): each spelling of one
/// animator plays the same motion, checked against AOSP's interpolator formulas written out
/// here (OvershootInterpolator(T): q²((T + 1)q + T) + 1, q = p − 1; the default
/// AccelerateDecelerateInterpolator cos((p + 1)π)/2 + ½) at 1e-12 of the change.
@Suite("Android animators")
struct AndroidAnimatorTests {

  static func overshoot(_ p: Double, _ tension: Double = 2) -> Double {
    let q = p - 1
    return q * q * ((tension + 1) * q + tension) + 1
  }

  /// 300 ms, 100 ms delay, two passes, the second reversed: Kotlin, Java, chained, XML.
  static let spellings = [
    "ObjectAnimator.ofFloat(view, \"translationX\", 0f, 100f).apply { duration = 300; interpolator = OvershootInterpolator(); startDelay = 100L; repeatCount = 1; repeatMode = ValueAnimator.REVERSE }",
    """
    ObjectAnimator animator = ObjectAnimator.ofFloat(view, "translationX", 0f, 100f);
    animator.setDuration(300);
    animator.setInterpolator(new OvershootInterpolator(2f));
    animator.setStartDelay(100);
    animator.setRepeatCount(1);
    animator.setRepeatMode(ValueAnimator.REVERSE);
    animator.start();
    """,
    """
    val animator = ObjectAnimator.ofFloat(view, "translationX", 100f)
    animator.duration = 300
    animator.interpolator = OvershootInterpolator()
    animator.startDelay = 100
    animator.repeatCount = 1
    animator.repeatMode = ValueAnimator.REVERSE
    """,
    "ValueAnimator.ofFloat(0f, 100f).setDuration(300).apply { interpolator = OvershootInterpolator(); setStartDelay(100); repeatCount = 1; repeatMode = ValueAnimator.REVERSE }",
    """
    <?xml version="1.0" encoding="utf-8"?>
    <objectAnimator xmlns:android="http://schemas.android.com/apk/res/android"
        android:propertyName="translationX" android:valueTo="100" android:duration="300"
        android:startOffset="100" android:repeatCount="1" android:repeatMode="reverse"
        android:interpolator="@android:anim/overshoot_interpolator" />
    """,
  ]

  @Test("every spelling plays ValueAnimator's motion", arguments: spellings)
  func spelling(_ spec: String) throws {
    for t in [0.05, 0.1, 0.16, 0.25, 0.39, 0.45, 0.55, 0.69] {
      let expected: Double
      if t < 0.1 {
        expected = 0
      } else if t < 0.4 {
        expected = Self.overshoot((t - 0.1) / 0.3)
      } else {
        // The reversed pass: the fraction 1 − f before the interpolator.
        expected = Self.overshoot(1 - (t - 0.4) / 0.3)
      }
      let got = try specProgress(spec, at: t)
      #expect(abs(got - expected) <= 1e-12, "at \(t): \(got) vs \(expected)\n\(spec)")
    }
  }

  /// ValueAnimator's defaults: 300 ms of AccelerateDecelerateInterpolator; `null` is linear.
  @Test func defaults() throws {
    for t in [0.03, 0.15, 0.27] {
      let p = t / 0.3
      let got = try specProgress("ValueAnimator.ofFloat(0f, 1f)", at: t)
      #expect(abs(got - (cos((p + 1) * Double.pi) / 2 + 0.5)) <= 1e-12)
      let linear = try specProgress(
        "ValueAnimator.ofFloat(0f, 1f).apply { interpolator = null }", at: t)
      #expect(abs(linear - p) <= 1e-12)
      let xml = try specProgress("<animator android:valueTo=\"1\"/>", at: t)
      #expect(abs(xml - got) <= 1e-12)
    }
    // INFINITE repeats for ever.
    let forever = try AnimationSpec.parse(
      "ValueAnimator.ofFloat(0f, 1f).apply { repeatCount = ValueAnimator.INFINITE }")
    #expect(forever.animation.sampler(change: 1.0).removalTime == .infinity)
  }

  /// `PathInterpolator` with path data is the curve its four control values make; a path of
  /// lines is linear between its points.
  @Test func pathData() throws {
    for t in [0.1, 0.3, 0.5, 0.8] {
      let data = try specProgress(
        "PathInterpolator(PathParser.createPathFromPathData(\"M0,0 C0.4,0 0.2,1 1,1\"))", at: t)
      let controls = try specProgress("PathInterpolator(0.4f, 0f, 0.2f, 1f)", at: t)
      #expect(abs(data - controls) <= 1e-12)
      let xml = try specProgress(
        "<pathInterpolator android:pathData=\"M0,0 L0.5,0.8 L1,1\"/>", at: t)
      #expect(abs(xml - (t < 0.5 ? 1.6 * t : 0.8 + 0.4 * (t - 0.5))) <= 1e-12)
    }
  }

  /// CycleInterpolator ends where sin(2πc) puts it, the start for whole cycles, and holds it:
  /// logically complete at its duration, never removed.
  @Test func cycleHoldsItsEnd() throws {
    let spec =
      "ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duration = 500; interpolator = CycleInterpolator(2f) }"
    #expect(abs(try specProgress(spec, at: 0.0625) - 1) <= 1e-12)
    #expect(abs(try specProgress(spec, at: 0.7)) <= 1e-12)
    #expect(abs(try specProgress("CycleInterpolator(0.25f)", at: 3) - 1) <= 1e-12)
    #expect(abs(try specProgress("CycleInterpolator(0.75f)", at: 3) + 1) <= 1e-12)
    let times = try AnimationSpec.parse(spec).animation.sampler(change: 1.0).completionTimes
    #expect(times.logicallyComplete == 0.5)
    #expect(times.removed == .infinity)
  }

  /// The platform's `res/interpolator/` resources read from AOSP's files (see
  /// `ForeignBinder.androidInterpolatorResources` for the files and commits): each against its
  /// element's formula written here — AccelerateInterpolator(f) p^(2f), DecelerateInterpolator(f)
  /// 1 − (1 − p)^(2f), AnticipateInterpolator(2) p²(3p − 2), OvershootInterpolator(2)
  /// (p − 1)²(3(p − 1) + 2) + 1, AccelerateDecelerateInterpolator cos((p + 1)π)/2 + ½ — over a
  /// 300 ms animator, at 1e-12 of the change.
  @Test(arguments: [
    "accelerate_cubic", "decelerate_cubic", "accelerate_quint", "anticipate", "overshoot",
    "accelerate_decelerate",
  ])
  func platformInterpolatorResource(_ name: String) throws {
    func formula(_ p: Double) -> Double {
      switch name {
      case "accelerate_cubic": return pow(p, 3)
      case "decelerate_cubic": return 1 - pow(1 - p, 3)
      case "accelerate_quint": return pow(p, 5)
      case "anticipate": return p * p * (3 * p - 2)
      case "overshoot": return Self.overshoot(p)
      default: return cos((p + 1) * Double.pi) / 2 + 0.5
      }
    }
    let spec =
      "<objectAnimator android:duration=\"300\" android:interpolator=\"@android:interpolator/\(name)\"/>"
    for step in 0...30 {
      let t = 0.3 * Double(step) / 30
      let got = try specProgress(spec, at: t)
      #expect(abs(got - formula(t / 0.3)) <= 1e-12, "\(name) at \(t): \(got)")
    }
  }

  @Test(arguments: [
    ("OvershotInterpolator(2f)", "did you mean 'OvershootInterpolator'"),
    ("ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duraton = 300 }", "did you mean 'duration'"),
    ("ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { repeatMode = 3 }", "'repeatMode' is"),
    ("ObjectAnimator.ofFloat(v, \"x\", 0f, 50f, 1f)", "one or two values"),
    (
      "ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duration = 300 ",
      "expected a property or a call in the apply block"
    ),
    ("<objectAnimator android:duraton=\"300\"/>", "did you mean 'duration'"),
    (
      "<objectAnimator android:interpolator=\"@android:anim/overshot_interpolator\"/>",
      "did you mean '@android:anim/overshoot_interpolator'"
    ),
    (
      "<objectAnimator android:interpolator=\"@android:interpolator/bounce\"/>",
      "'@android:anim/bounce_interpolator' is the platform's BounceInterpolator: use that"
    ),
    ("<objectAnimator android:duration=\"-5\"/>", "out of range"),
    ("<objectAnimator android:duration=\"300\"", "not closed"),
    ("<set/>", "unknown element '<set>'"),
    ("PathInterpolator(PathParser.createPathFromPathData(\"M0,0 L0.5,0.8 L1,0.9\"))", "end at 1,1"),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }
}
