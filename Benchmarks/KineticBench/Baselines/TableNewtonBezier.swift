/// Baseline: the cubic Bezier scheme of the browser engines and the popular `bezier-easing`
/// library (Firefox's nsSMILKeySpline): an 11-sample table of x(s) at s = 0, 0.1, …, 1, a
/// linear first guess in the bracketing interval, then 4 Newton iterations when the slope is at
/// least 0.001, else bisection to |x(s) − x| ≤ 1e-7 (at most 10 halvings). Written here from the
/// published algorithm, for the benchmark's ratio and error columns.
struct TableNewtonBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double
  let samples: [Double]

  static let sampleCount = 11
  static let step = 1.0 / Double(sampleCount - 1)

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    samples = (0..<Self.sampleCount).map { Self.coordinate(Double($0) * Self.step, x1, x2) }
  }

  @inline(__always)
  static func coordinate(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    let a = 1 - 3 * a2 + 3 * a1
    let b = 3 * a2 - 6 * a1
    let c = 3 * a1
    return ((a * t + b) * t + c) * t
  }

  @inline(__always)
  static func slope(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    let a = 1 - 3 * a2 + 3 * a1
    let b = 3 * a2 - 6 * a1
    let c = 3 * a1
    return 3 * a * t * t + 2 * b * t + c
  }

  func parameter(forX x: Double) -> Double {
    samples.withUnsafeBufferPointer { table in
      var intervalStart = 0.0
      var current = 1
      let last = Self.sampleCount - 1
      while current != last && table[current] <= x {
        intervalStart += Self.step
        current += 1
      }
      current -= 1
      let distance = (x - table[current]) / (table[current + 1] - table[current])
      let guess = intervalStart + distance * Self.step
      let initialSlope = Self.slope(guess, x1, x2)
      if initialSlope >= 0.001 {
        var t = guess
        for _ in 0..<4 {
          let slope = Self.slope(t, x1, x2)
          if slope == 0 { return t }
          t -= (Self.coordinate(t, x1, x2) - x) / slope
        }
        return t
      }
      if initialSlope == 0 { return guess }
      var a = intervalStart
      var b = intervalStart + Self.step
      var t = 0.0
      var i = 0
      repeat {
        t = a + (b - a) / 2
        let error = Self.coordinate(t, x1, x2) - x
        if error > 0 { b = t } else { a = t }
        if abs(error) <= 1e-7 { break }
        i += 1
      } while i < 10
      return t
    }
  }

  func value(at x: Double) -> Double {
    if x1 == y1 && x2 == y2 { return x }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.coordinate(parameter(forX: x), y1, y2)
  }
}
