import Kinetic

/// Applies SwiftUI's repeat modifiers for the spec language.
///
/// - Note: Integration seam: forwards to `Animation.repeatCount(_:autoreverses:)` and
///   `repeatForever(autoreverses:)` once the animation work lands on main; until then they are
///   reported as not available.
enum RepeatBridge {
  static func repeatCount(_ animation: Animation, _ count: Int, autoreverses: Bool) throws
    -> Animation
  {
    throw CommandLineError.notAvailable("the modifier 'repeatCount'")
  }

  static func repeatForever(_ animation: Animation, autoreverses: Bool) throws -> Animation {
    throw CommandLineError.notAvailable("the modifier 'repeatForever'")
  }
}
