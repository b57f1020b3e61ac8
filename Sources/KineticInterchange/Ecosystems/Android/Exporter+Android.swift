import Kinetic

extension Exporter {
  /// How an Android animator plays a motion: its interpolator, whole milliseconds, the start
  /// delay and repetition, or a path of lines through the approximation's stops.
  struct AndroidAnimatorParts {
    enum Interpolation {
      /// One of Android's interpolators.
      case interpolator(AndroidInterpolator)
      /// `PathInterpolator` path data of lines (an approximation).
      case pathData(String)
      /// `Keyframe.ofFloat(fraction, value)` texts of a `PropertyValuesHolder.ofKeyframe`
      /// played linearly: a loop's period whose values do not run from the start to the
      /// target, which a `PathInterpolator` cannot say (an approximation).
      case keyframes([(fraction: String, value: String)])
    }
    var interpolation: Interpolation
    var milliseconds: Int
    var delay: Int = 0
    /// `nil` for no repetition, −1 for `INFINITE`.
    var repeatCount: Int?
    var reverse = false
    /// The first-line comment of an approximation, without its comment markers.
    var approximation: String?
  }

  /// The interpolators `--to android` recognises in a motion read from Android (compared by
  /// value, as custom animations are): every parameterless one and the factors and tensions
  /// 0.5 to 4 in halves.
  static let androidCandidates: [AndroidInterpolator] = {
    let halves = (1...8).map { Double($0) / 2 }
    var candidates: [AndroidInterpolator] = [.accelerateDecelerate, .bounce]
    candidates += AndroidInterpolator.LookupTable.allCases.map { .lookupTable($0) }
    for x in halves {
      candidates += [.accelerate(factor: x), .decelerate(factor: x)]
      candidates += [.anticipate(tension: x), .overshoot(tension: x)]
      candidates += [1, 1.5, 2].map { .anticipateOvershoot(tension: x, extraTension: $0) }
    }
    return candidates
  }()

  /// The interpolator that plays `animation` (no wrappers) exactly, with its duration.
  static func androidInterpolator(_ animation: Animation) -> (AndroidInterpolator, Double)? {
    switch animation.kind {
    case .timingCurve(let curve, let d):
      if curve == .linear { return (.linear, d) }
      return curve.cubicBezier == nil ? nil : (.path(curve), d)
    case .easing(let function, let d):
      if function == .linear { return (.linear, d) }
      guard let bezier = function.cubicBezier else { return nil }
      return (
        .path(
          .bezier(
            startControlPoint: UnitPoint(x: bezier.x1, y: bezier.y1),
            endControlPoint: UnitPoint(x: bezier.x2, y: bezier.y2))), d
      )
    case .custom:
      guard let d = customDuration(animation) else { return nil }
      return androidCandidates.first { $0.animation(duration: d) == animation }.map { ($0, d) }
    default:
      return nil
    }
  }

