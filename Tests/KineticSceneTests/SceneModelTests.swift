import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// A modifier whose body derives an offset from a property that is not animatable data.
private struct PlainShift: ViewModifier {
  var x: Double
  func body(content: Node) -> Node { content.offset(x: x) }
}

/// The same, with the property declared as animatable data.
private struct AnimatableShift: ViewModifier {
  var x: Double
  var animatableData: Double {
    get { x }
    set { x = newValue }
  }
  func body(content: Node) -> Node { content.offset(x: x) }
}

@Suite struct SceneModelTests {
  let size = Size(width: 400, height: 100)

  func offsetScene() -> SceneModel<Double> {
    SceneModel(size: size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box")
    }
  }

  @Test(arguments: [DemoCurveCase.linear, .easeInOut, .easeIn])
  func offsetFollowsTheAnimationCurveFrameByFrame(_ curve: DemoCurveCase) throws {
    var scene = offsetScene()
    let origin = try #require(scene.frame(at: 0).bounds(of: "box")).minX
    scene.withAnimation(curve.animation, at: 0.5) { $0 = 100 }
    let clock = try FrameClock(fps: 60)
    for t in clock.times(count: 121) {
      let x = try #require(scene.frame(at: t).bounds(of: "box")).minX - origin
      let progress = curve.curve.value(at: min(max((t - 0.5) / 1.0, 0), 1))
      // Closed form: start + (target − start)·curve(t): the bounds differ only by rounding.
      #expect(isClose(x, 100 * progress, 1e-9), "t = \(t)")
    }
    #expect(scene.isAnimating(at: 1.0))
    #expect(!scene.isAnimating(at: 1.5))
  }

  @Test func aChangeWithoutAnimationIsImmediate() throws {
    var scene = offsetScene()
    scene.withAnimation(nil, at: 0) { $0 = 100 }
    let a = try #require(scene.frame(at: 0).bounds(of: "box"))
    let b = try #require(scene.frame(at: 5).bounds(of: "box"))
    #expect(a == b)
    // SwiftUI's usual way to turn animations off: no animation, and `.animation(_:)`
    // modifiers kept from adding one (see SceneInterruptionTests for the rule).
    var disabled = SceneModel(size: size, state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 1))
        .id("box")
    }
    var transaction = Transaction()
    transaction.disablesAnimations = true
    disabled.withTransaction(transaction, at: 0) { $0 = 100 }
    #expect(disabled.frame(at: 0.5).bounds(of: "box") == a)
  }

  /// The article's restart model, as a named policy: at 0.5 s the box is at 50; the new
  /// animation takes it from 50 to 0 linearly over 1 s. (SwiftUI's rule adds instead: see
  /// SceneInterruptionTests.)
  @Test func anInterruptionRestartsFromThePresentationValue() throws {
    var scene = offsetScene()
    scene.retargetPolicy = .restart
    let origin = try #require(scene.frame(at: 0).bounds(of: "box")).minX
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    scene.withAnimation(.linear(duration: 1), at: 0.5) { $0 = 0 }
    func x(_ t: Double) throws -> Double {
      try #require(scene.frame(at: t).bounds(of: "box")).minX - origin
    }
    #expect(isClose(try x(0.5), 50))
    #expect(isClose(try x(0.75), 37.5))
    #expect(isClose(try x(1.5), 0))
    // Times before the last change are moved up to it.
    scene.withAnimation(.linear(duration: 1), at: 0.2) { $0 = 10 }
    #expect(scene.lastChangeTime == 0.5)
  }

  @Test func onlyAnimatableDataInterpolates() throws {
    struct State: Sendable { var x = 0.0 }
    var scene = SceneModel(size: size, state: State()) { s in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).modifier(PlainShift(x: s.x)).id("plain"),
        Rectangle().frame(width: 10, height: 10).modifier(AnimatableShift(x: s.x)).id("animatable"),
      ])
    }
    let plain0 = try #require(scene.frame(at: 0).bounds(of: "plain")).minX
    let anim0 = try #require(scene.frame(at: 0).bounds(of: "animatable")).minX
    scene.withAnimation(.linear(duration: 1), at: 0) { $0.x = 200 }
    let mid = scene.frame(at: 0.25)
    #expect(isClose(try #require(mid.bounds(of: "plain")).minX - plain0, 200))
    #expect(isClose(try #require(mid.bounds(of: "animatable")).minX - anim0, 50))
  }

  @Test func shapeAnimatableDataAndColoursInterpolate() throws {
    var scene = SceneModel(size: size, state: false) { on in
      RoundedRectangle(cornerRadius: on ? 40 : 0).fill(on ? Color(white: 1) : Color(white: 0))
        .frame(
          width: 80, height: 80
        )
        .id("card")
    }
    scene.withAnimation(.linear(duration: 2), at: 0) { $0 = true }
    let node = try #require(scene.presentation(at: 0.5).first(id: "card"))
    let shape = try #require(node.innermostShape as? RoundedRectangle)
    #expect(isClose(shape.cornerRadius, 10))
    let item = try #require(scene.frame(at: 0.5).items(id: "card").first)
    guard case .color(let c)? = item.fill else {
      Issue.record("expected a colour fill")
      return
    }
    // Colours animate in linear light, as SwiftUI's: a quarter of the way from black to white
    // is 25 % light, which encodes to about 0.537 in gamma sRGB.
    #expect(isClose(c.linearRed, 0.25) && isClose(c.opacity, 1))
    #expect(isClose(c.red, 0.537, 1e-3))
  }

  @Test func springAnimationsSettleOnTheTarget() throws {
    var scene = offsetScene()
    let origin = try #require(scene.frame(at: 0).bounds(of: "box")).minX
    scene.withAnimation(.spring(duration: 0.5, bounce: 0.3), at: 0) { $0 = 100 }
    let mid = try #require(scene.frame(at: 0.3).bounds(of: "box")).minX - origin
    #expect(mid > 50)
    #expect(!scene.isAnimating(at: 30))
    #expect(isClose(try #require(scene.frame(at: 30).bounds(of: "box")).minX - origin, 100))
  }

  @Test func frameClockSamplesAtIOverFps() throws {
    let clock = try FrameClock(fps: 30)
    let expected: [Double] = [0, 1.0 / 30, 2.0 / 30, 3.0 / 30]
    #expect(clock.times(count: 4) == expected)
    #expect(clock.frameCount(covering: 1) == 31)
    #expect(clock.frameCount(covering: 0) == 1)
    for bad in [0.0, -1, .nan, .infinity, 2_000_000] {
      #expect(throws: SceneError.self) { _ = try FrameClock(fps: bad) }
    }
  }
}

