import Kinetic
import KineticDemos
import KineticTestSupport
import Testing

/// `kinetic demo transition --transition EXPR`: every built-in SwiftUI transition, parsed from
/// its expression, at every phase, against values written here from the cited sources and not
/// from the implementation. The view is 60 × 60 pt, the animation linear over 1 s, so the
/// progress p is the time: the inserted view is at `willAppear` at p = 0 and at identity at
/// p = 1; the removed view at identity at p = 0 and on its way to `didDisappear` after.
@Suite("Transition expressions in the transition demo")
struct TransitionExpressionTests {
  /// What one view shows: opacity, scale, centre offset (points), blur drawn (points), degrees.
  struct Look: Equatable, CustomStringConvertible {
    var opacity = 1.0
    var scale = 1.0
    var x = 0.0
    var y = 0.0
    var blur = 0.0
    var rotation = 0.0
    var description: String { "(\(opacity), \(scale), \(x), \(y), \(blur), \(rotation))" }
    var values: [Double] { [opacity, scale, x, y, blur, rotation] }
  }

  /// A transition expression and the looks of the inserted and removed views at progress p.
  struct Case: Sendable, CustomTestStringConvertible {
    var expression: String
    var insertion: @Sendable (Double) -> Look
    var removal: @Sendable (Double) -> Look
    var testDescription: String { expression }
  }

  static let size = 60.0

  /// A look scaled by k about the unit anchor (ax, ay): the centre moves by (1 − k)(a − ½)·size
  /// along each axis (SwiftUI's `scaleEffect(_:anchor:)` keeps the anchor fixed).
  static func scaled(_ k: Double, anchor ax: Double, _ ay: Double) -> Look {
    Look(scale: k, x: (1 - k) * (ax - 0.5) * size, y: (1 - k) * (ay - 0.5) * size)
  }

  /// BlurReplace (OpenSwiftUI `BlurTransition.swift`): away from identity opacity 0, blur 7 pt,
  /// scale 0.9 (1.1 for an `upUp` removal) about the centre, the scale outermost, so the blur
  /// drawn is the radius times the scale.
  static func blurReplace(_ away: Double, scaleAway: Double) -> Look {
    let k = 1 + (scaleAway - 1) * away
    return Look(opacity: 1 - away, scale: k, blur: 7 * away * k)
  }