  /// The animator's parts: exact when an Android interpolator plays the motion over whole
  /// milliseconds, else a path of lines over the whole motion (rounded up to whole ms).
  func androidParts(xml: Bool) throws(ExportError) -> AndroidAnimatorParts {
    let passes = targetPasses()
    var animation = passes.base
    if case .default = animation.kind { animation = Animation.defaultBase }
    let delay = passes.delay
    let repeatCount = passes.repetition.map { $0.count.map { $0 - 1 } ?? -1 }
    let reverse = passes.repetition?.alternates == true
    if let (interpolator, d) = Self.androidInterpolator(animation),
      let ms = Self.wholeMilliseconds(d), ms > 0, let delayMs = Self.wholeMilliseconds(delay),
      // androidx's tables have no XML resource; the platform's fast_out_slow_in is the cubic.
      !(xml && { if case .lookupTable = interpolator { return true } else { return false } }())
    {
      return AndroidAnimatorParts(
        interpolation: .interpolator(interpolator), milliseconds: ms, delay: delayMs,
        repeatCount: repeatCount, reverse: reverse)
    }
    // A loop as one period's path with Android's own repeat (its REVERSE runs time backwards);
    // in Kotlin, a period away from the path's 0,0 to 1,1 (a pass and its mirrored return) as
    // keyframes of its values.
    if let loop = try loopApproximation(tick: 1e-3) {
      let interpolation: AndroidAnimatorParts.Interpolation
      let stops: [(u: Double, y: Double)]
      if !xml, let keyframes = Self.androidKeyframes(loop.fit.stops) {
        interpolation = .keyframes(keyframes)
        stops = keyframes.map { (u: Double($0.fraction) ?? 0, y: Double($0.value) ?? 0) }
      } else {
        let (path, written) = try androidPath(loop.fit.stops, loop: loop)
        (interpolation, stops) = (.pathData(path), written)
      }
      let written = try self.loop(loop, writing: stops)
      guard let delay = Self.wholeMilliseconds(loop.delay) else {
        throw ExportError(
          "cannot write '\(spec.source)' for Android: its delay, "
            + "\(Self.number(loop.delay)) s, is not whole milliseconds (startDelay); give the "
            + "delay in whole milliseconds, or export --to gsap, whose delay is in seconds")
      }
      var noun = "points"
      if case .keyframes = interpolation { noun = "keyframes" }
      let comment = String(header("", loop: written, noun: noun).dropFirst().dropLast())
      return AndroidAnimatorParts(
        interpolation: interpolation, milliseconds: Int((loop.fit.duration * 1000).rounded()),
        delay: delay, repeatCount: loop.iterations.map { $0 - 1 } ?? -1,
        reverse: loop.alternates, approximation: comment)
    }
    // A whole number of milliseconds, which the motion spans (it holds its end after it).
    guard let span = duration ?? motion.totalDuration, span > 0 else {
      throw ExportError(
        "'\(spec.source)' never ends, so it cannot be written as stops; give --duration")
    }
    let ms = (span * 1000).rounded(.up)
    let fit = try approximation(over: ms / 1000)
    let (path, stops) = try androidPath(fit.stops, loop: nil)
    let measured = try error(of: stops, duration: fit.duration)
    let comment = String(
      header("", error: measured, count: fit.stops.count, noun: "points").dropFirst().dropLast())
    return AndroidAnimatorParts(
      interpolation: .pathData(path), milliseconds: Int(ms), repeatCount: nil,
      approximation: comment)
  }

  /// `PathInterpolator` path data of lines through `stops` of the whole motion or of `loop`'s
  /// period, and the stops as its text says them.
  ///
  /// - Throws: ``ExportError`` with a remedy when the stops do not run from 0,0 to 1,1, which
  ///   Android's `PathInterpolator` requires.
  func androidPath(_ stops: [(u: Double, y: Double)], loop: LoopApproximation?)
    throws(ExportError) -> (path: String, written: [(u: Double, y: Double)])
  {
    guard let first = stops.first, let last = stops.last, first.y == 0, last.y == 1 else {
      let end = stops.last.map { Self.number($0.y) } ?? "?"
      let remedy: String
      var endsAtStart = false
      if case .repeating(_, true, _)? = loop?.period.kind { endsAtStart = true }
      if endsAtStart {
        remedy =
          "a period of SwiftUI's autoreversing repeat ends back at the start, and Android's "
          + "REVERSE runs time backwards: export --to android, whose Kotlin keyframes take any "
          + "values, or write '.repeatForever(autoreverses: false)' or "
          + "'.alternating(count: nil)' for a loop Android plays, or export --to gsap or "
          + "--to anime, whose loops take any values"
      } else if loop != nil {
        remedy =
          "its pass ends at \(end) of the change: export --to gsap or --to anime, whose "
          + "loops take any values"
      } else if let given = duration, let total = motion.totalDuration, given < total {
        remedy =
          "it ends at \(end) of the change at --duration \(Self.number(given)): give a "
          + "--duration of at least \(Self.number(total)) s, where it reaches its target, or "
          + "export --to gsap or --to anime, whose stops take any values"
      } else {
        remedy =
          "it ends at \(end) of the change: export --to gsap or --to anime, whose stops take "
          + "any values"
      }
      throw ExportError(
        "cannot write '\(spec.source)' for Android: PathInterpolator's path must run from 0,0 "
          + "to 1,1, and this motion does not start at its start and end at its target; "
          + remedy)
    }
    let texts = stops.map { (Self.fraction($0.u), Self.number($0.y)) }
    let path = "M0,0 " + texts.dropFirst().map { "L\($0.0),\($0.1)" }.joined(separator: " ")
    return (path, texts.map { (u: Double($0.0) ?? 0, y: Double($0.1) ?? 0) })
  }

