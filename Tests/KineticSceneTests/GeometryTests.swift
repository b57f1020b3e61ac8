import Kinetic
import Testing

@testable import KineticScene

@Suite struct GeometryTests {
  @Test func concatenationAppliesLeftFirst() {
    let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 3))
    // Translate first, then scale: (1, 1) → (11, 1) → (22, 3).
    #expect(close(Point(x: 1, y: 1).applying(t), Point(x: 22, y: 3)))
  }

  @Test func positiveRotationIsClockwiseOnScreen() {
    // y grows downwards, so +90° takes the x axis to the +y axis (down).
    let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
    #expect(close(p, Point(x: 0, y: 1), 1e-15))
  }

  @Test func inverseUndoesRandomTransforms() throws {
    var rng = SceneSplitMix64(seed: 0x5CE1E)
    for _ in 0..<300 {
      let t = AffineTransform(rotationAngle: rng.uniform(-7...7))
        .concatenating(AffineTransform(scaleX: rng.uniform(0.1...5), y: rng.uniform(0.1...5)))
        .concatenating(
          AffineTransform(translationX: rng.uniform(-500...500), y: rng.uniform(-500...500)))
      let inverse = try #require(t.inverted())
      let p = Point(x: rng.uniform(-1000...1000), y: rng.uniform(-1000...1000))
      // Relative error of a 3×3 solve with condition number ≤ 50: well below 1e-9 of |p|.
      #expect(close(p.applying(t).applying(inverse), p, 1e-9 * 1000))
    }
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func rotationAndScaleAboutAnAnchorKeepTheAnchorFixed() {
    var rng = SceneSplitMix64(seed: 42)
    for _ in 0..<300 {
      let size = Size(width: rng.uniform(1...400), height: rng.uniform(1...400))
      let anchor = UnitPoint(x: rng.uniform(0...1), y: rng.uniform(0...1))
      let a = Point(x: anchor.x * size.width, y: anchor.y * size.height)
      let rotation = RotationEffect(degrees: rng.uniform(-720...720), anchor: anchor).effectValue(
        size: size)
      let scale = ScaleEffect(x: rng.uniform(0...3), y: rng.uniform(0...3), anchor: anchor)
        .effectValue(size: size)
      #expect(close(a.applying(rotation), a, 1e-9))
      #expect(close(a.applying(scale), a, 1e-9))
    }
  }

  @Test func ellipseBoundsAreExactAndItsOutlineIsNearlyRound() {
    let rect = Rect(x: 10, y: 20, width: 200, height: 200)
    let path = Circle().path(in: rect)
    #expect(path.boundingRect == rect)
    // A four-arc cubic circle deviates from the true radius by at most 2.73e-4 r (Riškus 2006).
    let center = rect.center
    for line in path.flattened().polylines {
      for p in line.points {
        #expect(abs(p.distance(to: center) - 100) <= 2.73e-4 * 100 + 1e-12)
      }
    }
  }

  @Test func fillContainmentUsesNonZeroWinding() {
    let flat = RoundedRectangle(cornerRadius: 20).path(in: Rect(x: 0, y: 0, width: 100, height: 60))
      .flattened()
    #expect(flat.contains(Point(x: 50, y: 30)))
    #expect(!flat.contains(Point(x: 1, y: 1)))  // cut away by the rounded corner
    #expect(flat.contains(Point(x: 20, y: 1)))
    #expect(!flat.contains(Point(x: 101, y: 30)))
    #expect(flat.strokeContains(Point(x: 100.4, y: 30), halfWidth: 0.5))
    #expect(!flat.strokeContains(Point(x: 50, y: 30), halfWidth: 0.5))
  }

  @Test func angleAndDegreeRotationsAgree() {
    let size = Size(width: 30, height: 20)
    let a = RotationEffect(angle: Angle(degrees: 30), anchor: .bottomTrailing).effectValue(
      size: size)
    let b = RotationEffect(degrees: 30, anchor: .bottomTrailing).effectValue(size: size)
    #expect(close(Point(x: 3, y: 4).applying(a), Point(x: 3, y: 4).applying(b), 1e-12))
    #expect(close(RotationEffect(radians: .pi).angle.degrees, 180, 1e-12))
  }

  @Test func capsuleIsARoundedRectangleWithHalfHeightCorners() {
    let rect = Rect(x: 0, y: 0, width: 120, height: 40)
    #expect(Capsule().path(in: rect) == RoundedRectangle(cornerRadius: 20).path(in: rect))
  }

  @Test func quadraticCurvesAreElevatedExactly() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addQuadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
    guard case .curve(_, let c1, let c2) = path.elements[1] else {
      Issue.record("expected a cubic")
      return
    }
    #expect(close(c1, Point(x: 10, y: 20)) && close(c2, Point(x: 20, y: 20)))
  }
}
