/// An unevaluated sum `hi + lo` of two doubles carrying about 106 bits: the working precision
/// the Bezier solver uses once per curve, at construction, to compute its anchor data (x(s) and
/// the Taylor coefficients there) so that each coefficient is correct to the last bit of its
/// rounded double even where the plain double formula cancels (e.g. x'(s) next to a vertical
/// tangent). Never used on the per-evaluation path.
///
/// Error-free transformations after Dekker and Knuth (TwoSum; TwoProduct by Veltkamp splitting,
/// which needs no fused multiply-add — a library call on baseline x86-64 — and is exact for
/// |a|, |b| below about 10³⁰⁰); the `+` and `*` here are the "sloppy" double-double forms with a relative
/// error of a few units in 2⁻¹⁰⁶, ample for rounding the results to double.
@usableFromInline
struct DoubleDouble: Sendable {
  @usableFromInline var hi: Double
  @usableFromInline var lo: Double

  @inlinable @inline(__always)
  init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  /// The value rounded to double.
  @inlinable @inline(__always)
  var value: Double { hi + lo }

  /// a + b exactly, as a normalised pair (Knuth's TwoSum).
  @inlinable @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bb = s - a
    let e = (a - (s - bb)) + (b - bb)
    return DoubleDouble(s, e)
  }

  /// a · b exactly, as a normalised pair (Dekker's TwoProduct).
  @inlinable @inline(__always)
  static func product(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    let e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return DoubleDouble(p, e)
  }

  /// Veltkamp's split of a into two 26-bit halves.
  @inlinable @inline(__always)
  static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729.0 * a
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  @inlinable @inline(__always)
  static func quickSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(s, b - (s - a))
  }

  @inlinable @inline(__always)
  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = sum(a.hi, b.hi)
    let t = sum(a.lo, b.lo)
    let u = quickSum(s.hi, s.lo + t.hi)
    return quickSum(u.hi, u.lo + t.lo)
  }

  @inlinable @inline(__always)
  static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(-a.hi, -a.lo) }

  @inlinable @inline(__always)
  static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }

  @inlinable @inline(__always)
  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = product(a.hi, b.hi)
    return quickSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi))
  }

  /// a · b for a double b: one exact product and one correction.
  @inlinable @inline(__always)
  static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
    let p = product(a.hi, b)
    return quickSum(p.hi, p.lo + a.lo * b)
  }

  /// a + b for a double b.
  @inlinable @inline(__always)
  static func + (a: DoubleDouble, b: Double) -> DoubleDouble {
    let s = sum(a.hi, b)
    return quickSum(s.hi, s.lo + a.lo)
  }
}
