import Foundation
import Kinetic
import KineticTestSupport
import Testing

@Suite("CGPoint, CGSize and CGRect animate like SwiftUI")
struct GeometryAnimatableTests {
  @Test func animatableDataRoundTripsExactly() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let rect = CGRect(
        x: random.component(), y: random.component(), width: random.component(),
        height: random.component())
      var copy = CGRect.zero
      copy.animatableData = rect.animatableData
      #expect(copy == rect)
      #expect(rect.animatableData.first == rect.origin.animatableData)
      #expect(rect.animatableData.second == rect.size.animatableData)
      var point = CGPoint.zero
      point.animatableData = rect.origin.animatableData
      #expect(point == rect.origin)
      var size = CGSize.zero
      size.animatableData = rect.size.animatableData
      #expect(size == rect.size)
    }
  }

  @Test func rectInterpolatesOriginAndSizeComponentwise() {
    let from = CGRect(x: 0, y: 10, width: 100, height: 40)
    let to = CGRect(x: 50, y: -10, width: 20, height: 80)
    #expect(
      from.interpolated(towards: to, amount: 0.25) == CGRect(x: 12.5, y: 5, width: 80, height: 50))
    #expect(from.interpolated(towards: to, amount: 0) == from)
    #expect(from.interpolated(towards: to, amount: 1) == to)
  }

  @Test func negativeSizesAreKeptNotStandardised() {
    var rect = CGRect.zero
    rect.animatableData = AnimatablePair(AnimatablePair(5, 5), AnimatablePair(-3, -4))
    #expect(rect.size == CGSize(width: -3, height: -4))
    #expect(rect.origin == CGPoint(x: 5, y: 5))
  }

  @Test func unitPointInterpolatesBothCoordinates() {
    #expect(UnitPoint.topLeading.interpolated(towards: .bottomTrailing, amount: 0.5) == .center)
  }
}
