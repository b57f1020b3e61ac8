import Kinetic

extension ForeignBinder {
  /// A Flutter `Curve`: `Curves.name` (with `.flipped`), `Cubic(a, b, c, d)`,
  /// `Interval(begin, end, curve: …)`, `FlippedCurve(…)` and the elastic curve classes with
  /// their `period` (default 0.4).
  func flutterCurve(_ value: ForeignValue) throws(SpecError) -> UnitCurve {
    switch value {
    case .name(let parts, let column):
      if parts.last == "flipped", parts.count > 1 {
        return try flutterCurve(.name(Array(parts.dropLast()), column: column)).reversed
      }
      guard parts.count == 2, parts[0] == "Curves" else {
        throw error(
          "in Flutter: expected a curve such as Curves.easeIn, got '\(parts.joined(separator: "."))'",
          column)
      }
      guard let curve = ForeignEasings.flutter[parts[1]] else {
        throw unknown(
          "curve", "Curves." + parts[1],
          among: ForeignEasings.flutter.keys.map { "Curves." + $0 }, form: "Flutter Curves",
          column: column)
      }
      return curve
    case .call(let parts, let arguments, let column):
      let name = parts.joined(separator: ".")
      switch name {
      case "Cubic":
        return try controlPoints(
          arguments, labels: ["a", "b", "c", "d"], form: "Flutter Cubic(a, b, c, d)",
          column: column)
      case "Interval":
        let form = "Flutter Interval(begin, end, curve:)"
        let a = try match(arguments, ["begin", "end", "curve"], form: form, column: column)
        let begin = try number(a["begin"], "begin", form: form)
        let end = try number(a["end"], "end", form: form)
        let curve =
          try a["curve"].map { (c) throws(SpecError) in try flutterCurve(c.value) } ?? .linear
        do {
          return try UnitCurve.interval(begin: begin, end: end, curve: curve)
        } catch {
          throw self.error("in \(form): \(error.description)", column)
        }
      case "ThreePointCubic":
        let form = "Flutter ThreePointCubic(a1, b1, midpoint, a2, b2)"
        let labels = ["a1", "b1", "midpoint", "a2", "b2"]
        let a = try match(arguments, labels, form: form, column: column)
        var points: [(x: Double, y: Double)] = []
        for label in labels {
          guard let argument = a[label], case .call(["Offset"], let xy, let c) = argument.value
          else {
            throw error(
              "in \(form): '\(label)' takes Offset(dx, dy)", a[label]?.value.column ?? column)
          }
          let o = try match(xy, ["dx", "dy"], form: "Dart Offset(dx, dy)", column: c)
          points.append(
            (try number(o["dx"], "dx", form: form), try number(o["dy"], "dy", form: form)))
        }
        do {
          return try ForeignEasings.threePointCubic(
            points[0], points[1], points[2], points[3], points[4])
        } catch {
          throw self.error("in \(form): \(error.description)", column)
        }
      case "FlippedCurve":
        let form = "Flutter FlippedCurve(curve)"
        let a = try match(arguments, ["curve"], form: form, column: column)
        guard let curve = a["curve"] else { throw error("in \(form): missing 'curve'", column) }
        return try flutterCurve(curve.value).reversed
      case "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve":
        let form = "Flutter \(name)(period)"
        let a = try match(arguments, ["period"], form: form, column: column)
        let period = try number(a["period"], "period", form: form, default: 0.4, .positive)
        let direction: UnitCurve.EasingDirection =
          name == "ElasticInCurve" ? .in : name == "ElasticOutCurve" ? .out : .inOut
        return .penner(.elastic(period: period), direction)
      default:
        if parts.count == 2, parts[0] == "Curves", ForeignEasings.flutter[parts[1]] != nil {
          throw error(
            "in Flutter: \(name) is a Curve constant, not a function; write it without ()",
            column)
        }
        throw unknown(
          "curve", name,
          among: [
            "Cubic", "Interval", "FlippedCurve", "ElasticInCurve",
            "ElasticOutCurve", "ElasticInOutCurve", "ThreePointCubic",
          ], form: "Flutter", column: column)
      }
    default:
      throw error(
        "in Flutter: expected a Curve such as Curves.easeIn, got \(value.described)", value.column)
    }
  }

