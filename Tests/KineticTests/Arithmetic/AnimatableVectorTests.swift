import Kinetic
import Testing

@Suite("AnimatableVector: zero padding and value semantics")
struct AnimatableVectorTests {
  @Test func differentLengthsAreZeroPadded() {
    let a: AnimatableVector = [1, 2, 3]
    let b: AnimatableVector = [10]
    #expect((a + b).scalars == [11, 2, 3])
    #expect((b + a).scalars == [11, 2, 3])
    #expect((b - a).scalars == [9, -2, -3])
    #expect((a - b).scalars == [-9, 2, 3])
  }

  @Test func zeroIsEmptyAndAnIdentityForEveryLength() {
    #expect(AnimatableVector.zero.count == 0)
    for n in 0...5 {
      let v = AnimatableVector((0..<n).map { Double($0) + 0.5 })
      #expect((v + .zero).scalars == v.scalars)
      #expect((AnimatableVector.zero + v).scalars == v.scalars)
    }
  }

  @Test func equalityAndHashingIgnoreTrailingZeros() {
    let short: AnimatableVector = [1, 2]
    let padded: AnimatableVector = [1, 2, 0, 0]
    #expect(short == padded)
    #expect(short.hashValue == padded.hashValue)
    #expect(AnimatableVector([0, 0, -0.0]) == .zero)
    #expect(AnimatableVector([0, 0, -0.0]).hashValue == AnimatableVector.zero.hashValue)
    #expect(AnimatableVector([1, 2, 0, 1e-300]) != short)
    #expect(AnimatableVector([0, 1]) != AnimatableVector([1]))
  }

  @Test func subscriptReadsZerosPastTheEndAndGrowsOnWrite() {
    var v: AnimatableVector = [1]
    #expect(v[5] == 0)
    v[3] = 4
    #expect(v.scalars == [1, 0, 0, 4])
  }

  @Test func interpolationAcrossLengthsFadesMissingComponentsFromZero() {
    let from: AnimatableVector = [2]
    let to: AnimatableVector = [4, 8]
    let mid = from.interpolated(towards: to, amount: 0.5)
    #expect(mid.scalars == [3, 4])
    #expect(from.interpolated(towards: to, amount: 1).scalars == to.scalars)
  }

  /// The example in README.md.
  @Test func readmeExample() {
    let from: AnimatableVector = [0, 10]
    let to: AnimatableVector = [1, 50, 4]
    #expect(from.interpolated(towards: to, amount: 0.25) == [0.25, 20, 1])
  }

  @Test func copiesAreIndependent() {
    let original: AnimatableVector = [1, 2, 3]
    var copy = original
    copy.scale(by: 2)
    copy += [1]
    #expect(original.scalars == [1, 2, 3])
    #expect(copy.scalars == [3, 4, 6])
  }

  @Test func magnitudeSquaredIsTheSumOfSquares() {
    #expect(AnimatableVector([3, 4]).magnitudeSquared == 25)
    #expect(AnimatableVector(repeating: 2, count: 3).magnitudeSquared == 12)
    #expect(AnimatableVector(repeating: 2, count: -1).count == 0)
  }
}

extension AnimatableVectorTests {
  /// Issue 15: a negative index trapped on read; reads now see the zero padding on both sides.
  /// (Writes outside `0...maximumIndex` are a documented precondition, not an overflow trap.)
  @Test func readsOutsideTheStoredComponentsAreZero() {
    let v: AnimatableVector = [1, 2]
    for index in [-1, Int.min, 2, Int.max, AnimatableVector.maximumIndex + 1] {
      #expect(v[index] == 0)
    }
    var w = v
    w[4] = 5
    #expect(w.scalars == [1, 2, 0, 0, 5])
  }
}
