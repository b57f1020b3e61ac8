import Kinetic

/// The code `kinetic export` writes for an approximation in the targets whose code carries its
/// own interpolation of the stops — a Flutter `Curve` subclass, a Compose `Easing`, a
/// react-spring `easing` function — or keyframes with `times` (framer-motion): one
/// ``CodeTemplate`` each, which writes the code and reads it back (`kinetic eval` on what
/// export printed) as linear keyframes through the same stops over the same duration.
///
/// Each interpolation finds the segment `i` with `u[i] ≤ t < u[i + 1]` (the later stop of a
/// pair at one `u`, a jump) and interpolates linearly: the motion of ``EasedKeyframePoints``
/// with linear curves, which is what the read-back builds. Flutter's `Curve.transform` returns
/// `t` itself at exactly 0 and 1, so a jump at the very start or end shows in Flutter one frame
/// later than in the read-back.
enum StopsCode: CaseIterable {
  case flutter, compose, reactSpring, framer

  /// The form's name in errors.
  var form: String {
    switch self {
    case .flutter: return "Flutter KineticCurve"
    case .compose: return "Compose Easing { ... }"
    case .reactSpring: return "react-spring config with an easing function"
    case .framer: return "framer-motion keyframes with times"
    }
  }

  /// The code, with holes `u` and `y` (stops, or `stops` as `[u, y]` pairs) and the duration
  /// in the target's unit.
  var template: CodeTemplate {
    switch self {
    case .flutter: return Self.flutterTemplate
    case .compose: return Self.composeTemplate
    case .reactSpring: return Self.reactSpringTemplate
    case .framer: return Self.framerTemplate
    }
  }

  /// The hole holding the duration and its seconds per unit.
  var durationHole: (name: String, scale: Double) {
    switch self {
    case .flutter: return ("microseconds", 1e-6)
    case .compose, .reactSpring: return ("milliseconds", 1e-3)
    case .framer: return ("seconds", 1)
    }
  }

  private static let flutterTemplate = CodeTemplate(
    """
    class KineticCurve extends Curve {
      const KineticCurve();
      static const _u = <double>[⟪u⟫];
      static const _y = <double>[⟪y⟫];
      @override
      double transformInternal(double t) {
        var i = 0;
        while (i < _u.length - 2 && _u[i + 1] <= t) i++;
        final a = _u[i], b = _u[i + 1];
        if (a == b) return _y[i + 1];
        return _y[i] + (t - a) / (b - a) * (_y[i + 1] - _y[i]);
      }
    }
    final controller = AnimationController(vsync: this, duration: const Duration(microseconds: ⟪microseconds⟫));
    final animation = CurvedAnimation(parent: controller, curve: const KineticCurve());

    """)

  private static let composeTemplate = CodeTemplate(
    """
    val kineticU = doubleArrayOf(⟪u⟫)
    val kineticY = doubleArrayOf(⟪y⟫)
    val kineticEasing = Easing { fraction ->
      val t = fraction.toDouble()
      var i = 0
      while (i < kineticU.size - 2 && kineticU[i + 1] <= t) i++
      val a = kineticU[i]
      val b = kineticU[i + 1]
      (if (a == b) kineticY[i + 1] else kineticY[i] + (t - a) / (b - a) * (kineticY[i + 1] - kineticY[i])).toFloat()
    }
    val spec = tween<Float>(durationMillis = ⟪milliseconds⟫, easing = kineticEasing)

    """)

  private static let reactSpringTemplate = CodeTemplate(
    """
    const stops = [⟪stops⟫];
    const config = {
      duration: ⟪milliseconds⟫,
      easing: (t) => {
        let i = 0;
        while (i < stops.length - 2 && stops[i + 1][0] <= t) i++;
        const [a, ya] = stops[i], [b, yb] = stops[i + 1];
        return a === b ? yb : ya + ((t - a) / (b - a)) * (yb - ya);
      },
    };

    """)

  private static let framerTemplate = CodeTemplate(
    """
    const keyframes = [⟪y⟫]; // progress: scale by the change
    const transition = { duration: ⟪seconds⟫, ease: "linear", times: [⟪u⟫] };

    """)

