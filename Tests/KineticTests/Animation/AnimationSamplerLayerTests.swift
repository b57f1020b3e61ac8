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
}
