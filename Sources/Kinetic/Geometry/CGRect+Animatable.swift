#if canImport(Foundation)
  import Foundation

  extension CGRect: Animatable {
    /// The origin's and the size's animatable data as a pair, as in SwiftUI:
    /// `((origin.x, origin.y), (size.width, size.height))`.
    ///
    /// The rectangle is animated as stored (origin and size), not as its standardised form,
    /// so a rectangle with a negative size keeps it and round-trips exactly.
    @inlinable
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
      get { AnimatablePair(origin.animatableData, size.animatableData) }
      set {
        origin.animatableData = newValue.first
        size.animatableData = newValue.second
      }
    }
  }
#endif