  /// The fractions and values of `stops` as `Keyframe.ofFloat` writes them, when they do not
  /// run from 0,0 to 1,1 (``androidPath(_:loop:)`` writes those); `nil` otherwise.
  static func androidKeyframes(_ stops: [(u: Double, y: Double)]) -> [(
    fraction: String, value: String
  )]? {
    guard let first = stops.first, let last = stops.last, first.y != 0 || last.y != 1 else {
      return nil
    }
    return stops.map { (fraction($0.u), number($0.y)) }
  }

  /// A Kotlin `Float` literal.
  static func kotlinFloat(_ x: Double) -> String { number(x) + "f" }

  /// The Kotlin constructor call of `interpolator`.
  static func kotlin(_ interpolator: AndroidInterpolator) throws(ExportError) -> String {
    switch interpolator {
    case .accelerateDecelerate: return "AccelerateDecelerateInterpolator()"
    case .accelerate(let f): return "AccelerateInterpolator(\(kotlinFloat(f)))"
    case .decelerate(let f): return "DecelerateInterpolator(\(kotlinFloat(f)))"
    case .anticipate(let t): return "AnticipateInterpolator(\(kotlinFloat(t)))"
    case .overshoot(let t): return "OvershootInterpolator(\(kotlinFloat(t)))"
    case .anticipateOvershoot(let t, let e):
      return "AnticipateOvershootInterpolator(\(kotlinFloat(t)), \(kotlinFloat(e)))"
    case .bounce: return "BounceInterpolator()"
    case .cycle(let c): return "CycleInterpolator(\(kotlinFloat(c)))"
    case .linear: return "LinearInterpolator()"
    case .lookupTable(let table): return "\(table.rawValue)()"
    case .path(let curve):
      guard let b = curve.cubicBezier else {
        throw ExportError("an Android path interpolator needs a cubic Bezier curve")
      }
      return "PathInterpolator("
        + [b.x1, b.y1, b.x2, b.y2].map { kotlinFloat($0) }.joined(separator: ", ") + ")"
    }
  }

