import Kinetic
import KineticScene

/// The `horizontal-list` demo: a virtualised row of 1,000 cards in a viewport, dragged and
/// flung twice by ``HorizontalListScroll/demo(list:flingVelocity:fling:)`` with iOS scroll
/// physics (`--fling ios`, the default) or the article's quartic (`--fling quartic`); only the cards the list
/// builds become nodes, so the scene holds at most the visible cards plus one.
///
/// Drawn: the viewport's outline, the built cards clipped to it (coloured and numbered by
/// index so the motion reads), and a scroll indicator whose thumb tracks the offset.
/// CSV columns: `time,offset,firstVisible,lastVisible,built`.
public struct HorizontalListDemo: Demo {
  /// The command-line name.
  public static let name = "horizontal-list"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A virtualised list of 1,000 cards: drag and fling with iOS scroll physics (deceleration, rubber band, spring back), or the article's quartic to 0.75 of the predicted end."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "items", summary: "Number of cards.", defaultValue: "1000",
      kind: .integer(0...1_000_000)),
    DemoParameter(
      name: "fling-velocity",
      summary: "Scroll velocity of the first drag, in points per second (the second is −2×).",
      defaultValue: "4000", kind: .number(-1_000_000...1_000_000)),
    DemoParameter(
      name: "fling",
      summary:
        "ios: UIKit deceleration, rubber band and spring back; quartic: the article's 1 − (1 − t)⁴ over 2 s to 0.75 of the predicted end, clamped.",
      defaultValue: "ios", kind: .choice(HorizontalListFling.allCases.map(\.rawValue))),
    DemoParameter(
      name: "card-width", summary: "Width of a card, in points.", defaultValue: "120",
      kind: .number(1...2000)),
    DemoParameter(
      name: "spacing", summary: "Gap between cards, in points.", defaultValue: "16",
      kind: .number(0...500)),
    DemoParameter(
      name: "viewport-width", summary: "Width of the visible window, in points.",
      defaultValue: "390", kind: .number(50...2000)),
  ]

  /// The scripted scroll.
  public let scroll: HorizontalListScroll
  /// The length of the timeline, in seconds: after it nothing moves.
  public var duration: Double { scroll.duration + 0.2 }

  /// Margin round the viewport, in points.
  static let margin = 20.0
  /// The viewport's height, in points.
  static let viewportHeight = 150.0

  /// Builds the demo from its options (see ``parameters``); missing options take their
  /// defaults.
  public init(options: DemoOptions) throws(DemoError) {
    let items = try options.integer("items")
    let velocity = try options.number("fling-velocity")
    let fling = HorizontalListFling(rawValue: try options.choice("fling")) ?? .ios
    let cardWidth = try options.number("card-width")
    let spacing = try options.number("spacing")
    let viewport = try options.number("viewport-width")
    do {
      let list = try HorizontalList(
        itemCount: items, cardWidth: cardWidth, spacing: spacing, viewportWidth: viewport)
      scroll = try HorizontalListScroll.demo(list: list, flingVelocity: velocity, fling: fling)
    } catch {
      // The option ranges already exclude every value the model rejects; kept total anyway.
      throw .invalidValue(
        demo: Self.name, option: "items", value: String(items), expected: error.description)
    }
  }

  /// The CSV columns, `time` first.
  public let csvHeader = ["time", "offset", "firstVisible", "lastVisible", "built"]

  /// The offset in points, card indices, the count of cards built.
  public let csvUnits = ["s", "points", "card index", "card index", "cards"]

  /// The values at `time`, in the order of ``csvHeader``.
  public func csvRow(at time: Double) -> [Double?] {
    let frame = scroll.frame(at: time)
    return [
      time, frame.offset, frame.firstVisible.map(Double.init), frame.lastVisible.map(Double.init),
      Double(frame.built),
    ]
  }

  /// Card colours, cycled by index.
  static let cardColours: [Color] = [
    DemoPalette.blue, DemoPalette.green, DemoPalette.orange,
    Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255), DemoPalette.teal,
    Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255),
  ]

  /// The laid-out scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame {
    let list = scroll.list
    let state = scroll.frame(at: time)
    let m = Self.margin
    let viewport = Rect(x: m, y: m, width: list.viewportWidth, height: Self.viewportHeight)
    let canvas = Size(width: list.viewportWidth + 2 * m, height: Self.viewportHeight + 3 * m + 6)
    var nodes: [Node] = []
    let window = Path { $0.addRoundedRect(in: viewport, cornerRadius: 6) }
    for card in state.cards {
      let rect = Rect(
        x: viewport.minX + card.minX, y: viewport.minY + 10, width: card.width,
        height: viewport.height - 20)
      nodes.append(
        Path { $0.addRoundedRect(in: rect, cornerRadius: 12) }
          .fill(Self.cardColours[card.index % Self.cardColours.count])
          .clipShape(window).id("card-\(card.index)"))
      nodes.append(
        Node.text("#\(card.index)", size: 18).fill(.white).frame(
          width: rect.width, height: rect.height
        )
        .offset(x: rect.minX, y: rect.minY).clipShape(window).id("label-\(card.index)"))
    }
    nodes.append(window.stroke(DemoPalette.gray, lineWidth: 1.5).id("viewport"))
    // The scroll indicator: the thumb's share of the track is the viewport's share of the
    // content, its position the offset's share of the maximum.
    let track = Rect(x: viewport.minX, y: viewport.maxY + m, width: viewport.width, height: 6)
    nodes.append(
      Path { $0.addRoundedRect(in: track, cornerRadius: 3) }.fill(DemoPalette.gray.opacity(0.3)).id(
        "track"))
    let share = list.contentWidth > 0 ? min(1, list.viewportWidth / list.contentWidth) : 1
    let thumbWidth = max(12, track.width * share)
    // Past an edge (the rubber band) the thumb stays at its end of the track.
    let progress =
      list.maximumOffset > 0 ? min(max(state.offset / list.maximumOffset, 0), 1) : 0
    let thumb = Rect(
      x: track.minX + (track.width - thumbWidth) * progress, y: track.minY, width: thumbWidth,
      height: track.height)
    nodes.append(Path { $0.addRoundedRect(in: thumb, cornerRadius: 3) }.fill(.black).id("thumb"))
    return SceneFrame(
      time: time, size: canvas,
      root: Node.zStack(alignment: .topLeading, nodes).frame(
        width: canvas.width, height: canvas.height))
  }
}
