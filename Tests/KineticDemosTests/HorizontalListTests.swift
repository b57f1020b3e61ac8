import CKineticMath
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticDemos

/// The horizontal-list demo's invariants: a virtualised list that builds at most one card more
/// than it shows, never scrolls past its ends and flings along 1 − (1 − u)⁴ over 2 s.
@Suite struct HorizontalListTests {
  /// The layouts exercised: the article's 1,000 cards, a list narrower than its viewport, one
  /// card, no spacing, and non-representable binary fractions.
  static let layouts: [(items: Int, card: Double, spacing: Double, viewport: Double)] = [
    (1000, 120, 16, 390),
    (3, 100, 10, 390),
    (1, 50, 0, 200),
    (250, 33.3, 0, 100.7),
    (40, 0.1, 0.2, 0.7),
    (1000, 300, 24, 320),
  ]

  /// The visible indices by testing every card against the viewport, written independently of
  /// `HorizontalList.isVisible`.
  static func bruteForceVisible(
    items: Int, card: Double, spacing: Double, viewport: Double, offset: Double
  ) -> [Int] {
    (0..<items).filter { index in
      let left = Double(index) * (card + spacing)
      return left + card > offset && left < offset + viewport
    }
  }

  @Test func contentWidthAndMaximumOffsetOfTheArticleList() throws {
    let list = try HorizontalList(itemCount: 1000, cardWidth: 120, spacing: 16, viewportWidth: 390)
    #expect(list.contentWidth == 1000 * 120 + 999 * 16)
    #expect(list.maximumOffset == 1000 * 120 + 999 * 16 - 390)
    #expect(list.pitch == 136)
  }

  @Test func contentNarrowerThanTheViewportCannotScroll() throws {
    let list = try HorizontalList(itemCount: 3, cardWidth: 100, spacing: 10, viewportWidth: 390)
    #expect(list.maximumOffset == 0)
    #expect(list.clampedOffset(500) == 0)
    #expect(list.visibleRange(offset: 0) == 0..<3)
    #expect(list.builtRange(offset: 0) == 0..<3)
  }

  @Test func anEmptyListShowsAndBuildsNothing() throws {
    let list = try HorizontalList(itemCount: 0)
    #expect(list.contentWidth == 0)
    #expect(list.visibleRange(offset: 0).isEmpty)
    #expect(list.buildCards(offset: 0, direction: 1).isEmpty)
    let scroll = try HorizontalListScroll(
      list: list, gestures: [HorizontalListGesture(startTime: 0, dragDuration: 0.2, velocity: 900)])
    let frame = scroll.frame(at: 0.5)
    #expect(frame.offset == 0)
    #expect(frame.firstVisible == nil && frame.lastVisible == nil && frame.built == 0)
  }

  @Test(arguments: 0..<6)
  func visibleRangeMatchesTestingEveryCard(layoutIndex: Int) throws {
    let layout = Self.layouts[layoutIndex]
    let list = try HorizontalList(
      itemCount: layout.items, cardWidth: layout.card, spacing: layout.spacing,
      viewportWidth: layout.viewport)
    var random = SeededGenerator(seed: 0x7157 + UInt64(layoutIndex))
    var offsets = (0..<300).map { _ in random.uniform(0...list.maximumOffset) }
    // The edges where rounding in the range estimate matters: a card's leading or trailing
    // edge exactly at either side of the viewport, and the two ends of the content.
    for index in stride(from: 0, to: layout.items, by: Swift.max(1, layout.items / 40)) {
      let left = Double(index) * (layout.card + layout.spacing)
      offsets += [
        left, left + layout.card, left - layout.viewport, left + layout.card - layout.viewport,
      ]
    }
    offsets += [0, list.maximumOffset]
    for raw in offsets {
      let offset = list.clampedOffset(raw)
      let expected = Self.bruteForceVisible(
        items: layout.items, card: layout.card, spacing: layout.spacing, viewport: layout.viewport,
        offset: offset)
      let visible = list.visibleRange(offset: offset)
      #expect(Array(visible) == expected, "offset \(offset) in layout \(layout)")
      #expect(!visible.isEmpty, "a non-empty list always shows a card (offset \(offset))")
    }
  }

