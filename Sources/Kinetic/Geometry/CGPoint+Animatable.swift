#if canImport(Foundation)
  import Foundation

  extension CGPoint: Animatable {
    /// The coordinates `(x, y)` as a pair, as in SwiftUI.
    ///
    /// Reading and writing are exact inverses, so interpolating a point moves each coordinate
    /// independently along a straight line.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(x, y) }
      set {
        x = newValue.first
        y = newValue.second
      }
    }
  }
#endif
