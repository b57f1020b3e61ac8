/// An RGBA colour in the sRGB colour space, with an opacity.
///
/// Created like SwiftUI's `Color(red:green:blue:opacity:)`: components are gamma-encoded sRGB
/// values in `0...1` unless ``RGBColorSpace/sRGBLinear`` is given. Values outside `0...1` are
/// kept (extended sRGB), so an overshooting spring can pass through them and come back.
///
/// ## Canonical form
///
/// A colour stores its **linear-light** components (``linearRed``, ``linearGreen``,
/// ``linearBlue``) and its straight (not premultiplied) ``opacity``, like SwiftUI's resolved
/// colour. The gamma-encoded `red`, `green` and `blue` properties are derived through the sRGB
/// transfer function, so `Color(red: r, …).red` equals `r` to within a few ulps, not always
/// exactly. Storing linear values makes ``animatableData`` an exact round trip and keeps the
/// transfer function (a `pow`) out of animation frames.
///
/// ## Animation and interpolation
///
/// ``animatableData`` is `SIMD4(linearRed, linearGreen, linearBlue, opacity)`, so animations
/// interpolate in linear light, which is how SwiftUI animates colours and keeps midpoints as
/// bright as physically mixing the two lights. ``interpolated(towards:amount:in:)`` also
/// interpolates gamma-encoded components on request, as CSS and most image editors do.
public struct Color: Hashable, Sendable {
  /// The red component in linear light (1 is full intensity).
  public var linearRed: Double
  /// The green component in linear light (1 is full intensity).
  public var linearGreen: Double
  /// The blue component in linear light (1 is full intensity).
  public var linearBlue: Double
  /// The opacity (alpha), 0 transparent to 1 opaque; not premultiplied into the components.
  public var opacity: Double

  /// Creates a colour from red, green and blue components and an opacity.
  ///
  /// - Parameters:
  ///   - colorSpace: How to read the components: ``RGBColorSpace/sRGB`` (gamma-encoded, the
  ///     default, as in SwiftUI) or ``RGBColorSpace/sRGBLinear`` (linear light).
  ///   - red: The red component, nominally in `0...1`; NaN is read as 0.
  ///   - green: The green component, nominally in `0...1`; NaN is read as 0.
  ///   - blue: The blue component, nominally in `0...1`; NaN is read as 0.
  ///   - opacity: The opacity in `0...1`; 1 by default; NaN is read as 0 (transparent).
  ///
  /// A NaN component has no colour to stand for; reading it as 0 (as ``hex`` writes it) keeps
  /// every derived quantity, such as ``contrastRatio(with:)``, a number.
  /// To have a NaN or infinite component reported instead, use
  /// ``init(validating:red:green:blue:opacity:)``.
  @inlinable
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.linearRed = colorSpace.linearComponent(red.isNaN ? 0 : red)
    self.linearGreen = colorSpace.linearComponent(green.isNaN ? 0 : green)
    self.linearBlue = colorSpace.linearComponent(blue.isNaN ? 0 : blue)
    self.opacity = opacity.isNaN ? 0 : opacity
  }

  /// Creates a grey with equal red, green and blue components.
  ///
  /// - Parameters:
  ///   - colorSpace: How to read `white` (gamma-encoded sRGB by default).
  ///   - white: The component value, 0 black to 1 white.
  ///   - opacity: The opacity in `0...1`; 1 by default.
  @inlinable
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// The gamma-encoded sRGB red component (derived from ``linearRed``).
  @inlinable
  public var red: Double {
    get { Color.encodedSRGB(fromLinear: linearRed) }
    set { linearRed = Color.linearSRGB(fromEncoded: newValue) }
  }

  /// The gamma-encoded sRGB green component (derived from ``linearGreen``).
  @inlinable
  public var green: Double {
    get { Color.encodedSRGB(fromLinear: linearGreen) }
    set { linearGreen = Color.linearSRGB(fromEncoded: newValue) }
  }

  /// The gamma-encoded sRGB blue component (derived from ``linearBlue``).
  @inlinable
  public var blue: Double {
    get { Color.encodedSRGB(fromLinear: linearBlue) }
    set { linearBlue = Color.linearSRGB(fromEncoded: newValue) }
  }

  /// Returns this colour with its opacity multiplied by `opacity`, as SwiftUI's
  /// `Color.opacity(_:)`.
  ///
  /// - Parameter opacity: The factor, nominally in `0...1`.
  @inlinable
  public func opacity(_ opacity: Double) -> Color {
    var result = self
    result.opacity *= opacity
    return result
  }
}
