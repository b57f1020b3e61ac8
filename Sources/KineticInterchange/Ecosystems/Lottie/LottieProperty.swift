import Kinetic

/// A Lottie animated property (`{"a": 1, "k": [keyframes]}` or a static `{"a": 0, "k": value}`),
/// sampled as Lottie's renderers sample it.
///
/// Each keyframe holds its frame `t`, its start value `s` (an array, one number a dimension),
/// and, unless it is a hold keyframe (`h: 1`, the value jumps at the next keyframe), the temporal
/// easing of the segment it starts: `o` (out tangent) and `i` (in tangent of the next
/// keyframe), `x`/`y` arrays with one entry a dimension or a single number for all. Each
/// dimension eases by its own cubic Bezier `(o.x, o.y, i.x, i.y)`, as lottie-web's
/// `interpolateValue` does (`player/js/utils/PropertyFactory.js`). A segment with spatial
/// tangents `to`/`ti` (a position) moves along the cubic Bezier path `s`, `s + to`, `e + ti`,
/// `e` at arc length proportional to the eased progress of its first `o`/`i` pair, again as
/// lottie-web does (its arc-length table; here 200 chords, lottie-web's default curve
/// segments). Before the first keyframe the value is the first `s`; after the last, the last.
public struct LottieProperty: Sendable {
  /// One keyframe.
  public struct Keyframe: Sendable {
    /// The frame it starts at.
    public var frame: Double
    /// Its value, one number a dimension.
    public var value: [Double]
    /// The easing of the segment it starts, one curve a dimension; `nil` for a hold keyframe.
    public var easing: [CubicBezier]?
    /// Spatial out and in tangents (`to`, `ti`) of the segment it starts, when it is a path.
    public var spatial: (out: [Double], in: [Double])?
  }

  /// The keyframes, in frame order (one, without easing, for a static property).
  public let keyframes: [Keyframe]

  /// The number of dimensions of the value.
  public var dimensions: Int { keyframes[0].value.count }

  /// The property at `path` (the path only names it in errors) from its JSON object.
  ///
  /// - Throws: ``LottieError`` naming the keyframe and field that is missing or malformed.
  public init(_ json: LottieJSON, path: String) throws(LottieError) {
    guard case .object = json, let k = json["k"] else {
      throw LottieError("'\(path)' is not an animatable property (an object with \"k\")")
    }
    let animated = json["a"]?.number == 1
    guard animated, case .array(let raw) = k, case .object = raw.first else {
      keyframes = [
        Keyframe(frame: 0, value: try Self.vector(k, "'\(path)'.k"), easing: nil, spatial: nil)
      ]
      return
    }
    var frames: [Keyframe] = []
    for (n, entry) in raw.enumerated() {
      let place = "'\(path)' keyframe \(n)"
      guard let t = entry["t"]?.number else { throw LottieError("\(place) has no frame \"t\"") }
      // Lottie's older files give a segment's end as "e" and leave "s" off the last keyframe.
      let start: [Double]
      if let s = entry["s"] {
        start = try Self.vector(s, "\(place).s")
      } else if n > 0, let e = raw[n - 1]["e"] {
        start = try Self.vector(e, "keyframe \(n - 1).e of '\(path)'")
      } else {
        throw LottieError("\(place) has no value \"s\"")
      }
      if let last = frames.last, t < last.frame {
        throw LottieError("\(place) is at frame \(t), before keyframe \(n - 1) at \(last.frame)")
      }
      frames.append(Keyframe(frame: t, value: start, easing: nil, spatial: nil))
    }
    for n in frames.indices {
      guard frames[n].value.count == frames[0].value.count else {
        throw LottieError(
          "'\(path)' keyframe \(n) has \(frames[n].value.count) dimensions, keyframe 0 has "
            + "\(frames[0].value.count)")
      }
      let entry = raw[n]
      guard n + 1 < frames.count, entry["h"]?.number != 1 else { continue }
      let place = "'\(path)' keyframe \(n)"
      guard let o = entry["o"], let i = entry["i"] else {
        throw LottieError("\(place) has no easing tangents \"o\" and \"i\" (nor \"h\": 1)")
      }
      let count = frames[0].value.count
      let ox = try Self.perDimension(o["x"], count, "\(place).o.x")
      let oy = try Self.perDimension(o["y"], count, "\(place).o.y")
      let ix = try Self.perDimension(i["x"], count, "\(place).i.x")
      let iy = try Self.perDimension(i["y"], count, "\(place).i.y")
      var curves: [CubicBezier] = []
      for d in 0..<count {
        do {
          curves.append(try CubicBezier(x1: ox[d], y1: oy[d], x2: ix[d], y2: iy[d]))
        } catch {
          throw LottieError("\(place) easing of dimension \(d): \(error)")
        }
      }
      frames[n].easing = curves
      if let to = entry["to"], let ti = entry["ti"] {
        let out = try Self.vector(to, "\(place).to")
        let inward = try Self.vector(ti, "\(place).ti")
        guard out.count == count, inward.count == count else {
          throw LottieError("\(place) spatial tangents do not have \(count) dimensions")
        }
        if out.contains(where: { $0 != 0 }) || inward.contains(where: { $0 != 0 }) {
          frames[n].spatial = (out, inward)
        }
      }
    }
    keyframes = frames
  }

