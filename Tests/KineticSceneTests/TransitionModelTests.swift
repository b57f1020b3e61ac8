import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// How a view looks under a transition, measured from what is drawn, relative to the same view
/// drawn without one: opacity, scale (√|det| of its transform), the displacement of its centre,
/// its blur radius on the canvas and its rotation.
private struct Look: CustomStringConvertible {
  var opacity = 1.0
  var scale = 1.0
  var dx = 0.0
  var dy = 0.0
  var blur = 0.0
  var radians = 0.0

  var description: String {
    "opacity \(opacity) scale \(scale) d (\(dx), \(dy)) blur \(blur) radians \(radians)"
  }

  /// Every measure within `tolerance` of `other`'s.
  func isClose(to other: Look, _ tolerance: Double = 1e-9) -> Bool {
    [
      opacity - other.opacity, scale - other.scale, dx - other.dx, dy - other.dy,
      blur - other.blur, radians - other.radians,
    ].allSatisfy { abs($0) <= tolerance }
  }

  /// The look a fraction `t` of the way from `a` to `b`, every measure linearly.
  static func mix(_ a: Look, _ b: Look, _ t: Double) -> Look {
    func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Look(
      opacity: m(a.opacity, b.opacity), scale: m(a.scale, b.scale), dx: m(a.dx, b.dx),
      dy: m(a.dy, b.dy), blur: m(a.blur, b.blur), radians: m(a.radians, b.radians))
  }
}

/// Apple's example of the `Transition` documentation: a fade with a rotation of 30° before
/// appearing and −30° after disappearing.
private struct RotatingFadeTransition: Transition {
  func body(content: Node, phase: TransitionPhase) -> Node {
    let degrees: Double
    switch phase {
    case .willAppear: degrees = 30
    case .identity: degrees = 0
    case .didDisappear: degrees = -30
    }
    return content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(degrees: degrees)
  }
}

/// The transition demo's custom spin written as an iOS 17 `Transition` type: in from −90° and
/// out to +90° about the bottom-trailing corner (`phase.value` is −1 before appearing, +1
/// after disappearing).
private struct SpinTransition: Transition {
  func body(content: Node, phase: TransitionPhase) -> Node {
    content.rotationEffect(degrees: 90 * phase.value, anchor: .bottomTrailing)
  }
}

/// The iOS 17 transition model. Expected values are written from the cited sources (Apple's
/// documentation, OpenSwiftUI's transition files), not from the implementation: a view of
/// 60 × 40 pt, so a move by its own size is 60 pt across or 40 pt down. Tolerance 1e-9 pt:
/// translations of tens of points and products of a few factors, off by rounding only.
@Suite struct TransitionModelTests {
  static let width = 60.0
  static let height = 40.0
  static let view = Rectangle().fill(.blue).frame(width: width, height: height).id("v")

  /// The lane the view sits in.
  static func lane(_ content: [Node]) -> Node {
    Node.zStack([Rectangle().stroke(.gray).id("lane")] + content).frame(width: 100, height: 100)
  }

  /// The view without any transition, as drawn.
  static let rest: DisplayItem = SceneFrame(
    time: 0, size: Size(width: 200, height: 200), root: lane([view])
  ).items(id: "v")[0]

  static func center(_ item: DisplayItem) -> Point {
    Point(x: item.localSize.width / 2, y: item.localSize.height / 2).applying(item.transform)
  }

  /// The look of the item `id` in `frame`, or `nil` when it is not drawn.
  fileprivate static func look(_ frame: SceneFrame, _ id: String = "v") -> Look? {
    guard let item = frame.items(id: id).first else { return nil }
    let c = center(item)
    let r = center(rest)
    return Look(
      opacity: item.opacity, scale: item.transform.scaleFactor, dx: c.x - r.x, dy: c.y - r.y,
      blur: item.blurRadius,
      radians: item.transform.scaleFactor > 0 ? item.transform.rotationAngle : 0)
  }

  /// The look of `transition`'s body at `phase` around the view.
  fileprivate static func look(_ transition: some Transition, _ phase: TransitionPhase) -> Look? {
    let root = lane([transition.body(content: view, phase: phase)])
    return look(SceneFrame(time: 0, size: Size(width: 200, height: 200), root: root))
  }

