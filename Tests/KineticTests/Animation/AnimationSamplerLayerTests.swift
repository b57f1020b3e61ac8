import KineticTestSupport
import Testing

@testable import Kinetic

/// The layer walk a wrapped sample takes, against what each wrapper means, bit for bit: a
/// `delay(d).speed(s)` sample is the bare sample at t·s − d with its velocity times s, and an
/// autoreversing repetition's odd passes mirror the bare sample (change − offset, −velocity).
@Suite("Animation sampler layers")
struct AnimationSamplerLayerTests {
  static let bases: [Animation] = [
    .easeInOut(duration: 0.5), .bouncy, .linear(duration: 0.4),
    .easing(.ease, duration: 0.3), .keyframes([.cubic(CubicKeyframe(1, duration: 0.4))]),
    // Passes of 1/3 s: a boundary an ulp below k/3, where the base time needs its clamp.
    .linear(duration: 1.0 / 3),
  ]

  @Test(arguments: bases)
  func delayThenSpeedIsTheBareSampleAtTheMappedTime(base: Animation) {
    let change = -7.25
    let bare = AnimationSampler(base, change: change)
    let wrapped = AnimationSampler(base.delay(0.1).speed(2), change: change)
    for step in 0...800 {
      let time = Double(step) * 0.00125
      let actual = wrapped.sample(at: time)
      let inner = time * 2
      guard inner >= 0.1 else {
        #expect(actual.offset == 0 && actual.velocity == 0 && !actual.isFinished)
        continue
      }
      let expected = bare.sample(at: inner - 0.1)
      #expect(actual.isFinished == expected.isFinished, "\(base) t=\(time)")
      guard !expected.isFinished else { continue }
      #expect(actual.offset.bitPattern == expected.offset.bitPattern, "\(base) t=\(time)")
      #expect(
        actual.velocity.bitPattern == (expected.velocity * 2).bitPattern, "\(base) t=\(time)")
    }
  }

  @Test(arguments: bases)
  func autoreversingPassesMirrorTheBareSample(base: Animation) throws {
    let change = 3.5
    let bare = AnimationSampler(base, change: change)
    let length = try #require(bare.removalTime)
    let wrapped = AnimationSampler(base.repeatCount(4, autoreverses: true), change: change)
    for step in 0...999 {
      let time = 4 * length * Double(step) / 1000
      let pass = (time / length).rounded(.down)
      let expected = bare.sample(at: min(max(time - pass * length, 0), length))
      let actual = wrapped.sample(at: time)
      guard !expected.isFinished else { continue }
      let mirrored = pass.truncatingRemainder(dividingBy: 2) == 1
      let offset = mirrored ? change - expected.offset : expected.offset
      let velocity = mirrored ? -expected.velocity : expected.velocity
      #expect(actual.offset.bitPattern == offset.bitPattern, "\(base) t=\(time)")
      #expect(actual.velocity.bitPattern == velocity.bitPattern, "\(base) t=\(time)")
    }
  }

  /// A pass found by comparison with the boundaries found at construction is the pass the
  /// division finds, bit for bit, at and around every boundary (a few ulps either side, where
  /// the rounding of t / length decides) and on a grid, for lengths that are and are not
  /// exact in binary, tiny and huge ones among them.
  @Test func passBoundariesFindTheDividedPass() {
    let lengths: [Double] = [
      0.5, 0.1, 0.3, 1.0 / 3, 0.58, 0.35 * 4, 7.25, 1e-300, 5e-324, 1e300, .greatestFiniteMagnitude,
      0.123456789, 2.2e-16,
    ]
    typealias Sampler = AnimationSampler<Double>
    for length in lengths {
      let boundaries = Sampler.PassBoundaries(length: length)
      var times: [Double] = (0...200).map { length * Double($0) / 40 }
      for k in 1...5 {
        var t = Double(k) * length
        for _ in 0..<4 { t = t.nextDown }
        for _ in 0..<9 {
          times.append(t)
          t = t.nextUp
        }
      }
      // Times as `position` sees them: max(time, 0), never −0.
      for t in times where t >= 0 && t.isFinite && t.sign == .plus {
        let divided = Sampler.wholePart(t / length)
        if let index = boundaries.passIndex(at: t) {
          #expect(index.bitPattern == divided.bitPattern, "length=\(length) t=\(t)")
        } else {
          #expect(divided >= 4, "length=\(length) t=\(t): only from pass 4 on is there no shortcut")
        }
      }
    }
    #expect(max(-0.0, 0.0).sign == .plus)
    #expect(Sampler.PassBoundaries(length: .infinity).passIndex(at: 1) == nil)
    #expect(Sampler.PassBoundaries(length: 0).passIndex(at: 0) == nil)
  }

  /// Where the boundaries say the first four passes keep their base times in range, every
  /// time near each pass's ends (where t − k·length is smallest and largest) has its base time
  /// in [0, length] unclamped; where they say not, some time there needs the clamp. Both
  /// happen, among random lengths and the exact and inexact ones of the test above.
  @Test func baseTimesInRangeWhereTheBoundariesSaySo() {
    typealias Sampler = AnimationSampler<Double>
    var random = SeededGenerator(name: "AnimationSamplerLayerTests.baseTimesInRange")
    var lengths: [Double] = [0.5, 0.1, 0.3, 1.0 / 3, 0.58, 7.25, 1e-300, 1e300, 0.123456789]
    for _ in 0..<2_000 { lengths.append(random.uniform(1e-3...4.001)) }
    var kept = 0
    for length in lengths {
      let boundaries = Sampler.PassBoundaries(length: length)
      let ends = [0, boundaries.first, boundaries.second, boundaries.third, boundaries.fourth]
      var inRange = true
      for k in 0..<4 {
        var times: [Double] = []
        var low = ends[k]
        var high = ends[k + 1].nextDown
        for _ in 0..<6 {
          times += [low, high]
          low = low.nextUp
          high = high.nextDown
        }
        for t in times {
          let base = t - Double(k) * length
          inRange = inRange && base >= 0 && base <= length
        }
      }
      #expect(
        !boundaries.keepsBaseTimesInRange || inRange, "length=\(length): a base time out of range")
      #expect(
        boundaries.keepsBaseTimesInRange || !inRange, "length=\(length): no base time out of range")
      kept += boundaries.keepsBaseTimesInRange ? 1 : 0
    }
    #expect(kept > 0 && kept < lengths.count, "kept \(kept) of \(lengths.count)")
    #expect(!Sampler.PassBoundaries(length: 1.0 / 3).keepsBaseTimesInRange)
    #expect(Sampler.PassBoundaries(length: 0.5).keepsBaseTimesInRange)
    #expect(!Sampler.PassBoundaries.absent.keepsBaseTimesInRange)
  }

  /// The repetition arithmetic without libm calls is `rounded(.down)` and
  /// `truncatingRemainder(dividingBy: 2) == 1`, bit for bit, at the edges of its fast range.
  @Test func passArithmeticIsFloorAndRemainderBitForBit() {
    let edges: [Double] = [
      0, -0.0, 0.25, 1, 1.5, 2, 3, 0x1p52 - 0.5, 0x1p52 - 1, 0x1p52, 0x1p52 + 1, 0x1p53 - 1,
      0x1p53, 0x1p53 + 2, 0x1p63, 0x1p64, 1e300, .infinity, -.infinity, .nan, -0.5, -1, -3,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    typealias Sampler = AnimationSampler<Double>
    for x in edges {
      let floor = x.rounded(.down)
      #expect(Sampler.wholePart(x).bitPattern == floor.bitPattern, "x=\(x)")
      guard floor == floor else { continue }  // NaN is never a pass index
      #expect(
        Sampler.isOdd(floor) == (floor.truncatingRemainder(dividingBy: 2) == 1), "x=\(floor)")
    }
  }

  /// Wrappers each plan covers, and some it leaves to the walk (three layers, a speed that
  /// holds or finishes, CSS alternation, a logical-completion layer, infinite delays).
  static let wrappers: [(String, @Sendable (Animation) -> Animation)] = [
    ("delay.speed", { $0.delay(0.1).speed(2) }), ("speed.delay", { $0.speed(0.5).delay(0.2) }),
    ("delay", { $0.delay(0.3) }), ("speed", { $0.speed(3) }),
    ("negative delay", { $0.delay(-0.1) }), ("delay.delay", { $0.delay(0.1).delay(0.05) }),
    ("infinite delay", { $0.delay(.infinity) }), ("-infinite delay", { $0.delay(-.infinity) }),
    ("speed 0", { $0.speed(0) }), ("speed inf", { $0.speed(.infinity) }),
    ("repeat", { $0.repeatCount(4, autoreverses: true) }),
    ("repeat forwards", { $0.repeatCount(3, autoreverses: false) }),
    ("repeat forever", { $0.repeatForever(autoreverses: true) }),
    ("repeat 0", { $0.repeatCount(0, autoreverses: true) }),
    ("three", { $0.delay(0.1).speed(2).repeatCount(2, autoreverses: true) }),
    ("repeat.delay", { $0.repeatCount(2, autoreverses: true).delay(0.1) }),
  ]

  /// A sample through the plan (``AnimationSampler/sample(at:)``) is the sample of the layer
  /// walk over the same core evaluation (what `sample(at:)` took for every wrapped animation
  /// before plans: ``AnimationSampler/sampleLayers(at:core:)`` over the kernel, or the closed
  /// form where there is none), bit for bit, in every field, at times on a grid and at the
  /// edges (0, −0, the pass boundaries and a few ulps around them, the removal, ∞).
  @Test(arguments: bases)
  func planSamplesAreTheWalksBitForBit(base: Animation) {
    for (name, wrap) in Self.wrappers {
      let sampler = AnimationSampler(wrap(base), change: -2.75)
      let end = min(sampler.removalTime ?? 8, 8)
      var times = (0...400).map { 1.25 * end * Double($0) / 400 }
      let length = AnimationSampler(base, change: 1.0).removalTime ?? 1
      for k in 0...5 {
        var t = Double(k) * length
        for _ in 0..<3 { t = t.nextDown }
        for _ in 0..<7 {
          times.append(t)
          t = t.nextUp
        }
      }
      times += [0, -0.0, 0.1, 0.2, .infinity, .greatestFiniteMagnitude]
      for time in times where time >= 0 {
        let walked =
          sampler.coreKernel.map { kernel in
            sampler.sampleLayers(at: time) {
              AnimationSampler.sample(kernel, change: sampler.change, at: $0)
            }
          }
          ?? sampler.sampleLayers(at: time) { sampler.closedFormSample(at: $0) ?? sampler.removed }
        let planned = sampler.sample(at: time)
        let label = "\(name) of \(base) at t=\(time)"
        #expect(planned.offset.bitPattern == walked.offset.bitPattern, "\(label)")
        #expect(planned.velocity.bitPattern == walked.velocity.bitPattern, "\(label)")
        #expect(planned.isFinished == walked.isFinished, "\(label)")
        #expect(planned.isLogicallyComplete == walked.isLogicallyComplete, "\(label)")
      }
    }
  }

  /// The wrappers people write most take a plan, not the walk (what makes them cheap).
  @Test func commonWrappersTakeAPlan() {
    func plan(_ animation: Animation) -> AnimationSampler<Double>.Plan {
      AnimationSampler(animation, change: 1.0).plan
    }
    guard case .steps = plan(.easeInOut.delay(0.1).speed(2)) else {
      Issue.record("delay(0.1).speed(2) walks its layers")
      return
    }
    guard case .repetition = plan(.bouncy.repeatCount(4, autoreverses: true)) else {
      Issue.record("repeatCount(4, autoreverses: true) walks its layers")
      return
    }
    guard case .bare = plan(.bouncy), case .layers = plan(.easeIn.speed(0)) else {
      Issue.record("a bare animation or a held speed has the wrong plan")
      return
    }
  }
}
