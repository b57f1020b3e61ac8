#if canImport(Foundation)
  import Foundation
#endif

extension Animatable where Self: VectorArithmetic {
  /// A vector is its own animatable data, as in SwiftUI, so every `fromValue:toValue:` method
  /// that takes an ``Animatable`` value (``Spring/value(fromValue:toValue:initialVelocity:time:)``
  /// and its relatives) takes a bare vector too.
  @inlinable
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }

  /// The value `amount` of the way towards `other`, as
  /// ``VectorArithmetic/interpolated(towards:amount:)`` computes it (a vector's animatable data
  /// is itself, so both of its `interpolated` methods agree; this one settles which is called,
  /// and is left out of the documentation, where it would only repeat the other two).
  @_documentation(visibility: internal)
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

// SwiftUI declares these two conformances (iOS 17; OpenSwiftUI
// `Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift`).
extension Double: Animatable {}

#if canImport(Foundation)
  extension CGFloat: Animatable {}
#endif

// Kinetic's additions, so that every vector type it animates can be handed to the `Animatable`
// methods directly.
extension Float: Animatable {}
extension SIMD2: Animatable where Scalar: BinaryFloatingPoint {}
extension SIMD3: Animatable where Scalar: BinaryFloatingPoint {}
extension SIMD4: Animatable where Scalar: BinaryFloatingPoint {}
extension SIMD8: Animatable where Scalar: BinaryFloatingPoint {}
extension SIMD16: Animatable where Scalar: BinaryFloatingPoint {}
extension AnimatablePair: Animatable {}
extension AnimatableVector: Animatable {}