  /// Each built-in with its look at willAppear, identity and didDisappear, from the sources.
  fileprivate static let builtIns: [(String, AnyTransition, Look, Look)] = {
    let w = width
    let h = height
    return [
      // OpenSwiftUI `Transition.swift`: the identity transition's body is the content.
      ("identity", AnyTransition(.identity), Look(), Look()),
      // `OpacityTransition`: opacity 1 at identity, else 0.
      ("opacity", AnyTransition(.opacity), Look(opacity: 0), Look(opacity: 0)),
      // `ScaleTransition.body`: scaleEffect(identity ? 1 : scale) about the centre.
      ("scale", AnyTransition(.scale), Look(scale: 0), Look(scale: 0)),
      ("scale(0.5)", AnyTransition(.scale(0.5)), Look(scale: 0.5), Look(scale: 0.5)),
      // About a corner (Apple, `scale(_:anchor:)`; OpenSwiftUI `ScaleEffect.swift`: the anchor
      // stays fixed): the centre, (±w/2, ±h/2) from the anchor, moves by (s − 1) of that.
      (
        "scale(0.5, topLeading)", AnyTransition(.scale(0.5, anchor: .topLeading)),
        Look(scale: 0.5, dx: -w / 4, dy: -h / 4), Look(scale: 0.5, dx: -w / 4, dy: -h / 4)
      ),
      (
        "scale(0.5, bottomTrailing)", AnyTransition(.scale(0.5, anchor: .bottomTrailing)),
        Look(scale: 0.5, dx: w / 4, dy: h / 4), Look(scale: 0.5, dx: w / 4, dy: h / 4)
      ),
      // `MoveTransition.swift`: Edge.translationOffset: leading (−width, 0), bottom (0, height).
      ("move(leading)", AnyTransition(.move(edge: .leading)), Look(dx: -w), Look(dx: -w)),
      ("move(bottom)", AnyTransition(.move(edge: .bottom)), Look(dy: h), Look(dy: h)),
      (
        "offset", AnyTransition(.offset(x: 30, y: -10)), Look(dx: 30, dy: -10),
        Look(dx: 30, dy: -10)
      ),
      // `SlideTransition.swift`: leading before appearing, trailing after disappearing.
      ("slide", AnyTransition(.slide), Look(dx: -w), Look(dx: w)),
      // `PushTransition.swift`: the edge before appearing, the opposite edge after
      // disappearing, opacity 0 away from identity.
      (
        "push(leading)", AnyTransition(.push(from: .leading)), Look(opacity: 0, dx: -w),
        Look(opacity: 0, dx: w)
      ),
      (
        "push(top)", AnyTransition(.push(from: .top)), Look(opacity: 0, dy: -h),
        Look(opacity: 0, dy: h)
      ),
      // `BlurTransition.swift`: opacity 0, blur 7, scale 0.9 (1.1 leaving with .upUp); the
      // blur sits inside the scale, so on the canvas it is 7 × the scale.
      (
        "blurReplace", AnyTransition(.blurReplace),
        Look(opacity: 0, scale: 0.9, blur: 7 * 0.9), Look(opacity: 0, scale: 0.9, blur: 7 * 0.9)
      ),
      (
        "blurReplace(.upUp)", AnyTransition(.blurReplace(.upUp)),
        Look(opacity: 0, scale: 0.9, blur: 7 * 0.9), Look(opacity: 0, scale: 1.1, blur: 7 * 1.1)
      ),
      // `AsymmetricTransition.swift`: each part in its own phase, identity otherwise.
      (
        "asymmetric", AnyTransition(.asymmetric(insertion: .scale, removal: .move(edge: .top))),
        Look(scale: 0), Look(dy: -h)
      ),
      // `CombiningTransition.swift`: both applied.
      (
        "combined", AnyTransition(OpacityTransition().combined(with: .scale(0.5))),
        Look(opacity: 0, scale: 0.5), Look(opacity: 0, scale: 0.5)
      ),
      // Apple's `Transition` example: ±30° and a fade.
      (
        "rotatingFade", AnyTransition(RotatingFadeTransition()),
        Look(opacity: 0, radians: .pi / 6), Look(opacity: 0, radians: -.pi / 6)
      ),
    ]
  }()

