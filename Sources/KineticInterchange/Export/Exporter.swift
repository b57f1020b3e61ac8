import Kinetic
import KineticPlot

/// Writes an animation as paste-ready code for an ``ExportTarget``: exact where the target can
/// express the motion, otherwise the fewest-stop piecewise-linear approximation
/// (``Kinetic/CSSLinearApproximation``) in the target's own form, with a first-line comment
/// stating its maximum error and number of stops.
package struct Exporter {
  package let spec: AnimationSpec
  let motion: ExportMotion
  /// The largest allowed error of an approximation, as a fraction of the change.
  package let tolerance: Double
  /// Seconds to approximate over, when given (required for a motion that never ends).
  package let duration: Double?

  /// The approximations computed so far: the CSS, WAAPI, GSAP, Anime.js and other targets
  /// that write one spring's stops share them when one exporter writes several targets
  /// (`Motion.exported(to:tolerance:duration:)` given a list of targets).
  private let cache = Cache()
  /// What the targets compute about the animation alone (the motion resolved over a span, the
  /// errors of stops measured against it, whether a target's model reproduces it): shared by
  /// the targets, and by the exporters of other specs that read as the same animation when an
  /// ``ExportSharing`` is given.
  let resolved: Resolved

  /// An exporter of `spec`; with `sharing`, it shares what it computes about the animation
  /// with the other exporters made with it for the same animation, tolerance and duration.
  package init(
    spec: AnimationSpec, tolerance: Double, duration: Double?, sharing: ExportSharing? = nil
  ) {
    self.spec = spec
    self.motion = ExportMotion(spec.animation)
    self.tolerance = tolerance
    self.duration = duration
    resolved =
      sharing?.resolved(for: spec.animation, tolerance: tolerance, duration: duration)
      ?? Resolved()
  }

  /// What an exporter has computed for the targets it writes: each approximation by its
  /// arguments (its errors name the spec, so it is the exporter's own). A handful of entries
  /// at most (one motion, a few spans), so a list searched in order.
  private final class Cache {
    struct Key: Equatable {
      var withUniformCount: Bool
      var span: Double?
      var optimal: Bool
    }
    var approximations: [(key: Key, result: Result<Approximation, ExportError>)] = []
  }

  /// What is computed about an animation, whoever wrote its spec: the resolved motion over
  /// each span, each measured error by its stops and duration, and
  /// ``isReproduced(returnPass:)`` by return pass.
  final class Resolved {
    var references:
      [(
        span: Double, result: Result<CSSLinearApproximation.Reference, CSSLinearApproximationError>
      )] = []
    var errors: [(stops: [Double], duration: Double, error: Double)] = []
    var reproduced: [(returnPass: ReturnPass, isReproduced: Bool)] = []
  }

  /// The whole motion over `span` seconds resolved for ``tolerance``: its grid and samples,
  /// computed once per span and shared by the fit and every measured error over that span.
  private func reference(over span: Double) throws(CSSLinearApproximationError)
    -> CSSLinearApproximation.Reference
  {
    if let cached = resolved.references.first(where: { $0.span == span }) {
      return try cached.result.get()
    }
    do {
      let reference = try CSSLinearApproximation.Reference(
        tolerance: tolerance, progress: motion.progress(duration: span))
      resolved.references.append((span, .success(reference)))
      return reference
    } catch {
      resolved.references.append((span, .failure(error)))
      throw error
    }
  }

  /// The code for `target`.
  ///
  /// - Throws: ``ExportError`` when the target cannot say the motion: it never ends, no
  ///   approximation fits, or a number is more than the target's type holds.
  package func code(for target: ExportTarget) throws(ExportError) -> String {
    do {
      let code = try unchecked(for: target)
      guard let note = platformNote(for: target, code: code) else { return code }
      // CSS keeps its declaration first (a stylesheet reads on); the others lead with it.
      return target == .css ? code + (code.hasSuffix("\n") ? "" : "\n") + note : note + code
    } catch  where error.isUnrepresentableNumber {
      throw ExportError("cannot write '\(spec.source)' for \(target.rawValue): \(error)")
    }
  }

  private func unchecked(for target: ExportTarget) throws(ExportError) -> String {
    switch target {
    case .swiftui: return try swiftUI()
    case .css: return try css()
    case .cssLinear: return try cssLinear()
    case .waapi: return try waapi()
    case .compose: return try compose()
    case .flutter: return try flutter()
    case .framer: return try framer()
    case .reactSpring: return try reactSpring()
    case .coreAnimation: return try coreAnimation()
    case .gsap: return try gsap()
    case .lottie: return try lottie()
    case .anime: return try animeJS()
    case .android: return try android()
    case .androidXML: return try androidXML()
    }
  }

  /// The motion as stops of normalised time and progress, within ``tolerance``.
  package struct Approximation {
    /// (u in 0...1, progress) pairs, first at 0, last at 1; a jump is two stops at one u.
    var stops: [(u: Double, y: Double)]
    /// The measured maximum error, in units of the change.
    var maximumError: Double
    /// Seconds the stops span.
    var duration: Double
    /// Evenly spaced stops needed for the same error, when known.
    var uniformCount: Int?
    /// The stops as a CSS `linear()` function.
    var function: CSSEasingFunction
  }

  /// The approximation of the whole motion (delay included) over `given` seconds, or its
  /// duration, or `--duration`: a repetition as one approximated pass repeated
  /// (``tiledApproximation(_:over:)``), unless `optimal` asks for the fewest stops over the
  /// whole motion (``Kinetic/CSSLinearApproximation``, for `css-linear`).
  package func approximation(
    withUniformCount: Bool = false, over given: Double? = nil, optimal: Bool = false
  ) throws(ExportError) -> Approximation {
    let key = Cache.Key(withUniformCount: withUniformCount, span: given, optimal: optimal)
    if let cached = cache.approximations.first(where: { $0.key == key }) {
      return try cached.result.get()
    }
    do {
      let fit = try computedApproximation(
        withUniformCount: withUniformCount, over: given, optimal: optimal)
      cache.approximations.append((key, .success(fit)))
      return fit
    } catch {
      cache.approximations.append((key, .failure(error)))
      throw error
    }
  }

  /// The approximation ``approximation(withUniformCount:over:optimal:)`` returns, computed.
  private func computedApproximation(
    withUniformCount: Bool, over given: Double?, optimal: Bool
  ) throws(ExportError) -> Approximation {
    guard let span = given ?? duration ?? motion.totalDuration, span > 0 else {
      throw ExportError(
        "'\(spec.source)' never ends, so it cannot be written as stops; give --duration")
    }
    if let loop = motion.loop {
      if !optimal, loop.passes(within: span) >= 2 {
        return try tiledApproximation(loop, over: span)
      }
      try refuseHopelessLoop(loop, over: span)
    }
    return try approximation(
      progress: motion.progress(duration: span), over: span, withUniformCount: withUniformCount,
      isWholeMotion: true)
  }

  /// The approximation of `progress` (normalised time to progress) over `span` seconds;
  /// `isWholeMotion` when `progress` is the whole motion's over `span`, whose resolution
  /// (``reference(over:)``) is then shared with the errors measured over that span.
  func approximation(
    progress: (Double) -> Double, over span: Double, withUniformCount: Bool = false,
    isWholeMotion: Bool = false
  ) throws(ExportError) -> Approximation {
    do {
      let reference =
        isWholeMotion
        ? try self.reference(over: span)
        : try CSSLinearApproximation.Reference(tolerance: tolerance, progress: progress)
      let fit = try CSSLinearApproximation(reference: reference, progress: progress)
      let uniform =
        withUniformCount
        ? CSSLinearApproximation.uniformStopCount(reference: reference, progress: progress)
        : nil
      return Approximation(
        stops: fit.stops.map { ($0.positions[0] / 100, $0.output) },
        maximumError: fit.maximumError, duration: span, uniformCount: uniform,
        function: fit.function)
    } catch {
      throw ExportError("cannot approximate '\(spec.source)': \(error)")
    }
  }

  /// The maximum error of `stops` (written by a target's own rounding) against the motion.
  package func error(of stops: [(u: Double, y: Double)], duration span: Double) throws(ExportError)
    -> Double
  {
    var flat: [Double] = []
    for stop in stops { flat += [stop.u, stop.y] }
    if let cached = resolved.errors.first(where: { $0.stops == flat && $0.duration == span }) {
      return cached.error
    }
    let measured = try measuredError(of: stops, duration: span)
    resolved.errors.append((flat, span, measured))
    return measured
  }

  /// The error ``error(of:duration:)`` returns, measured.
  private func measuredError(of stops: [(u: Double, y: Double)], duration span: Double)
    throws(ExportError) -> Double
  {
    // One typed error (Embedded Swift has no `any Error`): the stops a target's rounding writes
    // are always a valid linear() function and a valid fit, so these carry what they say.
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(stops: Self.linearStops(stops))
    } catch {
      throw ExportError(error.description)
    }
    do {
      return CSSLinearApproximation.maximumError(
        of: function, against: try reference(over: span), progress: motion.progress(duration: span))
    } catch {
      throw ExportError(error.description)
    }
  }

  /// Stops of normalised time and progress as `linear()` stops, each position the percentage
  /// its time means (0.3 is 30%, not the 30.000000000000004% that 0.3 · 100 rounds to).
  static func linearStops(_ stops: [(u: Double, y: Double)]) -> [CSSEasingFunction.LinearStop] {
    stops.map {
      CSSEasingFunction.LinearStop(
        output: $0.y, positions: [RoundTripFormat.shortestNearby($0.u * 100)])
    }
  }

  /// The first-line comment of an approximation, in a language's comment syntax.
  package func header(_ open: String, _ close: String = "", error: Double, count: Int, noun: String)
    -> String
  {
    "\(open) approximation: max error \(Self.short(error)) of the change with \(count) \(noun) "
      + "(tolerance \(Self.number(tolerance))) — kinetic export '\(commentSource)'\(close)\n"
  }

  /// The spec as every target's comments quote it: on one line (``SpecError/singleLine(_:)``:
  /// line breaks and tabs as spaces, control characters escaped, a long middle elided), with
  /// JavaScript's other line terminators (U+2028, U+2029) as spaces and `*/`, which would end a
  /// block comment, broken by a space — so that a spec pasted over several lines, or holding a
  /// comment of its own, leaves the code around the comment intact.
  package var commentSource: String {
    var text = ""
    for scalar in SpecError.singleLine(spec.source).unicodeScalars {
      if scalar.value == 0x2028 || scalar.value == 0x2029 {
        text += " "
        continue
      }
      if scalar == "/", text.unicodeScalars.last == "*" { text += " " }
      text.unicodeScalars.append(scalar)
    }
    return text
  }

  /// Normalised time `u` of a stop as decimal text: its CSS percentage with the decimal point
  /// moved two places, so that every target reads the same decimal the CSS stop has.
  package static func fraction(_ u: Double) -> String {
    let percent = number((u * 100 * 1e12).rounded() / 1e12)
    guard !percent.contains("e"), !percent.hasPrefix("-") else { return number(u) }
    let parts = percent.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(repeating: "0", count: max(0, 3 - parts[0].count)) + parts[0]
    let fractionDigits = parts.count > 1 ? String(parts[1]) : ""
    let integer = whole.dropLast(2).drop { $0 == "0" }
    var digits = String(whole.suffix(2)) + fractionDigits
    while digits.hasSuffix("0") { digits.removeLast() }
    let head = integer.isEmpty ? "0" : String(integer)
    return digits.isEmpty ? head : head + "." + digits
  }

  /// The shortest text of the number a finite `x` means: rounding noise in its last bits
  /// dropped (``KineticPlot/RoundTripFormat/shortestNearby(_:ulps:)``: `170`, not
  /// 170.00000000000003), every other digit kept.
  package static func number(_ x: Double) -> String {
    (try? RoundTripFormat.string(for: RoundTripFormat.shortestNearby(x))) ?? "0"
  }

  /// Three significant digits, rounded up, for stated errors (a stated maximum is a bound).
  package static func short(_ x: Double) -> String {
    guard x > 0 else { return "0" }
    var scale = 1.0
    while x * scale < 100 { scale *= 10 }
    while x * scale >= 1000 { scale /= 10 }
    let text = number((x * scale).rounded(.up) / scale)
    // The division may land an ulp below x; the next three-digit value is then the bound.
    return (Double(text) ?? x) >= x ? text : number(((x * scale).rounded(.up) + 1) / scale)
  }

  /// Milliseconds as an integer when the duration is a whole number of them.
  package static func wholeMilliseconds(_ seconds: Double) -> Int? {
    let ms = seconds * 1000
    guard ms.isFinite, ms == ms.rounded(), abs(ms) < 1e9 else { return nil }
    return Int(ms)
  }
}
