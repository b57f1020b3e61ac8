import Kinetic
import KineticPlot

extension Exporter {
  /// The most stops an approximation of a whole repetition may need before it is refused
  /// without a search (``refuseHopelessLoop(_:over:)``): beyond it the code is too long to use,
  /// and the search would outgrow its two-second budget.
  static let maximumStops = 20_000

  /// One period of a loop approximated, for a target that repeats it itself: the stops of one
  /// pass (or of a forward pass and its mirrored return, for a target whose return passes run
  /// time backwards), played `iterations` times after `delay`.
  struct LoopApproximation {
    /// The stops of one period, over its seconds.
    var fit: Approximation
    /// Seconds before the first period.
    var delay: Double
    /// Periods; `nil` for forever.
    var iterations: Int?
    /// Whether every other period plays the target's own return pass (CSS `alternate`).
    var alternates: Bool
    /// The period's motion (one pass, or a pass and its return), which the stops follow.
    var period: Animation
    /// Seconds the target's period is longer than the motion's, for a target that counts time
    /// in whole milliseconds (the period held at its end for them); 0 when it is the same.
    var lengthening = 0.0

    /// Progress of the period at normalised time `u` of the target's period: the motion's
    /// period, held at its last value (not the target it is removed at) for the lengthening.
    var progress: (Double) -> Double {
      let exact = fit.duration - lengthening
      let period = ExportMotion.progress(of: period, duration: exact)
      guard lengthening > 0 else { return period }
      let scale = fit.duration / exact
      // A pass holds the target it ends on; a pass and its return hold the value just before
      // their end (as a finite repetition, they end on the target, which the next period does
      // not play from).
      var end = 1.0
      switch self.period.kind {
      case .repeating, .alternating: end = end.nextDown
      default: break
      }
      return { u in period(Swift.min(end, u * scale)) }
    }
  }

  /// The loop of the motion as one approximated period, or `nil` when it does not repeat, or
  /// repeats a return pass the target cannot play an odd number of times (a period of two passes cannot end half
  /// way in every target, so the whole motion is approximated then).
  ///
  /// A return pass the target plays itself (`targetReturn`: time backwards for CSS
  /// `alternate`, GSAP `yoyo`, Android `REVERSE`; mirrored for react-spring's
  /// `loop: { reverse: true }`) alternates one pass's stops; any other return pass — or every
  /// return pass, for a target with no return pass of its own (`nil`: a Lottie player) — makes
  /// a forward pass and its return one period of twice the length, played half as many times.
  ///
  /// With a `tick` (seconds), the period is lengthened to the next whole number of ticks (its
  /// end held), as Android's and Compose's milliseconds and Flutter's microseconds are:
  /// ``LoopApproximation/lengthening`` says by how much, and ``header(_:_:loop:noun:)`` states
  /// it.
  func loopApproximation(targetReturn: ReturnPass? = .timeReversed, tick: Double? = nil)
    throws(ExportError) -> LoopApproximation?
  {
    guard let loop = motion.loop, (loop.count ?? 2) >= 2 else { return nil }
    var period = loop.pass
    var length = loop.length
    var iterations = loop.count
    var alternates = false
    switch loop.returnPass {
    case nil: break
    case let own? where own == targetReturn: alternates = true
    case let other?:
      if let count = loop.count {
        guard count % 2 == 0 else { return nil }
        iterations = count / 2
      }
      period =
        other == .mirrored
        ? loop.pass.repeatCount(2, autoreverses: true) : loop.pass.alternating(count: 2)
      length *= 2
    }
    var lengthening = 0.0
    if let tick {
      // (350, not the 351 that 0.35 · 1000 = 350.00000000000006 rounds up to.)
      let ticks = RoundTripFormat.shortestNearby(length / tick)
      // (Seconds in the ticks' own rounding: 700 ms is 0.7 s, not 1e-16 s longer.)
      lengthening = (ticks.rounded(.up) - ticks) * tick
    }
    var approximated = LoopApproximation(
      fit: Approximation(
        stops: [], maximumError: 0, duration: length + lengthening, uniformCount: nil,
        function: .linear),
      delay: loop.delay, iterations: iterations, alternates: alternates, period: period,
      lengthening: lengthening)
    approximated.fit = try approximation(
      progress: approximated.progress, over: approximated.fit.duration)
    return approximated
  }

