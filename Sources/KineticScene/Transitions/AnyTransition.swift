import Kinetic

/// How a node enters and leaves the tree, as SwiftUI's `AnyTransition`: the type-erased
/// transition a ``Node`` keeps, and the form every ``Transition`` takes in the scene.
///
/// A transition is a list of modifier pairs for insertion and one for removal. On insertion each
/// modifier animates from its *active* value to its *identity* value; on removal from identity to
/// active, after which the node is gone. At identity every built-in transition leaves the node
/// exactly as if no transition were applied, and once a transition has ended the node shows
/// none of its modifiers.
///
/// `AnyTransition(_:)` turns any ``Transition`` into one (reading its body at the three
/// ``TransitionPhase``s), and `AnyTransition` is itself a ``Transition``, so the iOS 17 model
/// and this one are the same mechanism: `.opacity` here is `AnyTransition(OpacityTransition())`.
public struct AnyTransition: Sendable {
  /// One modifier at its active and identity values; both have the same concrete type.
  struct Step: Sendable {
    var active: any SceneModifier
    var identity: any SceneModifier
    /// The animation attached with ``AnyTransition/animation(_:)``: `.some(nil)` for none (at
    /// once), `nil` when the change's animation applies.
    var attached: Animation?? = nil
  }

  /// The insertion pairs, innermost first.
  var insertion: [Step]
  /// The removal pairs, innermost first.
  var removal: [Step]
  /// Whether the transition moves the view (``TransitionProperties/hasMotion``): SwiftUI
  /// replaces such transitions with ``opacity`` under Reduce Motion (see
  /// ``SceneModel/reducesMotion``).
  public var hasMotion: Bool

  init(insertion: [Step], removal: [Step], hasMotion: Bool) {
    self.insertion = insertion
    self.removal = removal
    self.hasMotion = hasMotion
  }

  /// `transition` in the scene's form, as SwiftUI's `AnyTransition.init(_:)` (iOS 17).
  public init<T: Transition>(_ transition: T) { self = transition.anyTransition }

  /// No visible effect: the node appears and disappears at once.
  public static let identity = AnyTransition(IdentityTransition())

  /// Fades in from opacity 0 and out to 0.
  public static let opacity = AnyTransition(OpacityTransition())

  /// Scales from 0 about the centre (see ``ScaleTransition/scale``).
  public static let scale = AnyTransition(ScaleTransition.scale)

  /// Scales from `scale` about `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(ScaleTransition(scale, anchor: anchor))
  }

  /// Moves in from and out to `edge`, by the node's own size along that edge's axis.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

  /// Moves in from and out to an offset of (x, y) points.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    AnyTransition(OffsetTransition.offset(x: x, y: y))
  }

  /// Moves in from and out to an offset.
  public static func offset(_ offset: Size) -> AnyTransition {
    AnyTransition(OffsetTransition(offset))
  }

  /// Inserts from the leading edge and removes towards the trailing edge.
  public static let slide = AnyTransition(SlideTransition())

  /// Moves in from `edge` and out towards the opposite edge, fading, as SwiftUI's
  /// `AnyTransition.push(from:)` (iOS 16; see ``PushTransition``).
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(PushTransition(edge: edge))
  }

  /// Uses `insertion` when the node is inserted and `removal` when it is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      hasMotion: insertion.hasMotion || removal.hasMotion)
  }

  /// A custom transition: `active` when the node is off-stage, `identity` when it is shown.
  public static func modifier<M: SceneModifier>(active: M, identity: M) -> AnyTransition {
    let step = Step(active: active, identity: identity)
    return AnyTransition(insertion: [step], removal: [step], hasMotion: true)
  }

  /// Both transitions at once; this transition's modifiers sit inside `other`'s.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion + other.insertion, removal: removal + other.removal,
      hasMotion: hasMotion || other.hasMotion)
  }

  /// This transition running on `animation` (`nil`: at once) instead of the change's: SwiftUI's
  /// `AnyTransition.animation(_:)`, "Attaches an animation to this transition" (Apple). As in
  /// SwiftUI the attached animation applies whatever the change's animation is, a change
  /// made without animation included; parts that already have an attached animation keep it
  /// (`.opacity.animation(a).combined(with: .scale).animation(b)` fades on `a`, scales on
  /// `b`). Like an `.animation(_:)` modifier it gives way to
  /// ``Transaction/disablesAnimations``.
  public func animation(_ animation: Animation?) -> AnyTransition {
    func attach(_ steps: [Step]) -> [Step] {
      steps.map { step in
        var step = step
        if case .none = step.attached { step.attached = .some(animation) }
        return step
      }
    }
    return AnyTransition(
      insertion: attach(insertion), removal: attach(removal), hasMotion: hasMotion)
  }

  /// Whether the transition has no effect.
  public var isIdentity: Bool { insertion.isEmpty && removal.isEmpty }
}
