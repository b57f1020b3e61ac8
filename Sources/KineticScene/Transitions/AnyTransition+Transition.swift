import Kinetic

extension AnyTransition: Transition {
  /// `content` wrapped in the insertion's active modifiers at ``TransitionPhase/willAppear``,
  /// the removal's at ``TransitionPhase/didDisappear``, and unchanged at identity.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    switch phase {
    case .willAppear: insertion.reduce(content) { $0.wrapped(in: $1.active) }
    case .identity: content
    case .didDisappear: removal.reduce(content) { $0.wrapped(in: $1.active) }
    }
  }

  /// Itself, attached animations included.
  public var anyTransition: AnyTransition { self }

  /// The modifier pairs of `transition`, read from its body (see ``Transition``).
  init<T: Transition>(reading transition: T) {
    let content = Node.transitionContent
    func chain(_ phase: TransitionPhase) -> [any SceneModifier] {
      var node = transition.body(content: content, phase: phase)
      var modifiers: [any SceneModifier] = []
      while case .modified(let inner, let modifier) = node.content {
        modifiers.append(modifier)
        node = inner
      }
      // A body that does not end at the content (a stack, another view) has no pairs.
      guard case .empty = node.content, node.id == content.id else { return [] }
      return modifiers.reversed()
    }
    let identity = chain(.identity)
    self.init(
      insertion: Self.steps(moving: chain(.willAppear), still: identity),
      removal: Self.steps(moving: chain(.didDisappear), still: identity),
      hasMotion: T.properties.hasMotion)
  }

  /// The pairs of the modifiers of a moving phase and of identity, matched in order from the
  /// content outwards: each keeps the moving phase's modifier, with identity's animatable data
  /// on the still side; pairs of different types, or with the same data, are left out.
  private static func steps(moving: [any SceneModifier], still: [any SceneModifier]) -> [Step] {
    zip(moving, still).compactMap { moving, still in
      func open<M: SceneModifier>(_ moving: M) -> Step? {
        guard let still = still as? M, still.animatableData != moving.animatableData else {
          return nil
        }
        var rest = moving
        rest.animatableData = still.animatableData
        return Step(active: moving, identity: rest)
      }
      return open(moving)
    }
  }
}

extension Node {
  /// The stand-in for the content given to a ``Transition``'s body. Its own transition is
  /// spelt out: the default, `AnyTransition.opacity`, is built through this very node, and a
  /// static that reads itself while it is being initialised never returns.
  static let transitionContent = Node(
    content: .empty, id: "\u{0}transition-content",
    transition: AnyTransition(insertion: [], removal: [], hasMotion: false))
}
