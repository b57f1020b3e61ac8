import Kinetic

/// 10,000 independent scalar animators (mixed timing curves and springs, retargeted every
/// 0.4 s, staggered) ticked at 120 Hz, against the frame budget (8.33 ms) and against the same
/// number of plain `Double` lerps per frame. Goal: ≤ 1 ms of one core per frame (ratio ≤ 0.12).
enum AnimatorSuite: BenchmarkSuite {
  static let name = "animator"

  static let count = 10_000
  static let frameRate = 120.0
  /// Frames per timed run: one second of animation.
  static let framesPerRun = 120
  /// Each animator is retargeted every this many frames (0.4 s), at a staggered phase.
  static let retargetPeriod = 48

  static func animation(_ index: Int) -> Animation {
    switch index % 8 {
    case 0: return .easeInOut(duration: 0.35)
    case 1: return .smooth
    case 2: return .easeOut(duration: 0.5)
    case 3: return .snappy
    case 4: return .linear(duration: 0.3)
    case 5: return .bouncy
    case 6: return .easeIn(duration: 0.25)
    default: return .spring(response: 0.4, dampingFraction: 0.7)
    }
  }

  static func run(_ bench: Bench) {
    var animators = (0..<count).map { Animator(value: Double($0 % 97)) }
    var frame = 0
    let animatorFrame = bench.measure("animator.frame.10k", operations: framesPerRun) {
      var sum = 0.0
      for _ in 0..<framesPerRun {
        let time = Double(frame) / frameRate
        for i in 0..<count {
          if (frame + i) % retargetPeriod == 0 {
            let target = Double((frame * 31 + i * 17) % 200) - 100
            animators[i].animate(to: target, with: animation(i + frame / retargetPeriod), at: time)
          }
          sum += animators[i].value(at: time)
        }
        frame += 1
      }
      blackHole(sum)
    }

    let starts = (0..<count).map { Double($0 % 97) }
    let ends = (0..<count).map { Double($0 % 89) - 40 }
    var lerpFrame = 0
    let lerp = bench.measure("animator.lerp.10k", operations: framesPerRun) {
      var sum = 0.0
      for _ in 0..<framesPerRun {
        let progress = Double(lerpFrame % 60) / 60
        for i in 0..<count { sum += starts[i] + (ends[i] - starts[i]) * progress }
        lerpFrame += 1
      }
      blackHole(sum)
    }

    let budget = 1e9 / frameRate
    bench.record(ratio: "animator.frame/vs.budget", animatorFrame.nsPerOp / budget)
    bench.record(ratio: "animator.lerp.frame/vs.budget", lerp.nsPerOp / budget)
    bench.ratio("animator.frame/vs.lerp", animatorFrame, lerp)
  }
}
