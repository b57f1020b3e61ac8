import Kinetic

/// Drives one `Animator` through COUNT commands (argument 1, default 100,000) at 60 Hz, as a
/// long drag would: spring retargets (merging), additive ease-in-out retargets, pauses,
/// resumes, reversals, and a query of the presented value every frame. Run under
/// Scripts/peak-memory.sh, which measures its peak resident memory: history is bounded by
/// `Animator.historyLimit`, so the figure must not grow with COUNT.
@main
enum AnimatorCommands {
  static func main() {
    let arguments = CommandLine.arguments
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
    var animator = Animator(value: 0.0)
    var sum = 0.0
    var state: UInt64 = 0x5EED
    for i in 0..<count {
      let time = Double(i) / 60
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let target = Double(state >> 11) / Double(1 << 53) * 1_000
      switch i % 10 {
      case 0...5: animator.animate(to: target, with: .smooth, at: time)
      case 6, 7:
        animator.animate(to: target, with: .easeInOut(duration: 0.5), at: time, policy: .additive)
      case 8: animator.pause(at: time)
      default:
        if animator.isPaused { animator.resume(at: time) } else { animator.reverse(at: time) }
      }
      sum += animator.value(at: time + 1.0 / 120)
    }
    print("commands: \(count), checksum: \(sum)")
  }
}
