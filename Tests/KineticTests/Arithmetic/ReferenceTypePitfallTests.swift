import Kinetic
import Testing

/// The pitfall the SwiftUI animation article warns about: animatable data must be a value type.
///
/// The animation system copies the start value (`var result = self`) and interpolates the copy
/// in place. With a class that "copy" is the same object, so every frame moves the start value
/// itself, and the next frame interpolates from the wrong place.
@Suite("Reference-type animatable data gives wrong frames")
struct ReferenceTypePitfallTests {
  /// A custom vector written as a class, with the in-place `+=` and `scale(by:)` a class
  /// invites. It satisfies the protocol's signatures; it violates its value semantics.
  final class ReferenceVector: VectorArithmetic {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }

    static var zero: ReferenceVector { ReferenceVector([0, 0]) }
    static func == (lhs: ReferenceVector, rhs: ReferenceVector) -> Bool { lhs.values == rhs.values }
    static func + (lhs: ReferenceVector, rhs: ReferenceVector) -> ReferenceVector {
      ReferenceVector(zip(lhs.values, rhs.values).map { $0 + $1 })
    }
    static func - (lhs: ReferenceVector, rhs: ReferenceVector) -> ReferenceVector {
      ReferenceVector(zip(lhs.values, rhs.values).map { $0 - $1 })
    }
    static func += (lhs: inout ReferenceVector, rhs: ReferenceVector) {
      for i in lhs.values.indices { lhs.values[i] += rhs.values[i] }  // mutates the shared object
    }
    func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
  }

  /// The article's two-parameter border: position and height animated together. One shape
  /// stores its data in a class, the other in a value type; otherwise they are identical.
  struct ReferenceBorder: Animatable {
    var storage: ReferenceVector
    var animatableData: ReferenceVector {
      get { storage }  // hands out the shared object, as the article's broken example does
      set { storage = newValue }
    }
  }

  struct ValueBorder: Animatable {
    var position: Double
    var height: Double
    var animatableData: AnimatableVector {
      get { [position, height] }
      set {
        position = newValue[0]
        height = newValue[1]
      }
    }
  }

  static let frames = [0.0, 0.25, 0.5, 0.75, 1.0]
  static let start = (position: 0.0, height: 10.0)
  static let end = (position: 1.0, height: 50.0)

  /// What every frame must show: the straight line between the two states.
  static func expected(_ t: Double) -> [Double] {
    [
      start.position + (end.position - start.position) * t,
      start.height + (end.height - start.height) * t,
    ]
  }

  /// Renders an animation the way the framework does: the start state is captured once, each
  /// frame interpolates from it.
  static func render<A: Animatable>(from: A, to: A, read: (A) -> [Double]) -> [[Double]] {
    frames.map { read(from.interpolated(towards: to, amount: $0)) }
  }

  @Test func valueTypeFramesFollowTheLine() {
    let frames = Self.render(
      from: ValueBorder(position: Self.start.position, height: Self.start.height),
      to: ValueBorder(position: Self.end.position, height: Self.end.height)
    ) { [$0.position, $0.height] }
    for (t, frame) in zip(Self.frames, frames) { #expect(frame == Self.expected(t), "t = \(t)") }
  }

  @Test func referenceTypeFramesDriftAndCorruptTheStartState() {
    let from = ReferenceBorder(storage: ReferenceVector([Self.start.position, Self.start.height]))
    let to = ReferenceBorder(storage: ReferenceVector([Self.end.position, Self.end.height]))
    let frames = Self.render(from: from, to: to) { $0.storage.values }

    // Frame at t = 0.25 is still right (the start has not moved yet) ...
    #expect(frames[1] == Self.expected(0.25))
    // ... but it moved the start state to that frame, so t = 0.5 lands at 0.25 + 0.75·0.5 = 0.625
    // of the way instead of 0.5: the frames compound.
    #expect(frames[2] != Self.expected(0.5))
    #expect(abs(frames[2][0] - 0.625) < 1e-15)
    // The view's own model value was changed by merely rendering frames.
    #expect(from.storage.values != [Self.start.position, Self.start.height])
    // A restarted animation from the "same" start therefore begins in the wrong place.
    #expect(
      Self.render(from: from, to: to) { $0.storage.values }[0] != [
        Self.start.position, Self.start.height,
      ])
  }

  @Test func scaledMutatesTheOriginalThroughTheSharedReference() {
    let vector = ReferenceVector([1, 2])
    _ = vector.scaled(by: 3)
    #expect(vector.values == [3, 6])  // a value type would be unchanged; see copiesAreIndependent
  }
}
