import Kinetic

/// libFuzzer target for the numeric entry points of `Kinetic`, fed with decoded doubles.
///
/// The first byte picks an entry point; the rest are decoded by ``FuzzInput/double()`` (raw bit
/// patterns, specials including NaN and ±∞, small dyadic numbers, the unit interval). Checked:
/// nothing traps; validating initialisers either succeed or throw their typed error; for finite
/// arguments every evaluation is never NaN, and is finite when the arguments are of moderate
/// size (magnitude ≤ ``bound``), where no true result can overflow. Velocities of curves with a
/// vertical tangent or a jump are documented to be +∞, so for them only "not NaN" is checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func numericFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  var input = FuzzInput(data, count)
  let entry = input.byte()
  switch entry % 11 {
  case 0: NumericChecks.unitCurve(&input)
  case 1: NumericChecks.namedCurves(&input)
  case 2: NumericChecks.cssCubicBezier(&input)
  case 3: NumericChecks.cssSteps(&input)
  case 4: NumericChecks.cssLinear(&input)
  case 5: NumericChecks.spring(&input)
  case 6: NumericChecks.springSettling(&input)
  case 7: NumericChecks.decay(&input)
  case 8: NumericChecks.rubberBandAndColor(&input)
  case 9: NumericChecks.vectors(&input)
  default: NumericChecks.batch(&input)
  }
  return 0
}

/// The checks, one entry point family each.
enum NumericChecks {
  /// Arguments up to this magnitude cannot make any true result overflow.
  static let bound = 1e6

  static func moderate(_ values: Double...) -> Bool { values.allSatisfy { abs($0) <= bound } }

  /// Arguments up to this magnitude cannot make a sum of products with the (bounded)
  /// coefficients of an evaluation overflow to ∞ − ∞; beyond it NaN is the honest IEEE result of
  /// an overflowing sum, not a defect.
  static let noOverflowBound = 1e150

  static func expectValue(
    _ x: Double, finite: Bool, notNaN: Bool = true, _ what: @autoclosure () -> String
  ) {
    if notNaN { fuzzCheck(!x.isNaN, "NaN: \(what())") }
    if finite { fuzzCheck(x.isFinite, "not finite (\(x)): \(what())") }
  }

  static func unitCurve(_ input: inout FuzzInput) {
    let (x1, y1, x2, y2) = (input.double(), input.double(), input.double(), input.double())
    let p = input.double()
    let q = input.double()
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
    let validated = try? UnitCurve.bezier(
      validatingStartControlPoint: UnitPoint(x: x1, y: y1),
      endControlPoint: UnitPoint(x: x2, y: y2))
    if validated != nil {
      fuzzCheck(
        x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && (0...1).contains(x1)
          && (0...1).contains(x2), "validation accepted (\(x1), \(y1), \(x2), \(y2))")
    }
    let what = "bezier(\(x1), \(y1), \(x2), \(y2))"
    for c in [curve, curve.inverse] {
      guard p.isFinite, q.isFinite else { continue }
      let v = c.value(at: p)
      expectValue(v, finite: true, "\(what) value at \(p)")
      fuzzCheck(!c.velocity(at: p).isNaN, "\(what) velocity NaN at \(p)")
      if p <= 0 { fuzzCheck(v == 0, "\(what) value \(v) at \(p) ≤ 0") }
      if p >= 1 { fuzzCheck(v == 1, "\(what) value \(v) at \(p) ≥ 1") }
    }
    // Monotone curves (both control point y in [0, 1]) give monotone output.
    if let b = curve.cubicBezier, (0...1).contains(b.y1), (0...1).contains(b.y2),
      p.isFinite, q.isFinite
    {
      let (lo, hi) = (min(p, q), max(p, q))
      let (vlo, vhi) = (curve.value(at: lo), curve.value(at: hi))
      fuzzCheck(vlo <= vhi, "\(what) not monotone: value(\(lo)) = \(vlo) > value(\(hi)) = \(vhi)")
      fuzzCheck((0...1).contains(vlo) && (0...1).contains(vhi), "\(what) leaves [0, 1]")
    }
  }