  @Test(arguments: 0..<6)
  func builtCardsAreTheVisibleOnesPlusAtMostOne(layoutIndex: Int) throws {
    let layout = Self.layouts[layoutIndex]
    let list = try HorizontalList(
      itemCount: layout.items, cardWidth: layout.card, spacing: layout.spacing,
      viewportWidth: layout.viewport)
    var random = SeededGenerator(seed: 0xB11D + UInt64(layoutIndex))
    for _ in 0..<200 {
      let offset = random.uniform(0...list.maximumOffset)
      for direction in [-1.0, 0, 1] {
        let visible = list.visibleRange(offset: offset)
        let cards = list.buildCards(offset: offset, direction: direction)
        let indices = cards.map(\.index)
        #expect(cards.count <= visible.count + 1)
        #expect(visible.allSatisfy { indices.contains($0) }, "every visible card is built")
        #expect(indices == Array(indices.sorted()) && Set(indices).count == indices.count)
        #expect(indices.allSatisfy { (0..<layout.items).contains($0) })
        // A neighbour exists whenever not all cards are visible, and it is built.
        if visible.count < layout.items { #expect(cards.count == visible.count + 1) }
        // It is the card ahead in the direction of motion when there is one.
        if direction < 0, visible.lowerBound > 0 {
          #expect(indices.first == visible.lowerBound - 1)
        }
        if direction >= 0, visible.upperBound < layout.items {
          #expect(indices.last == visible.upperBound)
        }
        for card in cards {
          #expect(card.minX == Double(card.index) * list.pitch - list.clampedOffset(offset))
          #expect(card.width == layout.card)
        }
      }
    }
  }

  @Test func theArticleListBuildsAHandfulOfItsThousandCards() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll.demo(list: list, flingVelocity: 4000)
    var largest = 0
    for frame in 0...Int(scroll.duration * 60) {
      largest = Swift.max(largest, scroll.frame(at: Double(frame) / 60).built)
    }
    // 390 pt of 136 pt pitch: at most 4 cards meet the viewport, so 5 are built.
    #expect(largest == 5)
  }

  /// Scripts that push against both ends: a gentle drag, a fling far past the end, a fling back
  /// past the start, and one that interrupts a fling in flight.
  static func scripts(list: HorizontalList, fling: HorizontalListFling = .quartic) throws
    -> [HorizontalListScroll]
  {
    [
      try HorizontalListScroll(
        list: list,
        gestures: [HorizontalListGesture(startTime: 0.1, dragDuration: 0.3, velocity: 800)],
        fling: fling),
      try HorizontalListScroll(
        list: list,
        gestures: [
          HorizontalListGesture(startTime: 0, dragDuration: 0.25, velocity: 5e5),
          HorizontalListGesture(startTime: 2.5, dragDuration: 0.25, velocity: -9e5),
        ], fling: fling),
      try HorizontalListScroll(
        list: list, initialOffset: list.maximumOffset / 2,
        gestures: [
          HorizontalListGesture(startTime: 0, dragDuration: 0.1, velocity: -3000),
          HorizontalListGesture(startTime: 0.6, dragDuration: 0.2, velocity: 7000),
          HorizontalListGesture(startTime: 1.4, dragDuration: 0, velocity: -2e6),
        ], fling: fling),
      try HorizontalListScroll.demo(list: list, flingVelocity: 4000, fling: fling),
    ]
  }