  /// Flutter's curves with jumps, as CSS `linear()` easings with two stops at each jump (the
  /// later one holds at the jump, as Flutter's `t < threshold` does): `Threshold(threshold)`,
  /// 0 before the threshold and 1 from it, and `SawTooth(count)`, t·count − ⌊t·count⌋ rising
  /// `count` times (1 at t = 1, as every Flutter curve ends).
  func flutterStepCurve(_ value: ForeignValue) throws(SpecError) -> CSSEasingFunction {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error("in Flutter: expected Threshold(...) or SawTooth(...)", value.column)
    }
    var stops: [(output: Double, position: Double)]
    if parts == ["Threshold"] {
      let form = "Flutter Threshold(threshold)"
      let a = try match(arguments, ["threshold"], form: form, column: column)
      let x = try number(a["threshold"], "threshold", form: form, .unitInterval)
      stops = [(0, 0), (0, x), (1, x), (1, 1)]
    } else {
      let form = "Flutter SawTooth(count)"
      let a = try match(arguments, ["count"], form: form, column: column)
      let count = Int(try number(a["count"], "count", form: form, .positiveInteger(limit: 10_000)))
      stops = []
      for k in 0..<count {
        stops += [(0, Double(k) / Double(count)), (1, Double(k + 1) / Double(count))]
      }
    }
    do {
      return try CSSEasingFunction.linear(
        stops: stops.map {
          CSSEasingFunction.LinearStop(output: $0.output, positions: [$0.position * 100])
        })
    } catch {
      throw self.error("in Flutter \(parts.joined(separator: ".")): \(error.description)", column)
    }
  }

  /// Flutter's `SpringDescription(mass:stiffness:damping:)`, `.withDampingRatio(mass:stiffness:
  /// ratio:)` and `.withDurationAndBounce(duration:bounce:)`, alone (from 0 to 1 at rest) or in
  /// `SpringSimulation(spring, start, end, velocity)` (velocity in units per second).
  func flutterSpring(_ value: ForeignValue) throws(SpecError) -> Animation {
    if case .call(["SpringSimulation"], let arguments, let column) = value {
      let form = "Flutter SpringSimulation(spring, start, end, velocity)"
      let a = try match(
        arguments, ["spring", "start", "end", "velocity"], form: form, column: column)
      guard let description = a["spring"] else {
        throw error("in \(form): missing 'spring'", column)
      }
      let spring = try flutterSpringDescription(description.value)
      let start = try number(a["start"], "start", form: form)
      let end = try number(a["end"], "end", form: form)
      let velocity = try number(a["velocity"], "velocity", form: form)
      guard end != start else {
        throw error("in \(form): 'end' equals 'start', so there is no motion to normalise", column)
      }
      return .interpolatingSpring(spring, initialVelocity: velocity / (end - start))
    }
    return .interpolatingSpring(try flutterSpringDescription(value))
  }

  func flutterSpringDescription(_ value: ForeignValue) throws(SpecError) -> Spring {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error(
        "in Flutter: expected SpringDescription(...), got \(value.described)", value.column)
    }
    switch parts.joined(separator: ".") {
    case "SpringDescription":
      let form = "Flutter SpringDescription(mass:, stiffness:, damping:)"
      let a = try match(arguments, ["mass", "stiffness", "damping"], form: form, column: column)
      return try spring(
        .massStiffnessDamping(
          mass: try number(a["mass"], "mass", form: form, .positive),
          stiffness: try number(a["stiffness"], "stiffness", form: form, .positive),
          damping: try number(a["damping"], "damping", form: form, .nonNegative),
          allowOverDamping: true), form: form, column: column)
    case "SpringDescription.withDampingRatio":
      let form = "Flutter SpringDescription.withDampingRatio(mass:, stiffness:, ratio:)"
      let a = try match(arguments, ["mass", "stiffness", "ratio"], form: form, column: column)
      let mass = try number(a["mass"], "mass", form: form, .positive)
      let stiffness = try number(a["stiffness"], "stiffness", form: form, .positive)
      let ratio = try number(a["ratio"], "ratio", form: form, default: 1, .nonNegative)
      return try spring(
        .massStiffnessDamping(
          mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot(),
          allowOverDamping: true), form: form, column: column)
    case "SpringDescription.withDurationAndBounce":
      let form = "Flutter SpringDescription.withDurationAndBounce(duration:, bounce:)"
      let a = try match(arguments, ["duration", "bounce"], form: form, column: column)
      let duration =
        try a["duration"].map { (d) throws(SpecError) in try dartDuration(d.value) } ?? 0.5
      let bounce = try number(a["bounce"], "bounce", form: form, default: 0, .bounce)
      guard duration > 0 else {
        throw error("in \(form): 'duration' must be greater than 0", column)
      }
      return try spring(
        .durationBounce(duration: duration, bounce: bounce), form: form, column: column)
    default:
      throw unknown(
        "spring", parts.joined(separator: "."),
        among: [
          "SpringDescription", "SpringDescription.withDampingRatio",
          "SpringDescription.withDurationAndBounce",
        ], form: "Flutter", column: column)
    }
  }

  /// Seconds of a Dart `Duration(days:hours:minutes:seconds:milliseconds:microseconds:)`.
  func dartDuration(_ value: ForeignValue) throws(SpecError) -> Double {
    let form = "Dart Duration(...)"
    guard case .call(["Duration"], let arguments, let column) = value else {
      throw error(
        "in \(form): expected Duration(milliseconds: ...), got \(value.described)", value.column)
    }
    let units: [(String, Double)] = [
      ("days", 86_400), ("hours", 3_600), ("minutes", 60), ("seconds", 1),
      ("milliseconds", 1e-3), ("microseconds", 1e-6),
    ]
    let a = try match(arguments, units.map { $0.0 }, form: form, column: column)
    var seconds = 0.0
    for (unit, scale) in units {
      seconds += try number(a[unit], unit, form: form, default: 0, .nonNegative) * scale
    }
    return seconds
  }
}
