import Kinetic

/// A scripted press on a neumorphic control: the finger goes down at ``pressTime`` and lifts at
/// ``releaseTime``; each change animates with ``animation`` from wherever the control is.
///
/// The press progress `p` is 0 raised and 1 fully pushed in. Going down animates `p` from 0 to
/// 1; lifting animates from the value shown at that instant back to 0 (the restart model: a
/// quick tap turns back before reaching the bottom). ``appearance(at:)`` blends the two looks
/// by `p`: scale 1 → 0.96, outer shadow radius 10 → 0, inner shadow radius 0 → 4.
public struct NeumorphicPress: Hashable, Sendable {
  /// The control being pressed.
  public var control: NeumorphicControl
  /// Its palette.
  public var palette: NeumorphicPalette
  /// The look at rest.
  public var restingState: NeumorphicControlState
  /// The look when pushed in (``NeumorphicControlState/on`` for a toggle being switched on).
  public var pressedState: NeumorphicControlState
  /// Touch-down time in seconds.
  public var pressTime: Double
  /// Lift time in seconds (the release animation starts here; clamped to `≥ pressTime`).
  public var releaseTime: Double
  /// The animation of each change; SwiftUI's `.easeOut(duration: 0.15)` by default.
  public var animation: Animation

  /// Creates a press.
  public init(
    control: NeumorphicControl, palette: NeumorphicPalette,
    restingState: NeumorphicControlState = .raised,
    pressedState: NeumorphicControlState = .pressed, pressTime: Double = 0.2,
    releaseTime: Double = 0.6,
    animation: Animation = .easeOut(duration: 0.15)
  ) {
    self.control = control
    self.palette = palette
    self.restingState = restingState
    self.pressedState = pressedState
    self.pressTime = pressTime
    self.releaseTime = releaseTime
    self.animation = animation
  }

  /// The press progress at `time`: 0 before touch-down, rising along the animation to 1, and
  /// from the value shown at lift-off back to 0.
  public func progress(at time: Double) -> Double {
    guard time >= pressTime else { return 0 }
    let lift = Swift.max(releaseTime, pressTime)
    guard time >= lift else { return offset(of: 1, after: time - pressTime) }
    let shownAtLift = offset(of: 1, after: lift - pressTime)
    return shownAtLift - offset(of: shownAtLift, after: time - lift)
  }

  /// The control's look at `time`.
  public func appearance(at time: Double) -> NeumorphicAppearance {
    let rest = NeumorphicAppearance.of(control, in: restingState, palette: palette)
    let down = NeumorphicAppearance.of(control, in: pressedState, palette: palette)
    return rest.interpolated(towards: down, amount: progress(at: time))
  }

  /// How far an animation of total change `change` has moved after `elapsed` seconds: the
  /// whole change once it has finished.
  private func offset(of change: Double, after elapsed: Double) -> Double {
    var context = AnimationContext<Double>()
    return animation.animate(value: change, time: Swift.max(elapsed, 0), context: &context)
      ?? change
  }
}
