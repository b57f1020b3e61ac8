extension Color {
  /// The encodings of RGB components that Kinetic reads and interpolates, named as SwiftUI's
  /// `Color.RGBColorSpace`.
  public enum RGBColorSpace: String, Hashable, Sendable, CaseIterable {
    /// sRGB with its standard transfer function applied (gamma-encoded), as colours are
    /// usually written: `#808080` is `0.5` here.
    case sRGB
    /// sRGB primaries with linear-light components, proportional to emitted light.
    case sRGBLinear

    /// Converts a component in this space to linear light.
    @inlinable
    func linearComponent(_ value: Double) -> Double {
      switch self {
      case .sRGB: Color.linearSRGB(fromEncoded: value)
      case .sRGBLinear: value
      }
    }

    /// Converts a linear-light component to this space.
    @inlinable
    func encodedComponent(_ linear: Double) -> Double {
      switch self {
      case .sRGB: Color.encodedSRGB(fromLinear: linear)
      case .sRGBLinear: linear
      }
    }
  }
}
