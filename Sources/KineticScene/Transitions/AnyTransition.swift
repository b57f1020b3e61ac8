import Kinetic

/// How a node enters and leaves the tree, as SwiftUI's `AnyTransition`.
///
/// A transition is a list of modifier pairs for insertion and one for removal. On insertion each
/// modifier animates from its *active* value to its *identity* value; on removal from identity to
/// active, after which the node is gone. At identity every built-in transition leaves the node
/// exactly as if no transition were applied.
public struct AnyTransition: Sendable {
  /// One modifier at its active and identity values; both have the same concrete type.
  struct Step: Sendable {
    var active: any SceneModifier
    var identity: any SceneModifier
    /// The animation attached with ``AnyTransition/animation(_:)``: `.some(nil)` for none (at
    /// once), `nil` when the change's animation applies.
    var attached: Animation?? = nil
  }

  var insertion: [Step]
  var removal: [Step]

  /// No visible effect: the node appears and disappears at once.
  public static let identity = AnyTransition(insertion: [], removal: [])

  /// Fades in from opacity 0 and out to 0.
  public static let opacity = AnyTransition.modifier(
    active: OpacityModifier(0), identity: OpacityModifier(1))

  /// Scales from 0 about the centre.
  public static let scale = AnyTransition.scale(scale: 0)

  /// Scales from `scale` about `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    .modifier(
      active: ScaleEffect(x: scale, y: scale, anchor: anchor),
      identity: ScaleEffect(x: 1, y: 1, anchor: anchor))
  }

  /// Moves in from and out to `edge`, by the node's own size along that edge's axis.
  public static func move(edge: Edge) -> AnyTransition {
    .modifier(
      active: MoveEffect(edge: edge, fraction: 1), identity: MoveEffect(edge: edge, fraction: 0))
  }

  /// Moves in from and out to an offset of (x, y) points.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
    .modifier(active: OffsetEffect(x: x, y: y), identity: OffsetEffect())
  }

  /// Moves in from and out to an offset.
  public static func offset(_ offset: Size) -> AnyTransition {
    .offset(x: offset.width, y: offset.height)
  }

  /// Inserts from the leading edge and removes towards the trailing edge.
  public static let slide = AnyTransition.asymmetric(
    insertion: .move(edge: .leading), removal: .move(edge: .trailing))

  /// Uses `insertion` when the node is inserted and `removal` when it is removed.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }

  /// A custom transition: `active` when the node is off-stage, `identity` when it is shown.
  public static func modifier<M: SceneModifier>(active: M, identity: M) -> AnyTransition {
    let step = Step(active: active, identity: identity)
    return AnyTransition(insertion: [step], removal: [step])
  }

  /// Both transitions at once; this transition's modifiers sit inside `other`'s.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
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
    return AnyTransition(insertion: attach(insertion), removal: attach(removal))
  }

  /// Whether the transition has no effect.
  public var isIdentity: Bool { insertion.isEmpty && removal.isEmpty }
}