  @Test(arguments: 0..<6)
  func neverScrollsPastItsEndsNorBuildsMoreThanVisiblePlusOne(layoutIndex: Int) throws {
    let layout = Self.layouts[layoutIndex]
    let list = try HorizontalList(
      itemCount: layout.items, cardWidth: layout.card, spacing: layout.spacing,
      viewportWidth: layout.viewport)
    for scroll in try Self.scripts(list: list) {
      for step in 0...Int((scroll.duration + 0.5) * 120) {
        let frame = scroll.frame(at: Double(step) / 120)
        #expect(frame.offset >= 0 && frame.offset <= list.maximumOffset, "t = \(frame.time)")
        #expect(frame.built <= frame.visible.count + 1, "t = \(frame.time)")
        #expect(frame.visible == list.visibleRange(offset: frame.offset))
      }
    }
    // The iOS fling goes past an end only through the rubber band: by less than a viewport.
    for scroll in try Self.scripts(list: list, fling: .ios) {
      let steps = Int((Swift.min(scroll.duration, 60) + 0.5) * 60)
      for step in 0...steps {
        let frame = scroll.frame(at: Double(step) / 60)
        let overshoot = frame.offset - list.clampedOffset(frame.offset)
        #expect(abs(overshoot) < layout.viewport, "t = \(frame.time)")
        #expect(frame.built <= frame.visible.count + 1, "t = \(frame.time)")
      }
      #expect(
        scroll.offset(at: scroll.duration + 1)
          == list.clampedOffset(scroll.offset(at: scroll.duration + 1))
          || abs(
            scroll.offset(at: scroll.duration + 1)
              - list.clampedOffset(scroll.offset(at: scroll.duration + 1))) <= 0.1
      )
    }
  }

  @Test func theEndsAreReachedAndHeldWhenAFlingOvershoots() throws {
    let list = try HorizontalList()
    let scroll = try Self.scripts(list: list, fling: .quartic)[1]
    #expect(scroll.flingTarget(ofGesture: 0) == list.maximumOffset)
    #expect(scroll.offset(at: 2.25) == list.maximumOffset)
    #expect(scroll.frame(at: 2.25).lastVisible == 999)
    #expect(scroll.flingTarget(ofGesture: 1) == 0)
    #expect(scroll.offset(at: scroll.duration) == 0)
    #expect(scroll.frame(at: scroll.duration).firstVisible == 0)
  }

  @Test func theDragFollowsTheFinger() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list, initialOffset: 1000,
      gestures: [HorizontalListGesture(startTime: 0.5, dragDuration: 0.4, velocity: -1500)])
    #expect(scroll.offset(at: 0.25) == 1000)
    #expect(scroll.phase(at: 0.25) == .idle)
    for t in stride(from: 0.5, to: 0.9, by: 0.01) {
      #expect(abs(scroll.offset(at: t) - (1000 - 1500 * (t - 0.5))) <= 1e-9)
      #expect(scroll.phase(at: t) == .dragging)
      #expect(scroll.direction(at: t) == -1)
    }
  }

  /// The predicted end is the release offset plus 0.75 s of the release velocity, clamped.
  @Test(arguments: [-4000.0, -250, 0, 600, 3000, 12000])
  func theFlingTargetIsTheReleaseVelocityProjectedOverThreeQuartersOfASecond(velocity: Double)
    throws
  {
    let list = try HorizontalList()
    let start = 50_000.0
    let scroll = try HorizontalListScroll(
      list: list, initialOffset: start,
      gestures: [HorizontalListGesture(startTime: 0, dragDuration: 0.3, velocity: velocity)],
      fling: .quartic)
    let release = try #require(scroll.releaseOffset(ofGesture: 0))
    #expect(abs(release - (start + 0.3 * velocity)) <= 1e-9)
    let target = try #require(scroll.flingTarget(ofGesture: 0))
    #expect(abs(target - (release + 0.75 * velocity)) <= 1e-9)
  }

  /// 1 − (1 − u)⁴ with `pow`, independently of `QuarticEaseOut`.
  static func quartic(_ u: Double) -> Double { 1 - pow(1 - u, 4) }

  @Test(arguments: [-30_000.0, -2000, 150, 4000, 1e6])
  func theFlingFollowsTheQuarticEaseOutOverTwoSeconds(velocity: Double) throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list, initialOffset: 20_000,
      gestures: [HorizontalListGesture(startTime: 0.2, dragDuration: 0.3, velocity: velocity)],
      fling: .quartic)
    let release = try #require(scroll.releaseOffset(ofGesture: 0))
    let target = try #require(scroll.flingTarget(ofGesture: 0))
    let lift = 0.5
    // Sampled every 1/240 s: the fraction of the way travelled is the quartic of the fraction
    // of the 2 s elapsed. Tolerance: a few ulps of the offsets involved (≤ 2.2e5 pt here).
    for step in 0...480 {
      let u = Double(step) / 480
      let t = lift + 2 * u
      let expected = release + (target - release) * Self.quartic(u)
      #expect(abs(scroll.offset(at: t) - expected) <= 1e-10 * Swift.max(1, abs(target)), "u = \(u)")
      if u < 1, release != target { #expect(scroll.phase(at: t) == .flinging) }
    }
    // Exactly at the target from 2 s on, and still there later.
    #expect(scroll.offset(at: lift + 2) == target)
    #expect(scroll.offset(at: lift + 10) == target)
    #expect(scroll.phase(at: lift + 2) == .resting)
    #expect(scroll.duration == lift + 2)
  }

  /// The iOS fling is the core ``IOSScroll`` model released at the lift with the content's
  /// velocity: it decelerates at UIKit's normal rate inside the content (x₀ + v₀(1 − d^{1000t})
  /// / (1000·ln(1/d)), written out here) and hands over continuously (C0 and C1) at the lift.
  @Test func theIOSFlingIsUIKitsDeceleration() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list, initialOffset: 40_000,
      gestures: [HorizontalListGesture(startTime: 0.2, dragDuration: 0.3, velocity: 2500)])
    #expect(scroll.fling == .ios)
    let release = try #require(scroll.releaseOffset(ofGesture: 0))
    #expect(abs(release - 40_750) <= 1e-9)
    #expect(scroll.releaseVelocity(ofGesture: 0) == 2500)
    let d = 0.998
    let k = -1000 * log(d)
    for step in 0...200 {
      let s = Double(step) * 0.02
      let expected = release + 2500 * (1 - pow(d, 1000 * s)) / k
      #expect(abs(scroll.offset(at: 0.5 + s) - expected) <= 1e-9 * expected, "s = \(s)")
    }
    // C0 and C1 at the lift: the drag's last offsets meet the fling's first at the finger speed.
    let h = 1e-6
    let before = (scroll.offset(at: 0.5 - h) - scroll.offset(at: 0.5 - 2 * h)) / h
    let after = (scroll.offset(at: 0.5 + 2 * h) - scroll.offset(at: 0.5 + h)) / h
    #expect(abs(before - 2500) <= 1e-2 && abs(after - 2500) <= 1e-2)
    #expect(abs(scroll.offset(at: 0.5) - release) <= 1e-9)
  }

  /// A fling past the start: the offset goes below 0 through the rubber band (never by a
  /// viewport width), springs back and rests exactly where the model says, at the edge.
  @Test func theIOSFlingRubberBandsAndSpringsBack() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list, initialOffset: 300,
      gestures: [HorizontalListGesture(startTime: 0, dragDuration: 0.1, velocity: -3000)])
    let release = try #require(scroll.releaseOffset(ofGesture: 0))
    #expect(abs(release - 0) <= 1e-9)
    var lowest = 0.0
    for step in 0...Int(scroll.duration * 240) {
      let x = scroll.offset(at: Double(step) / 240)
      lowest = Swift.min(lowest, x)
      #expect(x > -list.viewportWidth && x <= 300)
    }
    #expect(lowest < -10, "the band shows space before the first card")
    let frame = scroll.frame(at: 0.2)
    #expect(frame.offset < 0 && frame.firstVisible == 0)
    #expect(frame.cards.first?.minX == -frame.offset, "the first card moves with the band")
    #expect(scroll.offset(at: scroll.duration) == 0, "at rest on the edge")
    #expect(scroll.phase(at: scroll.duration + 0.1) == .resting)
  }

  /// Dragging past an edge moves the content by the rubber band of the finger's overdrag.
  @Test func theIOSDragIsRubberBandedPastAnEdge() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list, gestures: [HorizontalListGesture(startTime: 0, dragDuration: 1, velocity: -400)])
    let band = RubberBand(dimension: list.viewportWidth)
    for t in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(abs(scroll.offset(at: t) - band.value(-400 * t)) <= 1e-9)
    }
    // c·D·u/(u + 1) with u = 0.55·400/390, written out.
    let u = 0.55 * 400 / 390
    #expect(abs(scroll.offset(at: 1.0.nextDown) + 390 * u / (u + 1)) <= 1e-6)
  }

  @Test func aTouchDownStopsAFlingWhereItIs() throws {
    let list = try HorizontalList()
    let scroll = try HorizontalListScroll(
      list: list,
      gestures: [
        HorizontalListGesture(startTime: 0, dragDuration: 0.2, velocity: 5000),
        HorizontalListGesture(startTime: 1, dragDuration: 0.2, velocity: 0),
      ])
    let before = scroll.offset(at: 1.0.nextDown)
    let shown = scroll.offset(at: 1)
    #expect(abs(shown - before) <= 1e-6, "the offset is continuous at touch-down")
    #expect(scroll.offset(at: 1.5) == shown, "a still finger holds the list")
    let target = try #require(scroll.flingTarget(ofGesture: 0))
    #expect(shown < target, "the first fling was cut short")
  }

  @Test func quarticEaseOutAsAnAnimation() {
    let animation = Animation.quarticEaseOut()
    var context = AnimationContext<Double>()
    for step in 0..<200 {
      let t = Double(step) / 100
      let value = animation.animate(value: 300.0, time: t, context: &context)
      #expect(abs((value ?? .nan) - 300 * Self.quartic(t / 2)) <= 1e-12, "t = \(t)")
      // Velocity against a central difference of the closed form (error O(h²) ≈ 1e-8).
      let h = 1e-5
      let numeric = 300 * (Self.quartic((t + h) / 2) - Self.quartic((t - h) / 2)) / (2 * h)
      let velocity = animation.velocity(value: 300.0, time: t, context: context) ?? .nan
      if t > 0 { #expect(abs(velocity - numeric) <= 1e-5, "t = \(t)") }
    }
    #expect(animation.animate(value: 300.0, time: 2, context: &context) == nil)
    #expect(QuarticEaseOut.value(at: 0) == 0 && QuarticEaseOut.value(at: 1) == 1)
    #expect(QuarticEaseOut.velocity(at: 0) == 4 && QuarticEaseOut.velocity(at: 1) == 0)
    #expect(QuarticEaseOut.value(at: .nan) == 0)
  }

  @Test func invalidInputIsRejectedWithTypedErrors() throws {
    #expect(throws: HorizontalListError.invalidItemCount(-1)) { try HorizontalList(itemCount: -1) }
    #expect(throws: HorizontalListError.self) { try HorizontalList(cardWidth: 0) }
    #expect(throws: HorizontalListError.self) { try HorizontalList(spacing: -1) }
    #expect(throws: HorizontalListError.self) { try HorizontalList(viewportWidth: .infinity) }
    let list = try HorizontalList()
    #expect(throws: HorizontalListError.self) {
      try HorizontalListScroll(
        list: list, gestures: [HorizontalListGesture(startTime: 0, dragDuration: 1, velocity: .nan)]
      )
    }
    #expect(throws: HorizontalListError.self) {
      try HorizontalListScroll(
        list: list,
        gestures: [
          HorizontalListGesture(startTime: 0, dragDuration: 1, velocity: 10),
          HorizontalListGesture(startTime: 0.5, dragDuration: 1, velocity: 10),
        ])
    }
    let error = HorizontalListError.invalidLength(name: "card width", value: 0)
    #expect(error.description.contains("card width"))
  }
}
