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
