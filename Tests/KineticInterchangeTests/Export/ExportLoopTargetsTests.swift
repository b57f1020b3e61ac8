import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Loops export as loops (issue 33): a repeat the target's own repeat plays exactly is written
/// with it (GSAP `repeat: -1, yoyo: true`, Anime.js `loop: true, alternate: true`, Android
/// `ValueAnimator.INFINITE`/`REVERSE`, Flutter `controller.repeat(reverse:)`, Compose
/// `infiniteRepeatable`, framer `repeat: Infinity`), any other loop as one approximated period
/// inside it (react-spring `loop`, a Lottie file of one period), and each export reads back —
/// through Kinetic's reader of the same library — as the motion, pass after pass, within the
/// error it states.
@Suite("Loops exported as loops")
struct ExportLoopTargetsTests {
  /// Targets whose own loop plays a curve's repeat exactly.
  static let exactTargets: [ExportTarget] = [
    .gsap, .anime, .android, .androidXML, .flutter, .compose, .framer,
  ]
  static let targets = exactTargets + [.reactSpring, .lottie]

  /// Loops each target plays exactly: a symmetric curve's mirrored return is its time-reversed
  /// one, and a repeat without return passes is every target's.
  static let exact = [
    "easeInOut.repeatForever(autoreverses: true)", "linear(duration: 0.5).repeatForever()",
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
    "easeIn(duration: 0.25).repeatForever(autoreverses: false)",
  ]

  /// Loops approximated as one period (a spring pass, an asymmetric curve's mirrored return,
  /// a delay before the loop).
  static let approximated = [
    "bouncy.repeatForever()", "bouncy.repeatForever(autoreverses: false)",
    "easeIn.repeatForever(autoreverses: true)", "bouncy.repeatCount(4, autoreverses: false)",
    "snappy.delay(0.25).repeatForever(autoreverses: false)", "smooth.repeatCount(4)",
  ]

  /// The return pass `target`'s loop plays itself, if any.
  static func ownReturn(_ target: ExportTarget, for pass: Exporter.ReturnPass?)
    -> Exporter.ReturnPass?
  {
    switch target {
    case .framer: return pass
    case .reactSpring: return .mirrored
    case .lottie: return nil
    default: return .timeReversed
    }
  }

  /// The unit `target` counts a period's duration in, if it rounds it.
  static func tick(_ target: ExportTarget) -> Double? {
    switch target {
    case .android, .androidXML, .compose: return 1e-3
    case .flutter: return 1e-6
    default: return nil
    }
  }

  /// Progress of `animation` at 1,200 times over `span` seconds, off any pass boundary, each
  /// time t read at t + `shift(t)`.
  static func samples(
    _ animation: Animation, over span: Double, shift: (Double) -> Double = { _ in 0 }
  ) -> [Double] {
    let sampler = SpecSampler(animation: animation, from: 0, to: 1)
    return samples({ sampler.value(at: $0) }, over: span, shift: shift)
  }

  /// `progress` at 1,200 times over `span` seconds, off any pass boundary, each time t read at
  /// t + `shift(t)`.
  static func samples(
    _ progress: (Double) -> Double, over span: Double, shift: (Double) -> Double = { _ in 0 }
  ) -> [Double] {
    (0..<1200).map {
      let t = span * (Double($0) + 0.37) / 1200
      return progress(t + shift(t))
    }
  }

