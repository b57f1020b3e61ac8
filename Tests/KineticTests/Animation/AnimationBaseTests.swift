import Kinetic
import Testing

/// `Animation.base` (iOS 17, Apple: `var base: any CustomAnimation { get }`): the animation as
/// a custom animation, which `Animation.init(_:)` turns back into the same animation.
@Suite("Animation.base")
struct AnimationBaseTests {
  struct Hold: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
      -> V?
    {
      time < 1 ? .zero : nil
    }
  }

  static let animations: [Animation] = [
    .linear, .easeInOut(duration: 0.4), .spring, .bouncy, .default, .easeIn.delay(0.2),
    .snappy.speed(2).repeatCount(3, autoreverses: true),
    .interpolatingSpring(stiffness: 100, damping: 10),
  ]

  @Test(arguments: animations)
  func roundTrips(_ animation: Animation) {
    #expect(Animation(animation.base) == animation)
  }

  /// The base samples, reports velocity and merges as the animation does.
  @Test(arguments: animations)
  func forwards(_ animation: Animation) {
    let base = animation.base
    for t in [0, 0.1, 0.3, 0.7, 2.0] {
      var a = AnimationContext<Double>()
      var b = AnimationContext<Double>()
      #expect(
        base.animate(value: 10.0, time: t, context: &a)
          == animation.animate(value: 10.0, time: t, context: &b))
      #expect(
        base.velocity(value: 10.0, time: t, context: a)
          == animation.velocity(value: 10.0, time: t, context: b))
      var c = AnimationContext<Double>()
      #expect(
        base.shouldMerge(previous: .spring, value: 10.0, time: t, context: &c)
          == animation.shouldMerge(previous: .spring, value: 10.0, time: t, context: &c))
    }
  }

  /// A custom animation's base is the custom animation itself.
  @Test func customBaseIsTheCustomAnimation() {
    let animation = Animation(Hold())
    #expect(animation.base as? Hold == Hold())
    #expect(Animation(animation.base) == animation)
  }
}
