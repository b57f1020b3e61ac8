extension Animation {
  /// The closed description of an animation: each built-in kind with its parameters, custom
  /// animations, and the wrappers the modifiers add. SwiftUI keeps such a description
  /// internally; Kinetic makes it public so that every layer (the ``Animator``, the scene, the
  /// command line, export) switches over it instead of casting.
  ///
  /// ## Adding a kind
  /// A new built-in kind (keyframes, decay, a physics model) is one case here, plus:
  /// 1. its core in ``AnimationSampler`` (`AnimationSampler+Core.swift`): value and velocity
  ///    of the offset at a time, in one evaluation, and when it is logically complete and
  ///    removed — the sampler is built once per motion, so compute what depends on the change
  ///    and the initial velocity there, not per sample;
  /// 2. a line in `Animation+Description.swift` (its SwiftUI-style text) and, if it merges
  ///    with running animations, in `Animation+CustomAnimation.swift` (`shouldMerge`);
  /// 3. a static constructor in an `Animation+Feature.swift` file, with its tests.
  ///
  /// Switches over `Kind` outside Kinetic need a `default:` (or `@unknown default:`) branch,
  /// since kinds will be added.
  public indirect enum Kind: Hashable, Sendable {
    /// A ``UnitCurve`` over `duration` seconds: offset = change·curve(t/duration), finished
    /// at `duration` (at once for a non-positive one). SwiftUI's `linear`, `easeIn`,
    /// `easeOut`, `easeInOut`, `timingCurve` and the circular curves.
    case timingCurve(UnitCurve, duration: Double)
    /// A CSS easing function over `duration` seconds: offset = change·f(t/duration); its
    /// velocity is the right-hand derivative (0 at the jumps of `steps()`).
    case easing(CSSEasingFunction, duration: Double)
    /// A spring: SwiftUI's `spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring` and
    /// `interpolatingSpring` families (see ``SpringAnimation``).
    case spring(SpringAnimation)
    /// A ``CustomAnimation``, sampled through its own methods.
    #if hasFeature(Embedded)
      // Embedded Swift has no existentials of non-class protocols (EmbeddedCustomAnimation).
      case custom(EmbeddedCustomAnimation)
    #else
      case custom(any CustomAnimation)
    #endif
    /// A track of keyframes whose values are fractions of the change (0 the start value, 1 the
    /// target): offset = change·p(t) for the track's path p from 0 at rest. Logically complete
    /// at the track's end; removed then if the path ends exactly at 1, else it holds its last
    /// value (see ``Animation/keyframes(_:)-([Keyframe<Double>])``).
    case keyframes([Keyframe<Double>])
    /// A decay (a fling) that comes to rest on the target: offset = change·(1 − e^{−kt}),
    /// removed at its rest thresholds (see ``DecayAnimation``).
    case decay(DecayAnimation)
    /// `base` started `delay` seconds late (a negative or NaN delay counts as none).
    case delay(Double, Animation)
    /// `base` played `speed` times as fast (a non-positive or NaN speed finishes at once).
    case speed(Double, Animation)
    /// `base` played `count` times (`nil`: forever); with `autoreverses` every other pass
    /// returns as SwiftUI plays it: the value mirrored (change − base), the base running
    /// forwards (OpenSwiftUI `RepeatAnimation.swift`).
    case repeating(count: Int?, autoreverses: Bool, Animation)
    /// `base` played `count` times (`nil`: forever), every other pass with time running
    /// backwards: CSS `animation-direction: alternate` (Core Animation's `autoreverses`).
    case alternating(count: Int?, Animation)
    /// `base`, reporting logical completion from `after` seconds on if it has not already.
    case logicallyComplete(after: Double, Animation)
    /// SwiftUI's `Animation.default`: an animation of its own identity that samples, merges
    /// and completes as ``Animation/defaultBase`` (the spring Apple documents for iOS 17 and
    /// later: response 0.55, damping fraction 1, blend duration 0), but is equal only to
    /// itself and describes itself as `DefaultAnimation()`, as SwiftUI's does (OpenSwiftUI
    /// `DefaultAnimation.swift`, a separate type forwarding to its base;
    /// `AnimationCompatibilityTests`).
    case `default`

    /// Two descriptions are equal when they have the same case and equal parameters; custom
    /// animations are equal when they have the same type and are equal as that type.
    public static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.timingCurve(let a, let d), .timingCurve(let b, let e)): return a == b && d == e
      case (.easing(let a, let d), .easing(let b, let e)): return a == b && d == e
      case (.spring(let a), .spring(let b)): return a == b
      case (.custom(let a), .custom(let b)): return Kind.isEqual(a, b)
      case (.keyframes(let a), .keyframes(let b)): return a == b
      case (.decay(let a), .decay(let b)): return a == b
      case (.delay(let a, let x), .delay(let b, let y)): return a == b && x == y
      case (.speed(let a, let x), .speed(let b, let y)): return a == b && x == y
      case (.repeating(let c, let r, let x), .repeating(let d, let s, let y)):
        return c == d && r == s && x == y
      case (.logicallyComplete(let a, let x), .logicallyComplete(let b, let y)):
        return a == b && x == y
      case (.alternating(let c, let x), .alternating(let d, let y)): return c == d && x == y
      case (.default, .default): return true
      default: return false
      }
    }

    /// Hashes the case and its parameters (a custom animation's type and value).
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .timingCurve(let curve, let duration):
        hasher.combine(0)
        hasher.combine(curve)
        hasher.combine(duration)
      case .easing(let function, let duration):
        hasher.combine(1)
        hasher.combine(function)
        hasher.combine(duration)
      case .spring(let spring):
        hasher.combine(2)
        hasher.combine(spring)
      case .custom(let custom):
        hasher.combine(3)
        #if !hasFeature(Embedded)
          // (Embedded: the box hashes its base's type.)
          hasher.combine(ObjectIdentifier(type(of: custom)))
        #endif
        hasher.combine(custom)
      case .delay(let delay, let base):
        hasher.combine(4)
        hasher.combine(delay)
        hasher.combine(base)
      case .speed(let speed, let base):
        hasher.combine(5)
        hasher.combine(speed)
        hasher.combine(base)
      case .repeating(let count, let autoreverses, let base):
        hasher.combine(6)
        hasher.combine(count)
        hasher.combine(autoreverses)
        hasher.combine(base)
      case .logicallyComplete(let after, let base):
        hasher.combine(7)
        hasher.combine(after)
        hasher.combine(base)
      case .keyframes(let keyframes):
        hasher.combine(8)
        hasher.combine(keyframes)
      case .alternating(let count, let base):
        hasher.combine(9)
        hasher.combine(count)
        hasher.combine(base)
      case .decay(let decay):
        hasher.combine(10)
        hasher.combine(decay)
      case .default:
        hasher.combine(11)
      }
    }

    /// Whether two custom animations have the same type and are equal as that type.
    #if hasFeature(Embedded)
      static func isEqual(_ a: EmbeddedCustomAnimation, _ b: EmbeddedCustomAnimation) -> Bool {
        a == b
      }
    #else
      static func isEqual(_ a: any CustomAnimation, _ b: any CustomAnimation) -> Bool {
        func open<A: CustomAnimation>(_ a: A) -> Bool {
          guard let b = b as? A else { return false }
          return a == b
        }
        return open(a)
      }
    #endif
  }

  /// The animation under every wrapper (delay, speed, repeat, logical completion): what the
  /// modifiers were applied to, with ``Kind/default`` resolved to the spring it stands for
  /// (``defaultBase``), so the answer is always a kind with its own sampler.
  public var innermost: Animation {
    var animation = self
    while true {
      switch animation.kind {
      case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base),
        .alternating(_, let base), .logicallyComplete(_, let base):
        animation = base
      case .default:
        return Animation.defaultBase
      case .timingCurve, .easing, .spring, .custom, .keyframes, .decay:
        return animation
      }
    }
  }

  /// This animation with a top-level ``Kind/default`` replaced by ``defaultBase``; any other
  /// animation unchanged. For code that asks what kind of motion an animation is (a spring?
  /// which one?) rather than which animation was chosen.
  public var resolved: Animation {
    if case .default = kind { return Animation.defaultBase }
    return self
  }

  /// Whether this animation is a wrapper (a modifier has been applied to it).
  public var isModified: Bool {
    switch kind {
    case .delay, .speed, .repeating, .alternating, .logicallyComplete: return true
    case .timingCurve, .easing, .spring, .custom, .keyframes, .decay, .default: return false
    }
  }
}
