import CKineticMath

/// A 2-D affine map with Core Graphics' conventions:
/// x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
///
/// Because y grows downwards, a positive rotation angle turns clockwise on screen, as in SwiftUI.
public struct AffineTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Horizontal translation, in points.
  public var tx: Double
  /// Vertical translation, in points.
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity map.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y) points.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically about the origin.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `radians` about the origin (clockwise on screen for positive angles).
  public init(rotationAngle radians: Double) {
    let s = sin(radians)
    let co = cos(radians)
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// The map that applies `self` first and then `other` (Core Graphics' `concatenating`).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `self` conjugated so that it acts about `point` instead of the origin:
  /// translate(−point), then `self`, then translate(+point). `point` is a fixed point of the
  /// result when `self` is linear.
  public func about(_ point: Point) -> AffineTransform {
    AffineTransform(translationX: -point.x, y: -point.y)
      .concatenating(self)
      .concatenating(AffineTransform(translationX: point.x, y: point.y))
  }

  /// a·d − b·c: the factor by which areas scale (negative for reflections).
  public var determinant: Double { a * d - b * c }

  /// The rotation part, in radians: atan2(b, a). Exact for rotations combined with uniform scales.
  public var rotationAngle: Double { atan2(b, a) }

  /// The geometric-mean scale factor √|det|, e.g. for stroke widths under a transform.
  public var scaleFactor: Double { abs(determinant).squareRoot() }

  /// The inverse map, or `nil` when the transform is singular (|det| below 1e-300).
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard abs(det) > 1e-300, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }
}