  /// The code for `stops` (normalised time and progress) over `duration` seconds, after a
  /// first-line `header`.
  ///
  /// - Throws: ``ExportError`` when the duration is more than the target's integer holds.
  func code(header: String, stops: [(u: Double, y: Double)], duration: Double)
    throws(ExportError) -> String
  {
    // Kotlin's `doubleArrayOf` takes `Double` literals only (`0.0`, not `0`).
    let kotlin = self == .compose
    let us = stops.map { Self.double(Exporter.fraction($0.u), kotlin) }.joined(separator: ", ")
    let ys = stops.map { Self.double(Exporter.number($0.y), kotlin) }.joined(separator: ", ")
    let pairs = stops.map { "[\(Exporter.fraction($0.u)), \(Exporter.number($0.y))]" }
      .joined(separator: ", ")
    let length: String
    switch self {
    case .flutter:
      length = try CodeLiteral.dartInt.text(
        (duration * 1e6).rounded(), for: "the duration in microseconds")
    case .compose:
      length = try CodeLiteral.kotlinInt.text((duration * 1e3).rounded(), for: "durationMillis")
    case .reactSpring: length = Exporter.number(duration * 1000)
    case .framer: length = Exporter.number(duration)
    }
    return header
      + template.filled([
        "u": us, "y": ys, "stops": pairs, durationHole.name: length,
      ])
  }

  /// A number's text as a Kotlin `Double` literal when `kotlin`: with a decimal point or an
  /// exponent.
  private static func double(_ text: String, _ kotlin: Bool) -> String {
    !kotlin || text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The form whose first line `source` starts with, if any.
  static func form(of source: String) -> StopsCode? {
    // Asked of every spec parsed: the source's scalars are made once for the four forms.
    let scalars = Array(source.unicodeScalars)
    return allCases.first { $0.template.recognises(scalars) }
  }

  /// Reads `source`, this form's code, back as linear keyframes through its stops — played as
  /// a loop when a loop statement follows (``loop(_:)``).
  ///
  /// - Throws: ``SpecError`` naming the form and the column of the text that differs from
  ///   what export writes, or of a bad number (stops not from 0 to 1, decreasing times, lists
  ///   of different lengths, a duration that is not positive).
  func animation(_ source: String) throws(SpecError) -> Animation {
    let (holes, rest) = try template.readPrefix(source, form: form)
    // A loop statement after the code plays its stops as one period (``loopStatement(_:)``).
    let loop = rest.isEmpty ? nil : try self.loop(rest)
    func fail(_ message: String, _ column: Int) -> SpecError {
      SpecError("in \(form): \(message)", column: column, source: source)
    }
    func numbers(_ name: String) throws(SpecError) -> [(value: Double, column: Int)] {
      let (text, column) = holes[name]!
      var list: [(value: Double, column: Int)] = []
      var offset = 0
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let scalars = item.unicodeScalars
        let lead = scalars.prefix { $0.isSyntaxSpace || $0 == "[" || $0 == "]" }.count
        let word = String(
          String.UnicodeScalarView(
            scalars.filter { !$0.isSyntaxSpace && $0 != "[" && $0 != "]" }))
        guard let x = Double(word), x.isFinite else {
          throw fail("expected a number in \(name), got '\(word)'", column + offset + lead)
        }
        list.append((x, column + offset + lead))
        offset += scalars.count + 1
      }
      return list
    }
    var us: [(value: Double, column: Int)]
    var ys: [(value: Double, column: Int)]
    if self == .reactSpring {
      let flat = try numbers("stops")
      guard flat.count % 2 == 0 else {
        throw fail("each stop is a pair [u, y]", flat.last!.column)
      }
      us = stride(from: 0, to: flat.count, by: 2).map { flat[$0] }
      ys = stride(from: 1, to: flat.count, by: 2).map { flat[$0] }
    } else {
      (us, ys) = (try numbers("u"), try numbers("y"))
    }
    guard us.count == ys.count else {
      throw fail("\(us.count) times for \(ys.count) values", holes["y"]!.column)
    }
    guard us.count >= 2, us.first?.value == 0, us.last?.value == 1 else {
      throw fail("the stops' times must run from 0 to 1", us[0].column)
    }
    for index in us.indices.dropFirst() where us[index].value < us[index - 1].value {
      throw fail("the stops' times must not decrease", us[index].column)
    }
    let (name, scale) = durationHole
    let durationText = holes[name]!
    guard let count = Double(durationText.text), count > 0, count * scale <= 1e6 else {
      throw fail(
        "the duration must be a number greater than 0 (and at most 10⁶ s)", durationText.column)
    }
    let points = us.indices.map {
      EasedKeyframePoints.Point(
        time: us[$0].value, value: ys[$0].value, curve: .linear, column: us[$0].column)
    }
    let track = Animation.keyframes(
      EasedKeyframePoints(points: points, timeScale: count * scale).keyframes(from: 0).map {
        $0.keyframe
      })
    guard let loop else { return track }
    // A period lasts its duration wherever it ends (a track away from the change would hold
    // its last value for ever): the same stops as a `linear()` easing over the duration.
    let stops = us.indices.map { (u: us[$0].value, y: ys[$0].value) }
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(stops: Exporter.linearStops(stops))
    } catch {
      throw fail("\(error)", us[0].column)
    }
    return Self.animation(.easing(function, duration: count * scale), playing: loop)
  }
}
