/// A spring in SwiftUI's two perceptual parameterisations, both always filled in.
///
/// `Spring(duration:bounce:)` and `.spring(response:dampingFraction:)` describe the same
/// motion: duration = response = 2π/ω₀; dampingFraction = ζ; bounce = 1 − ζ (ζ ≤ 1) or
/// 1/ζ − 1 (ζ > 1). SwiftUI springs have mass 1; converting a spring of another mass keeps
/// its motion (ω₀ and ζ), not its stiffness.
public struct SwiftUISpring: Hashable, Sendable {
  /// Perceptual duration in seconds (= response).
  public var duration: Double
  /// Bounce in `-1...1`.
  public var bounce: Double
  /// Response in seconds: the undamped period 2π/ω₀.
  public var response: Double
  /// `dampingFraction` of `.spring(response:dampingFraction:)`: the damping ratio ζ.
  public var dampingFraction: Double

  /// The SwiftUI parameters of `spring`'s motion.
  public init(_ spring: Spring) {
    duration = spring.duration
    bounce = spring.bounce
    response = spring.response
    dampingFraction = spring.dampingRatio
  }

  /// The spring with this response and damping fraction (mass 1).
  public var spring: Spring { Spring(response: response, dampingRatio: dampingFraction) }
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension SwiftUISpring: Codable {}
#endif