  static let cases: [Case] = [
    // Apple, `AnyTransition.opacity`: "from transparent to opaque on insertion, and from
    // opaque to transparent on removal".
    Case(
      expression: ".opacity", insertion: { Look(opacity: $0) }, removal: { Look(opacity: 1 - $0) }),
    // OpenSwiftUI `ScaleEffect.swift` (`ScaleTransition`): scale 1 at identity, the given scale
    // (0 for `.scale`) otherwise, about the anchor.
    Case(
      expression: ".scale", insertion: { scaled($0, anchor: 0.5, 0.5) },
      removal: { scaled(1 - $0, anchor: 0.5, 0.5) }),
    Case(
      expression: ".scale(0.5, anchor: .topLeading)",
      insertion: { scaled(0.5 + 0.5 * $0, anchor: 0, 0) },
      removal: { scaled(1 - 0.5 * $0, anchor: 0, 0) }),
    Case(
      expression: "AnyTransition.scale(scale: 0.25, anchor: UnitPoint.bottomTrailing)",
      insertion: { scaled(0.25 + 0.75 * $0, anchor: 1, 1) },
      removal: { scaled(1 - 0.75 * $0, anchor: 1, 1) }),
    Case(
      expression: ".scale(2, anchor: UnitPoint(x: 0.25, y: 1))",
      insertion: { scaled(2 - $0, anchor: 0.25, 1) },
      removal: { scaled(1 + $0, anchor: 0.25, 1) }),
    // OpenSwiftUI `MoveTransition.swift`: offset by the view's size towards the edge.
    Case(
      expression: ".move(edge: .leading)", insertion: { Look(x: -size * (1 - $0)) },
      removal: { Look(x: -size * $0) }),
    Case(
      expression: "AnyTransition.move(edge: Edge.bottom)", insertion: { Look(y: size * (1 - $0)) },
      removal: { Look(y: size * $0) }),
    // Apple, `offset(x:y:)` / `offset(_:)`: "from the specified offset".
    Case(
      expression: ".offset(x: 10, y: 20)", insertion: { Look(x: 10 * (1 - $0), y: 20 * (1 - $0)) },
      removal: { Look(x: 10 * $0, y: 20 * $0) }),
    Case(
      expression: ".offset(CGSize(width: -5, height: 8))",
      insertion: { Look(x: -5 * (1 - $0), y: 8 * (1 - $0)) },
      removal: { Look(x: -5 * $0, y: 8 * $0) }),
    Case(
      expression: ".offset(y: -30)", insertion: { Look(y: -30 * (1 - $0)) },
      removal: { Look(y: -30 * $0) }),
    // Apple, `slide`: "inserting by moving in from the leading edge, and removing by moving out
    // towards the trailing edge".
    Case(
      expression: ".slide", insertion: { Look(x: -size * (1 - $0)) },
      removal: { Look(x: size * $0) }),
    // OpenSwiftUI `PushTransition.swift`: in from the edge, out towards the opposite edge,
    // opacity 0 away from identity.
    Case(
      expression: ".push(from: .trailing)", insertion: { Look(opacity: $0, x: size * (1 - $0)) },
      removal: { Look(opacity: 1 - $0, x: -size * $0) }),
    Case(
      expression: ".push(from: .top)", insertion: { Look(opacity: $0, y: -size * (1 - $0)) },
      removal: { Look(opacity: 1 - $0, y: size * $0) }),
    Case(
      expression: ".blurReplace", insertion: { blurReplace(1 - $0, scaleAway: 0.9) },
      removal: { blurReplace($0, scaleAway: 0.9) }),
    Case(
      expression: ".blurReplace(.downUp)", insertion: { blurReplace(1 - $0, scaleAway: 0.9) },
      removal: { blurReplace($0, scaleAway: 0.9) }),
    Case(
      expression: "AnyTransition(.blurReplace(BlurReplaceTransition.Configuration.upUp))",
      insertion: { blurReplace(1 - $0, scaleAway: 0.9) },
      removal: { blurReplace($0, scaleAway: 1.1) }),
    // OpenSwiftUI `AsymmetricTransition.swift`: each part only for its own direction.
    Case(
      expression: ".asymmetric(insertion: .move(edge: .top), removal: .scale)",
      insertion: { Look(y: -size * (1 - $0)) }, removal: { scaled(1 - $0, anchor: 0.5, 0.5) }),
    // Apple, `combined(with:)`: "a composite transition that uses both transitions".
    Case(
      expression: ".opacity.combined(with: .scale)",
      insertion: { Look(opacity: $0, scale: $0) }, removal: { Look(opacity: 1 - $0, scale: 1 - $0) }
    ),
    Case(
      expression:
        ".asymmetric(insertion: .opacity.combined(with: .slide), removal: AnyTransition.push(from: .leading))",
      insertion: { Look(opacity: $0, x: -size * (1 - $0)) },
      removal: { Look(opacity: 1 - $0, x: size * $0) }),
    Case(
      expression: ".move(edge: .trailing).combined(with: .offset(y: 10)).combined(with: .opacity)",
      insertion: { Look(opacity: $0, x: size * (1 - $0), y: 10 * (1 - $0)) },
      removal: { Look(opacity: 1 - $0, x: size * $0, y: 10 * $0) }),
  ]

  static func demo(_ expression: String) throws -> TransitionDemo {
    try TransitionDemo(options: ["transition": expression, "curve": "linear", "duration": "1"])
  }

  static func looks(_ demo: TransitionDemo, at time: Double) -> (in: [Double?], out: [Double?]) {
    let row = demo.csvRow(at: time)
    return (Array(row[1...6]), Array(row[7...12]))
  }

  /// Absolute, in points or units: the scene's layout adds and subtracts coordinates of
  /// about 100 pt, so its rounding is ~1e-13.
  static let tolerance = 1e-9

