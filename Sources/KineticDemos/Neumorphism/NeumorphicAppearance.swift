import Kinetic

/// Everything a renderer needs to draw a neumorphic control in one state, or part-way between
/// two states while animating.
public struct NeumorphicAppearance: Hashable, Sendable {
  /// The control's face colour (opaque).
  public var surface: Color
  /// The label colour.
  public var label: Color
  /// The highlight colour (cast towards the top leading corner).
  public var lightShadow: Color
  /// The shadow colour (cast towards the bottom trailing corner).
  public var darkShadow: Color
  /// The blur radius of the outer (drop) shadows in points; 0 when pushed in.
  public var outerShadowRadius: Double
  /// The blur radius of the inner (inset) shadows in points; 0 when raised.
  public var innerShadowRadius: Double
  /// How far each shadow is offset diagonally, in points (along x and y alike).
  public var shadowOffset: Double
  /// The scale of the control about its centre: 1 raised, a little less pressed.
  public var scale: Double

  /// Creates an appearance.
  public init(
    surface: Color, label: Color, lightShadow: Color, darkShadow: Color, outerShadowRadius: Double,
    innerShadowRadius: Double, shadowOffset: Double, scale: Double
  ) {
    self.surface = surface
    self.label = label
    self.lightShadow = lightShadow
    self.darkShadow = darkShadow
    self.outerShadowRadius = outerShadowRadius
    self.innerShadowRadius = innerShadowRadius
    self.shadowOffset = shadowOffset
    self.scale = scale
  }

  /// The outer shadow radius of a raised control, in points.
  public static let raisedShadowRadius = 10.0
  /// The inner shadow radius of a pushed-in control, in points.
  public static let pressedShadowRadius = 4.0
  /// The scale of a pressed control.
  public static let pressedScale = 0.96

  /// The appearance of `control` in `state` under `palette`. A button asked for
  /// ``NeumorphicControlState/on`` looks pressed (buttons do not latch).
  public static func of(
    _ control: NeumorphicControl, in state: NeumorphicControlState, palette: NeumorphicPalette
  ) -> NeumorphicAppearance {
    let label = control.labelRole == .primary ? palette.label : palette.secondaryLabel
    switch state {
    case .raised:
      return NeumorphicAppearance(
        surface: palette.background, label: label, lightShadow: palette.lightShadow,
        darkShadow: palette.darkShadow, outerShadowRadius: raisedShadowRadius,
        innerShadowRadius: 0, shadowOffset: raisedShadowRadius / 2, scale: 1)
    case .pressed:
      return pushedIn(surface: palette.pressedSurface, label: label, palette: palette)
    case .on where control.kind == .toggle:
      return pushedIn(surface: palette.accent, label: palette.accentLabel, palette: palette)
    case .on:
      return pushedIn(surface: palette.pressedSurface, label: label, palette: palette)
    }
  }

  private static func pushedIn(surface: Color, label: Color, palette: NeumorphicPalette)
    -> NeumorphicAppearance
  {
    NeumorphicAppearance(
      surface: surface, label: label, lightShadow: palette.lightShadow,
      darkShadow: palette.darkShadow, outerShadowRadius: 0, innerShadowRadius: pressedShadowRadius,
      shadowOffset: pressedShadowRadius / 2, scale: pressedScale)
  }

  /// The appearance `amount` of the way towards `other`: numbers linearly, colours in linear
  /// light (as SwiftUI animates colours). Exactly `self` at 0 and `other` at 1.
  public func interpolated(towards other: NeumorphicAppearance, amount: Double)
    -> NeumorphicAppearance
  {
    if amount == 0 { return self }
    if amount == 1 { return other }
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
    func mix(_ a: Color, _ b: Color) -> Color {
      a.interpolated(towards: b, amount: amount, in: .sRGBLinear)
    }
    return NeumorphicAppearance(
      surface: mix(surface, other.surface), label: mix(label, other.label),
      lightShadow: mix(lightShadow, other.lightShadow),
      darkShadow: mix(darkShadow, other.darkShadow),
      outerShadowRadius: mix(outerShadowRadius, other.outerShadowRadius),
      innerShadowRadius: mix(innerShadowRadius, other.innerShadowRadius),
      shadowOffset: mix(shadowOffset, other.shadowOffset), scale: mix(scale, other.scale))
  }
}
