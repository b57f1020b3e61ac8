/// A geometric angle, stored in radians, as SwiftUI's `Angle`.
///
/// Angles are not normalised: 2π and 0 are different values, because an animation from 0 to
/// 2π must turn once around while one from 0 to 0 must not move.
public struct Angle: Hashable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees: `radians · 180 / π`. Setting it stores `degrees · π / 180`.
  @inlinable
  public var degrees: Double {
    get { radians * (180 / Double.pi) }
    set { radians = newValue * (Double.pi / 180) }
  }

  /// The zero angle.
  @inlinable
  public init() { self.radians = 0 }

  /// Creates an angle from radians.
  @inlinable
  public init(radians: Double) { self.radians = radians }

  /// Creates an angle from degrees (converted to radians as `degrees · π / 180`).
  @inlinable
  public init(degrees: Double) { self.radians = degrees * (Double.pi / 180) }

  /// An angle of `radians` radians.
  @inlinable
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  @inlinable
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
}

extension Angle: Comparable {
  /// Orders angles by their value in radians (no wrapping).
  @inlinable
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
  /// The angle in radians; an animation turns through every angle between its ends.
  @inlinable
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