/// Curves under test with their closed forms.
enum DemoCurveCase: CaseIterable, Sendable {
  case linear, easeIn, easeInOut
  var animation: Animation {
    switch self {
    case .linear: .linear(duration: 1)
    case .easeIn: .easeIn(duration: 1)
    case .easeInOut: .easeInOut(duration: 1)
    }
  }
  var curve: UnitCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeInOut: .easeInOut
    }
  }
}

@Suite struct AnimationOverrideTests {
  @Test func perNodeAnimationsReplaceTheTransactionsOne() throws {
    var scene = SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
      Node.vStack([
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("default"),
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("delayed")
          .animation(.linear(duration: 1).delay(0.5)),
        Rectangle().frame(width: 10, height: 10).offset(x: x).id("instant").animation(nil),
      ])
    }
    let start = scene.frame(at: 0)
    scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 100 }
    func moved(_ id: String, _ t: Double) throws -> Double {
      try #require(scene.frame(at: t).bounds(of: id)).minX - #require(start.bounds(of: id)).minX
    }
    #expect(isClose(try moved("default", 0.25), 25))
    #expect(isClose(try moved("delayed", 0.25), 0))
    #expect(isClose(try moved("delayed", 1.0), 50))
    #expect(isClose(try moved("instant", 0.25), 100))
  }

  @Test func anOverrideAnimatesAChangeMadeWithoutAnimation() throws {
    var scene = SceneModel(size: Size(width: 400, height: 100), state: 0.0) { x in
      Rectangle().frame(width: 10, height: 10).offset(x: x).id("box").animation(
        .linear(duration: 2))
    }
    let x0 = try #require(scene.frame(at: 0).bounds(of: "box")).minX
    scene.withAnimation(nil, at: 0) { $0 = 100 }
    #expect(isClose(try #require(scene.frame(at: 0.5).bounds(of: "box")).minX - x0, 25))
  }
}

@Suite struct DocumentationExampleTests {
  /// The example of the KineticScene catalogue, kept compiling and true.
  @Test func overviewExampleRuns() throws {
    var scene = SceneModel(size: Size(width: 240, height: 120), state: false) { on in
      Node.hStack(
        spacing: 20,
        [
          Circle().fill(.blue).frame(width: on ? 100 : 40, height: on ? 100 : 40).id("dot"),
          RoundedRectangle(cornerRadius: 8).fill(.orange).rotationEffect(
            Angle(degrees: on ? 45 : 0)
          )
          .frame(width: 60, height: 60),
        ])
    }
    scene.withAnimation(.easeInOut(duration: 1), at: 0) { $0 = true }
    let frame = scene.frame(at: 0.5)
    #expect(try frame.ascii(width: 60, height: 15).contains("@"))
    #expect(svgWellFormednessError(frame.svg()) == nil)
    #expect(frame.hitTest(Point(x: 60, y: 60)) == "dot")
    // easeInOut(0.5) = 0.5, so the dot is 70 pt wide half-way.
    #expect(isClose(try #require(frame.bounds(of: "dot")).width, 70, 1e-9))
  }
}
