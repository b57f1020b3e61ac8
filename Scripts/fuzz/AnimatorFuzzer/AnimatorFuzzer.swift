@_spi(Testing) import Kinetic

/// libFuzzer target for `Animator`: a random sequence of commands at random, non-decreasing
/// times — retargets with every policy and a mix of curves and springs, pauses, resumes,
/// reversals, scrubs and history discards.
///
/// Checked after every command: nothing traps; the animator's redundant state is consistent
/// (`_checkInvariants()`); value and velocity are never NaN at the command time, between
/// commands and far in the future; and the presented value is continuous (C0) across every
/// command except a scrub (which positions the animation by design): the value at the command
/// time is the same before and after the command, within rounding of the magnitudes involved.
@_cdecl("LLVMFuzzerTestOneInput")
public func animatorFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  var input = FuzzInput(data, count)
  var animator = Animator(value: input.double(magnitude: AnimatorChecks.bound))
  var time = 0.0
  // Every value that entered the animator, for the rounding scale of the continuity check.
  var scale = abs(animator.value(at: 0))
  for _ in 0..<64 where !input.isExhausted {
    time += AnimatorChecks.step(&input)
    let before = animator.value(at: time)
    var positions = true
    switch input.byte() % 8 {
    case 0, 1, 2:
      let target = input.double(magnitude: AnimatorChecks.bound)
      scale = max(scale, abs(target))
      let policy = RetargetPolicy.allCases[Int(input.byte()) % RetargetPolicy.allCases.count]
      animator.animate(
        to: target, with: AnimatorChecks.animation(&input), at: time, policy: policy)
    case 3: animator.pause(at: time)
    case 4: animator.resume(at: time)
    case 5: animator.reverse(at: time)
    case 6:
      positions = false
      let fraction = input.double()
      do { try animator.scrub(toFractionComplete: fraction, at: time) } catch {
        // A typed refusal (bad fraction, nothing scrubbable) must leave the value alone.
        positions = true
      }
    default: animator.discardHistory(before: time - AnimatorChecks.step(&input))
    }
    if let broken = animator._checkInvariants() {
      fuzzCheck(false, "invariant broken after command at \(time): \(broken)")
    }
    let after = animator.value(at: time)
    scale = max(scale, abs(before), abs(after))
    AnimatorChecks.expectNumber(after, "value at \(time)")
    AnimatorChecks.expectNumber(animator.velocity(at: time), "velocity at \(time)")
    if positions {
      // Rounding: each retarget adds or rebases a few terms of the size of the values seen.
      fuzzCheck(
        abs(after - before) <= 1e-9 * (1 + scale),
        "value jumps at \(time): \(before) → \(after) (scale \(scale))")
    }
    for probe in [time + 0.001, time + 0.1, time + 1, time + 1e6] {
      AnimatorChecks.expectNumber(animator.value(at: probe), "value at \(probe)")
      AnimatorChecks.expectNumber(animator.velocity(at: probe), "velocity at \(probe)")
    }
  }
  return 0
}

/// Decoding of commands' arguments, and the checks.
enum AnimatorChecks {
  /// Targets up to this magnitude: far beyond any screen, yet no sum of a few of them and their
  /// velocities can overflow.
  static let bound = 1e6

  /// The time to the next command: 0 (commands at the same instant), a tiny, a frame-sized or
  /// a long step.
  static func step(_ input: inout FuzzInput) -> Double {
    switch input.byte() % 4 {
    case 0: return 0
    case 1: return abs(input.double(magnitude: 1e-6))
    case 2: return abs(input.double(magnitude: 0.05))
    default: return abs(input.double(magnitude: 5))
    }
  }

  /// One of the built-in kinds, with fuzzed durations and bounces in their valid ranges.
  static func animation(_ input: inout FuzzInput) -> Animation {
    let duration = 1e-3 + abs(input.double(magnitude: 3))
    let bounce = input.double(magnitude: 0.95)
    switch input.byte() % 9 {
    case 0: return .linear(duration: duration)
    case 1: return .easeInOut(duration: duration)
    case 2: return .easeOut(duration: duration)
    case 3: return .spring(duration: duration, bounce: bounce)
    case 4: return .snappy(duration: duration)
    case 5: return .bouncy(duration: duration)
    case 6: return .interpolatingSpring(mass: 1, stiffness: 100, damping: 10)
    case 7: return .easeIn(duration: duration).delay(abs(input.double(magnitude: 1)))
    default: return .spring(duration: duration, bounce: bounce).speed(0.5 + abs(bounce))
    }
  }

  static func expectNumber(_ x: Double, _ what: @autoclosure () -> String) {
    fuzzCheck(!x.isNaN, "NaN: \(what())")
    fuzzCheck(x.isFinite, "not finite (\(x)): \(what())")
  }
}
