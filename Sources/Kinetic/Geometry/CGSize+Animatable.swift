#if canImport(Foundation)
  import Foundation

  extension CGSize: Animatable {
    /// The dimensions `(width, height)` as a pair, as in SwiftUI.
    ///
    /// Negative sizes are not clamped: an overshooting spring may pass through them, and
    /// clamping would make reading and writing `animatableData` disagree.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(width, height) }
      set {
        width = newValue.first
        height = newValue.second
      }
    }
  }
#endif