  /// The value at `frame` (a property's own frame: the layer's start time already taken off).
  ///
  /// - Complexity: O(log k) in the number of keyframes, plus O(1) (200 chords once) for a
  ///   spatial segment.
  public func value(atFrame frame: Double) -> [Double] {
    guard frame > keyframes[0].frame else { return keyframes[0].value }
    guard let last = keyframes.last, frame < last.frame else { return keyframes.last!.value }
    // The segment: the last keyframe at or before `frame`.
    var (low, high) = (0, keyframes.count - 1)
    while high - low > 1 {
      let mid = (low + high) / 2
      if keyframes[mid].frame <= frame { low = mid } else { high = mid }
    }
    let a = keyframes[low]
    let b = keyframes[low + 1]
    guard let easing = a.easing, b.frame > a.frame else { return a.value }
    let u = (frame - a.frame) / (b.frame - a.frame)
    if let spatial = a.spatial {
      return Self.point(
        alongPathFrom: a.value, a.value.indices.map { a.value[$0] + spatial.out[$0] },
        b.value.indices.map { b.value[$0] + spatial.in[$0] }, b.value,
        fraction: easing[0].value(at: u))
    }
    return a.value.indices.map { d in
      a.value[d] + (b.value[d] - a.value[d]) * easing[d].value(at: u)
    }
  }

  /// The point at `fraction` of the arc length of the cubic Bezier path p0…p3 (fractions
  /// outside 0…1 extend along the end chords).
  static func point(
    alongPathFrom p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], fraction: Double
  ) -> [Double] {
    let segments = 200
    func at(_ s: Double) -> [Double] {
      let r = 1 - s
      return p0.indices.map {
        r * r * r * p0[$0] + 3 * r * r * s * p1[$0] + 3 * r * s * s * p2[$0] + s * s * s * p3[$0]
      }
    }
    let points = (0...segments).map { at(Double($0) / Double(segments)) }
    var lengths = [0.0]
    for n in 1...segments {
      var sum = 0.0
      for d in p0.indices {
        sum += (points[n][d] - points[n - 1][d]) * (points[n][d] - points[n - 1][d])
      }
      lengths.append(lengths[n - 1] + sum.squareRoot())
    }
    let total = lengths[segments]
    guard total > 0 else { return p0 }
    let target = fraction * total
    var n = 1
    while n < segments, lengths[n] < target { n += 1 }
    if target <= 0 { n = 1 }
    let span = lengths[n] - lengths[n - 1]
    let w = span > 0 ? (target - lengths[n - 1]) / span : 0
    return p0.indices.map { points[n - 1][$0] + (points[n][$0] - points[n - 1][$0]) * w }
  }

  /// A value: a number, or an array of numbers.
  static func vector(_ json: LottieJSON, _ place: String) throws(LottieError) -> [Double] {
    switch json {
    case .number(let x): return [x]
    case .array(let items):
      var out: [Double] = []
      for item in items {
        guard let x = item.number else { throw LottieError("\(place) holds a non-number") }
        out.append(x)
      }
      guard !out.isEmpty else { throw LottieError("\(place) is an empty array") }
      return out
    default: throw LottieError("\(place) is not a number or an array of numbers")
    }
  }

  /// A tangent coordinate: one number for all dimensions, or one a dimension (a shorter array
  /// gives its first entry to the missing dimensions, as lottie-web reads `o.x[i] ?? o.x[0]`).
  static func perDimension(_ json: LottieJSON?, _ count: Int, _ place: String) throws(LottieError)
    -> [Double]
  {
    guard let json else { throw LottieError("\(place) is missing") }
    let values = try vector(json, place)
    return (0..<count).map { $0 < values.count ? values[$0] : values[0] }
  }
}
