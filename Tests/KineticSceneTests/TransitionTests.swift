import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// A rotation about the bottom-trailing corner, for the custom-transition test.
private struct Spin: GeometryEffect {
  var degrees: Double
  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }
  func effectValue(size: Size) -> AffineTransform {
    RotationEffect(degrees: degrees, anchor: .bottomTrailing).effectValue(size: size)
  }
}

@Suite struct TransitionTests {
  static let spin = AnyTransition.modifier(active: Spin(degrees: -90), identity: Spin(degrees: 0))

  static let cases: [(String, AnyTransition)] = [
    ("identity", .identity),
    ("opacity", .opacity),
    ("scale", .scale),
    ("scaleAnchored", .scale(scale: 0.3, anchor: .topLeading)),
    ("moveLeading", .move(edge: .leading)),
    ("moveBottom", .move(edge: .bottom)),
    ("offset", .offset(x: 30, y: -10)),
    ("slide", .slide),
    ("asymmetric", .asymmetric(insertion: .scale, removal: .move(edge: .top))),
    (
      "combined",
      AnyTransition.opacity.combined(with: .scale(scale: 0.5)).combined(with: .offset(y: 20))
    ),
    ("spin", spin),
  ]

  /// A lane showing "a" (false) or "b" (true), switched at t = 0 over 1 s.
  func scene(_ transition: AnyTransition) -> SceneModel<Bool> {
    var scene = SceneModel(size: Size(width: 200, height: 200), state: false) { showB in
      Node.zStack([
        Rectangle().stroke(.gray).id("lane"),
        (showB
          ? Circle().fill(.blue).frame(width: 60, height: 40).id("b")
          : Rectangle().fill(.red).frame(width: 60, height: 40).id("a")).transition(transition),
      ]).frame(width: 100, height: 100)
    }
    scene.withAnimation(.easeInOut(duration: 1), at: 0) { $0 = true }
    return scene
  }

  @Test(arguments: 0..<cases.count)
  func transitionsReachIdentityAndRemoveTheOldView(_ index: Int) throws {
    let (name, transition) = Self.cases[index]
    let scene = scene(transition)
    // The view as laid out without any transition.
    let rest = SceneFrame(
      time: 0, size: scene.size,
      root: Node.zStack([
        Rectangle().stroke(.gray).id("lane"),
        Circle().fill(.blue).frame(width: 60, height: 40).id("b"),
      ]).frame(width: 100, height: 100))
    let restItem = try #require(rest.items(id: "b").first)
    for t in [1.0, 1.5] {
      let end = scene.frame(at: t)
      let item = try #require(end.items(id: "b").first, "\(name) at \(t)")
      #expect(item.transform == restItem.transform, "\(name)")
      #expect(item.opacity == 1, "\(name)")
      #expect(end.items(id: "a").isEmpty, "\(name): the removed view is gone")
    }
    // Mid-way both views are on stage (an identity transition swaps at once).
    let mid = scene.frame(at: 0.5)
    #expect(mid.items(id: "a").isEmpty == transition.isIdentity, "\(name)")
    #expect(!mid.items(id: "b").isEmpty, "\(name)")
  }

  @Test func insertionStartsAtTheActiveValues() throws {
    let opacity = try #require(scene(.opacity).frame(at: 0).items(id: "b").first)
    #expect(opacity.opacity == 0)
    let scale = try #require(scene(.scale).frame(at: 0).items(id: "b").first)
    #expect(scale.transform.scaleFactor == 0)
    // move(edge: .leading) moves by the view's own width (60 pt).
    let rest = try #require(scene(.identity).frame(at: 1).bounds(of: "b"))
    let moved = try #require(scene(.move(edge: .leading)).frame(at: 0).bounds(of: "b"))
    #expect(isClose(moved.minX, rest.minX - 60) && isClose(moved.minY, rest.minY))
    let offset = try #require(scene(.offset(x: 30, y: -10)).frame(at: 0).bounds(of: "b"))
    #expect(isClose(offset.minX, rest.minX + 30) && isClose(offset.minY, rest.minY - 10))
  }

