import Kinetic

extension AnimatorSuite {
  /// Frames between two retargets of one animator in the floor comparison (staggered).
  static let floorRetargetPeriod = 30
  /// Retarget epochs the floor's samplers cycle through (a multiple of the runs' 120 frames).
  static let floorEpochs = framesPerRun / floorRetargetPeriod

  /// The animators' per-frame bookkeeping against the evaluations themselves: 10,000 mixed
  /// animators (curves and springs, each retargeted every 30 frames at a staggered phase)
  /// presenting their value each frame, against the same 10,000 animations' value and
  /// velocity evaluated with no bookkeeping — one prebuilt `AnimationSampler` per animator and
  /// retarget, sampled at the time since its start — in the same run, on thread CPU time.
  ///
  /// Ratio recorded: `animator.frame/vs.evaluationFloor` (goal ≤ 1.5); figures
  /// `animator.frame.retarget30.usPerFrame` and `animator.evaluationFloor.usPerFrame`, and the
  /// checksums of both position arrays.
  static func evaluationFloor(_ bench: Bench) {
    let period = floorRetargetPeriod
    var animators = (0..<count).map { Animator(value: Double($0 % 97)) }
    var positions = [Double](repeating: 0, count: count)
    var frame = 0
    let animatorCPU = cpuMedian {
      for _ in 0..<framesPerRun {
        tick(&animators, positions: &positions, frame: frame, period: period)
        frame += 1
      }
    }
    bench.record(figure: "animator.frame.retarget30.positions.sum", positions.reduce(0, +))

    // The floor: animator i's animation of epoch e starts at frame e·period − i mod period
    // and animates from the previous epoch's target to this one's, as the animators do.
    let samplers: [[AnimationSampler<Double>]] = (0..<floorEpochs).map { epoch in
      (0..<count).map { i in
        let from = target(epoch: epoch - 1, index: i)
        return AnimationSampler(animation(i + epoch), change: target(epoch: epoch, index: i) - from)
      }
    }
    let bases: [[Double]] = (0..<floorEpochs).map { epoch in
      (0..<count).map { target(epoch: epoch - 1, index: $0) }
    }
    var floorPositions = [Double](repeating: 0, count: count)
    var floorFrame = 0
    let floorCPU = cpuMedian {
      for _ in 0..<framesPerRun {
        floorTick(samplers, bases, positions: &floorPositions, frame: floorFrame)
        floorFrame += 1
      }
    }
    bench.record(figure: "animator.evaluationFloor.positions.sum", floorPositions.reduce(0, +))
    bench.record(ratio: "animator.frame/vs.evaluationFloor", animatorCPU / floorCPU)
    bench.record(figure: "animator.frame.retarget30.usPerFrame", animatorCPU / 1_000)
    bench.record(figure: "animator.evaluationFloor.usPerFrame", floorCPU / 1_000)
  }

  /// The target of animator `index` in retarget epoch `epoch`.
  static func target(epoch: Int, index: Int) -> Double {
    Double((epoch * 31 + index * 17) % 200) - 100
  }

  /// One floor frame: each animator's current sampler at the time since its start; the value
  /// plus the velocity go to `positions`, so that neither can be dropped.
  @inline(never)
  static func floorTick(
    _ samplers: [[AnimationSampler<Double>]], _ bases: [[Double]], positions: inout [Double],
    frame: Int
  ) {
    let period = floorRetargetPeriod
    let cycle = floorEpochs * period
    for i in 0..<count {
      // Frames since the staggered start of the current epoch, within the sampler cycle.
      let shifted = (frame % cycle) + i % period
      let epoch = (shifted / period) % floorEpochs
      let elapsed = Double(shifted % period) / frameRate
      let sample = samplers[epoch][i].sample(at: elapsed)
      positions[i] = bases[epoch][i] + sample.offset + sample.velocity
    }
  }
}