  @Test(arguments: cases)
  func everyPhase(_ c: Case) throws {
    let demo = try Self.demo(c.expression)
    #expect(
      demo.csvHeader == [
        "time", "in.opacity", "in.scale", "in.offsetX", "in.offsetY", "in.blur", "in.rotation",
        "out.opacity", "out.scale", "out.offsetX", "out.offsetY", "out.blur", "out.rotation",
      ])
    // willAppear (p = 0), mid-animation, identity (p = 1) for the inserted view; identity and
    // mid-animation for the removed one, which is gone once it reaches didDisappear.
    for p in [0, 0.25, 0.5, 0.75, 1.0] {
      let (shown, leaving) = Self.looks(demo, at: p)
      let expectedIn = c.insertion(p).values
      for (got, want) in zip(shown, expectedIn) {
        #expect(isClose(got, want, Self.tolerance), "in at p = \(p): \(shown) vs \(expectedIn)")
      }
      if p < 1 {
        let expectedOut = c.removal(p).values
        for (got, want) in zip(leaving, expectedOut) {
          #expect(
            isClose(got, want, Self.tolerance), "out at p = \(p): \(leaving) vs \(expectedOut)")
        }
      } else {
        #expect(leaving.allSatisfy { $0 == nil }, "the removed view is gone at p = 1")
      }
    }
  }

  /// `.identity`: the inserted view is at identity from the start and the removed one is gone
  /// at once (Apple: "A transition that returns the input view, unmodified, as the output
  /// view").
  @Test func identity() throws {
    let demo = try Self.demo(".identity")
    for t in [0, 0.5, 1.0] {
      let (shown, _) = Self.looks(demo, at: t)
      #expect(shown == Look().values.map { Optional($0) })
    }
    let (_, leaving) = Self.looks(demo, at: 0.5)
    #expect(leaving.allSatisfy { $0 == nil })
  }

  /// Spellings of one transition draw the same values (to the layout's rounding: each
  /// caption, the expression, gives the scene another width).
  @Test(arguments: [
    [".scale(0.5)", ".scale(scale: 0.5)", "AnyTransition.scale(scale: 0.5, anchor: .center)"],
    [
      ".move(edge: .top)", "AnyTransition.move(edge: Edge.top)", "AnyTransition(.move(edge: .top))",
    ],
    [".blurReplace", ".blurReplace()", ".blurReplace(.downUp)"],
    [".offset(x: 3, y: 4)", ".offset(CGSize(width: 3, height: 4))"],
  ])
  func spellings(_ expressions: [String]) throws {
    let demos = try expressions.map(Self.demo)
    for t in [0, 0.3, 0.8] {
      let rows = demos.map { $0.csvRow(at: t) }
      for row in rows.dropFirst() {
        #expect(row.count == rows[0].count)
        for (a, b) in zip(row, rows[0]) {
          #expect(
            a == b || isClose(a, b ?? .nan, Self.tolerance), "\(expressions) at t = \(t)")
        }
      }
    }
  }

  /// A bad expression is a ``DemoError/invalidExpression(demo:option:_:)`` pointing into it.
  @Test(arguments: [
    (".fade", 2), (".move(edge: .leadin)", 13), (".opacity.combined(with: .scal)", 26),
    (".scale(anchor: .top)", 8), (".opacity()", 2), (".move", 2), ("", 1),
    (".offset(x: 1, y: 2", 19), (".push(from: .top).animation(.easeIn)", 19),
  ])
  func badExpression(_ expression: String, column: Int) {
    #expect {
      _ = try Self.demo(expression)
    } throws: { error in
      guard case .invalidExpression(let demo, let option, let spec) = error as? DemoError else {
        return false
      }
      return demo == "transition" && option == "transition" && spec.column == column
        && spec.source == expression
    }
  }

  /// Without `--transition` the article's six lanes and their columns are unchanged.
  @Test func defaultIsTheArticle() throws {
    let demo = try TransitionDemo(options: [:])
    #expect(demo.transitionExpression == nil)
    #expect(demo.csvHeader.count == 15 && demo.csvHeader[1] == "opacityIn")
  }
}