  /// The batch API (SIMD, raw buffers) agrees bit for bit with the scalar path, for any
  /// inputs including NaN and ±∞, and never writes past the shorter of its two buffers.
  static func batch(_ input: inout FuzzInput) {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: input.double(), y: input.double()),
      endControlPoint: UnitPoint(x: input.double(), y: input.double()))
    let count = Int(input.byte() % 70)
    let inputs = (0..<count).map { _ in input.double() }
    let outputCount = max(0, count - Int(input.byte() % 4))
    let batch = curve.values(at: inputs)
    fuzzCheck(batch.count == count, "batch length")
    for (x, y) in zip(inputs, batch) {
      let scalar = curve.value(at: x)
      fuzzCheck(
        y.bitPattern == scalar.bitPattern || (y.isNaN && scalar.isNaN),
        "\(curve) batch \(y) ≠ scalar \(scalar) at \(x)")
    }
    // A shorter output buffer (ASan catches a write past it).
    let output = UnsafeMutableBufferPointer<Double>.allocate(capacity: outputCount)
    defer { output.deallocate() }
    output.initialize(repeating: 0)
    inputs.withUnsafeBufferPointer { curve.values(at: $0, into: output) }
    for i in 0..<outputCount {
      fuzzCheck(
        output[i].bitPattern == batch[i].bitPattern || (output[i].isNaN && batch[i].isNaN),
        "buffer batch differs at \(i)")
    }
  }

  static func namedCurves(_ input: inout FuzzInput) {
    let curves: [UnitCurve] = [
      .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut, UnitCurve.circularEaseInOut.inverse,
    ]
    let curve = curves[Int(input.byte()) % curves.count]
    let p = input.double()
    let q = input.double()
    guard p.isFinite, q.isFinite else { return }
    let (lo, hi) = (min(p, q), max(p, q))
    let (vlo, vhi) = (curve.value(at: lo), curve.value(at: hi))
    expectValue(vlo, finite: true, "\(curve) value at \(lo)")
    fuzzCheck(vlo <= vhi, "\(curve) not monotone at \(lo), \(hi): \(vlo) > \(vhi)")
    let velocity = curve.velocity(at: p)
    fuzzCheck(!velocity.isNaN && velocity >= 0, "\(curve) velocity \(velocity) at \(p)")
  }

  static func cssCubicBezier(_ input: inout FuzzInput) {
    let (x1, y1, x2, y2) = (input.double(), input.double(), input.double(), input.double())
    let p = input.double()
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    } catch {
      _ = error.description
      fuzzCheck(
        !(x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && (0...1).contains(x1)
          && (0...1).contains(x2) && moderate(y1, y2)),
        "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) rejected: \(error)")
      return
    }
    _ = function.description
    guard p.isFinite else { return }
    // Outside [0, 1] the output follows the end tangents, whose slope y/x is unbounded as a
    // control point x tends to an end; finite output is required where the slope is moderate.
    let slopesModerate =
      moderate(y1, y2) && (x1 == 0 || x1 >= 1e-6) && (x2 == 1 || x2 <= 1 - 1e-6)
      && (x1 > 0 || x2 == 0 || x2 >= 1e-6) && (x2 < 1 || x1 == 1 || x1 <= 1 - 1e-6)
    let what = "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
    expectValue(
      function.value(at: p), finite: (0...1).contains(p) || (slopesModerate && moderate(p)),
      "\(what) value at \(p)")
    fuzzCheck(!function.velocity(at: p).isNaN, "\(what) velocity NaN at \(p)")
  }

  static func cssSteps(_ input: inout FuzzInput) {
    let positions = CSSEasingFunction.StepPosition.allCases
    let position = positions[Int(input.byte()) % positions.count]
    let count = Int(truncatingIfNeeded: Int32(bitPattern: input.bits(UInt32.self)))
    let p = input.double()
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.steps(count, position)
    } catch {
      _ = error.description
      fuzzCheck(count < 2, "steps(\(count), \(position)) rejected")
      return
    }
    _ = function.description
    guard p.isFinite else { return }
    let value = function.value(at: p)
    // Outside [0, 1] the steps continue (CSS does not clamp them there), so the output grows
    // like p and p·n may overflow for enormous p.
    expectValue(value, finite: moderate(p), "steps(\(count), \(position)) value at \(p)")
    fuzzCheck(
      !function.velocity(at: p).isNaN, "steps(\(count), \(position)) velocity NaN at \(p)")
  }

  static func cssLinear(_ input: inout FuzzInput) {
    let stopCount = Int(input.byte() % 7)
    var stops: [CSSEasingFunction.LinearStop] = []
    for _ in 0..<stopCount {
      let output = input.double()
      let positions = (0..<Int(input.byte() % 4)).map { _ in input.double() }
      stops.append(CSSEasingFunction.LinearStop(output: output, positions: positions))
    }
    let p = input.double()
    let function: CSSEasingFunction
    do {
      function = try CSSEasingFunction.linear(stops: stops)
    } catch {
      _ = error.description
      return
    }
    _ = function.description
    guard p.isFinite else { return }
    let numbers = stops.flatMap { [$0.output] + $0.positions.map { $0 / 100 } } + [p]
    // Between the first and the last point the output interpolates the stop outputs; beyond
    // them it extrapolates the end segments, whose slopes are unbounded as stops crowd together.
    let first = stops[0].positions.first.map { $0 / 100 } ?? 0
    let last = stops.flatMap(\.positions).map { $0 / 100 }.max() ?? 1
    let inside = p >= first && p <= max(last, stops.last!.positions.isEmpty ? 1 : last)
    let what = "linear(\(function)) at \(p)"
    expectValue(
      function.value(at: p), finite: inside && numbers.allSatisfy { abs($0) <= bound }, what)
    fuzzCheck(!function.velocity(at: p).isNaN, "velocity NaN: \(what)")
  }

  static func makeSpring(_ input: inout FuzzInput) -> Spring? {
    let (a, b, c) = (input.double(), input.double(), input.double())
    let flag = input.bool()
    switch input.byte() % 9 {
    case 0: return Spring(duration: a, bounce: b)
    case 1: return Spring(response: a, dampingRatio: b)
    case 2: return Spring(mass: a, stiffness: b, damping: c, allowOverDamping: flag)
    case 3: return Spring(settlingDuration: a, dampingRatio: b, epsilon: c)
    case 4: return try? Spring(overshoot: a, settlingDuration: b, epsilon: c)
    case 5: return try? Spring(validating: .durationBounce(duration: a, bounce: b))
    case 6:
      return try? Spring(
        validating: .massStiffnessDamping(
          mass: a, stiffness: b, damping: c, allowOverDamping: flag))
    case 7: return .smooth(duration: a, extraBounce: b)
    default: return .bouncy(duration: a, extraBounce: b)
    }
  }

  static func spring(_ input: inout FuzzInput) {
    guard let spring = makeSpring(&input) else { return }
    let what = "\(spring)"
    for x in [
      spring.mass, spring.stiffness, spring.damping, spring.response, spring.dampingRatio,
      spring.duration, spring.bounce, spring.angularFrequency, spring.overshoot,
    ] {
      expectValue(x, finite: true, "parameter of \(what)")
    }
    if let peak = spring.peakTime { expectValue(peak, finite: true, "peak time of \(what)") }
    fuzzCheck(spring.settlingDuration >= 0, "settling \(spring.settlingDuration) of \(what)")
    let target = input.double()
    let velocity = input.double()
    let time = input.double()
    // Time runs forward from release; before it the closed form extrapolates backwards and
    // grows like e^{ζω₀|t|}, overflowing (to NaN, inf·0) beyond t ≈ −709/(ζω₀).
    guard target.isFinite, velocity.isFinite, time.isFinite, time >= 0 else { return }
    let finite = moderate(target, velocity)
    let notNaN = max(abs(target), abs(velocity)) <= noOverflowBound
    let value = spring.value(target: target, initialVelocity: velocity, time: time)
    let speed = spring.velocity(target: target, initialVelocity: velocity, time: time)
    expectValue(
      value, finite: finite, notNaN: notNaN,
      "value(\(target), \(velocity), t = \(time)) of \(what)")
    expectValue(
      speed, finite: finite, notNaN: notNaN,
      "velocity(\(target), \(velocity), t = \(time)) of \(what)")
    var x = 0.0
    var v = velocity
    spring.update(value: &x, velocity: &v, target: target, deltaTime: time)
    expectValue(x, finite: finite, notNaN: notNaN, "update of \(what)")
    let k = spring.coefficients(at: time)
    for c in [k.a, k.b, k.da, k.db] {
      expectValue(c, finite: true, "coefficients at \(time) of \(what)")
    }
    let report = SpringReport(spring)
    for (key, entry) in report.rows {
      if let entry { fuzzCheck(!entry.isNaN, "report \(key) NaN for \(what)") }
    }
    for round in [
      SwiftUISpring(spring).spring, ComposeSpring(spring).spring,
      FlutterSpringDescription(spring).spring, ReactSpringConfig(spring).spring,
      FramerMotionSpring(spring).spring, CoreAnimationSpring(spring).spring,
    ] {
      expectValue(round.response, finite: true, "converted response of \(what)")
      expectValue(round.dampingRatio, finite: true, "converted ratio of \(what)")
    }
  }

  static func springSettling(_ input: inout FuzzInput) {
    guard let spring = makeSpring(&input) else { return }
    let target = input.double()
    let velocity = input.double()
    let epsilon = input.double()
    let what = "\(spring) target \(target) v0 \(velocity) ε \(epsilon)"
    let estimate = spring.settlingDuration(
      target: target, initialVelocity: velocity, epsilon: epsilon)
    fuzzCheck(!estimate.isNaN && estimate >= 0, "settlingDuration \(estimate): \(what)")
    let exact = spring.exactSettlingDuration(
      target: target, initialVelocity: velocity, epsilon: epsilon)
    fuzzCheck(!exact.isNaN && exact >= 0, "exactSettlingDuration \(exact): \(what)")
    // Springs settle: after the exact settling time the motion stays within ε of the target.
    guard exact.isFinite, moderate(target, velocity), epsilon >= 1e-9 * max(abs(target), 1),
      spring.dampingRatio > 0
    else { return }
    for factor in [1.0, 1.001, 1.5, 4] {
      let t = exact * factor + (factor == 1 ? 0 : 1e-9)
      let y = spring.value(target: target, initialVelocity: velocity, time: t) - target
      if factor == 1 { continue }  // the boundary itself is the last time |y| ≥ ε
      fuzzCheck(abs(y) <= epsilon * (1 + 1e-9), "|y| = \(abs(y)) > ε at t = \(t): \(what)")
    }
  }

  static func decay(_ input: inout FuzzInput) {
    let parameter = input.double()
    let decay: Decay?
    switch input.byte() % 4 {
    case 0: decay = Decay(friction: parameter)
    case 1: decay = Decay(decelerationRate: parameter)
    case 2: decay = try? Decay(validatingFriction: parameter)
    default: decay = try? Decay(validatingDecelerationRate: parameter)
    }
    guard let decay else { return }
    let what = "\(decay)"
    fuzzCheck(decay.friction >= 0 && decay.friction.isFinite, "friction of \(what)")
    expectValue(decay.decelerationRate, finite: true, "rate of \(what)")
    let start = input.double()
    let velocity = input.double()
    let time = input.double()
    let threshold = input.double()
    // As for springs, time runs forward from release (e^{−kt} overflows for very negative t).
    guard start.isFinite, velocity.isFinite, time.isFinite, time >= 0 else { return }
    let finite = moderate(start, velocity)
    // Without friction the body moves v₀·t for ever, so the time must be moderate too.
    expectValue(
      decay.value(from: start, initialVelocity: velocity, time: time),
      finite: finite && (time <= bound || decay.friction >= 1),
      "value(\(start), \(velocity), \(time)) of \(what)")
    expectValue(
      decay.velocity(initialVelocity: velocity, time: time), finite: finite,
      "velocity(\(velocity), \(time)) of \(what)")
    fuzzCheck(
      !decay.destination(from: start, initialVelocity: velocity).isNaN, "destination of \(what)")
    if !threshold.isNaN {
      let rest = decay.timeToRest(initialVelocity: velocity, threshold: threshold)
      fuzzCheck(!rest.isNaN && rest >= 0, "timeToRest \(rest) of \(what)")
    }
    let end = input.double()
    if end.isFinite {
      expectValue(
        decay.initialVelocity(from: start, to: end),
        finite: moderate(start, end) && decay.friction <= bound,
        notNaN: max(abs(start), abs(end)) <= noOverflowBound, "initialVelocity of \(what)")
    }
  }

  static func rubberBandAndColor(_ input: inout FuzzInput) {
    let band = RubberBand(dimension: input.double(), coefficient: input.double())
    let offset = input.double()
    let (lo, hi) = (input.double(), input.double())
    if offset.isFinite {
      let value = band.value(offset)
      expectValue(value, finite: true, "rubber band \(band) at \(offset)")
      fuzzCheck(abs(value) <= band.dimension, "rubber band \(band) beyond its dimension")
      fuzzCheck(!band.inverse(value).isNaN, "rubber band inverse NaN")
      if lo.isFinite, hi.isFinite, lo <= hi {
        expectValue(
          band.clamped(offset, to: lo...hi), finite: moderate(lo, hi) || lo == hi,
          "clamped \(offset) to \(lo)...\(hi) by \(band)")
      }
    }
    let spaces = Color.RGBColorSpace.allCases
    let a = Color(
      spaces[Int(input.byte()) % spaces.count], red: input.double(), green: input.double(),
      blue: input.double(), opacity: input.double())
    let b = Color(spaces[Int(input.byte()) % spaces.count], white: input.double())
    let components = [a.linearRed, a.linearGreen, a.linearBlue, b.linearRed]
    guard components.allSatisfy({ $0.isFinite }) else { return }
    let ratio = a.contrastRatio(with: b)
    let inGamut = components.allSatisfy { (0...1).contains($0) }
    expectValue(ratio, finite: moderate(a.red, a.green, a.blue, b.red), "contrast \(a) / \(b)")
    if inGamut { fuzzCheck(ratio >= 1 && ratio <= 21 + 1e-12, "contrast \(ratio) out of [1, 21]") }
    let amount = input.double(magnitude: 4)
    let mixed = a.interpolated(towards: b, amount: amount, in: .sRGB)
    if inGamut { expectValue(mixed.red, finite: true, "interpolated \(a) → \(b) by \(amount)") }
  }

  static func vectors(_ input: inout FuzzInput) {
    let a = AnimatableVector((0..<Int(input.byte() % 9)).map { _ in input.double() })
    let b = AnimatableVector((0..<Int(input.byte() % 9)).map { _ in input.double() })
    let s = input.double()
    let sum = a + b
    let difference = a - b
    fuzzCheck(
      sum.count == max(a.count, b.count) && difference.count == sum.count,
      "lengths \(a.count), \(b.count) → \(sum.count)")
    var scaled = a
    scaled.scale(by: s)
    let mixed = a.interpolated(towards: b, amount: s)
    let numbers = a.scalars + b.scalars
    guard numbers.allSatisfy({ $0.isFinite }), s.isFinite else { return }
    let moderateInputs = numbers.allSatisfy { abs($0) <= bound } && abs(s) <= bound
    for x in sum.scalars + difference.scalars + scaled.scalars + mixed.scalars {
      expectValue(x, finite: moderateInputs, "vector ops on \(a), \(b), \(s)")
    }
    expectValue(a.magnitudeSquared, finite: moderateInputs, "magnitudeSquared of \(a)")
    if s == 0 || s == 1 {
      let end = s == 0 ? a : b
      for i in 0..<max(a.count, b.count) {
        let got = i < mixed.count ? mixed.scalars[i] : 0
        let want = i < end.count ? end.scalars[i] : 0
        fuzzCheck(
          got == want || !moderateInputs, "interpolated(\(a), \(b), \(s))[\(i)] = \(got) ≠ \(want)")
      }
    }
  }
}