  /// `kinetic export --to android`: a spring as androidx's `SpringAnimation`
  /// (``androidSpring(_:)``); anything else as a Kotlin `ObjectAnimator.ofFloat(view,
  /// "translationX", 0f, 100f).apply { … }` with its duration, interpolator, start delay and repetition, exact
  /// when one of Android's interpolators (a `PathInterpolator` for a cubic Bezier) plays the
  /// motion over whole milliseconds; otherwise a `PathInterpolator` of path data through the
  /// fewest points within the tolerance over the whole motion, its error on the first line — or,
  /// for a loop whose period does not run from the start to the target (SwiftUI's mirrored
  /// return of a spring), `ObjectAnimator.ofPropertyValuesHolder` with one
  /// `PropertyValuesHolder.ofKeyframe` of the period's values at their fractions, played
  /// linearly and repeated.
  func android() throws(ExportError) -> String {
    if let spring = try androidSpringParts() { return androidSpring(spring) }
    let parts = try androidParts(xml: false)
    var lines: [String] = []
    if let comment = parts.approximation { lines.append("// " + comment) }
    if case .keyframes(let keyframes) = parts.interpolation {
      // Kotlin 1.3 (Debian's kotlinc) takes no trailing comma in a call.
      lines.append("// Keyframe values are fractions of the change: scale them by the distance.")
      lines.append("ObjectAnimator.ofPropertyValuesHolder(")
      lines.append("    view,")
      lines.append("    PropertyValuesHolder.ofKeyframe(")
      lines.append("        \"translationX\",")
      lines.append(
        keyframes.map { "        Keyframe.ofFloat(\($0.fraction)f, \($0.value)f)" }
          .joined(separator: ",\n"))
      lines.append("    )")
      lines.append(").apply {")
    } else {
      lines.append("ObjectAnimator.ofFloat(view, \"translationX\", 0f, 100f).apply {")
    }
    lines.append("    duration = \(parts.milliseconds)")
    switch parts.interpolation {
    case .interpolator(let interpolator):
      lines.append("    interpolator = \(try Self.kotlin(interpolator))")
    case .pathData(let path):
      lines.append(
        "    interpolator = PathInterpolator(PathParser.createPathFromPathData(\"\(path)\"))")
    case .keyframes:
      lines.append("    interpolator = LinearInterpolator()")
    }
    if parts.delay > 0 { lines.append("    startDelay = \(parts.delay)") }
    if let count = parts.repeatCount {
      lines.append("    repeatCount = \(count < 0 ? "ValueAnimator.INFINITE" : String(count))")
      if parts.reverse { lines.append("    repeatMode = ValueAnimator.REVERSE") }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The platform resource of `interpolator`, or the interpolator element to write beside the
  /// animator.
  static func androidXML(_ interpolator: AndroidInterpolator) throws(ExportError) -> (
    resource: String?, element: String?
  ) {
    // The platform's own resources first (`@android:anim/`), in a fixed order.
    let written = try kotlin(interpolator)
    let platform = ForeignBinder.androidInterpolatorResources.keys.sorted().first { key in
      let (name, values) = ForeignBinder.androidInterpolatorResources[key]!
      return "\(name)(" + values.map { kotlinFloat($0) }.joined(separator: ", ") + ")" == written
        && key != "@android:interpolator/linear"
    }
    if let platform { return (platform, nil) }
    func element(_ tag: String, _ attributes: [(String, Double)]) -> String {
      "<\(tag) xmlns:android=\"http://schemas.android.com/apk/res/android\""
        + attributes.map { " android:\($0.0)=\"\(number($0.1))\"" }.joined() + " />"
    }
    switch interpolator {
    case .accelerate(let f): return (nil, element("accelerateInterpolator", [("factor", f)]))
    case .decelerate(let f): return (nil, element("decelerateInterpolator", [("factor", f)]))
    case .anticipate(let t): return (nil, element("anticipateInterpolator", [("tension", t)]))
    case .overshoot(let t): return (nil, element("overshootInterpolator", [("tension", t)]))
    case .anticipateOvershoot(let t, let e):
      return (
        nil,
        element("anticipateOvershootInterpolator", [("tension", t), ("extraTension", e)])
      )
    case .cycle(let c): return (nil, element("cycleInterpolator", [("cycles", c)]))
    case .path(let curve):
      guard let b = curve.cubicBezier else {
        throw ExportError("an Android path interpolator needs a cubic Bezier curve")
      }
      return (
        nil,
        element(
          "pathInterpolator",
          [("controlX1", b.x1), ("controlY1", b.y1), ("controlX2", b.x2), ("controlY2", b.y2)])
      )
    default:
      throw ExportError("no Android XML interpolator resource for \(try kotlin(interpolator))")
    }
  }

  /// `kinetic export --to android-xml`: an `<objectAnimator>` resource (`res/animator/`) whose
  /// `android:interpolator` is a platform resource when one plays the motion; otherwise the
  /// interpolator resource it needs (`<pathInterpolator>` with control points, or with path
  /// data for an approximation) follows in a comment naming its file,
  /// `res/interpolator/kinetic.xml`, since one XML file has one root element.
  func androidXML() throws(ExportError) -> String {
    let parts = try androidParts(xml: true)
    var resource = "@interpolator/kinetic"
    var element: String?
    switch parts.interpolation {
    case .interpolator(let interpolator):
      let written = try Self.androidXML(interpolator)
      if let platform = written.resource { resource = platform } else { element = written.element }
    case .pathData(let path):
      element =
        "<pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\" "
        + "android:pathData=\"\(path)\" />"
    case .keyframes:
      // `androidParts(xml: true)` writes a path.
      throw ExportError("cannot write '\(spec.source)' for Android XML as keyframes")
    }
    var attributes = [
      ("propertyName", "translationX"), ("valueFrom", "0"), ("valueTo", "100"),
      ("valueType", "floatType"), ("duration", String(parts.milliseconds)),
      ("interpolator", resource),
    ]
    if parts.delay > 0 { attributes.append(("startOffset", String(parts.delay))) }
    if let count = parts.repeatCount {
      attributes.append(("repeatCount", count < 0 ? "infinite" : String(count)))
      if parts.reverse { attributes.append(("repeatMode", "reverse")) }
    }
    // No `<?xml?>` declaration (optional), so that an approximation's comment can come first.
    var text = ""
    if let comment = parts.approximation {
      // An XML comment may not hold "--".
      var safe = ""
      for c in comment {
        if c == "-", safe.last == "-" { safe.append(" ") }
        safe.append(c)
      }
      text += "<!-- \(safe) -->\n"
    }
    text += "<objectAnimator xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
    text += attributes.map { "    android:\($0.0)=\"\($0.1)\"" }.joined(separator: "\n") + " />\n"
    if let element { text += "<!-- res/interpolator/kinetic.xml: \(element) -->\n" }
    return text
  }
}