  /// The phase semantics (Apple, `TransitionPhase`): `isIdentity` only at identity, `value`
  /// −1, 0, 1.
  @Test func phases() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
  }

  /// `hasMotion`: true by default (Apple: "Defaults to `true`"), false for identity and opacity
  /// (OpenSwiftUI), the union for combinations.
  @Test func properties() {
    #expect(TransitionProperties().hasMotion)
    #expect(!IdentityTransition.properties.hasMotion && !OpacityTransition.properties.hasMotion)
    #expect(PushTransition.properties.hasMotion && BlurReplaceTransition.properties.hasMotion)
    #expect(!AnyTransition.opacity.hasMotion && AnyTransition.slide.hasMotion)
    #expect(AnyTransition.opacity.combined(with: .scale).hasMotion)
    #expect(!AnyTransition.asymmetric(insertion: .opacity, removal: .identity).hasMotion)
    #expect(AnyTransition(RotatingFadeTransition()).hasMotion)
  }

  /// Every built-in's body at every phase, drawn, against the source's values.
  @Test(arguments: 0..<builtIns.count)
  func bodiesAtEveryPhase(_ index: Int) throws {
    let (name, transition, appear, disappear) = Self.builtIns[index]
    for (phase, want) in [
      (TransitionPhase.willAppear, appear), (.identity, Look()), (.didDisappear, disappear),
    ] {
      let got = try #require(Self.look(transition, phase), "\(name) \(phase)")
      #expect(got.isClose(to: want), "\(name) \(phase): \(got), want \(want)")
    }
  }

  /// The scene runs each built-in between its phases: on a linear 1 s change, the inserted view
  /// is `t` of the way from willAppear to identity, the removed one `t` of the way from
  /// identity to didDisappear (blur on the canvas is the product of two linear factors there).
  @Test(arguments: 0..<builtIns.count)
  func scenesRunBetweenThePhases(_ index: Int) throws {
    let (name, transition, appear, disappear) = Self.builtIns[index]
    var scene = SceneModel(size: Size(width: 200, height: 200), state: false) { inserted in
      Self.lane([Self.view.id(inserted ? "b" : "a").transition(transition)])
    }
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    for t in [0.0, 0.25, 0.5, 0.75] {
      let frame = scene.frame(at: t)
      var inWant = Look.mix(appear, Look(), t)
      inWant.blur = 7 * (1 - t) * (appear.blur == 0 ? 0 : 1) * inWant.scale
      let inGot = try #require(Self.look(frame, "b"), "\(name) in at \(t)")
      #expect(inGot.isClose(to: inWant), "\(name) in at \(t): \(inGot), want \(inWant)")
      if transition.isIdentity {
        #expect(Self.look(frame, "a") == nil, "\(name): an identity removal is at once")
        continue
      }
      var outWant = Look.mix(Look(), disappear, t)
      outWant.blur = 7 * t * (disappear.blur == 0 ? 0 : 1) * outWant.scale
      let outGot = try #require(Self.look(frame, "a"), "\(name) out at \(t)")
      #expect(outGot.isClose(to: outWant), "\(name) out at \(t): \(outGot), want \(outWant)")
    }
    #expect(Self.look(scene.frame(at: 1), "a") == nil, "\(name): gone at the end")
    #expect(try #require(Self.look(scene.frame(at: 1), "b")).isClose(to: Look()), "\(name)")
  }

  /// A custom spin written as a `Transition` type runs as the same spin written with
  /// `AnyTransition.modifier(active:identity:)`, frame for frame, and turns about its
  /// bottom-trailing corner: −90° when it starts appearing, +90° as it finishes leaving.
  @Test func aCustomTransitionTypeRunsAsTheModifierForm() throws {
    let modifierForm = AnyTransition.asymmetric(
      insertion: .modifier(
        active: RotationEffect(degrees: -90, anchor: .bottomTrailing),
        identity: RotationEffect(degrees: 0, anchor: .bottomTrailing)),
      removal: .modifier(
        active: RotationEffect(degrees: 90, anchor: .bottomTrailing),
        identity: RotationEffect(degrees: 0, anchor: .bottomTrailing)))
    func scene(_ transition: AnyTransition) -> SceneModel<Bool> {
      var scene = SceneModel(size: Size(width: 200, height: 200), state: false) { inserted in
        Self.lane([Self.view.id(inserted ? "b" : "a").transition(transition)])
      }
      scene.withAnimation(.easeInOut(duration: 1), at: 0) { $0 = true }
      return scene
    }
    let typed = scene(AnyTransition(SpinTransition()))
    let reference = scene(modifierForm)
    let corner = Point(x: Self.width, y: Self.height).applying(Self.rest.transform)
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      for id in ["a", "b"] {
        let got = typed.frame(at: t).items(id: id).first
        let want = reference.frame(at: t).items(id: id).first
        #expect(got?.transform == want?.transform, "\(id) at \(t)")
        if let got {
          let moved = Point(x: got.localSize.width, y: got.localSize.height)
            .applying(got.transform)
          #expect(isClose(moved, corner, 1e-9), "\(id) at \(t): the corner stays")
        }
      }
    }
    let start = try #require(typed.frame(at: 0).items(id: "b").first)
    #expect(isClose(start.transform.rotationAngle, -.pi / 2, 1e-12))
    let leaving = try #require(typed.frame(at: 0.999_999).items(id: "a").first)
    #expect(isClose(leaving.transform.rotationAngle, .pi / 2, 1e-5))
  }

  /// Bridging: `AnyTransition(_:)` of a built-in type draws as the `AnyTransition` member of
  /// the same name; an `AnyTransition` is a `Transition` whose body shows its insertion before
  /// appearing and its removal after disappearing; `transition(_:)` takes either.
  @Test func bridgingBothWays() throws {
    let pairs: [(AnyTransition, AnyTransition)] = [
      (AnyTransition(OpacityTransition()), .opacity),
      (AnyTransition(.scale(0.3, anchor: .topLeading)), .scale(scale: 0.3, anchor: .topLeading)),
      (AnyTransition(.move(edge: .trailing)), .move(edge: .trailing)),
      (AnyTransition(SlideTransition()), .slide),
      (AnyTransition(.push(from: .bottom)), .push(from: .bottom)),
      (AnyTransition(.offset(x: 5, y: 7)), .offset(x: 5, y: 7)),
    ]
    for (typed, member) in pairs {
      for phase in [TransitionPhase.willAppear, .identity, .didDisappear] {
        let a = try #require(Self.look(typed, phase))
        let b = try #require(Self.look(member, phase))
        #expect(a.isClose(to: b, 0), "\(phase)")
      }
    }
    // An AnyTransition through the Transition protocol and back keeps its attached animation.
    let attached = AnyTransition.opacity.animation(.linear(duration: 2))
    func fade(_ node: @escaping @Sendable (Node) -> Node) -> SceneModel<Bool> {
      var scene = SceneModel(size: Size(width: 100, height: 100), state: false) { shown in
        Node.zStack(shown ? [node(Rectangle().frame(width: 10, height: 10).id("v"))] : [])
      }
      scene.withAnimation(nil, at: 0) { $0 = true }
      return scene
    }
    let viaProtocol = fade {
      $0.transition(CombinedTransition(first: attached, second: IdentityTransition()))
    }
    let opacity = try #require(viaProtocol.frame(at: 0.5).items(id: "v").first).opacity
    #expect(isClose(opacity, 0.25, 1e-12))
    // Transition.animation(_:) attaches as AnyTransition.animation(_:) does.
    let typed = fade { $0.transition(OpacityTransition().animation(.linear(duration: 4))) }
    #expect(isClose(try #require(typed.frame(at: 1).items(id: "v").first).opacity, 0.25, 1e-12))
  }

  /// Reduce Motion: transitions with motion become fades (Apple, `hasMotion`); a fade stays.
  @Test func reduceMotionReplacesMovingTransitionsWithOpacity() throws {
    var scene = SceneModel(size: Size(width: 200, height: 200), state: false) { inserted in
      Self.lane([Self.view.id(inserted ? "b" : "a").transition(.push(from: .leading))])
    }
    scene.reducesMotion = true
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = true }
    for id in ["a", "b"] {
      let got = try #require(Self.look(scene.frame(at: 0.25), id))
      #expect(got.isClose(to: Look(opacity: id == "b" ? 0.25 : 0.75)), "\(id): \(got)")
    }
  }

  /// The blur effect on its own: recorded on the canvas, nested blurs adding in quadrature,
  /// drawn in SVG as a Gaussian filter; a sharp scene's SVG has no blur filter.
  @Test func blurIsRecordedAndDrawn() throws {
    let frame = SceneFrame(
      time: 0, size: Size(width: 100, height: 100),
      root: Rectangle().frame(width: 10, height: 10).blur(radius: 3).blur(radius: 4)
        .scaleEffect(2).id("v"))
    let item = try #require(frame.items(id: "v").first)
    #expect(isClose(item.blurRadius, 10, 1e-12))  // √(3² + 4²) = 5, scaled by 2
    #expect(frame.svg().contains("<feGaussianBlur stdDeviation=\"5\"/>"))
    let sharp = SceneFrame(time: 0, size: Size(width: 100, height: 100), root: Self.view)
    #expect(!sharp.svg().contains("-blur"))
  }
}