  @Test func removalRunsTowardsTheActiveValues() throws {
    let s = scene(.opacity)
    let a = try #require(s.frame(at: 0.5).items(id: "a").first)
    // easeInOut at 0.5 is 0.5 by symmetry, so the removed view is half transparent.
    #expect(isClose(a.opacity, 0.5, 1e-12))
    let slide = scene(.slide)
    let rest = try #require(scene(.identity).frame(at: -1).bounds(of: "a"))
    let out = try #require(slide.frame(at: 0.5).bounds(of: "a"))
    #expect(isClose(out.minX, rest.minX + 30, 1e-9))  // towards the trailing edge
  }

  @Test func spinTurnsAboutTheBottomTrailingCorner() throws {
    let s = scene(Self.spin)
    let final = try #require(s.frame(at: 1).items(id: "b").first)
    let corner = Point(x: final.localSize.width, y: final.localSize.height)
    let fixed = corner.applying(final.transform)
    var sawRotation = false
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let item = try #require(s.frame(at: t).items(id: "b").first)
      #expect(isClose(corner.applying(item.transform), fixed, 1e-9), "t = \(t)")
      if abs(item.transform.rotationAngle) > 0.1 { sawRotation = true }
    }
    #expect(sawRotation)
    let start = try #require(s.frame(at: 0).items(id: "b").first)
    #expect(isClose(start.transform.rotationAngle, -.pi / 2, 1e-12))
  }

  /// Apple, `AnyTransition.animation(_:)`: "Attaches an animation to this transition." The
  /// transition runs on it instead of the change's (a change without animation included); an
  /// inner attachment wins over an outer one; the scene's timing (animating, completion)
  /// follows the attached animation.
  @Test func attachedAnimationDrivesTheTransition() throws {
    func fade(_ transition: AnyTransition, _ animation: Animation?) -> SceneModel<Bool> {
      var scene = SceneModel(size: Size(width: 100, height: 100), state: false) { shown in
        Node.zStack(
          shown ? [Rectangle().frame(width: 10, height: 10).id("b").transition(transition)] : [])
      }
      scene.withAnimation(animation, at: 0) { $0 = true }
      return scene
    }
    // Linear over 2 s, whatever the change says: opacity t/2.
    for changeAnimation in [Animation?.none, .easeIn(duration: 0.2)] {
      let scene = fade(.opacity.animation(.linear(duration: 2)), changeAnimation)
      let item = try #require(scene.frame(at: 0.5).items(id: "b").first)
      #expect(isClose(item.opacity, 0.25, 1e-12))
      #expect(scene.isAnimating(at: 1.9) && !scene.isAnimating(at: 2))
      #expect(scene.completionTime(ofChangeAt: 0, criteria: .removed) == 2)
      #expect(scene.completionTime(ofChangeAt: 0, criteria: .logicallyComplete) == 2)
    }
    // `nil` attached: at once, even under an animated change.
    let instant = fade(.opacity.animation(nil), .linear(duration: 1))
    #expect(try #require(instant.frame(at: 0).items(id: "b").first).opacity == 1)
    #expect(!instant.isAnimating(at: 0))
    // The inner attachment wins: opacity on 1 s, scale on 4 s.
    let mixed = fade(
      AnyTransition.opacity.animation(.linear(duration: 1)).combined(with: .scale)
        .animation(.linear(duration: 4)), nil)
    let item = try #require(mixed.frame(at: 0.5).items(id: "b").first)
    #expect(isClose(item.opacity, 0.5, 1e-12))
    #expect(isClose(item.transform.scaleFactor, 0.125, 1e-12))
    #expect(mixed.completionTime(ofChangeAt: 0, criteria: .removed) == 4)
  }
}
