import Kinetic

extension Animation {
  /// The animation `source` describes, in any ecosystem's syntax that `kinetic` reads:
  /// SwiftUI (`spring(duration: 0.5, bounce: 0.3).delay(0.2)`), CSS
  /// (`cubic-bezier(0.25, 0.1, 0.25, 1)`), Compose, Flutter, Motion, react-spring, Core
  /// Animation and UIKit.
  ///
  /// A keyframe track is an animation from 0 whose values are the track's (see
  /// ``Motion/keyframeAnimation(from:)``); a physics model is not an animation, and is an
  /// error here (parse it as a ``Motion``).
  ///
  /// - Throws: ``SpecError`` naming the offending token, the form it was reading and its
  ///   column.
  public init(parsing source: String) throws(SpecError) {
    self = try AnimationSpec.parse(source, keyframesFrom: 0).animation
  }
}