  /// `loop` with the stops a target writes for it (its decimal text, its rounding), their
  /// error measured against one period: what every period of the target plays.
  func loop(_ loop: LoopApproximation, writing stops: [(u: Double, y: Double)])
    throws(ExportError) -> LoopApproximation
  {
    let progress = loop.progress
    // One typed error each (Embedded Swift has no `any Error`).
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(stops: Self.linearStops(stops))
    } catch {
      throw ExportError("cannot approximate '\(spec.source)': \(error)")
    }
    var written = loop
    do {
      let reference = try CSSLinearApproximation.Reference(tolerance: tolerance, progress: progress)
      written.fit.maximumError = CSSLinearApproximation.maximumError(
        of: function, against: reference, progress: progress)
    } catch {
      throw ExportError("cannot approximate '\(spec.source)': \(error)")
    }
    written.fit.stops = stops
    written.fit.function = function
    return written
  }

  /// The header of a loop's approximation: its error is the period's, in every period.
  func header(_ open: String, _ close: String = "", loop: LoopApproximation, noun: String)
    -> String
  {
    let repeated = "repeated \(loop.iterations.map { "\($0) times" } ?? "forever")"
    guard loop.lengthening > 0 else {
      return header(
        open, close, error: loop.fit.maximumError, count: loop.fit.stops.count,
        noun: "\(noun), \(repeated)")
    }
    // Every period plays the same stops; the n-th starts (n − 1) lengthenings late.
    let late =
      "; the period is rounded up to the target's time unit, "
      + "\(Self.short(loop.lengthening * 1000)) ms longer than the motion's, so period n starts "
      + "(n − 1) times that late"
    return header(
      open, close, error: loop.fit.maximumError, count: loop.fit.stops.count,
      noun: "\(noun) per period\(late), \(repeated)")
  }

  /// Refuses, before any search over the whole motion, an approximation over `span` seconds
  /// of a motion that repeats a pass more often than ``maximumStops`` can follow: one pass is
  /// approximated (a search over one pass's grid, returned), and the passes within `span`
  /// times its stops bound what the whole needs when tiled (``tiledApproximation(_:over:)``).
  ///
  /// - Throws: ``ExportError`` naming the passes, the stops of one and the estimate.
  @discardableResult
  func refuseHopelessLoop(_ loop: ExportMotion.Loop, over span: Double) throws(ExportError)
    -> Approximation
  {
    let passes = loop.passes(within: span)
    let one = try approximation(
      progress: ExportMotion.progress(of: loop.pass, duration: loop.length), over: loop.length)
    // What the tiling writes at most: every stop of every pass, and the first at the start.
    let estimate = passes * Double(one.stops.count) + 1
    guard estimate > Double(Self.maximumStops) else { return one }
    throw ExportError(
      "cannot approximate '\(spec.source)': \(Self.number(passes)) passes of "
        + "\(one.stops.count) stops each would need about \(Self.number(estimate.rounded())) "
        + "stops, more than the \(Self.maximumStops) an approximation writes; give a shorter "
        + "--duration or a larger --tolerance")
  }

  /// The whole motion over `span` seconds as one approximated pass of its loop, repeated: the
  /// delay held at the start, each pass's stops in place (time-reversed or mirrored for a
  /// return pass), a pass cut at `span` ending on its polyline, and the last value held to the
  /// end. Every pass plays the same stops, so the error is one pass's, measured again on the
  /// stops as written; a target that plays the stops itself gets at most P·k + 1 stops for P
  /// passes of k, in O(P·k) — not the fewest over the whole motion, which `css-linear` finds.
  ///
  /// - Throws: ``ExportError`` when the passes would need more than ``maximumStops``.
  func tiledApproximation(_ loop: ExportMotion.Loop, over span: Double) throws(ExportError)
    -> Approximation
  {
    let one = try refuseHopelessLoop(loop, over: span)
    var stops: [(u: Double, y: Double)] = []
    func add(_ t: Double, _ y: Double) {
      // A stop placed in a later pass (n·length + u·length over the span) or mirrored (1 − y)
      // picks up rounding noise, 30.000000000000004% for 30%: the value meant is written.
      let u = RoundTripFormat.shortestNearby(Swift.min(1, t / span))
      let y = RoundTripFormat.shortestNearby(y)
      if let last = stops.last, last.u == u, last.y == y { return }
      stops.append((u, y))
    }
    add(0, 0)
    let count = Int(loop.passes(within: span))
    passes: for index in 0..<count {
      // n·length in one rounding, as the motion starts its passes.
      let start = loop.delay + Double(index) * loop.length
      let isReturn = index % 2 == 1
      var pass = one.stops
      switch loop.returnPass {
      case .timeReversed? where isReturn: pass = pass.reversed().map { (1 - $0.u, $0.y) }
      case .mirrored? where isReturn: pass = pass.map { ($0.u, 1 - $0.y) }
      default: break
      }
      for (stop, next) in zip(pass, pass.dropFirst() + [pass[pass.count - 1]]) {
        let t = start + stop.u * loop.length
        guard t <= span else { break passes }
        add(t, stop.y)
        let end = start + next.u * loop.length
        if end > span, next.u > stop.u {
          // The pass is cut at `span`: end on its polyline.
          add(span, stop.y + (span - t) / (end - t) * (next.y - stop.y))
          break passes
        }
      }
    }
    if let last = stops.last, last.u < 1 { stops.append((1, last.y)) }
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(stops: Self.linearStops(stops))
    } catch {
      throw ExportError("cannot approximate '\(spec.source)': \(error)")
    }
    let measured: Double
    do {
      measured = try self.error(of: stops, duration: span)
    } catch {
      throw ExportError("cannot approximate '\(spec.source)': \(error)")
    }
    return Approximation(
      stops: stops, maximumError: measured, duration: span, uniformCount: nil, function: function)
  }

  /// A loop written as `form`'s code for one approximated period (``loopApproximation(targetReturn:tick:)``,
  /// in the form's time unit) and its loop statement (``StopsCode/loopStatement(_:)``), or
  /// `nil` when the motion does not loop as one period or the form cannot say a finite loop
  /// (its whole motion is then approximated).
  ///
  /// - Throws: ``ExportError`` when the loop never ends and the form cannot say it, with what
  ///   to do instead.
  func stopsLoop(_ form: StopsCode) throws(ExportError) -> String? {
    guard let own = motion.loop else { return nil }
    let targetReturn =
      own.returnPass.flatMap { form.loopReturns.contains($0) ? $0 : nil } ?? form.loopReturns.first
    let tick: Double? = form == .flutter ? 1e-6 : form == .compose ? 1e-3 : nil
    guard let loop = try loopApproximation(targetReturn: targetReturn, tick: tick) else {
      return nil
    }
    let statement = StopsCode.Loop(
      count: loop.iterations, returnPass: loop.alternates ? targetReturn : nil, delay: loop.delay)
    guard form.loopStatement(statement, count: "", delay: "") != nil else {
      guard loop.iterations == nil else { return nil }
      throw ExportError(
        "cannot write '\(spec.source)' for \(form.form): its loop starts after a delay of "
          + "\(Self.number(loop.delay)) s, and react-spring's loop replays its delay every pass; "
          + "export the loop without its delay and start it after the delay yourself "
          + "(setTimeout), or export --to framer, whose delay plays once")
    }
    return try form.code(
      header: header("//", loop: loop, noun: "stops"), stops: loop.fit.stops,
      duration: loop.fit.duration) + form.loopStatement(statement)
  }
}
