import CKineticMath

/// The ease-in member of one of Robert Penner's easing families, with the formulas easings.net
/// publishes (and Compose's `EaseInElastic`/`EaseOutBounce`, Flutter's `ElasticInCurve` and
/// bounce curves repeat): a function from input progress in `0...1` to output progress with
/// f(0) = 0 and f(1) = 1.
///
/// The ease-out and ease-in-out members are built from this one by ``UnitCurve/reversed`` and
/// ``UnitCurve/joined(_:_:)`` (f_out(x) = 1 − f_in(1 − x); f_inOut(x) = f_in(2x)/2 below ½ and
/// 1 − f_in(2 − 2x)/2 above), which reproduces every published ease-out and ease-in-out formula;
/// ``UnitCurve/easings`` names all thirty curves.
///
/// The ease-in formulas, for u in `0...1`:
///
/// | family | f(u) |
/// |---|---|
/// | `sine` | 1 − cos(πu/2) |
/// | `quad` … `quint` | uⁿ, n = 2 … 5 |
/// | `expo` | 2^(10u − 10), and 0 at u = 0 |
/// | `circ` | 1 − √(1 − u²) (``UnitCurve/circularEaseIn``) |
/// | `back(overshoot: s)` | (s + 1)u³ − s·u² |
/// | `elastic(period: p)` | −2^(10(u − 1))·sin((u − 1 − p/4)·2π/p), and 0, 1 at the ends |
/// | `bounce` | 1 − b(1 − u), b the four-parabola bounce with n = 7.5625, d = 2.75 |
///
/// easings.net uses overshoot 1.70158 (1.70158·1.525 for in-out) and period 0.3 (0.45 for
/// in-out); Flutter's elastic curves default to period 0.4 for all three.
public enum PennerCurve: Hashable, Sendable {
  /// 1 − cos(πu/2).
  case sine
  /// u².
  case quad
  /// u³.
  case cubic
  /// u⁴.
  case quart
  /// u⁵.
  case quint
  /// 2^(10u − 10), and 0 at u = 0.
  case expo
  /// 1 − √(1 − u²).
  case circ
  /// Penner's back: overshoots below 0 by an amount set by `overshoot` (s).
  case back(overshoot: Double)
  /// An exponentially growing sine of period `period` (in input progress).
  case elastic(period: Double)
  /// A ball dropped on the floor: four parabolic bounces, reversed so that it eases in.
  case bounce

  /// Penner's back overshoot, 1.70158 (a 10 % overshoot).
  public static let backOvershoot = 1.70158
  /// The overshoot easings.net's `easeInOutBack` uses, 1.70158·1.525.
  public static let backInOutOvershoot = 1.70158 * 1.525

  /// f(u) for u in `0...1` (the caller clamps); exactly 0 and 1 at the ends (as Flutter's
  /// `Curve.transform` and easings.net's expo and elastic formulas make them), where the
  /// rounded formulas can miss by an ulp.
  @usableFromInline
  func value(_ u: Double) -> Double {
    if u == 0 || u == 1 { return u }
    switch self {
    case .sine: return 1 - cos(Double.pi / 2 * u)
    case .quad: return u * u
    case .cubic: return u * u * u
    case .quart: return (u * u) * (u * u)
    case .quint: return (u * u) * (u * u) * u
    case .expo: return exp2(10 * u - 10)
    case .circ: return UnitCurve.circularIn(u)
    case .back(let s): return (s + 1) * u * u * u - s * u * u
    case .elastic(let p):
      return -exp2(10 * (u - 1)) * sin(Self.elasticPhase(u, p))
    case .bounce: return 1 - Self.bounceOut(1 - u)
    }
  }

  /// f′(u) for u in `0...1`, analytic.
  @usableFromInline
  func derivative(_ u: Double) -> Double {
    switch self {
    case .sine: return Double.pi / 2 * sin(Double.pi / 2 * u)
    case .quad: return 2 * u
    case .cubic: return 3 * u * u
    case .quart: return 4 * u * u * u
    case .quint: return 5 * (u * u) * (u * u)
    case .expo: return 10 * Self.ln2 * exp2(10 * u - 10)
    case .circ: return UnitCurve.circularInSlope(u)
    case .back(let s): return 3 * (s + 1) * u * u - 2 * s * u
    case .elastic(let p):
      let phase = Self.elasticPhase(u, p)
      return -exp2(10 * (u - 1))
        * (10 * Self.ln2 * sin(phase) + 2 * Double.pi / p * cos(phase))
    case .bounce: return Self.bounceOutSlope(1 - u)
    }
  }

  @usableFromInline static let ln2 = 0.693_147_180_559_945_309_417_232_121_458

  /// (u − 1 − p/4)·2π/p.
  @usableFromInline
  static func elasticPhase(_ u: Double, _ p: Double) -> Double {
    (u - 1 - p / 4) * (2 * Double.pi / p)
  }

  /// Penner's bounce-out: four parabolas 7.5625·(v − c)² + h joined at v = 1, 2, 2.5 (/2.75).
  @usableFromInline
  static func bounceOut(_ v: Double) -> Double {
    let (c, h) = bounceSegment(v)
    let w = v - c
    return 7.5625 * w * w + h
  }

  @usableFromInline
  static func bounceOutSlope(_ v: Double) -> Double {
    2 * 7.5625 * (v - bounceSegment(v).centre)
  }

  /// The parabola's centre and height for the segment holding `v`.
  @usableFromInline
  static func bounceSegment(_ v: Double) -> (centre: Double, height: Double) {
    let d = 2.75
    if v < 1 / d { return (0, 0) }
    if v < 2 / d { return (1.5 / d, 0.75) }
    if v < 2.5 / d { return (2.25 / d, 0.9375) }
    return (2.625 / d, 0.984375)
  }
}
