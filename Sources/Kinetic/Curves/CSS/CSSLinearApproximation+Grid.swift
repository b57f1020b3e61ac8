extension CSSLinearApproximation {
  /// The motion sampled finely enough that a polyline's error at the grid points bounds its
  /// error everywhere (to within an eighth of the tolerance), with jumps located.
  struct Grid {
    /// Normalised times, ascending; the two ends of a jump share one time.
    var inputs: [Double]
    /// The motion's progress at each input (the left and right limits at a jump).
    var outputs: [Double]
    /// `jumps[i]` is true when points i and i + 1 are the two sides of a jump.
    var jumps: [Bool]

    /// The narrowest interval the refinement makes: 2⁻⁴⁰ of the duration.
    static let narrowest = 0x1p-40
    /// The most points a grid holds: a motion that needs more (many thousands of passes, a
    /// faster oscillation than the tolerance can follow) is refused once refinement reaches it.
    static let capacity = 200_000

    init(progress: (Double) -> Double, tolerance: Double) throws(CSSLinearApproximationError) {
      func sample(_ u: Double) throws(CSSLinearApproximationError) -> Double {
        let y = progress(u)
        guard y.isFinite else { throw .nonFiniteProgress(time: u, value: y) }
        return y
      }
      let initial = 512
      var inputs: [Double] = []
      var outputs: [Double] = []
      inputs.reserveCapacity(4 * initial)
      var jumps: [Bool] = []
      // Depth-first refinement of each initial interval, emitting points left to right.
      var stack: [(a: Double, ya: Double, b: Double, yb: Double)] = []
      var previous = (u: 0.0, y: try sample(0))
      inputs.append(0)
      outputs.append(previous.y)
      for k in 1...initial {
        let u = Double(k) / Double(initial)
        stack.append((previous.u, previous.y, u, try sample(u)))
        while let (a, ya, b, yb) = stack.popLast() {
          let width = b - a
          if width <= Self.narrowest {
            let isJump = Swift.abs(yb - ya) > tolerance / 4
            if isJump {
              try Self.requireJump(a, ya, b, yb, tolerance: tolerance, sample)
              // Both sides at one time, the bracket's right end (where the motion already has
              // its right-hand value, and where a jump on a grid time lands exactly): a
              // vertical riser, exact in CSS.
              inputs[inputs.count - 1] = b
              jumps.append(true)
              inputs.append(b)
            } else {
              jumps.append(false)
              inputs.append(b)
            }
            outputs.append(yb)
            continue
          }
          let m = a + width / 2
          let ym = try sample(m)
          if Swift.abs(ym - (ya + yb) / 2) > tolerance / 8 {
            // A grid this fine would have no room left to resolve the rest: refused now,
            // before any search. Every split is one evaluation and adds one point to come, so
            // at most 2 · capacity + 513 evaluations were spent.
            guard inputs.count + stack.count < Self.capacity else {
              throw .unresolved(points: Self.capacity)
            }
            stack.append((m, ym, b, yb))
            stack.append((a, ya, m, ym))
          } else {
            jumps.append(false)
            inputs.append(b)
            outputs.append(yb)
          }
        }
        previous = (u, outputs[outputs.count - 1])
      }
      self.inputs = inputs
      self.outputs = outputs
      self.jumps = jumps
    }

    /// Refuses a change in the narrowest interval [a, b] that is not a jump: halving towards the
    /// half that changes, up to 64 times more (2⁻¹⁰⁴ of the duration) or to adjacent doubles, a
    /// jump keeps its whole change on one side, while a motion that passes through the values
    /// in between splits it — more than an eighth of the tolerance on each side. A riser would
    /// misstate such a change, and the grid could not measure the error it left.
    static func requireJump(
      _ a: Double, _ ya: Double, _ b: Double, _ yb: Double, tolerance: Double,
      _ sample: (Double) throws(CSSLinearApproximationError) -> Double
    ) throws(CSSLinearApproximationError) {
      var (lo, ylo, hi, yhi) = (a, ya, b, yb)
      for _ in 0..<64 {
        let m = lo + (hi - lo) / 2
        guard m > lo, m < hi else { return }
        let ym = try sample(m)
        let (left, right) = (Swift.abs(ym - ylo), Swift.abs(yhi - ym))
        if Swift.min(left, right) > tolerance / 8 { throw .changeTooBrief(time: lo) }
        if left > right { (hi, yhi) = (m, ym) } else { (lo, ylo) = (m, ym) }
      }
    }

    /// Whether points `index` and `index + 1` are the two sides of a jump.
    func isJump(_ index: Int) -> Bool { index < jumps.count && jumps[index] }
    /// Whether point `index` is the right side of a jump.
    func isJumpEnd(_ index: Int) -> Bool { index > 0 && jumps[index - 1] }

    /// The indices of a polyline through grid points from the first to the last, with the
    /// fewest points, whose chords pass within `tolerance` of every grid point they span.
    func fewestStops(tolerance: Double) -> [Int] {
      let count = inputs.count
      var parent = [Int](repeating: -1, count: count)
      var reached = [Bool](repeating: false, count: count)
      reached[0] = true
      var frontier = [0]
      while !frontier.isEmpty, !reached[count - 1] {
        var next: [Int] = []
        for i in frontier {
          forEachChordEnd(from: i, tolerance: tolerance) { j in
            if !reached[j] {
              reached[j] = true
              parent[j] = i
              next.append(j)
            }
          }
        }
        frontier = next
      }
      var path = [count - 1]
      while let last = path.last, last != 0 { path.append(parent[last]) }
      return path.reversed()
    }

    /// Calls `body` with every j > i such that the chord (i, j) passes within `tolerance` of
    /// every grid point strictly between them: the slope of the chord must lie in the
    /// intersection of the slope windows of those points, which is updated as j advances and
    /// ends the sweep once empty.
    func forEachChordEnd(from i: Int, tolerance: Double, _ body: (Int) -> Void) {
      let (ui, yi) = (inputs[i], outputs[i])
      var low = -Double.infinity
      var high = Double.infinity
      var j = i + 1
      // The right side of a jump starting at i is reached by the vertical riser.
      if isJump(i) {
        body(j)
        guard Swift.abs(outputs[j] - yi) <= tolerance else { return }
        j += 1
      }
      while j < inputs.count {
        let du = inputs[j] - ui
        let slope = (outputs[j] - yi) / du
        if slope >= low && slope <= high { body(j) }
        // Point j now lies between i and any later end.
        low = Swift.max(low, (outputs[j] - tolerance - yi) / du)
        high = Swift.min(high, (outputs[j] + tolerance - yi) / du)
        if low > high { return }
        j += 1
      }
    }
  }
}
