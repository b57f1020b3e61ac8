import Kinetic
import KineticCommandLine
import KineticInterchange

/// libFuzzer target for the animation spec language (lexer, parser, binder) and the animation
/// it binds to.
///
/// The input bytes, decoded as UTF-8 (invalid sequences repaired), are the spec text. The
/// contract checked: parsing either succeeds or throws ``SpecError`` (or ``CommandLineError``
/// for a feature this build lacks), never traps; a spec that binds gives, at every sample time,
/// no value (finished) or a finite value, a velocity that is never NaN (an infinite velocity is
/// the documented slope of a step), and a duration that is nil or ≥ 0; error texts name a
/// column inside the spec. A value may overflow to ±∞ only when the spec itself holds a number
/// beyond ``SpecMagnitude/moderate``.
@_cdecl("LLVMFuzzerTestOneInput")
public func specFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  let spec: AnimationSpec
  do {
    spec = try AnimationSpec.parse(source)
  } catch let error as SpecError {
    let length = source.unicodeScalars.count
    fuzzCheck(
      error.column >= 1 && error.column <= length + 1,
      "column \(error.column) outside 1...\(length + 1): \(error)")
    fuzzCheck(!error.message.isEmpty, "empty message")
    _ = error.caretDiagram
    return 0
  } catch is CommandLineError {
    return 0
  } catch {
    fuzzCheck(false, "untyped error \(type(of: error)): \(error)")
    return 0
  }
  check(spec.animation, source: source)
  return 0
}

private let sampleTimes: [Double] = [-0.25, 0, 1e-9, 0.1, 0.35, 0.5, 1, 1.75, 3, 10, 1e3, 1e7]

private func check(_ animation: Animation, source: String) {
  _ = animation.description
  let moderate = SpecMagnitude.largest(in: source) <= SpecMagnitude.moderate
  // A change at rest, and one carrying a velocity in (as `kinetic eval --velocity` and a merged
  // retarget do).
  for (change, velocity) in [(1.0, 0.0), (-250.0, 0.0), (1.0, 1.5), (-250.0, 40.0)] {
    var context = AnimationContext<Double>()
    context.initialVelocity = velocity
    if let duration = animation.duration(value: change, context: context) {
      fuzzCheck(!duration.isNaN && duration >= 0, "duration \(duration) for '\(source)'")
    }
    for time in sampleTimes {
      guard let value = animation.animate(value: change, time: time, context: &context) else {
        continue
      }
      fuzzCheck(
        value.isFinite || (!value.isNaN && !moderate),
        "value \(value) at t = \(time) for '\(source)' (change \(change))")
      if let velocity = animation.velocity(value: change, time: time, context: context) {
        fuzzCheck(
          !velocity.isNaN, "velocity NaN at t = \(time) for '\(source)' (change \(change))")
      }
    }
  }
  // A vector animates channel by channel, like the scalar.
  var context = AnimationContext<SIMD2<Double>>()
  for time in sampleTimes {
    if let value = animation.animate(value: SIMD2(1, -2), time: time, context: &context) {
      fuzzCheck(
        (value.x.isFinite && value.y.isFinite) || (!value.x.isNaN && !value.y.isNaN && !moderate),
        "vector value \(value) at t = \(time) for '\(source)'"
      )
    }
  }
}