  @Test(
    "an exactly played loop is the target's own loop, read back to 1e-9",
    arguments: exactTargets, exact)
  func exactLoop(_ target: ExportTarget, _ spec: String) throws {
    let code = try exportedCode(spec, target)
    #expect(!code.contains("approximation"), "\(code)")
    let forever = spec.contains("Forever")
    let loopText: (forever: String, three: String)
    switch target {
    case .gsap: loopText = ("repeat: -1", "repeat: 2")
    case .anime: loopText = ("loop: true", "loop: 2")
    case .android: loopText = ("ValueAnimator.INFINITE", "repeatCount = 2")
    case .androidXML: loopText = ("repeatCount=\"infinite\"", "repeatCount=\"2\"")
    case .flutter: loopText = ("controller.repeat(reverse:", "count: 3")
    case .compose: loopText = ("infiniteRepeatable(", "repeatable(iterations = 3")
    default: loopText = ("repeat: Infinity", "repeat: 2")
    }
    #expect(code.contains(forever ? loopText.forever : loopText.three), "\(code)")
    let mirrored = spec.contains("autoreverses: true") || spec.hasSuffix("repeatForever()")
    let returns = [
      "yoyo: true", "alternate: true", "REVERSE", "\"reverse\"", "reverse: true",
      "RepeatMode.Reverse", "repeatType: \"mirror\"",
    ].contains { code.contains($0) }
    #expect(returns == mirrored, "\(code)")
    let original = try AnimationSpec.parse(spec).animation
    let readBack = try AnimationSpec.parse(code, keyframesFrom: 0).animation
    let span = 5 * (ExportMotion.loop(of: original)?.length ?? 1)
    let worst =
      zip(Self.samples(original, over: span), Self.samples(readBack, over: span))
      .map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= 1e-9, "\(spec) → \(target): \(worst)\n\(code)")
  }

  @Test(
    "an approximated loop repeats one period and reads back within its stated error",
    arguments: targets, approximated)
  func approximatedLoop(_ target: ExportTarget, _ spec: String) throws {
    let original = try AnimationSpec.parse(spec).animation
    let loop = try #require(ExportMotion.loop(of: original))
    let own = Self.ownReturn(target, for: loop.returnPass)
    let twoPassPeriod = loop.returnPass != nil && loop.returnPass != own
    let period = loop.length * (twoPassPeriod ? 2 : 1)
    let isAndroid = target == .android || target == .androidXML
    // Android XML's path must end at 1: a period of a pass and its return, rounded up to whole
    // milliseconds, holds its last value near the start (a whole one ends on the target, as
    // the motion's pass does); Kotlin writes that period as keyframes. react-spring's loop
    // replays its delay. Finite loops on react-spring and Lottie are approximated as whole
    // motions.
    let roundedUp = (period / 1e-3 - 1e-6).rounded(.up) * 1e-3 - period > 1e-9
    let refused =
      (target == .androidXML && twoPassPeriod && roundedUp)
      || (target == .reactSpring && loop.delay > 0)
    let whole = loop.count != nil && (target == .reactSpring || target == .lottie)
    guard !refused else {
      // Refused with what to do instead.
      do {
        let code = try exportedCode(spec, target)
        Issue.record("\(spec) → \(target) was not refused:\n\(code)")
      } catch let error as ExportError {
        #expect(error.description.contains("export --to"), "\(error)")
      }
      return
    }
    let code = try exportedCode(spec, target)
    // framer's "mirror" plays an asymmetric curve's return exactly.
    let exact = target == .framer && spec.hasPrefix("easeIn.")
    let stated = try #require(
      exact ? 0 : statedError(code), "\(spec) → \(target) states no error:\n\(code)")
    #expect(stated <= 0.001)
    #expect(code.contains("approximation") != exact, "\(code)")
    let periods = loop.count.map { Double($0) * loop.length / period } ?? 5
    if !whole && !exact {
      #expect(
        code.contains(loop.count == nil ? "repeated forever" : "repeated \(Int(periods)) times"),
        "\(code)")
    }
    let readBack: (Double) -> Double
    if target == .lottie {
      // Kinetic's Lottie reader: the square's position, as a fraction of its path.
      let track = try LottieFile(text: code).track("Square.ks.p")
      readBack = {
        (track.value(at: $0)[0] - Exporter.lottieStartX)
          / (Exporter.lottieEndX - Exporter.lottieStartX)
      }
    } else {
      let sampler = SpecSampler(
        animation: try AnimationSpec.parse(code, keyframesFrom: 0).animation, from: 0, to: 1)
      readBack = { sampler.value(at: $0) }
    }
    // A target that rounds its period to its time unit: period n starts n lengthenings late,
    // as its header states.
    var lengthening = 0.0
    if let tick = Self.tick(target), !whole {
      let ticks = period / tick
      lengthening = (ticks - 1e-6).rounded(.up) * tick - period
      if lengthening < 1e-9 { lengthening = 0 }
      #expect(code.contains("ms longer than the motion's") == (lengthening > 1e-9), "\(code)")
    }
    // A Lottie file of a loop is one period, which its player loops.
    let span =
      target == .lottie && !whole
      ? period : loop.delay + periods * period
    let shift = target == .lottie && !whole ? -loop.delay : 0
    let worst =
      zip(
        Self.samples(original, over: span) { _ in -shift },
        Self.samples(readBack, over: span) {
          max(0, (($0 - loop.delay) / period).rounded(.down)) * lengthening
        }
      ).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= stated + 1e-9, "\(spec) → \(target): \(worst) > \(stated)\n\(code)")
  }
}
